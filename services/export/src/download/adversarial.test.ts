import { Decoder, Stream } from '@garmin/fitsdk';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scy6000 } from '../../test/fixtures';
import { hostileCases } from '../../test/hostile';
import { pdfPageSizes, pdfPages, unzip } from '../../test/tools';
import { exportEnv, fakeTraining } from '../../test/training';
import { exportService } from '../service';

const cases = hostileCases();

let training: Awaited<ReturnType<typeof fakeTraining>>;
let service: Awaited<ReturnType<typeof exportService.build>>;

/** A hostile plan in every format is seconds of drawing, more on a machine shared with other work: the test waits for it. */
const DRAWING = 180_000;

beforeAll(async () => {
  training = await fakeTraining([scy6000, ...cases.map((c) => c.workout)]);
  // The product's heap budget per drawing; time is the benchmark's to measure (test/training.ts).
  service = await exportService.build(exportEnv(training.url));
  // Both workers loaded before the first case, which then spends its time on drawing alone.
  await Promise.all([download(scy6000.id, 'pdf'), download(scy6000.id, 'docx')]);
}, DRAWING);
afterAll(async () => {
  await service?.close();
  await training?.close();
});

const download = (id: string, format: string) => service.app.inject({ method: 'GET', url: `/training/download/${id}/${format}` });

/** What each format must be to open: a PDF poppler reads, a Word package of valid XML, a calendar, a watch file whose checksums hold. */
const opens: Record<string, (file: Buffer) => void> = {
  pdf(file) {
    expect(pdfPageSizes(file).length).toBeGreaterThan(0);
    expect(pdfPages(file).join('').length).toBeGreaterThan(0);
  },
  docx(file) {
    const xml = unzip(file).get('word/document.xml')?.toString('utf8') ?? '';
    expect(xml).toContain('<w:body>');
    // XML 1.0 allows no control character but tab, line feed and carriage return, and no lone surrogate.
    expect(xml).not.toMatch(/(?![\t\n\r\u007f-\u009f])\p{Cc}|[\ufffe\uffff]|\p{Cs}/u);
  },
  ics(file) {
    const text = file.toString('utf8');
    expect(Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT').length).toBeGreaterThan(0);
    expect(text).not.toMatch(/(?![\t\n\r])\p{Cc}/u);
  },
  fit(file) {
    const decoder = new Decoder(Stream.fromBuffer(file));
    expect(decoder.isFIT()).toBe(true);
    expect(decoder.checkIntegrity()).toBe(true);
    const { messages, errors } = decoder.read();
    expect(errors).toEqual([]);
    expect(messages.workoutStepMesgs?.length).toBeGreaterThan(0);
  },
};

describe('a plan full of hostile text, downloaded in every format', () => {
  it.each(cases.map((c) => [c.family, c.workout.plan?.kind ?? 'text', c.workout] as const))('with %s (%s): every file opens, drawn within the heap budget', async (_, kind, workout) => {
    const formats = kind === 'workout' ? ['pdf', 'docx', 'ics', 'fit'] : ['pdf', 'docx', 'ics'];
    const answers = await Promise.all(formats.map((format) => download(workout.id, format)));
    answers.forEach((res, i) => {
      expect({ format: formats[i], status: res.statusCode, detail: res.statusCode === 200 ? undefined : res.json() }).toEqual({ format: formats[i], status: 200, detail: undefined });
      opens[formats[i]!]!(res.rawPayload);
    });
  }, DRAWING);

  it('prints the notes’ text, not what would turn it into other lines or other words', async () => {
    const plan = { ...scy6000, coach_notes: 'Kick\u0000 sets\u202e and\r\nfins\u2028after' };
    const local = await fakeTraining([plan]);
    const other = await exportService.build(exportEnv(local.url));
    try {
      const pdf = (await other.app.inject({ method: 'GET', url: `/training/download/${plan.id}/pdf` })).rawPayload;
      const text = pdfPages(pdf).join('\n');
      expect(text).toMatch(/Kick sets and/);
      expect(text).toMatch(/fins/);
      expect(text).toMatch(/after/);
    } finally {
      await other.close();
      await local.close();
    }
  }, DRAWING);
});
