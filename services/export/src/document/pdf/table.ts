import type { Zone } from '@laneforge/contracts/plan';
import { colors, zoneColors } from '../theme';
import { BOTTOM, heading, headingHeight, LEFT, text, TOP, WIDTH, type Canvas, type Style } from './frame';

export interface TextPart {
  text: string;
  style: Style;
}

export interface Cell {
  parts: TextPart[];
  align?: 'left' | 'right' | 'center';
  /** Columns this cell covers. */
  span?: number;
  zone?: Zone;
  /** A small colour square before the text (phase colour). */
  swatch?: string;
}

export interface Row {
  cells: Cell[];
  fill?: string;
  /** Drawn with a bar at its left edge: a set inside a rounds group. */
  nested?: boolean;
  /** Never the last row on a page: a heading row stays with the first row under it. */
  keepWithNext?: boolean;
  /** A rule above the row: a section band or a total. */
  ruleAbove?: string;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

const CELL_PAD_X = 4;
const CELL_PAD_Y = 3.5;

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

function cellHeight(c: Canvas, cell: Cell, width: number): number {
  const inner = width - 2 * CELL_PAD_X - (cell.swatch ? 10 : 0);
  if (cell.zone) return c.s(11);
  return cell.parts.reduce((sum, p, i) => sum + c.heightOf(p.text, p.style, inner) + (i > 0 ? 1.5 : 0), 0);
}

export function rowHeight(c: Canvas, columns: Column[], row: Row): number {
  return Math.max(...spans(columns, row.cells).map((p) => cellHeight(c, p.cell, p.width))) + 2 * c.s(CELL_PAD_Y);
}

export function zoneChip(c: Canvas, zone: Zone, x: number, y: number): void {
  const palette = zoneColors[zone];
  const style: Style = { face: 'bold', size: 7, color: palette.text };
  const w = c.widthOf(zone, style) + c.s(8);
  c.doc.roundedRect(x, y, w, c.s(10.5), 2.5).lineWidth(0.6).fillAndStroke(palette.fill, palette.border);
  c.line(zone, x + c.s(4), y + c.s(2), style);
}

function drawRow(c: Canvas, columns: Column[], row: Row, height: number): void {
  const { doc } = c;
  const padY = c.s(CELL_PAD_Y);
  if (row.fill) doc.rect(LEFT, c.y, WIDTH, height).fill(row.fill);
  if (row.ruleAbove) doc.moveTo(LEFT, c.y).lineTo(LEFT + WIDTH, c.y).lineWidth(0.9).stroke(row.ruleAbove);
  if (row.nested) doc.rect(LEFT + 2, c.y, 2, height).fill(colors.lineStrong);
  for (const { cell, x, width } of spans(columns, row.cells)) {
    const align = cell.align ?? 'left';
    let left = x + CELL_PAD_X + (row.nested && x === LEFT ? 6 : 0);
    let inner = x + width - CELL_PAD_X - left;
    if (cell.zone) {
      zoneChip(c, cell.zone, left, c.y + padY - 0.5);
      continue;
    }
    if (cell.swatch) {
      doc.rect(left, c.y + padY + 1.5, 7, 7).fill(cell.swatch);
      left += 10;
      inner -= 10;
    }
    let y = c.y + padY;
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
export function table(c: Canvas, columns: Column[], rows: Row[], caption: string): void {
  const heights = rows.map((r) => rowHeight(c, columns, r));
  const header = headerRow(columns);
  const headerHeight = rowHeight(c, columns, header);
  drawRow(c, columns, header, headerHeight);
  rows.forEach((row, i) => {
    const height = heights[i] as number;
    const next = row.keepWithNext && i + 1 < rows.length ? (heights[i + 1] as number) : 0;
    if (!c.fits(height + next)) {
      c.newPage();
      c.line(`${caption} (continued)`, LEFT, c.y, { face: 'italic', size: 8, color: colors.muted });
      c.y += c.s(13);
      drawRow(c, columns, header, headerHeight);
    }
    drawRow(c, columns, row, height);
  });
}

/** A headed table kept whole when it is short, and never a heading left alone at a page's foot. */
export function headedTable(c: Canvas, title: string, aside: string, columns: Column[], rows: Row[]): void {
  const heights = rows.map((r) => rowHeight(c, columns, r));
  const headerHeight = rowHeight(c, columns, headerRow(columns));
  const whole = headingHeight(c) + headerHeight + heights.reduce((s, h) => s + h, 0);
  const opening = headingHeight(c) + headerHeight + (heights[0] ?? 0) + (rows[0]?.keepWithNext ? (heights[1] ?? 0) : 0);
  if (!c.fits(whole) && (whole <= (BOTTOM - TOP) * 0.4 || !c.fits(opening))) c.newPage();
  heading(c, title, aside);
  table(c, columns, rows, title);
  c.y += c.s(12);
}
