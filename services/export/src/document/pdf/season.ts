import { colors, phaseColors } from '../theme';
import { DAY_COLUMNS, PHASE_COLUMNS, WEEK_COLUMNS, type SeasonBody } from '../model';
import { heading, headingHeight, LEFT, text, WIDTH, type Canvas, type Style } from './frame';
import { headedTable, type Column, type Row } from './table';

function subheading(c: Canvas, title: string, needs: number): void {
  c.ensure(headingHeight(c) + needs);
  heading(c, title, '');
}

export function phaseOverview(c: Canvas, body: SeasonBody): void {
  const columns: Column[] = [
    { header: PHASE_COLUMNS[0], width: 112 },
    { header: PHASE_COLUMNS[1], width: 62 },
    { header: PHASE_COLUMNS[2], width: 82 },
    { header: PHASE_COLUMNS[3], width: 86 },
    { header: PHASE_COLUMNS[4], width: 198 },
  ];
  const rows: Row[] = body.phases.map((p) => ({
    cells: [
      { parts: [{ text: p.name, style: text.cellBold }], swatch: phaseColors[p.phase] },
      { parts: [{ text: p.weeks, style: text.cell }] },
      { parts: [{ text: p.dates, style: text.cell }] },
      { parts: [{ text: p.volume, style: text.cell }] },
      { parts: [{ text: p.emphasis, style: text.cell }] },
    ],
  }));
  headedTable(c, 'Phase overview', '', columns, rows);
}

/** Rounds an axis up to a step a reader can count in: 1, 2, 2.5 or 5 times a power of ten. */
function axisStep(peak: number): number {
  const rough = peak / 4;
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
}

function compact(n: number): string {
  return n >= 1000 ? `${Number((n / 1000).toFixed(1))}k` : String(n);
}

/** The weekly volume as vector bars, coloured by phase; recovery weeks lighter and outlined. */
export function volumeChart(c: Canvas, body: SeasonBody): void {
  const plotHeight = 150;
  const bandHeight = 16;
  subheading(c, 'Weekly volume', bandHeight + plotHeight + 70);
  const step = axisStep(body.peakVolume);
  const top = Math.ceil(body.peakVolume / step) * step;
  const axisWidth = 34;
  const plotLeft = LEFT + axisWidth;
  const plotWidth = WIDTH - axisWidth;
  const slot = plotWidth / body.weeks.length;
  const small: Style = { face: 'regular', size: 6.5, color: colors.muted };
  // The phases as a band over the weeks they cover, aligned with the bars below.
  let x = plotLeft;
  for (const p of body.phases) {
    const w = slot * p.weekCount;
    c.doc.rect(x, c.y, w - 1, bandHeight).fill(phaseColors[p.phase]);
    const dark = p.phase === 'competition' || p.phase === 'specific_preparation';
    const style: Style = { face: 'bold', size: 7.5, color: dark ? '#ffffff' : colors.ink };
    const label = c.widthOf(p.name, style) + 8 <= w ? p.name : c.widthOf(p.weeks, style) + 8 <= w ? p.weeks : '';
    c.line(label, x + 4, c.y + 4.5, style);
    x += w;
  }
  const plotTop = c.y + bandHeight + 12;
  const base = plotTop + plotHeight;
  for (let v = 0; v <= top; v += step) {
    const y = base - (v / top) * plotHeight;
    c.doc.moveTo(plotLeft, y).lineTo(plotLeft + plotWidth, y).lineWidth(0.4).stroke(v === 0 ? colors.muted : colors.line);
    c.write(compact(v), LEFT, y - 3.5, axisWidth - 5, small, 'right');
  }
  const barWidth = Math.min(28, slot * 0.7);
  for (const [i, w] of body.weeks.entries()) {
    const h = (w.volume / top) * plotHeight;
    const x = plotLeft + i * slot + (slot - barWidth) / 2;
    const colour = phaseColors[w.phase];
    if (w.load === 'recovery') {
      c.doc.save().fillOpacity(0.45).rect(x, base - h, barWidth, h).fill(colour).restore();
      c.doc.rect(x, base - h, barWidth, h).lineWidth(0.8).dash(2, { space: 1.5 }).stroke(colour).undash();
    } else {
      c.doc.rect(x, base - h, barWidth, h).fill(colour);
    }
    c.write(compact(w.volume), x - 6, base - h - 9, barWidth + 12, small, 'center');
    c.write(String(w.week), x - 6, base + 3, barWidth + 12, { face: 'bold', size: 7, color: colors.ink }, 'center');
  }
  c.y = base + 14;
  c.line(`Week (volume in ${body.unit})`, plotLeft, c.y, small);
  c.y += 12;
  x = plotLeft;
  const legend: Style = { face: 'regular', size: 7.5, color: colors.ink };
  const seen = new Set<string>();
  for (const p of body.phases) {
    if (seen.has(p.phase)) continue;
    seen.add(p.phase);
    c.doc.rect(x, c.y + 1, 8, 8).fill(phaseColors[p.phase]);
    c.line(p.name, x + 11, c.y + 1, legend);
    x += 11 + c.widthOf(p.name, legend) + 14;
  }
  if (body.weeks.some((w) => w.load === 'recovery')) {
    c.doc.rect(x, c.y + 1, 8, 8).lineWidth(0.8).dash(2, { space: 1.5 }).stroke(colors.muted).undash();
    c.line('Recovery week', x + 11, c.y + 1, legend);
  }
  c.y += 24;
}

export function weekTable(c: Canvas, body: SeasonBody): void {
  const columns: Column[] = [
    { header: WEEK_COLUMNS[0], width: 22 },
    { header: WEEK_COLUMNS[1], width: 68 },
    { header: WEEK_COLUMNS[2], width: 98 },
    { header: WEEK_COLUMNS[3], width: 46, align: 'right' },
    { header: WEEK_COLUMNS[4], width: 136 },
    { header: WEEK_COLUMNS[5], width: 170 },
  ];
  let shade = false;
  const rows: Row[] = body.weeks.map((w) => {
    shade = !shade;
    return {
      fill: shade ? undefined : '#fafcfd',
      cells: [
        { parts: [{ text: String(w.week), style: text.cellBold }] },
        { parts: [{ text: w.dates, style: text.cell }] },
        { parts: [{ text: w.phaseName, style: text.cell }, { text: w.loadName, style: text.cellMuted }], swatch: phaseColors[w.phase] },
        { parts: [{ text: w.volumeText, style: text.cellBold }], align: 'right' },
        { parts: [{ text: w.emphasis, style: text.cell }] },
        { parts: w.keySets.length > 0 ? w.keySets.map((k) => ({ text: k, style: text.cell })) : [{ text: '—', style: text.cellMuted }] },
      ],
    };
  });
  headedTable(c, 'Week by week', body.total, columns, rows);
}


/** The season day by day: each week's sessions on their days, a week's rows shaded alike. */
export function dayTable(c: Canvas, body: SeasonBody): void {
  const columns: Column[] = [
    { header: DAY_COLUMNS[0], width: 22 },
    { header: DAY_COLUMNS[1], width: 78 },
    { header: DAY_COLUMNS[2], width: 56, align: 'right' },
    { header: DAY_COLUMNS[3], width: 170 },
    { header: DAY_COLUMNS[4], width: 214 },
  ];
  const rows: Row[] = body.weeks.flatMap((w) =>
    w.days.map((d, i) => ({
      fill: w.week % 2 === 0 ? '#fafcfd' : undefined,
      cells: [
        { parts: [{ text: i === 0 ? String(w.week) : '', style: text.cellBold }] },
        { parts: [{ text: d.day, style: text.cell }] },
        { parts: [{ text: d.volume, style: text.cell }], align: 'right' as const },
        { parts: [{ text: d.session, style: text.cell }] },
        { parts: [{ text: d.keySet || '—', style: d.keySet ? text.cell : text.cellMuted }] },
      ],
    })),
  );
  headedTable(c, 'Day by day', '', columns, rows);
}
