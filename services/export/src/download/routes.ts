import { ErrorBody } from '@laneforge/contracts/errors';
import { defineFeature } from '@laneforge/platform/service';
import { z } from 'zod';
import { downloadPlan, type DownloadContext } from './download';
import { contentDisposition } from './filename';

const params = z.object({
  workoutId: z.string().max(64).describe('The plan id: the same id the share link carries'),
  format: z.enum(['docx', 'pdf'], { error: 'format must be docx or pdf' }).describe('docx (Word) or pdf'),
});

export const download = defineFeature<DownloadContext>({
  name: 'download',
  routes(app, ctx) {
    app.get(
      '/training/download/:workoutId/:format',
      {
        schema: {
          summary: 'Download a plan as a Word (DOCX) or PDF document',
          description: 'Public like the share link: whoever holds the plan id may download it. US Letter, 0.5 inch margins.',
          tags: ['training'],
          params,
          response: { 200: z.any().describe('The document, as application/pdf or the Word content type, sent as an attachment'), 400: ErrorBody, 404: ErrorBody, 502: ErrorBody, 503: ErrorBody },
        },
      },
      async (request, reply) => {
        const { workoutId, format } = request.params;
        const download = await downloadPlan(ctx, workoutId, format, request.id);
        return reply
          .type(download.contentType)
          .header('content-disposition', contentDisposition(download.name))
          .header('cache-control', 'private, no-store')
          .send(download.file);
      },
    );
  },
});
