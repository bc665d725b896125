import { describe, expect, it } from 'vitest';
import type { PlanSection, WorkoutPlan } from '@laneforge/contracts/plan';
import { fixtures, fortySections, lcm, lesson, scy6000, season, seasonCalendar, textOnly, withDryland } from '../../test/fixtures';
import { lineOf, pdfFonts, pdfPageSizes, pdfPages, seasonBodyOf, squash, workoutBodyOf } from '../../test/tools';
import { blocksOf, buildDocument, setRowCells, type ExportDocument, type SetRow } from './model';
import { renderDocx } from './docx';
import { renderPdf } from './pdf';

const render = async (workout: Parameters<typeof buildDocument>[0]) => {
  const document = buildDocument(workout, 'LaneForge');
  const pdf = await renderPdf(document);
  return { document, pdf, pages: pdfPages(pdf) };
};

const setRowsOf = (document: ExportDocument) =>
  workoutBodyOf(document).sections.flatMap((s) => s.rows.filter((r): r is SetRow => r.kind === 'set'));

/** How often a row's cells appear on one line, over all pages. */
const printedCount = (pages: string[], cells: string[]) => pages.reduce((n, page) => n + (page.match(lineOf(cells))?.length ?? 0), 0);

describe('the PDF of a plan', () => {
  it('draws a season whose weekly volumes are unknown (zero) instead of failing', async () => {
    const plan = season.plan!;
    if (plan.kind !== 'season') throw new Error('fixture is a season');
    const unknown = { ...season, plan: { ...plan, weeks: plan.weeks.map((w) => ({ ...w, volume: 0 })), totals: { ...plan.totals, peakWeekVolume: 0 } } };
    const { pages } = await render(unknown);
    expect(pages.length).toBeGreaterThan(0);
    const docx = await renderDocx(buildDocument(unknown, 'LaneForge'));
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('prints a lesson’s steps on the sheet', async () => {
    const { pages } = await render(lesson);
    const all = pages.join('\n').replace(/\s+/g, ' ');
    expect(all).toContain('Lesson · 30 min');
    for (const title of ['Hello and the plan, parent in sight (4 min)', 'A job on the step (20 min)', 'Their favourite, then out (6 min)']) expect(all).toContain(title);
  });

  it('is US Letter on every page, with every font embedded', async () => {
    for (const workout of Object.values(fixtures)) {
      const { pdf } = await render(workout);
      const sizes = pdfPageSizes(pdf);
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) expect(size).toEqual({ width: 612, height: 792 });
      const fonts = pdfFonts(pdf);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((f) => !f.embedded)).toEqual([]);
      expect(fonts.every((f) => f.name.includes('DejaVu'))).toBe(true);
    }
  });

  it('prints the title, the header facts, every set on one line of a table and the coach notes', async () => {
    const { document, pages } = await render(scy6000);
    const all = pages.join('\n');
    expect(all).toContain(document.title);
    for (const fact of document.facts) expect(all).toContain(fact.value);
    for (const section of workoutBodyOf(document).sections) expect(all).toMatch(lineOf([section.name, section.subtotal]));
    for (const row of setRowsOf(document)) expect(all).toMatch(lineOf(setRowCells(row)));
    for (const line of scy6000.coach_notes?.split('\n') ?? []) expect(all).toContain(line);
    expect(all).toMatch(lineOf(['Workout total', '6,000 yd']));
  });

  it('puts the product name and "Page x of y" in the footer of every page', async () => {
    const { pages } = await render(season);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      const footer = page.trimEnd().split('\n').pop() ?? '';
      expect(footer).toMatch(new RegExp(`^\\s*LaneForge\\b.*Page ${i + 1} of ${pages.length}$`));
    });
  });

  it('shows rounds, LCM sets and the generator notes', async () => {
    const { document, pages } = await render(lcm);
    const all = pages.join('\n');
    expect(all).toMatch(lineOf(['4 × (3 × 100 Free + 100 Choice)', '1,600']));
    for (const row of setRowsOf(document)) expect(all).toMatch(lineOf(setRowCells(row)));
    expect(all).toContain('Assumed: a 50 m pool with the bulkhead at the far end');
    expect(all).toContain('LCM · 50 m pool');
  });

  it('adds the dryland session as its own table', async () => {
    const { document, pages } = await render(withDryland);
    const all = pages.join('\n');
    for (const part of blocksOf(document, 'dryland').map((b) => b.session)[0]?.parts ?? []) {
      expect(all).toContain(part.name);
      for (const e of part.exercises) expect(all).toMatch(lineOf([e.name, e.amount, e.rest, e.note]));
    }
  });

  it('lays a season out as phases, a volume chart and a week-by-week table', async () => {
    const { document, pages, pdf } = await render(season);
    const all = pages.join('\n');
    const drawn = squash(pdfPages(pdf, 'raw').join(''));
    const body = seasonBodyOf(document);
    expect(all).toContain('Weekly volume');
    for (const phase of body.phases) expect(all).toMatch(lineOf([phase.name, phase.weeks, phase.dates, phase.volume]));
    for (const week of body.weeks) {
      expect(all).toMatch(lineOf([String(week.week), week.dates, week.phaseName.split(' ')[0] as string]));
      expect(all).toContain(week.volumeText);
      for (const key of week.keySets) expect(drawn).toContain(squash(key));
    }
    expect(all).toContain(body.taper);
  });

  it('prints a season’s meet calendar and every session of its day-by-day weeks', async () => {
    const { document, pages, pdf } = await render(seasonCalendar);
    const all = pages.join('\n');
    const drawn = squash(pdfPages(pdf, 'raw').join(''));
    expect(all).toContain('Meet calendar');
    expect(all).toContain('Day by day');
    for (const w of seasonBodyOf(document).weeks.slice(0, 2)) for (const d of w.days) expect(drawn).toContain(squash(d.session));
  });

  it('prints a text-only plan monospaced with every line, accents, ½, ×, → and non-Latin names intact', async () => {
    const { pages, pdf } = await render(textOnly);
    const all = pages.join('\n');
    expect(all).toContain('Técnica y Resistencia — Sesión del Miércoles');
    for (const line of textOnly.generated_workout.split('\n').slice(1)) expect(squash(all)).toContain(squash(line));
    for (const word of ['½ técnica / ½ nado', '4 × 100', '1→4', 'Þórr & Łukasz', 'Дмитрий Иванов', 'Σοφία Παπαδοπούλου', 'Zoë Müller']) expect(all).toContain(word);
    expect(pdfFonts(pdf).some((f) => f.name.includes('DejaVuSansMono'))).toBe(true);
  });

  it('paginates a 40-section plan without cutting a table row across pages', async () => {
    const { document, pages } = await render(fortySections);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const rows = setRowsOf(document);
    const expected = new Map<string, { cells: string[]; count: number }>();
    for (const row of rows) {
      const cells = setRowCells(row);
      const key = cells.join('|');
      expected.set(key, { cells, count: (expected.get(key)?.count ?? 0) + 1 });
    }
    // A row cut in two would leave its cells on two pages: no single page line would hold them all.
    for (const { cells, count } of expected.values()) expect(printedCount(pages, cells), cells.join(' ')).toBe(count);
    for (const section of workoutBodyOf(document).sections) {
      expect(pages.filter((p) => lineOf([section.name, section.subtotal]).test(p))).toHaveLength(1);
    }
  });

  it('fits an ordinary workout on one page, and a dense one of some thirty rows too', async () => {
    expect((await render(scy6000)).pages).toHaveLength(1);
    const base = fortySections.plan as WorkoutPlan;
    const sections: PlanSection[] = [];
    let rows = 0;
    for (const section of base.sections.filter((s) => !s.name.startsWith('Long'))) {
      if (rows >= 32) break;
      sections.push(section);
      rows += section.blocks.reduce((n, b) => n + b.sets.length + (b.rounds > 1 ? 1 : 0), 0) + 1;
    }
    const distance = sections.reduce((sum, s) => sum + s.distance, 0);
    const dense = { ...fortySections, plan: { ...base, title: 'Dense Practice', sections, totals: { ...base.totals, distance } } };
    const { document, pages } = await render(dense);
    expect(distance).toBeGreaterThanOrEqual(5000);
    expect(pages).toHaveLength(1);
    for (const row of setRowsOf(document)) expect(pages[0]).toMatch(lineOf(setRowCells(row)));
  });

  it('draws Chinese, Japanese and Korean text with an embedded Noto face, next to Latin in DejaVu', async () => {
    const cjk = {
      ...scy6000,
      generated_workout: scy6000.generated_workout.replace(/^\*\*.*\*\*$/m, '**游泳训练 — 閾値トレーニング**'),
      coach_notes: '第一泳道：保持配速。\nレーン2はキックを追加。\n2레인은 킥을 추가하세요.',
    };
    const { pages, pdf } = await render(cjk);
    const all = pages.join('\n');
    for (const words of ['游泳训练', '閾値トレーニング', '第一泳道：保持配速。', 'レーン2はキックを追加。', '2레인은 킥을 추가하세요.', 'Main Set']) expect(all).toContain(words);
    const fonts = pdfFonts(pdf).map((f) => f.name);
    expect(fonts.some((f) => f.includes('NotoSansHans'))).toBe(true);
    expect(fonts.some((f) => f.includes('NotoSansKR'))).toBe(true);
    expect(fonts.some((f) => f.includes('DejaVu'))).toBe(true);
    expect(pdfFonts(pdf).every((f) => f.embedded)).toBe(true);
  });
});
