import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cssTested, lesson, season, scy6000, textOnly } from '../../test/fixtures';
import { pdfPageSizes, pdfPages, unzip } from '../../test/tools';
import { exportEnv, fakeTraining } from '../../test/training';
import { exportService } from '../service';
import { FIT_NO_SETS, FIT_SEASON, tooLargeText } from './download';
import { contentDisposition, fileName } from './filename';

const env = (trainingUrl: string, extra: Record<string, string> = {}) => exportEnv(trainingUrl, extra);
const buildExportService = (environment: Record<string, string>) => exportService.build(environment);

describe('GET /training/download/:workoutId/:format', () => {
  let training: Awaited<ReturnType<typeof fakeTraining>>;
  let service: Awaited<ReturnType<typeof buildExportService>>;

  beforeAll(async () => {
    training = await fakeTraining([scy6000, season, lesson, cssTested]);
    service = await buildExportService(env(training.url));
  });
  afterAll(async () => {
    await service.close();
    await training.close();
  });

  it('answers a workout as a Letter PDF attachment named {product}_Training_Plan_{date}.pdf', async () => {
    const res = await service.app.inject({ method: 'GET', url: `/training/download/${scy6000.id}/pdf`, headers: { 'x-request-id': 'req-42' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="LaneForge_Training_Plan_2026-11-21.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageSizes(res.rawPayload)[0]).toEqual({ width: 612, height: 792 });
    expect(pdfPages(res.rawPayload).join('')).toContain('College/Senior Threshold & IM Workout');
    // The request id travels on to the training service, so one download reads as one story in the logs.
    expect(training.seen.at(-1)?.['x-request-id']).toBe('req-42');
    // And the export service identifies itself with its service credential.
    expect(training.callers.at(-1)).toBe('export');
  });

  it('answers a season plan as a DOCX attachment named {product}_Season_Plan_{date}.docx', async () => {
    const res = await service.app.inject({ method: 'GET', url: `/training/download/${season.id}/docx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toBe('attachment; filename="LaneForge_Season_Plan_2026-09-07.docx"');
    expect(unzip(res.rawPayload).get('word/document.xml')?.toString()).toContain('16-Week High School Season Plan — 100 Breast');
  });

  it('draws a plan downloaded from its share page in words for whoever holds the link: the coach’s CSS test, not “your” test', async () => {
    const documentText = async (format: 'pdf' | 'docx', query: string) => {
      const res = await service.app.inject({ method: 'GET', url: `/training/download/${cssTested.id}/${format}${query}` });
      expect(res.statusCode).toBe(200);
      const text = format === 'pdf' ? pdfPages(res.rawPayload, 'raw').join('\n') : unzip(res.rawPayload).get('word/document.xml')!.toString().replace(/<[^>]+>/g, '');
      return text.replace(/\s+/g, ' ');
    };
    for (const format of ['pdf', 'docx'] as const) {
      const shared = await documentText(format, '?view=shared');
      expect(shared, format).toContain('from the coach’s CSS test');
      expect(shared, format).not.toMatch(/\byour (CSS|T-30|7 x 200 step) test\b/);
      // The coach's own download from their plan page still speaks to them.
      expect(await documentText(format, ''), format).toContain('from your CSS test');
    }
  });

  it('refuses a view other than the share page’s with 400 and a detail', async () => {
    const res = await service.app.inject({ method: 'GET', url: `/training/download/${cssTested.id}/pdf?view=admin` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/view/);
  });

  it('names the file and the documents after PRODUCT_NAME', async () => {
    const custom = await buildExportService(env(training.url, { PRODUCT_NAME: 'Swim Club Pro' }));
    const res = await custom.app.inject({ method: 'GET', url: `/training/download/${scy6000.id}/pdf` });
    expect(res.headers['content-disposition']).toBe('attachment; filename="Swim_Club_Pro_Training_Plan_2026-11-21.pdf"');
    expect(pdfPages(res.rawPayload)[0]).toContain('Swim Club Pro');
    await custom.close();
  });

  it('refuses a format other than docx, pdf, fit or ics with 400 and a detail', async () => {
    const res = await service.app.inject({ method: 'GET', url: `/training/download/${scy6000.id}/txt` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'format must be docx, pdf, fit or ics' });
  });

  it('answers a workout as a Garmin FIT file and a calendar file named like the documents', async () => {
    const fit = await service.app.inject({ method: 'GET', url: `/training/download/${scy6000.id}/fit` });
    expect(fit.statusCode).toBe(200);
    expect(fit.headers['content-type']).toBe('application/vnd.ant.fit');
    expect(fit.headers['content-disposition']).toBe('attachment; filename="LaneForge_Training_Plan_2026-11-21.fit"');
    expect(fit.rawPayload.subarray(8, 12).toString('latin1')).toBe('.FIT');
    const ics = await service.app.inject({ method: 'GET', url: `/training/download/${season.id}/ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toBe('attachment; filename="LaneForge_Season_Plan_2026-09-07.ics"');
    expect(ics.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
  });

  it('refuses a season plan as FIT with 400 and a detail that points to the calendar', async () => {
    const res = await service.app.inject({ method: 'GET', url: `/training/download/${season.id}/fit` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: FIT_SEASON });
    expect(FIT_SEASON).toMatch(/calendar \(\.ics\)/);
  });

  it('refuses a lesson as FIT with 400 and a detail (no swim sets to load), and prints it as PDF', async () => {
    const fit = await service.app.inject({ method: 'GET', url: `/training/download/${lesson.id}/fit` });
    expect(fit.statusCode).toBe(400);
    expect(fit.json()).toEqual({ detail: FIT_NO_SETS });
    const pdf = await service.app.inject({ method: 'GET', url: `/training/download/${lesson.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
  });

  it('answers 404 with a detail for an id no plan has', async () => {
    const res = await service.app.inject({ method: 'GET', url: '/training/download/7c9e6679-7425-40de-944b-e07fc1f90ae7/pdf' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Training Plan not found' });
  });

  it('answers 404 for an id that is not a plan id without asking the training service', async () => {
    const before = training.seen.length;
    const res = await service.app.inject({ method: 'GET', url: '/training/download/..%2F..%2Fadmin/docx' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Training Plan not found' });
    expect(training.seen.length).toBe(before);
  });

  it('answers 503 with a detail when the training service is down or failing', async () => {
    const gone = await fakeTraining([]);
    await gone.close();
    const down = await buildExportService(env(gone.url));
    const failing = await fakeTraining([scy6000], 500);
    const broken = await buildExportService(env(failing.url));
    for (const app of [down.app, broken.app]) {
      const res = await app.inject({ method: 'GET', url: `/training/download/${scy6000.id}/pdf` });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toMatch(/try the download again/);
      await app.close();
    }
    await failing.close();
  });

  it('answers 422 with a detail for a plan past the drawing budget, and every other download goes on', async () => {
    // A plan kept as text of 40,000 lines: some 570 pages, several hundred MB to draw.
    const huge = { ...textOnly, id: '3a7b9c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', generated_workout: `**Huge**\n${Array.from({ length: 40_000 }, (_, i) => `${i + 1}. 4 x 50 kick`).join('\n')}` };
    const local = await fakeTraining([huge, scy6000]);
    const tight = await buildExportService(env(local.url, { EXPORT_HEAP_BUDGET_MB: '48' }));
    try {
      const [refused, meanwhile] = await Promise.all([
        tight.app.inject({ method: 'GET', url: `/training/download/${huge.id}/pdf` }),
        tight.app.inject({ method: 'GET', url: `/training/download/${scy6000.id}/docx` }),
      ]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ detail: tooLargeText('pdf') });
      expect(meanwhile.statusCode).toBe(200);
      const after = await tight.app.inject({ method: 'GET', url: `/training/download/${scy6000.id}/pdf` });
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await tight.close();
      await local.close();
    }
    // Drawing until the heap is full takes seconds, more on a machine shared with other work.
  }, 180_000);

  it('describes the route in its OpenAPI document', async () => {
    const res = await service.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(Object.keys(res.json().paths)).toContain('/training/download/{workoutId}/{format}');
  });
});

describe('the download file name', () => {
  it('is {product}_{plan type}_{date}.{format} with spaces as underscores', () => {
    expect(fileName('LaneForge', { plan_type: 'workout', date: '2026-11-21' }, 'pdf')).toBe('LaneForge_Training_Plan_2026-11-21.pdf');
    expect(fileName('LaneForge', { plan_type: 'season', date: '2026-09-07' }, 'docx')).toBe('LaneForge_Season_Plan_2026-09-07.docx');
    expect(fileName('My "Club": A/B', { plan_type: 'workout', date: '2026-01-02' }, 'pdf')).toBe('My_Club_AB_Training_Plan_2026-01-02.pdf');
  });

  it('carries a non-ASCII product name exactly in filename* and readably in filename', () => {
    expect(contentDisposition('Natación_Training_Plan_2026-01-02.pdf')).toBe(
      `attachment; filename="Natacion_Training_Plan_2026-01-02.pdf"; filename*=UTF-8''Nataci%C3%B3n_Training_Plan_2026-01-02.pdf`,
    );
  });
});
