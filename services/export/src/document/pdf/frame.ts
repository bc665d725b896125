import { DocumentTooLarge, MAX_PAGES } from '../limits';
import { colors } from '../theme';
import type { ExportDocument } from '../model';
import { Fitter } from './fit';
import type { Font } from 'fontkit';
import { faceFor, type FontFace } from './fonts';

/** US Letter with 0.5 inch margins (spec §9); the footer sits inside the bottom margin line. */
export const PAGE = { width: 612, height: 792, margin: 36 } as const;
const FOOTER_SPACE = 22;
export const LEFT = PAGE.margin;
export const WIDTH = PAGE.width - 2 * PAGE.margin;
export const TOP = PAGE.margin;
export const BOTTOM = PAGE.height - PAGE.margin - FOOTER_SPACE;
const LINE_GAP = 1;

export interface Style {
  face: FontFace;
  size: number;
  color: string;
}

/** Widths of texts in one registered face and size. */
export interface Pen {
  key: string;
  /** As drawn: shaped by pdfkit, its measure kept in its layout cache. */
  width(value: string): number;
  /** The sum of the glyphs' advances from the character map: what a `Fitter` starts its guesses from. */
  estimate(value: string): number;
}

/** No glyph a plan prints is wider than this many ems (DejaVu's widest letters are about 1 em). */
const WIDEST_GLYPH_EM = 1.5;
/** Words shorter than this are left to pdfkit even in the narrowest cell: cutting them costs it nothing. */
const SHORT_WORD = 12;

/** The length of the longest run of characters without white space. */
function longestWord(value: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 32 || code === 10 || code === 9 || code === 13) run = 0;
    else if (++run > longest) longest = run;
  }
  return longest;
}

export const text = {
  body: { face: 'regular', size: 9, color: colors.ink },
  cell: { face: 'regular', size: 8.5, color: colors.ink },
  cellBold: { face: 'bold', size: 8.5, color: colors.ink },
  cellMuted: { face: 'regular', size: 7.5, color: colors.muted },
  set: { face: 'regular', size: 9.5, color: colors.ink },
  setBold: { face: 'bold', size: 9.5, color: colors.ink },
  header: { face: 'bold', size: 7, color: colors.muted },
  /** The head of an inline group, "3 × (100 Free + 50 Kick)": as large as the sets it repeats, so it reads as their count. */
  group: { face: 'bold', size: 9.5, color: colors.brand },
  mono: { face: 'mono', size: 9.5, color: colors.ink },
} satisfies Record<string, Style>;

/**
 * The page cursor: everything is placed explicitly and nothing is drawn below BOTTOM. `scale`
 * shrinks type and spacing together, so a plan can be fitted to one page without reflowing by hand.
 */
export class Canvas {
  y: number = TOP;
  private readonly registered = new Set<string>();

  /**
   * `shapes` is shared by the layouts of one PDF (it is laid out at several scales to fit a
   * page): pdfkit's glyph runs per face, which depend on the text alone, not on its size.
   */
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly scale = 1,
    private readonly shapes = new Map<string, object>(),
  ) {
    // Pages are added by newPage() and by pdfkit when a text runs past the foot of one.
    let pages = 1;
    doc.on('pageAdded', () => {
      if (++pages > MAX_PAGES) throw new DocumentTooLarge(`more than ${MAX_PAGES} pages`);
    });
  }

  /** A length in points at this canvas's scale. */
  s(points: number): number {
    return points * this.scale;
  }

  /** Sets the font for a text: the style's face, or the Noto face that has its glyphs (CJK); `key` keeps a face chosen before. */
  use(style: Style, value = '', key?: string): PDFKit.PDFDocument {
    return this.measuring(style, value, key).fillColor(style.color);
  }

  /**
   * The font and size of a text, without its colour: measuring writes nothing to the page (a
   * colour set is an operation in the page's content, kept until the PDF is written).
   */
  private measuring(style: Style, value = '', key?: string): PDFKit.PDFDocument {
    return this.doc.font(key ?? this.register(style, value)).fontSize(this.s(style.size));
  }

  private register(style: Style, value: string): string {
    return this.face(style, value).key;
  }

  private face(style: Style, value: string): { key: string; font: Font } {
    const face = faceFor(value, style.face);
    if (!this.registered.has(face.key)) {
      // pdfkit's types name only bytes, but its font factory takes a parsed fontkit font as such.
      this.doc.registerFont(face.key, face.font as unknown as Buffer);
      this.shareShapes(face.key);
    }
    this.registered.add(face.key);
    return face;
  }

  /**
   * Gives the face pdfkit made for `key` in this document the glyph runs the PDF's other layouts
   * shaped: laying a CJK text out is most of its cost, and a workout is laid out up to five times.
   * (pdfkit keeps them in its font's `layoutCache`; without one, nothing is shared.)
   */
  private shareShapes(key: string): void {
    const font = (this.doc.font(key) as unknown as { _font?: { layoutCache?: object } })._font;
    if (!font?.layoutCache) return;
    const shared = this.shapes.get(key);
    if (shared) font.layoutCache = shared;
    else this.shapes.set(key, font.layoutCache);
  }

  /**
   * Measures pieces of a text in the face chosen for the whole of it, so that lines cut from a
   * paragraph are measured in the face they are drawn in (`line(…, pen.key)`).
   */
  pen(style: Style, sample: string): Pen {
    const { key, font } = this.face(style, sample);
    const size = this.s(style.size);
    const perUnit = size / font.unitsPerEm;
    return {
      key,
      width: (value) => this.doc.font(key).fontSize(size).widthOfString(value),
      estimate: (value) => font.glyphsForString(value).reduce((sum, glyph) => sum + glyph.advanceWidth, 0) * perUnit,
    };
  }

  heightOf(value: string, style: Style, width: number): number {
    if (value === '') return 0;
    return this.measuring(style, value).heightOfString(this.breakable(value, style, width), { width, lineGap: LINE_GAP });
  }

  widthOf(value: string, style: Style): number {
    return this.measuring(style, value).widthOfString(value);
  }

  write(value: string, x: number, y: number, width: number, style: Style, align: 'left' | 'right' | 'center' = 'left'): void {
    if (value === '') return;
    this.use(style, value).text(this.breakable(value, style, width), x, y, { width, align, lineGap: LINE_GAP });
  }

  /**
   * The text with every word wider than `width` cut into lines of that width. pdfkit would cut
   * such a word itself, but measures what remains of it after every line: quadratic in the word.
   * A word too short to fill `width` even in the widest glyphs is never measured (nor is one of
   * fewer than 12 characters: pdfkit cuts those cheaply).
   */
  private breakable(value: string, style: Style, width: number): string {
    const safe = Math.max(SHORT_WORD, Math.floor(width / (WIDEST_GLYPH_EM * this.s(style.size))));
    if (longestWord(value) <= safe) return value;
    const pen = this.pen(style, value);
    const fitter = new Fitter(pen.width, pen.estimate);
    return value.replace(/[^ \n\t\r]+/g, (word) => (word.length > safe && pen.width(word) > width ? fitter.pieces(word, width, width).join('\n') : word));
  }

  /** One line that is known to fit (pdfkit would otherwise wrap or move on a page). */
  line(value: string, x: number, y: number, style: Style, options: PDFKit.Mixins.TextOptions = {}, key?: string): void {
    if (value === '') return;
    this.use(style, value, key).text(value, x, y, { lineBreak: false, ...options });
  }

  lineHeight(style: Style): number {
    return this.measuring(style).currentLineHeight(true) + LINE_GAP;
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

interface FlowLine {
  text: string;
  indent: number;
  /** The face the line was measured in: its paragraph's. */
  key: string;
}

/**
 * Greedy word wrap that keeps a line's leading indentation, breaking words longer than a line.
 * Linear in the paragraph: each word is measured once alone and once with the space after it
 * (pdfkit measures a line as the sum of those, so the sum is exact), and a word longer than a line
 * is cut by a `Fitter`. The whole paragraph is drawn in one face, chosen for all of its text.
 */
function wrap(c: Canvas, paragraph: string, style: Style, width: number): FlowLine[] {
  const leading = /^\s*/.exec(paragraph)?.[0].length ?? 0;
  const body = paragraph.slice(leading);
  const pen = c.pen(style, body);
  // Indentation past half the line would leave no room for words: it stops there.
  const indent = Math.min(c.widthOf(' '.repeat(leading), style), width / 2);
  if (body === '') return [{ text: '', indent: 0, key: pen.key }];
  const lines: FlowLine[] = [];
  const hanging = Math.min(indent + (style.face.startsWith('mono') ? c.widthOf('  ', style) : 0), width / 2);
  const fitter = new Fitter(pen.width, pen.estimate);
  let current = '';
  /** The width of `current` followed by a space: where the next word would start. */
  let currentWidth = 0;
  let currentIndent = indent;
  const room = () => width - currentIndent;
  const push = () => {
    lines.push({ text: current, indent: currentIndent, key: pen.key });
    current = '';
    currentWidth = 0;
    currentIndent = hanging;
  };
  for (const word of body.split(/ +/)) {
    const wordWidth = pen.width(word);
    if (current !== '' && currentWidth + wordWidth <= room()) {
      current = `${current} ${word}`;
      currentWidth += pen.width(`${word} `);
      continue;
    }
    if (current !== '') push();
    if (wordWidth <= room()) {
      current = word;
    } else {
      const pieces = fitter.pieces(word, room(), width - hanging);
      for (const piece of pieces.slice(0, -1)) {
        current = piece;
        push();
      }
      current = pieces[pieces.length - 1] ?? '';
    }
    currentWidth = pen.width(`${current} `);
  }
  if (current !== '' || lines.length === 0) lines.push({ text: current, indent: currentIndent, key: pen.key });
  return lines;
}

/**
 * Paragraphs flowed line by line across pages. With `box`, each page's share sits in a shaded box
 * with a coloured rule at its left (coach notes, the taper).
 */
export function flow(c: Canvas, paragraphs: string[], style: Style, box?: { title: string; fill: string; rule: string }): void {
  const pad = box ? c.s(9) : 0;
  const width = WIDTH - 2 * pad - (box ? 3 : 0);
  const lines = paragraphs.flatMap((p) => wrap(c, p, style, width));
  const step = c.lineHeight(style);
  const titleHeight = box ? c.s(14) : 0;
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
      c.line(l.text, LEFT + pad + (box ? 3 : 0) + l.indent, y, style, {}, l.key);
      y += step;
    }
    c.y += height;
    index += chunk.length;
    first = false;
  }
}

/** A shaded note box followed by the space a block leaves. */
export function noteBox(c: Canvas, title: string, lines: string[]): void {
  flow(c, lines, { face: 'regular', size: 9.5, color: colors.ink }, { title, fill: colors.laneSoft, rule: colors.lane });
  c.y += c.s(14);
}

export const headingHeight = (c: Canvas) => c.s(24);

/** A part's title over a brand-coloured rule, with an aside (a subtotal, a unit) at its right. */
export function heading(c: Canvas, title: string, aside: string): void {
  const y = c.y + c.s(4);
  const asideStyle: Style = { face: 'bold', size: 10, color: colors.brand };
  const asideWidth = aside ? c.widthOf(aside, asideStyle) + 6 : 0;
  c.write(title, LEFT, y, WIDTH - asideWidth, { face: 'bold', size: 12.5, color: colors.ink });
  if (aside) c.line(aside, LEFT + WIDTH - asideWidth + 6, y + c.s(2.5), asideStyle);
  c.doc.moveTo(LEFT, y + c.s(16.5)).lineTo(LEFT + WIDTH, y + c.s(16.5)).lineWidth(1.2).stroke(colors.brand);
  c.y += headingHeight(c);
}

export function masthead(c: Canvas, document: ExportDocument): void {
  const brand: Style = { face: 'bold', size: 9, color: colors.brand };
  c.line(document.product.toUpperCase(), LEFT, c.y, brand, { characterSpacing: 0.8 });
  c.write(document.label.toUpperCase(), LEFT, c.y, WIDTH, { face: 'bold', size: 9, color: colors.muted }, 'right');
  c.y += c.s(14);
  c.doc.moveTo(LEFT, c.y).lineTo(LEFT + WIDTH, c.y).lineWidth(2).stroke(colors.brand);
  c.y += c.s(10);
  const titleStyle: Style = { face: 'bold', size: 20, color: colors.ink };
  const height = c.heightOf(document.title, titleStyle, WIDTH);
  c.write(document.title, LEFT, c.y, WIDTH, titleStyle);
  c.y += height + c.s(8);
}

export function factsGrid(c: Canvas, document: ExportDocument): void {
  const perRow = 4;
  const pad = c.s(8);
  const cellWidth = (WIDTH - 2 * pad) / perRow;
  const label: Style = { face: 'bold', size: 6.5, color: colors.muted };
  const value: Style = { face: 'bold', size: 10, color: colors.ink };
  const rows: Array<typeof document.facts> = [];
  for (let i = 0; i < document.facts.length; i += perRow) rows.push(document.facts.slice(i, i + perRow));
  const heights = rows.map((r) => c.s(10) + Math.max(...r.map((f) => c.heightOf(f.value, value, cellWidth - 8))));
  const gap = c.s(6);
  const total = heights.reduce((s, h) => s + h + gap, 2 * pad - gap);
  c.ensure(total);
  c.doc.roundedRect(LEFT, c.y, WIDTH, total, 5).fill(colors.brandSoft);
  let y = c.y + pad;
  rows.forEach((r, i) => {
    r.forEach((fact, k) => {
      const x = LEFT + pad + k * cellWidth;
      c.line(fact.label.toUpperCase(), x, y, label);
      c.write(fact.value, x, y + c.s(9), cellWidth - 8, value);
    });
    y += (heights[i] as number) + gap;
  });
  c.y += total + c.s(12);
}

export function notesList(c: Canvas, notes: string[]): void {
  c.ensure(headingHeight(c) + c.s(24));
  heading(c, 'Notes', '');
  flow(
    c,
    notes.map((n) => `•  ${n}`),
    text.body,
  );
  c.y += c.s(10);
}

/** A text cut with an ellipsis to fit one line of `room`. */
function clipped(c: Canvas, value: string, style: Style, room: number): string {
  if (c.widthOf(value, style) <= room) return value;
  const pen = c.pen(style, value);
  return `${new Fitter(pen.width, pen.estimate).prefix(value, room, '…')}…`;
}

/** Product, title and "Page x of y" at the foot of every page, drawn once all pages exist. */
export function footers(c: Canvas, document: ExportDocument): void {
  const { doc } = c;
  const range = doc.bufferedPageRange();
  const y = PAGE.height - PAGE.margin - 10;
  // The footer keeps its size whatever the body's scale: it is read the same on every plan.
  const style: Style = { face: 'regular', size: 7.5 / c.scale, color: colors.muted };
  const room = WIDTH - 200;
  const title = clipped(c, `${document.title} · ${document.label}`, style, room);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.moveTo(LEFT, y - 5).lineTo(LEFT + WIDTH, y - 5).lineWidth(0.5).stroke(colors.line);
    c.line(document.product, LEFT, y, { ...style, face: 'bold', color: colors.brand });
    const pageText = `Page ${i - range.start + 1} of ${range.count}`;
    c.line(pageText, LEFT + WIDTH - c.widthOf(pageText, style), y, style);
    c.write(title, LEFT + 100, y, room, style, 'center');
  }
}
