import type { Zone } from '@laneforge/contracts/plan';
import PDFDocument from 'pdfkit';
import { parsedFonts, type FontFace } from './fonts';
import {
  DRYLAND_COLUMNS,
  PHASE_COLUMNS,
  SET_COLUMNS,
  WEEK_COLUMNS,
  type DrylandBlock,
  type ExportDocument,
  type SeasonBody,
  type SectionBlock,
  type SetTableRow,
  type WorkoutBody,
} from './model';
import { colors, phaseColors, zoneColors } from './theme';

/** US Letter with 0.5 inch margins (spec §9); the footer sits inside the bottom margin line. */
export const PAGE = { width: 612, height: 792, margin: 36 } as const;
const FOOTER_SPACE = 22;
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const TOP = PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - FOOTER_SPACE;
const LINE_GAP = 1;
const CELL_PAD_X = 4;
const CELL_PAD_Y = 3.5;

interface Style {
  face: FontFace;
  size: number;
  color: string;
}

const text = {
  body: { face: 'regular', size: 9, color: colors.ink },
  cell: { face: 'regular', size: 8.5, color: colors.ink },
  cellBold: { face: 'bold', size: 8.5, color: colors.ink },
  cellMuted: { face: 'regular', size: 7.5, color: colors.muted },
  set: { face: 'regular', size: 9.5, color: colors.ink },
  setBold: { face: 'bold', size: 9.5, color: colors.ink },
  header: { face: 'bold', size: 7, color: colors.muted },
  group: { face: 'bold', size: 8, color: colors.brand },
  mono: { face: 'mono', size: 9.5, color: colors.ink },
} satisfies Record<string, Style>;

interface TextPart {
  text: string;
  style: Style;
}

interface Cell {
  parts: TextPart[];
  align?: 'left' | 'right' | 'center';
  /** Columns this cell covers. */
  span?: number;
  zone?: Zone;
  /** A small colour square before the text (phase colour). */
  swatch?: string;
}

interface Row {
  cells: Cell[];
  fill?: string;
  /** Drawn with a bar at its left edge: a set inside a rounds group. */
  nested?: boolean;
  /** Never the last row on a page: a rounds heading stays with its first set. */
  keepWithNext?: boolean;
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** The page cursor: everything is placed explicitly and nothing is drawn below BOTTOM. */
class Canvas {
  y: number = TOP;

  constructor(readonly doc: PDFKit.PDFDocument) {}

  use(style: Style): PDFKit.PDFDocument {
    return this.doc.font(style.face).fontSize(style.size).fillColor(style.color);
  }

  heightOf(value: string, style: Style, width: number): number {
    if (value === '') return 0;
    return this.use(style).heightOfString(value, { width, lineGap: LINE_GAP });
  }

  widthOf(value: string, style: Style): number {
    return this.use(style).widthOfString(value);
  }

  write(value: string, x: number, y: number, width: number, style: Style, align: 'left' | 'right' | 'center' = 'left'): void {
    if (value === '') return;
    this.use(style).text(value, x, y, { width, align, lineGap: LINE_GAP });
  }

  /** One line that is known to fit (pdfkit would otherwise wrap or move on a page). */
  line(value: string, x: number, y: number, style: Style, options: PDFKit.Mixins.TextOptions = {}): void {
    if (value === '') return;
    this.use(style).text(value, x, y, { lineBreak: false, ...options });
  }

  fits(height: number): boolean {
    return this.y + height <= BOTTOM;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = TOP;
  }

  ensure(height: number): void {
    if (!this.fits(height)) this.newPage();
  }
}

// ---------- text flow ----------

interface FlowLine {
  text: string;
  indent: number;
}

/** Greedy word wrap that keeps a line's leading indentation, breaking words longer than a line. */
function wrap(c: Canvas, paragraph: string, style: Style, width: number): FlowLine[] {
  const leading = /^\s*/.exec(paragraph)?.[0].length ?? 0;
  const body = paragraph.slice(leading);
  const indent = c.widthOf(' '.repeat(leading), style);
  if (body === '') return [{ text: '', indent: 0 }];
  const lines: FlowLine[] = [];
  const hanging = indent + (style.face.startsWith('mono') ? c.widthOf('  ', style) : 0);
  let current = '';
  let currentIndent = indent;
  const room = () => width - currentIndent;
  const push = () => {
    lines.push({ text: current, indent: currentIndent });
    current = '';
    currentIndent = Math.min(hanging, width / 2);
  };
  for (const word of body.split(/ +/)) {
    let piece = word;
    const candidate = current === '' ? piece : `${current} ${piece}`;
    if (c.widthOf(candidate, style) <= room()) {
      current = candidate;
      continue;
    }
    if (current !== '') push();
    while (c.widthOf(piece, style) > room()) {
      let cut = piece.length - 1;
      while (cut > 1 && c.widthOf(piece.slice(0, cut), style) > room()) cut--;
      current = piece.slice(0, cut);
      push();
      piece = piece.slice(cut);
    }
    current = piece;
  }
  if (current !== '' || lines.length === 0) lines.push({ text: current, indent: currentIndent });
  return lines;
}

function lineHeight(c: Canvas, style: Style): number {
  return c.use(style).currentLineHeight(true) + LINE_GAP;
}

/**
 * Paragraphs flowed line by line across pages. With `box`, each page's share sits in a shaded box
 * with a coloured rule at its left (the coach notes).
 */
function flow(c: Canvas, paragraphs: string[], style: Style, box?: { title: string; fill: string; rule: string }): void {
  const pad = box ? 9 : 0;
  const width = WIDTH - 2 * pad - (box ? 3 : 0);
  const lines = paragraphs.flatMap((p) => wrap(c, p, style, width));
  const step = lineHeight(c, style);
  const titleHeight = box ? 14 : 0;
  let index = 0;
  let first = true;
  while (index < lines.length) {
    const head = first ? titleHeight : 0;
    // Start on a fresh page rather than leave fewer than two lines at the bottom of this one.
    if (!c.fits(2 * pad + head + Math.min(2, lines.length - index) * step)) c.newPage();
    const fit = Math.max(1, Math.floor((BOTTOM - c.y - 2 * pad - head) / step));
    const chunk = lines.slice(index, index + fit);
    const height = 2 * pad + head + chunk.length * step;
    let y = c.y + pad;
    if (box) {
      c.doc.roundedRect(LEFT, c.y, WIDTH, height, 4).fill(box.fill);
      c.doc.rect(LEFT, c.y, 3, height).fill(box.rule);
      if (first) {
        c.line(box.title, LEFT + pad + 3, y, { face: 'bold', size: 9.5, color: colors.ink });
        y += titleHeight;
      }
    }
    for (const l of chunk) {
      c.line(l.text, LEFT + pad + (box ? 3 : 0) + l.indent, y, style);
      y += step;
    }
    c.y += height;
    index += chunk.length;
    first = false;
  }
}

// ---------- tables ----------

function cellHeight(c: Canvas, cell: Cell, width: number): number {
  const inner = width - 2 * CELL_PAD_X - (cell.swatch ? 10 : 0);
  if (cell.zone) return 11;
  return cell.parts.reduce((sum, p, i) => sum + c.heightOf(p.text, p.style, inner) + (i > 0 ? 1.5 : 0), 0);
}

function spans(columns: Column[], cells: Cell[]): Array<{ cell: Cell; x: number; width: number }> {
  const placed: Array<{ cell: Cell; x: number; width: number }> = [];
  let col = 0;
  let x = LEFT;
  for (const cell of cells) {
    const covered = columns.slice(col, col + (cell.span ?? 1));
    const width = covered.reduce((s, k) => s + k.width, 0);
    placed.push({ cell, x, width });
    x += width;
    col += covered.length;
  }
  return placed;
}

function rowHeight(c: Canvas, columns: Column[], row: Row): number {
  return Math.max(...spans(columns, row.cells).map((p) => cellHeight(c, p.cell, p.width))) + 2 * CELL_PAD_Y;
}

function zoneChip(c: Canvas, zone: Zone, x: number, y: number): void {
  const palette = zoneColors[zone];
  const style: Style = { face: 'bold', size: 7, color: palette.text };
  const w = c.widthOf(zone, style) + 8;
  c.doc.roundedRect(x, y, w, 10.5, 2.5).lineWidth(0.6).fillAndStroke(palette.fill, palette.border);
  c.line(zone, x + 4, y + 2, style);
}

function drawRow(c: Canvas, columns: Column[], row: Row, height: number): void {
  const { doc } = c;
  if (row.fill) doc.rect(LEFT, c.y, WIDTH, height).fill(row.fill);
  if (row.nested) doc.rect(LEFT + 2, c.y, 2, height).fill(colors.lineStrong);
  for (const { cell, x, width } of spans(columns, row.cells)) {
    const align = cell.align ?? 'left';
    let left = x + CELL_PAD_X + (row.nested && x === LEFT ? 6 : 0);
    let inner = x + width - CELL_PAD_X - left;
    if (cell.zone) {
      zoneChip(c, cell.zone, left, c.y + CELL_PAD_Y - 0.5);
      continue;
    }
    if (cell.swatch) {
      doc.rect(left, c.y + CELL_PAD_Y + 1.5, 7, 7).fill(cell.swatch);
      left += 10;
      inner -= 10;
    }
    let y = c.y + CELL_PAD_Y;
    for (const part of cell.parts) {
      c.write(part.text, left, y, inner, part.style, align);
      y += c.heightOf(part.text, part.style, inner) + 1.5;
    }
  }
  doc.moveTo(LEFT, c.y + height).lineTo(LEFT + WIDTH, c.y + height).lineWidth(0.5).stroke(colors.line);
  c.y += height;
}

function headerRow(columns: Column[]): Row {
  return {
    fill: colors.surface,
    cells: columns.map((col) => ({ parts: [{ text: col.header.toUpperCase(), style: text.header }], align: col.align ?? 'left' })),
  };
}

/**
 * A table whose rows never break across pages: a row that does not fit moves to the next page,
 * under `caption` (what continues) and the column headings again.
 */
function table(c: Canvas, columns: Column[], rows: Row[], heights: number[], caption: string): void {
  const header = headerRow(columns);
  const headerHeight = rowHeight(c, columns, header);
  drawRow(c, columns, header, headerHeight);
  rows.forEach((row, i) => {
    const height = heights[i] as number;
    const next = row.keepWithNext && i + 1 < rows.length ? (heights[i + 1] as number) : 0;
    if (!c.fits(height + next)) {
      c.newPage();
      c.line(`${caption} (continued)`, LEFT, c.y, { face: 'italic', size: 8, color: colors.muted });
      c.y += 13;
      drawRow(c, columns, header, headerHeight);
    }
    drawRow(c, columns, row, height);
  });
}

const HEADING_HEIGHT = 24;

function heading(c: Canvas, title: string, aside: string): void {
  const y = c.y + 4;
  const asideStyle: Style = { face: 'bold', size: 10, color: colors.brand };
  const asideWidth = aside ? c.widthOf(aside, asideStyle) + 6 : 0;
  c.write(title, LEFT, y, WIDTH - asideWidth, { face: 'bold', size: 12.5, color: colors.ink });
  if (aside) c.line(aside, LEFT + WIDTH - asideWidth + 6, y + 2.5, asideStyle);
  c.doc.moveTo(LEFT, y + 16.5).lineTo(LEFT + WIDTH, y + 16.5).lineWidth(1.2).stroke(colors.brand);
  c.y += HEADING_HEIGHT;
}

/** A headed table kept whole when it is short, and never a heading left alone at a page's foot. */
function headedTable(c: Canvas, title: string, aside: string, columns: Column[], rows: Row[]): void {
  const heights = rows.map((r) => rowHeight(c, columns, r));
  const headerHeight = rowHeight(c, columns, headerRow(columns));
  const whole = HEADING_HEIGHT + headerHeight + heights.reduce((s, h) => s + h, 0);
  const opening = HEADING_HEIGHT + headerHeight + (heights[0] ?? 0) + (rows[0]?.keepWithNext ? (heights[1] ?? 0) : 0);
  if (!c.fits(whole) && (whole <= (BOTTOM - TOP) * 0.4 || !c.fits(opening))) c.newPage();
  heading(c, title, aside);
  table(c, columns, rows, heights, title);
  c.y += 12;
}

// ---------- document parts ----------

function masthead(c: Canvas, document: ExportDocument): void {
  const brand: Style = { face: 'bold', size: 9, color: colors.brand };
  c.line(document.product.toUpperCase(), LEFT, c.y, brand, { characterSpacing: 0.8 });
  c.write(document.label.toUpperCase(), LEFT, c.y, WIDTH, { face: 'bold', size: 9, color: colors.muted }, 'right');
  c.y += 14;
  c.doc.moveTo(LEFT, c.y).lineTo(LEFT + WIDTH, c.y).lineWidth(2).stroke(colors.brand);
  c.y += 10;
  const titleStyle: Style = { face: 'bold', size: 20, color: colors.ink };
  const height = c.heightOf(document.title, titleStyle, WIDTH);
  c.write(document.title, LEFT, c.y, WIDTH, titleStyle);
  c.y += height + 8;
}

function factsGrid(c: Canvas, document: ExportDocument): void {
  const perRow = 4;
  const pad = 8;
  const cellWidth = (WIDTH - 2 * pad) / perRow;
  const label: Style = { face: 'bold', size: 6.5, color: colors.muted };
  const value: Style = { face: 'bold', size: 10, color: colors.ink };
  const rows: Array<typeof document.facts> = [];
  for (let i = 0; i < document.facts.length; i += perRow) rows.push(document.facts.slice(i, i + perRow));
  const heights = rows.map((r) => 10 + Math.max(...r.map((f) => c.heightOf(f.value, value, cellWidth - 8))));
  const total = heights.reduce((s, h) => s + h + 6, 2 * pad - 6);
  c.ensure(total);
  c.doc.roundedRect(LEFT, c.y, WIDTH, total, 5).fill(colors.brandSoft);
  let y = c.y + pad;
  rows.forEach((r, i) => {
    r.forEach((fact, k) => {
      const x = LEFT + pad + k * cellWidth;
      c.line(fact.label.toUpperCase(), x, y, label);
      c.write(fact.value, x, y + 9, cellWidth - 8, value);
    });
    y += (heights[i] as number) + 6;
  });
  c.y += total + 12;
}

function zoneSummary(c: Canvas, body: WorkoutBody): void {
  if (body.zoneTotals.length === 0) return;
  const itemStyle: Style = { face: 'regular', size: 8, color: colors.ink };
  const items = body.zoneTotals.map((z) => ({ zone: z.zone, label: `${z.name}  ${z.amount}` }));
  const itemWidths = items.map((i) => c.widthOf(i.zone, { face: 'bold', size: 7, color: '' }) + 8 + 5 + c.widthOf(i.label, itemStyle) + 14);
  let lines = 1;
  let x = 0;
  for (const w of itemWidths) {
    if (x + w > WIDTH && x > 0) {
      lines++;
      x = 0;
    }
    x += w;
  }
  c.ensure(12 + 10 + 6 + lines * 15);
  c.line('DISTANCE BY ENERGY ZONE', LEFT, c.y, { face: 'bold', size: 6.5, color: colors.muted });
  c.y += 11;
  let left = LEFT;
  for (const z of body.zoneTotals) {
    const w = WIDTH * z.share;
    c.doc.rect(left, c.y, w, 9).fill(zoneColors[z.zone].fill);
    left += w;
  }
  c.doc.rect(LEFT, c.y, WIDTH, 9).lineWidth(0.5).stroke(colors.lineStrong);
  c.y += 15;
  x = LEFT;
  items.forEach((item, i) => {
    const w = itemWidths[i] as number;
    if (x + w > LEFT + WIDTH && x > LEFT) {
      x = LEFT;
      c.y += 15;
    }
    zoneChip(c, item.zone, x, c.y);
    const chip = c.widthOf(item.zone, { face: 'bold', size: 7, color: '' }) + 8;
    c.line(item.label, x + chip + 5, c.y + 1.5, itemStyle);
    x += w;
  });
  c.y += 22;
}

function coachNotes(c: Canvas, notes: string | null): void {
  if (!notes) return;
  flow(c, notes.split('\n'), { face: 'regular', size: 9.5, color: colors.ink }, { title: 'Coach Notes', fill: colors.laneSoft, rule: colors.lane });
  c.y += 14;
}

const setColumns: Column[] = [
  { header: SET_COLUMNS[0], width: 60 },
  { header: SET_COLUMNS[1], width: 50 },
  { header: SET_COLUMNS[2], width: 262 },
  { header: SET_COLUMNS[3], width: 66 },
  { header: SET_COLUMNS[4], width: 46 },
  { header: SET_COLUMNS[5], width: 56, align: 'right' },
];

function setRows(rows: SetTableRow[]): Row[] {
  let shade = false;
  return rows.map((row): Row => {
    if (row.kind === 'rounds') {
      shade = false;
      return {
        fill: colors.brandSoft,
        keepWithNext: true,
        cells: [
          { parts: [{ text: row.text, style: text.group }], span: 5 },
          { parts: [{ text: row.distance, style: text.group }], align: 'right' },
        ],
      };
    }
    shade = !shade;
    return {
      nested: row.nested,
      fill: shade ? undefined : '#fafcfd',
      cells: [
        { parts: [{ text: row.amount, style: text.setBold }] },
        { parts: [{ text: row.stroke, style: text.set }] },
        { parts: [{ text: row.details, style: text.set }] },
        { parts: [{ text: row.sendOff, style: text.setBold }] },
        { parts: [], zone: row.zone },
        { parts: [{ text: row.distance, style: text.set }], align: 'right' },
      ],
    };
  });
}

function section(c: Canvas, block: SectionBlock): void {
  headedTable(c, block.name, block.subtotal, setColumns, setRows(block.rows));
}

function totalLine(c: Canvas, label: string, value: string): void {
  c.ensure(22);
  c.doc.moveTo(LEFT, c.y).lineTo(LEFT + WIDTH, c.y).lineWidth(0.8).stroke(colors.ink);
  c.y += 5;
  c.line(label, LEFT, c.y, { face: 'bold', size: 10.5, color: colors.ink });
  c.write(value, LEFT, c.y, WIDTH, { face: 'bold', size: 10.5, color: colors.ink }, 'right');
  c.y += 24;
}

const drylandColumns: Column[] = [
  { header: DRYLAND_COLUMNS[0], width: 180 },
  { header: DRYLAND_COLUMNS[1], width: 66 },
  { header: DRYLAND_COLUMNS[2], width: 44 },
  { header: DRYLAND_COLUMNS[3], width: 250 },
];

function dryland(c: Canvas, session: DrylandBlock): void {
  const rows: Row[] = session.parts.flatMap((part) => [
    { fill: colors.brandSoft, keepWithNext: true, cells: [{ parts: [{ text: part.name, style: text.group }], span: 4 }] },
    ...part.exercises.map(
      (e): Row => ({
        cells: [
          { parts: [{ text: e.name, style: text.cell }] },
          { parts: [{ text: e.amount, style: text.cellBold }] },
          { parts: [{ text: e.rest, style: text.cell }] },
          { parts: [{ text: e.note, style: text.cell }] },
        ],
      }),
    ),
  ]);
  headedTable(c, session.title, session.minutes, drylandColumns, rows);
}

function notesList(c: Canvas, notes: string[]): void {
  if (notes.length === 0) return;
  c.ensure(HEADING_HEIGHT + 24);
  heading(c, 'Notes', '');
  flow(c, notes.map((n) => `•  ${n}`), text.body);
  c.y += 10;
}

function subheading(c: Canvas, title: string, needs: number): void {
  c.ensure(HEADING_HEIGHT + needs);
  heading(c, title, '');
}

function phaseOverview(c: Canvas, body: SeasonBody): void {
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

function taperNote(c: Canvas, taper: string | null): void {
  if (!taper) return;
  flow(c, [taper], { face: 'regular', size: 9.5, color: colors.ink }, { title: 'Taper', fill: colors.laneSoft, rule: colors.lane });
  c.y += 14;
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
function volumeChart(c: Canvas, body: SeasonBody): void {
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

function weekTable(c: Canvas, body: SeasonBody): void {
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

function season(c: Canvas, body: SeasonBody): void {
  volumeChart(c, body);
  phaseOverview(c, body);
  taperNote(c, body.taper);
  weekTable(c, body);
}

function footers(c: Canvas, document: ExportDocument): void {
  const { doc } = c;
  const range = doc.bufferedPageRange();
  const y = PAGE.height - PAGE.margin - 10;
  const style: Style = { face: 'regular', size: 7.5, color: colors.muted };
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.moveTo(LEFT, y - 5).lineTo(LEFT + WIDTH, y - 5).lineWidth(0.5).stroke(colors.line);
    c.line(document.product, LEFT, y, { face: 'bold', size: 7.5, color: colors.brand });
    const pageText = `Page ${i - range.start + 1} of ${range.count}`;
    c.line(pageText, LEFT + WIDTH - c.widthOf(pageText, style), y, style);
    let title = `${document.title} · ${document.label}`;
    const room = WIDTH - 200;
    while (c.widthOf(title, style) > room && title.length > 4) title = `${title.slice(0, -2)}…`;
    c.write(title, LEFT + 100, y, room, style, 'center');
  }
}

/** The printable PDF of a plan: US Letter, embedded DejaVu fonts, tables that never split a row. */
export function renderPdf(document: ExportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    // No standard font: every glyph comes from the embedded Unicode faces registered below.
    font: '',
    lang: 'en-US',
    displayTitle: true,
    info: { Title: document.title, Author: document.product, Subject: document.label, Creator: document.product, Producer: document.product },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit's types name only bytes, but its font factory takes a parsed fontkit font as such.
  for (const [face, font] of Object.entries(parsedFonts())) doc.registerFont(face, font as unknown as Buffer);

  const c = new Canvas(doc);
  masthead(c, document);
  factsGrid(c, document);
  const body = document.body;
  if (body.kind === 'workout') zoneSummary(c, body);
  coachNotes(c, document.coachNotes);
  if (body.kind === 'workout') {
    for (const block of body.sections) section(c, block);
    totalLine(c, 'Workout total', body.total);
  } else if (body.kind === 'season') {
    season(c, body);
  } else {
    flow(c, body.lines, text.mono);
  }
  for (const session of document.dryland) dryland(c, session);
  notesList(c, document.notes);
  footers(c, document);
  doc.end();
  return done;
}
