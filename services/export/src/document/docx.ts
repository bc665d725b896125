import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  Tab,
  TabStopType,
  TextRun,
  WidthType,
  type IBorderOptions,
  type ParagraphChild,
} from 'docx';
import type { Zone } from '@laneforge/contracts/plan';
import { DAY_COLUMNS, DRYLAND_COLUMNS, PHASE_COLUMNS, SET_COLUMNS, WEEK_COLUMNS, type Block, type DrylandBlock, type ExportDocument, type SeasonBody, type SectionBlock, type ZoneTotal } from './model';
import { colors, phaseColors, zoneColors } from './theme';

/** Twips (1/20 pt): US Letter with 0.5 inch margins (spec §9), as the PDF. */
const INCH = 1440;
const PAGE = { width: 8.5 * INCH, height: 11 * INCH, margin: 0.5 * INCH };
const CONTENT = PAGE.width - 2 * PAGE.margin;

/**
 * Faces every Word, Pages and LibreOffice install has (LibreOffice maps them to metric twins);
 * Word falls back per glyph for scripts they lack. The PDF embeds DejaVu instead: a PDF viewer
 * has no such fallback.
 */
const FONT = 'Arial';
const MONO = 'Courier New';

const hex = (color: string) => color.replace('#', '');
const none: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'auto' };
const hairline: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: hex(colors.line) };

interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  size?: number;
  color?: string;
  font?: string;
  allCaps?: boolean;
}

/** Tabs as Word's own tab elements, so tab stops (right-aligned subtotals, page numbers) apply. */
function tabbed(text: string): Array<string | Tab> {
  return text.split('\t').flatMap((piece, i) => (i === 0 ? [piece] : [new Tab(), piece])).filter((p) => p !== '');
}

/** Sizes in points, as in the PDF renderer; docx counts half-points. */
function run(text: string, style: RunStyle = {}): TextRun {
  return new TextRun({
    children: tabbed(text),
    bold: style.bold,
    italics: style.italics,
    size: style.size ? Math.round(style.size * 2) : undefined,
    color: style.color ? hex(style.color) : undefined,
    font: style.font,
    allCaps: style.allCaps,
  });
}

function para(children: ParagraphChild[], options: { align?: 'left' | 'right' | 'center'; after?: number; keepNext?: boolean } = {}): Paragraph {
  return new Paragraph({
    children,
    alignment: options.align === 'right' ? AlignmentType.RIGHT : options.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
    spacing: { before: 0, after: options.after ?? 0 },
    keepNext: options.keepNext,
  });
}

interface CellSpec {
  paragraphs: Paragraph[];
  width: number;
  span?: number;
  fill?: string;
}

function cell(spec: CellSpec): TableCell {
  return new TableCell({
    children: spec.paragraphs,
    width: { size: spec.width, type: WidthType.DXA },
    columnSpan: spec.span,
    shading: spec.fill ? { type: ShadingType.CLEAR, fill: hex(spec.fill), color: 'auto' } : undefined,
    margins: { top: 50, bottom: 50, left: 80, right: 80 },
  });
}

/** A grid table with rules between rows only, the way the PDF draws it. */
function grid(widths: number[], rows: TableRow[]): Table {
  return new Table({
    rows,
    width: { size: widths.reduce((s, w) => s + w, 0), type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: { top: hairline, bottom: hairline, left: none, right: none, insideHorizontal: hairline, insideVertical: none },
  });
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** Column headings repeat on every page the table runs onto. */
function headerRow(columns: Column[]): TableRow {
  return new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map((c) =>
      cell({ width: c.width, fill: colors.surface, paragraphs: [para([run(c.header, { bold: true, size: 7, color: colors.muted, allCaps: true })], { align: c.align })] }),
    ),
  });
}

const text = (value: string, style: RunStyle = {}, align?: 'left' | 'right') => para([run(value, style)], { align });

/** A row that never breaks across pages; `keepNext` holds it on the page of the row after it. */
function row(cells: TableCell[], keepNext = false): TableRow {
  return new TableRow({ children: cells, cantSplit: true, keepNext });
}

function heading(title: string, aside: string): Paragraph {
  return new Paragraph({
    heading: HeadingLevel.HEADING_1,
    keepNext: true,
    tabStops: [{ type: TabStopType.RIGHT, position: CONTENT }],
    children: aside ? [new TextRun(title), run(`\t${aside}`, { color: colors.brand })] : [new TextRun(title)],
  });
}

const spacer = () => new Paragraph({ spacing: { before: 0, after: 120 }, children: [] });

function zoneCell(zone: Zone, width: number): TableCell {
  const palette = zoneColors[zone];
  return cell({ width, fill: palette.fill, paragraphs: [text(zone, { bold: true, size: 8, color: palette.text }, undefined)] });
}

/** The masthead: product and plan kind, the title (Word's Title style), and the facts grid. */
function masthead(document: ExportDocument): Array<Paragraph | Table> {
  const brand = new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: CONTENT }],
    border: { bottom: { style: BorderStyle.SINGLE, size: 16, color: hex(colors.brand), space: 2 } },
    spacing: { after: 160 },
    children: [run(document.product.toUpperCase(), { bold: true, size: 9, color: colors.brand }), run(`\t${document.label.toUpperCase()}`, { bold: true, size: 9, color: colors.muted })],
  });
  const title = new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(document.title)] });
  const perRow = 4;
  const width = CONTENT / perRow;
  const rows: TableRow[] = [];
  for (let i = 0; i < document.facts.length; i += perRow) {
    const facts = document.facts.slice(i, i + perRow);
    const cells = Array.from({ length: perRow }, (_, k) => {
      const fact = facts[k];
      return cell({
        width,
        fill: colors.brandSoft,
        paragraphs: fact ? [text(fact.label, { bold: true, size: 6.5, color: colors.muted, allCaps: true }), text(fact.value, { bold: true, size: 10, color: colors.ink })] : [para([])],
      });
    });
    rows.push(row(cells, true));
  }
  const facts = new Table({
    rows,
    width: { size: CONTENT, type: WidthType.DXA },
    columnWidths: Array.from({ length: perRow }, () => width),
    layout: TableLayoutType.FIXED,
    borders: { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none },
  });
  return [brand, title, facts, spacer()];
}

/** A shaded box with a coloured rule at its left: coach notes, the taper. */
function box(title: string, lines: string[]): Array<Paragraph | Table> {
  const rule: IBorderOptions = { style: BorderStyle.SINGLE, size: 24, color: hex(colors.lane) };
  const table = new Table({
    width: { size: CONTENT, type: WidthType.DXA },
    columnWidths: [CONTENT],
    layout: TableLayoutType.FIXED,
    borders: { top: none, bottom: none, right: none, left: rule, insideHorizontal: none, insideVertical: none },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: CONTENT, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, fill: hex(colors.laneSoft), color: 'auto' },
            margins: { top: 120, bottom: 120, left: 180, right: 180 },
            children: [text(title, { bold: true, size: 10, color: colors.ink }), ...lines.map((l) => text(l, { size: 10 }))],
          }),
        ],
      }),
    ],
  });
  return [table, spacer()];
}

function zoneSummary(zones: ZoneTotal[]): Array<Paragraph | Table> {
  const width = Math.floor(CONTENT / zones.length);
  const cells = zones.map((z) => {
    const palette = zoneColors[z.zone];
    return cell({
      width,
      fill: palette.fill,
      paragraphs: [
        para([run(`${z.zone} `, { bold: true, size: 8, color: palette.text }), run(z.name, { size: 8, color: palette.text })]),
        text(z.amount, { size: 8, color: palette.text }),
      ],
    });
  });
  return [
    text('Distance by energy zone', { bold: true, size: 6.5, color: colors.muted, allCaps: true }),
    grid(
      zones.map(() => width),
      [row(cells)],
    ),
    spacer(),
  ];
}

const setWidths = [1000, 900, 4500, 1300, 900, 1400].map((w) => Math.round((w * CONTENT) / 10000));
const setColumns: Column[] = SET_COLUMNS.map((header, i) => ({ header, width: setWidths[i] as number, align: i === 5 ? 'right' : 'left' }));

/** Short sections are kept on one page; a long one may break, but only between rows. */
const KEEP_WHOLE_ROWS = 14;

function section(block: SectionBlock): Array<Paragraph | Table> {
  const whole = block.rows.length <= KEEP_WHOLE_ROWS;
  const rows = block.rows.map((r, i) => {
    const last = i === block.rows.length - 1;
    if (r.kind === 'rounds') {
      return row(
        [
          cell({ width: setWidths.slice(0, 5).reduce((s, w) => s + w, 0), span: 5, fill: colors.brandSoft, paragraphs: [text(r.text, { bold: true, size: 10, color: colors.brand })] }),
          cell({ width: setWidths[5] as number, fill: colors.brandSoft, paragraphs: [text(r.distance, { bold: true, size: 10, color: colors.brand }, 'right')] }),
        ],
        true,
      );
    }
    const indent = r.nested ? '   ' : '';
    return row(
      [
        cell({ width: setWidths[0] as number, paragraphs: [text(`${indent}${r.amount}`, { bold: true, size: 10 })] }),
        cell({ width: setWidths[1] as number, paragraphs: [text(r.stroke, { size: 10 })] }),
        cell({ width: setWidths[2] as number, paragraphs: [text(r.details, { size: 10 })] }),
        cell({ width: setWidths[3] as number, paragraphs: [text(r.sendOff, { bold: true, size: 10 })] }),
        zoneCell(r.zone, setWidths[4] as number),
        cell({ width: setWidths[5] as number, paragraphs: [text(r.distance, { size: 10 }, 'right')] }),
      ],
      whole && !last,
    );
  });
  return [heading(block.name, block.subtotal), grid(setWidths, [headerRow(setColumns), ...rows]), spacer()];
}

function totalLine(label: string, value: string): Paragraph {
  return new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: CONTENT }],
    border: { top: { style: BorderStyle.SINGLE, size: 8, color: hex(colors.ink), space: 4 } },
    spacing: { before: 120, after: 240 },
    children: [run(label, { bold: true, size: 11 }), run(`\t${value}`, { bold: true, size: 11 })],
  });
}

function drylandSession(session: DrylandBlock): Array<Paragraph | Table> {
  const widths = [3300, 1200, 800, 4700].map((w) => Math.round((w * CONTENT) / 10000));
  const columns: Column[] = DRYLAND_COLUMNS.map((header, i) => ({ header, width: widths[i] as number }));
  const rows = session.parts.flatMap((part) => [
    row([cell({ width: CONTENT, span: 4, fill: colors.brandSoft, paragraphs: [text(part.name, { bold: true, size: 9, color: colors.brand })] })], true),
    ...part.exercises.map((e) =>
      row([
        cell({ width: widths[0] as number, paragraphs: [text(e.name, { size: 9.5 })] }),
        cell({ width: widths[1] as number, paragraphs: [text(e.amount, { bold: true, size: 9.5 })] }),
        cell({ width: widths[2] as number, paragraphs: [text(e.rest, { size: 9.5 })] }),
        cell({ width: widths[3] as number, paragraphs: [text(e.note, { size: 9.5 })] }),
      ]),
    ),
  ]);
  return [heading(session.title, session.minutes), grid(widths, [headerRow(columns), ...rows]), spacer()];
}

/** Word has no vector chart here: each week's bar is a run of shaded grid columns, as long as its volume. */
function volumeBars(body: SeasonBody): Array<Paragraph | Table> {
  const steps = 40;
  const labelWidths = [500, 2000, 1000];
  const step = Math.floor((CONTENT - labelWidths.reduce((s, w) => s + w, 0)) / steps);
  const widths = [...labelWidths, ...Array.from({ length: steps }, () => step)];
  const rows = body.weeks.map((w) => {
    const filled = Math.max(1, Math.round((w.volume / body.peakVolume) * steps));
    const fill = phaseColors[w.phase];
    const bar = [cell({ width: filled * step, span: filled, fill: w.load === 'recovery' ? colors.line : fill, paragraphs: [para([])] })];
    if (filled < steps) bar.push(cell({ width: (steps - filled) * step, span: steps - filled, paragraphs: [para([])] }));
    return row([
      cell({ width: labelWidths[0] as number, paragraphs: [text(String(w.week), { bold: true, size: 8 })] }),
      cell({ width: labelWidths[1] as number, paragraphs: [text(`${w.phaseName}${w.load === 'recovery' ? ' (recovery)' : ''}`, { size: 8 })] }),
      cell({ width: labelWidths[2] as number, paragraphs: [text(w.volumeText, { bold: true, size: 8 }, 'right')] }),
      ...bar,
    ], true);
  });
  return [heading('Weekly volume', body.unit), grid(widths, rows), spacer()];
}

function phaseTable(body: SeasonBody): Array<Paragraph | Table> {
  const phaseWidths = [2100, 1100, 1600, 1500, 3700].map((w) => Math.round((w * CONTENT) / 10000));
  const phaseColumns: Column[] = PHASE_COLUMNS.map((header, i) => ({ header, width: phaseWidths[i] as number }));
  const phaseRows = body.phases.map((p, i) =>
    row(
      [
        cell({ width: phaseWidths[0] as number, paragraphs: [para([run('■ ', { color: phaseColors[p.phase], size: 10 }), run(p.name, { bold: true, size: 9 })])] }),
        cell({ width: phaseWidths[1] as number, paragraphs: [text(p.weeks, { size: 9 })] }),
        cell({ width: phaseWidths[2] as number, paragraphs: [text(p.dates, { size: 9 })] }),
        cell({ width: phaseWidths[3] as number, paragraphs: [text(p.volume, { size: 9 })] }),
        cell({ width: phaseWidths[4] as number, paragraphs: [text(p.emphasis, { size: 9 })] }),
      ],
      i < body.phases.length - 1,
    ),
  );
  return [heading('Phase overview', ''), grid(phaseWidths, [headerRow(phaseColumns), ...phaseRows]), spacer()];
}

function weekTable(body: SeasonBody): Array<Paragraph | Table> {
  const weekWidths = [400, 1300, 1800, 900, 2500, 3100].map((w) => Math.round((w * CONTENT) / 10000));
  const weekColumns: Column[] = WEEK_COLUMNS.map((header, i) => ({ header, width: weekWidths[i] as number, align: i === 3 ? 'right' : 'left' }));
  const weekRows = body.weeks.map((w) =>
    row([
      cell({ width: weekWidths[0] as number, paragraphs: [text(String(w.week), { bold: true, size: 9 })] }),
      cell({ width: weekWidths[1] as number, paragraphs: [text(w.dates, { size: 9 })] }),
      cell({
        width: weekWidths[2] as number,
        paragraphs: [para([run('■ ', { color: phaseColors[w.phase], size: 10 }), run(w.phaseName, { size: 9 })]), text(w.loadName, { size: 8, color: colors.muted })],
      }),
      cell({ width: weekWidths[3] as number, paragraphs: [text(w.volumeText, { bold: true, size: 9 }, 'right')] }),
      cell({ width: weekWidths[4] as number, paragraphs: [text(w.emphasis, { size: 9 })] }),
      cell({ width: weekWidths[5] as number, paragraphs: w.keySets.length > 0 ? w.keySets.map((k) => text(k, { size: 9 })) : [text('—', { size: 9, color: colors.muted })] }),
    ]),
  );
  return [heading('Week by week', body.total), grid(weekWidths, [headerRow(weekColumns), ...weekRows]), spacer()];
}

/** The season day by day: each week's sessions on their days. */
function dayTable(body: SeasonBody): Array<Paragraph | Table> {
  const widths = [400, 1500, 1100, 3000, 4000].map((w) => Math.round((w * CONTENT) / 10000));
  const columns: Column[] = DAY_COLUMNS.map((header, i) => ({ header, width: widths[i] as number, align: i === 2 ? 'right' : 'left' }));
  const rows = body.weeks.flatMap((w) =>
    w.days.map((d, i) =>
      row([
        cell({ width: widths[0] as number, paragraphs: [text(i === 0 ? String(w.week) : '', { bold: true, size: 9 })] }),
        cell({ width: widths[1] as number, paragraphs: [text(d.day, { size: 9 })] }),
        cell({ width: widths[2] as number, paragraphs: [text(d.volume, { size: 9 }, 'right')] }),
        cell({ width: widths[3] as number, paragraphs: [text(d.session, { size: 9 })] }),
        cell({ width: widths[4] as number, paragraphs: [d.keySet ? text(d.keySet, { size: 9 }) : text('—', { size: 9, color: colors.muted })] }),
      ]),
    ),
  );
  return [heading('Day by day', ''), grid(widths, [headerRow(columns), ...rows]), spacer()];
}

function footer(document: ExportDocument): Footer {
  const muted = hex(colors.muted);
  return new Footer({
    children: [
      new Paragraph({
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: hex(colors.line), space: 4 } },
        tabStops: [
          { type: TabStopType.CENTER, position: CONTENT / 2 },
          { type: TabStopType.RIGHT, position: CONTENT },
        ],
        children: [
          run(document.product, { bold: true, size: 7.5, color: colors.brand }),
          run(`\t${document.title} · ${document.label}`, { size: 7.5, color: colors.muted }),
          new TextRun({ children: [new Tab(), 'Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 15, color: muted }),
        ],
      }),
    ],
  });
}

function notesList(notes: string[]): Array<Paragraph | Table> {
  return [heading('Notes', ''), ...notes.map((note) => new Paragraph({ bullet: { level: 0 }, children: [run(note)] }))];
}

/** Each part of the document as Word draws it; the order is the model's. */
function drawBlock(block: Block): Array<Paragraph | Table> {
  switch (block.kind) {
    case 'zones':
      return zoneSummary(block.zones);
    case 'coachNotes':
      return box('Coach Notes', block.lines);
    case 'sets':
      return [...block.body.sections.flatMap(section), totalLine('Workout total', block.body.total)];
    case 'volumeChart':
      return volumeBars(block.season);
    case 'phases':
      return phaseTable(block.season);
    case 'taper':
      return box('Taper', [block.text]);
    case 'weeks':
      return weekTable(block.season);
    case 'meets':
      return box('Meet calendar', block.lines);
    case 'days':
      return dayTable(block.season);
    case 'text':
      // xml:space="preserve" keeps each line's indentation; one paragraph per line keeps every line.
      return block.body.lines.map((line) => text(line, { font: MONO, size: 9.5 }));
    case 'dryland':
      return drylandSession(block.session);
    case 'steps':
      return box(block.title, block.lines);
    case 'notes':
      return notesList(block.notes);
  }
}

/** The Word file of a plan: real headings, tables whose rows never split, page x of y in the footer. */
export async function renderDocx(document: ExportDocument): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [...masthead(document), ...document.blocks.flatMap(drawBlock)];

  const doc = new Document({
    creator: document.product,
    title: document.title,
    subject: document.label,
    description: `${document.label} exported from ${document.product}`,
    styles: {
      default: {
        document: { run: { font: FONT, size: 19, color: hex(colors.ink) } },
        title: { run: { font: FONT, size: 40, bold: true, color: hex(colors.ink) }, paragraph: { spacing: { before: 0, after: 160 } } },
        heading1: {
          run: { font: FONT, size: 25, bold: true, color: hex(colors.ink) },
          paragraph: { spacing: { before: 200, after: 80 }, border: { bottom: { style: BorderStyle.SINGLE, size: 10, color: hex(colors.brand), space: 2 } } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            // The footer sits inside the half-inch margin's edge; the body stops above it.
            margin: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin + 0.25 * INCH, footer: PAGE.margin, header: PAGE.margin / 2 },
          },
        },
        footers: { default: footer(document) },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
