import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';

/** The DejaVu faces the documents use: wide Unicode coverage (accents, ½, ×, →, Greek, Cyrillic). */
export const FONT_FILES = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  italic: 'DejaVuSansCondensed-Oblique.ttf',
  mono: 'DejaVuSansMono.ttf',
  monoBold: 'DejaVuSansMono-Bold.ttf',
} as const;

export type FontFace = keyof typeof FONT_FILES;

let cache: Record<FontFace, Buffer> | undefined;

/**
 * Font bytes, read once per process. Resolved from the installed package at run time because the
 * service is bundled: a path relative to the source file would not exist next to dist/main.js.
 */
export function fontData(): Record<FontFace, Buffer> {
  if (!cache) {
    const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    cache = Object.fromEntries(Object.entries(FONT_FILES).map(([face, file]) => [face, readFileSync(path.join(dir, file))])) as Record<FontFace, Buffer>;
  }
  return cache;
}

let parsed: Record<FontFace, Font> | undefined;

/**
 * The faces parsed once per process. pdfkit takes a parsed font as well as bytes, and parsing
 * DejaVu anew for every document was most of a PDF's render time; each document still embeds
 * its own subset of the glyphs it uses.
 */
export function parsedFonts(): Record<FontFace, Font> {
  parsed ??= Object.fromEntries(Object.entries(fontData()).map(([face, data]) => [face, create(data)])) as Record<FontFace, Font>;
  return parsed;
}
