import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Workout } from '@laneforge/contracts/training';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lesson, season, scy6000 } from '../../test/fixtures';
import { pdfPageSizes, pdfPages, unzip } from '../../test/tools';
import { SERVICE_TOKEN_HEADER, serviceCredentials } from '@laneforge/platform/internal';
import { exportService } from '../service';
import { FIT_NO_SETS, FIT_SEASON } from './download';
import { contentDisposition, fileName } from './filename';

const INTERNAL_SECRET = 'a-test-secret-shared-by-the-services-0123456789';
const trainingCredentials = serviceCredentials('training', new TextEncoder().encode(INTERNAL_SECRET));

/** Stands in for the training service's internal route (GET /internal/workouts/:id), which needs a service credential. */
async function fakeTraining(workouts: Workout[], status?: number) {
  const seen: IncomingHttpHeaders[] = [];
  const callers: Array<string | undefined> = [];
  const server: Server = createServer(async (req, res) => {
    seen.push(req.headers);
    const caller = await trainingCredentials.verify(req.headers[SERVICE_TOKEN_HEADER] as string | undefined);
    callers.push(caller);
    if (!caller) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ detail: 'service credential required' }));
    }
    const id = /^\/internal\/workouts\/([^/]+)$/.exec(req.url ?? '')?.[1];
    const workout = workouts.find((w) => w.id === id);
    const code = status ?? (workout ? 200 : 404);
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(code === 200 ? workout : { detail: code === 404 ? 'Training plan not found' : 'boom' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, callers, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const env = (trainingUrl: string, extra: Record<string, string> = {}) => ({ TRAINING_URL: trainingUrl, LOG_LEVEL: 'silent', INTERNAL_SECRET, ...extra });
const buildExportService = (environment: Record<string, string>) => exportService.build(environment);

describe('GET /training/download/:workoutId/:format', () => {
  let training: Awaited<ReturnType<typeof fakeTraining>>;
  let service: Awaited<ReturnType<typeof buildExportService>>;

  beforeAll(async () => {
    training = await fakeTraining([scy6000, season, lesson]);
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
