import { blocksOf, type ExportDocument, type SeasonBody, type WorkoutBody } from '../src/document/model';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

/** poppler-utils reads the PDFs back; without it these tests fail with what to install, never skip. */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', args: string[], pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lf-export-'));
  const file = path.join(dir, 'plan.pdf');
  try {
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install -y poppler-utils) to run the export tests`);
    }
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text of each page in page order: laid out as printed (`layout`, for what stands on one line),
 * or in drawing order (`raw`, where a table cell's wrapped lines stay together).
 */
export function pdfPages(pdf: Buffer, mode: 'layout' | 'raw' = 'layout'): string[] {
  const pages = poppler('pdftotext', [`-${mode}`, '-enc', 'UTF-8'], pdf).split('\f');
  if (pages[pages.length - 1]?.trim() === '') pages.pop();
  return pages;
}

/** Every page's size in points, from pdfinfo. */
export function pdfPageSizes(pdf: Buffer): Array<{ width: number; height: number }> {
  const info = poppler('pdfinfo', ['-f', '1', '-l', '9999'], pdf);
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
}

/** Rows of pdffonts: name and whether the font is embedded. */
export function pdfFonts(pdf: Buffer): Array<{ name: string; embedded: boolean }> {
  const lines = poppler('pdffonts', [], pdf).split('\n').slice(2).filter((l) => l.trim() !== '');
  return lines.map((l) => {
    const cols = l.trim().split(/\s+/);
    // name, type words, encoding, emb, sub, uni, object id: emb is the fifth field from the end.
    return { name: cols[0] as string, embedded: cols[cols.length - 5] === 'yes' };
  });
}

/** A small ZIP reader (central directory, stored or deflated entries): enough to open a DOCX. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a ZIP file: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken ZIP central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** Throws unless every tag closes in order: the XML is well formed. */
export function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  for (const m of xml.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(name as string);
    else if (stack.pop() !== name) throw new Error(`XML not well formed at </${name}>`);
  }
  if (stack.length > 0) throw new Error(`XML not well formed: <${stack[stack.length - 1]}> never closes`);
}

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The text of each `<w:t>` in a piece of WordprocessingML, in order. */
export function wordTexts(xml: string): string[] {
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => decode(m[1] as string));
}

/** Each table row's cells, as the texts of its paragraphs joined per cell. */
export function wordRows(xml: string): string[][] {
  return [...xml.matchAll(/<w:tr>([\s\S]*?)<\/w:tr>/g)].map((row) => [...(row[1] as string).matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => wordTexts(c[1] as string).join('')));
}

/** Paragraphs with a given style, by their text. */
export function styledParagraphs(xml: string, style: string): string[] {
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)]
    .filter((p) => (p[1] as string).includes(`<w:pStyle w:val="${style}"/>`))
    .map((p) => wordTexts(p[1] as string).join(''));
}

export const squash = (s: string) => s.replace(/\s+/g, '');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Cells read left to right on one printed line, with any spacing between them. Inside a cell a
 * space may come back narrower or wider than typed ("3 × 8" as "3×8"): text extraction guesses spaces.
 */
export function lineOf(cells: string[]): RegExp {
  return new RegExp(
    cells
      .filter((c) => c !== '')
      .map((c) => c.split(' ').map(escapeRegExp).join('[ \\t]*'))
      .join('[ \\t]+'),
    'g',
  );
}

/** The parts of an export document the tests read most: a workout's set table, a season's weeks. */
export const workoutBodyOf = (document: ExportDocument): WorkoutBody => blocksOf(document, 'sets')[0]!.body;
export const seasonBodyOf = (document: ExportDocument): SeasonBody => blocksOf(document, 'weeks')[0]!.season;
