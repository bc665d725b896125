import { colors, zoneColors } from '../theme';
import { DRYLAND_COLUMNS, SET_COLUMNS, type DrylandBlock, type SetTableRow, type WorkoutBody, type ZoneTotal } from '../model';
import { LEFT, WIDTH, text, type Canvas, type Style } from './frame';
import { headedTable, table, zoneChip, type Column, type Row } from './table';

/** The distance per energy zone: a proportional strip, then each zone's chip with its amount. */
export function zoneSummary(c: Canvas, zones: ZoneTotal[]): void {
  const itemStyle: Style = { face: 'regular', size: 8, color: colors.ink };
  const chipStyle: Style = { face: 'bold', size: 7, color: colors.ink };
  const items = zones.map((z) => ({ zone: z.zone, label: `${z.name}  ${z.amount}` }));
  const itemWidths = items.map((i) => c.widthOf(i.zone, chipStyle) + c.s(8) + 5 + c.widthOf(i.label, itemStyle) + 14);
  const lineStep = c.s(15);
  let lines = 1;
  let x = 0;
  for (const w of itemWidths) {
    if (x + w > WIDTH && x > 0) {
      lines++;
      x = 0;
    }
    x += w;
  }
  c.ensure(c.s(28) + lines * lineStep);
  c.line('DISTANCE BY ENERGY ZONE', LEFT, c.y, { face: 'bold', size: 6.5, color: colors.muted });
  c.y += c.s(11);
  let left = LEFT;
  for (const z of zones) {
    const w = WIDTH * z.share;
    c.doc.rect(left, c.y, w, c.s(9)).fill(zoneColors[z.zone].fill);
    left += w;
  }
  c.doc.rect(LEFT, c.y, WIDTH, c.s(9)).lineWidth(0.5).stroke(colors.lineStrong);
  c.y += lineStep;
  x = LEFT;
  items.forEach((item, i) => {
    const w = itemWidths[i] as number;
    if (x + w > LEFT + WIDTH && x > LEFT) {
      x = LEFT;
      c.y += lineStep;
    }
    zoneChip(c, item.zone, x, c.y);
    c.line(item.label, x + c.widthOf(item.zone, chipStyle) + c.s(8) + 5, c.y + c.s(1.5), itemStyle);
    x += w;
  });
  c.y += c.s(22);
}

const setColumns: Column[] = [
  { header: SET_COLUMNS[0], width: 60 },
  { header: SET_COLUMNS[1], width: 50 },
  { header: SET_COLUMNS[2], width: 262 },
  { header: SET_COLUMNS[3], width: 66 },
  { header: SET_COLUMNS[4], width: 46 },
  { header: SET_COLUMNS[5], width: 56, align: 'right' },
];

const sectionStyle: Style = { face: 'bold', size: 10.5, color: colors.ink };
const subtotalStyle: Style = { face: 'bold', size: 10, color: colors.brand };

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

/**
 * The workout's sets as one table, as on screen: a band per section with its subtotal, the sets
 * under it (rounds heading the sets they repeat), and the workout total as its last row. The
 * column headings are printed once, and again only on a page the table runs onto.
 */
export function setTable(c: Canvas, body: WorkoutBody): void {
  const rows: Row[] = body.sections.flatMap((section) => [
    {
      ruleAbove: colors.brand,
      keepWithNext: true,
      cells: [
        // The subtotal spans the zone column too: "22,000 yd" stays on one line.
        { parts: [{ text: section.name, style: sectionStyle }], span: 4 },
        { parts: [{ text: section.subtotal, style: subtotalStyle }], align: 'right', span: 2 },
      ],
    },
    ...setRows(section.rows),
  ]);
  rows.push({
    ruleAbove: colors.ink,
    cells: [
      { parts: [{ text: 'Workout total', style: sectionStyle }], span: 4 },
      { parts: [{ text: body.total, style: sectionStyle }], align: 'right', span: 2 },
    ],
  });
  table(c, setColumns, rows, 'Sets');
  c.y += c.s(14);
}

const drylandColumns: Column[] = [
  { header: DRYLAND_COLUMNS[0], width: 180 },
  { header: DRYLAND_COLUMNS[1], width: 66 },
  { header: DRYLAND_COLUMNS[2], width: 44 },
  { header: DRYLAND_COLUMNS[3], width: 250 },
];

export function drylandTable(c: Canvas, session: DrylandBlock): void {
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
