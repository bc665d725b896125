import type PDFKitDocument from 'pdfkit';
import { blocksOf, type Block, type ExportDocument } from './model';
import { loadFontEngine } from './pdf/fonts';
import { Canvas, factsGrid, flow, footers, masthead, noteBox, notesList, PAGE, text } from './pdf/frame';
import { dayTable, phaseOverview, volumeChart, weekTable } from './pdf/season';
import { drylandTable, setTable, zoneSummary } from './pdf/sets';

export { PAGE };

/**
 * Scales tried, largest first, to fit a workout on one page: a coach prints one sheet for the
 * deck. At the smallest, set rows are still 7.1 pt: about a 5,000-yard practice fits.
 */
const ONE_PAGE_SCALES = [1, 0.92, 0.85, 0.79, 0.75] as const;

/** More set rows than this never fit one page at the smallest scale: skip straight to paging. */
const MAX_ONE_PAGE_ROWS = 70;

/** Each part as the PDF draws it; the order is the model's. */
function drawBlock(c: Canvas, block: Block): void {
  switch (block.kind) {
    case 'zones':
      return zoneSummary(c, block.zones);
    case 'coachNotes':
      return noteBox(c, 'Coach Notes', block.lines);
    case 'sets':
      return setTable(c, block.body);
    case 'volumeChart':
      return volumeChart(c, block.season);
    case 'phases':
      return phaseOverview(c, block.season);
    case 'taper':
      return noteBox(c, 'Taper', [block.text]);
    case 'weeks':
      return weekTable(c, block.season);
    case 'meets':
      return noteBox(c, 'Meet calendar', block.lines);
    case 'days':
      return dayTable(c, block.season);
    case 'text':
      return flow(c, block.body.lines, text.mono);
    case 'dryland':
      return drylandTable(c, block.session);
    case 'steps':
      return noteBox(c, block.title, block.lines);
    case 'notes':
      return notesList(c, block.notes);
  }
}

/** Lays the document out at one scale; the pages are buffered so footers can say "of N". */
function layout(PDFDocument: typeof PDFKitDocument, document: ExportDocument, scale: number): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    // No standard font: every glyph comes from the embedded Unicode faces (fonts.ts).
    font: '',
    lang: 'en-US',
    displayTitle: true,
    info: { Title: document.title, Author: document.product, Subject: document.label, Creator: document.product, Producer: document.product },
  });
  const c = new Canvas(doc, scale);
  masthead(c, document);
  factsGrid(c, document);
  for (const block of document.blocks) drawBlock(c, block);
  footers(c, document);
  return doc;
}

const pageCount = (doc: PDFKit.PDFDocument) => doc.bufferedPageRange().count;

/** A workout short enough to be tried on one page. */
function oneSheetCandidate(document: ExportDocument): boolean {
  const sets = blocksOf(document, 'sets')[0];
  if (!sets) return false;
  return sets.body.sections.reduce((n, s) => n + s.rows.length + 1, 0) <= MAX_ONE_PAGE_ROWS;
}

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}

/**
 * The printable PDF of a plan: US Letter, embedded fonts, tables that never split a row. A workout
 * is laid out on one page when a smaller type gets it there; anything longer pages at full size.
 */
export async function renderPdf(document: ExportDocument): Promise<Buffer> {
  // pdfkit and fontkit load with the first PDF: together about 30 MB an idle export process never needs.
  const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), loadFontEngine()]);
  if (oneSheetCandidate(document)) {
    for (const scale of ONE_PAGE_SCALES) {
      const doc = layout(PDFDocument, document, scale);
      if (pageCount(doc) === 1) return finish(doc);
      // A layout that is not kept is still ended, so pdfkit releases what it buffered.
      doc.end();
    }
  }
  return finish(layout(PDFDocument, document, 1));
}
