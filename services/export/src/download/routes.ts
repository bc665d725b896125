import { ErrorBody } from '@laneforge/contracts/errors';
import { EXPORT_FORMATS } from '@laneforge/contracts/plan-format';
import { defineFeature } from '@laneforge/platform/service';
import { z } from 'zod';
import { downloadPlan, type DownloadContext } from './download';
import { contentDisposition } from './filename';

const params = z.object({
  workoutId: z.string().max(64).describe('The plan id: the same id the share link carries'),
  format: z.enum(EXPORT_FORMATS, { error: 'format must be docx, pdf, fit or ics' }).describe('docx (Word), pdf, fit (Garmin watch workout) or ics (calendar)'),
});

const query = z.object({
  view: z
    .enum(['shared'], { error: 'view must be shared, or left out for the coach’s own words' })
    .optional()
    .describe('shared: the file as the share page shows the plan, in words for whoever holds the link (“from the coach’s CSS test”); left out: the coach’s own words (“from your CSS test”)'),
});

export const download = defineFeature<DownloadContext>({
  name: 'download',
  routes(app, ctx) {
    app.get(
      '/training/download/:workoutId/:format',
      {
        schema: {
          summary: 'Download a plan as Word (DOCX), PDF, a Garmin FIT workout or an iCalendar file',
          description: 'Public like the share link: whoever holds the plan id may download it. Documents are US Letter with 0.5 inch margins; FIT is for single workouts only (a season answers 400). A plan too large to draw within the per-file budget of time and memory answers 422.',
          tags: ['training'],
          params,
          querystring: query,
          response: { 200: z.any().describe('The file, sent as an attachment with its content type'), 400: ErrorBody, 404: ErrorBody, 422: ErrorBody, 502: ErrorBody, 503: ErrorBody },
        },
      },
      async (request, reply) => {
        const { workoutId, format } = request.params;
        const download = await downloadPlan(ctx, workoutId, format, request.id, request.query.view ?? 'coach');
        return reply
          .type(download.contentType)
          .header('content-disposition', contentDisposition(download.name))
          .header('cache-control', 'private, no-store')
          .send(download.file);
      },
    );
  },
});
