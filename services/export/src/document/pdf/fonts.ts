import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import type { Font } from 'fontkit';

/**
 * The faces a PDF draws with. DejaVu covers Latin with accents, Greek, Cyrillic and the signs a
 * plan uses (½, ×, →); Noto Sans CJK covers what DejaVu lacks: Chinese and Japanese (the Simplified
 * Chinese region subset, which carries kana too) and Korean Hangul. Both families are in npm
 * packages (DejaVu's licence; SIL OFL 1.1 for Noto), read from disk, never fetched at run time.
 */
const DEJAVU = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  italic: 'DejaVuSansCondensed-Oblique.ttf',
  mono: 'DejaVuSansMono.ttf',
  monoBold: 'DejaVuSansMono-Bold.ttf',
} as const;

export type FontFace = keyof typeof DEJAVU;
export const FONT_FACES = Object.keys(DEJAVU) as FontFace[];

/** Fallbacks in the order they are tried; Noto has no italic or monospace, so those fall to its regular. */
const CJK = [
  { name: 'notoSc', pkg: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
  { name: 'notoKr', pkg: '@embedpdf/fonts-kr', regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
] as const;

const require = createRequire(import.meta.url);

/**
 * A package's folder, found from its entry point at run time: the service is bundled, so a path
 * relative to this source file would not exist next to dist/main.js.
 */
function packageDir(pkg: string, entry: string): string {
  let dir = path.dirname(require.resolve(entry));
  while (path.basename(dir) !== pkg.split('/').pop() && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

const fonts = new Map<string, Font>();

/** fontkit is loaded with the first PDF (renderPdf awaits this): an export process that draws none never holds it. */
let fontkit: typeof Fontkit | undefined;

export async function loadFontEngine(): Promise<void> {
  fontkit ??= await import('fontkit');
}

/** Marks placed without a font's anchors: what a text whose marks the font cannot attach is laid out with. */
const UNANCHORED = { mark: false, mkmk: false } as const;

function load(key: string, file: () => string, features?: Record<string, boolean>): Font {
  let font = fonts.get(key);
  if (!font) {
    if (!fontkit) throw new Error('A PDF font was asked for before loadFontEngine() finished.');
    // Parsed once per process: parsing was most of a PDF's render time; each PDF embeds its own subset.
    font = fontkit.create(readFileSync(file()));
    // pdfkit lays text out through the font's own method, passing no features of its own: the
    // face's defaults are set here. fontkit throws on some runs of stacked marks (an anchor the
    // font lacks): such a text is laid out again with its marks unattached, never failing a download.
    const layout = font.layout.bind(font);
    font.layout = (text, given, ...rest) => {
      try {
        return layout(text, given ?? features, ...rest);
      } catch {
        return layout(text, { ...features, ...UNANCHORED }, ...rest);
      }
    };
    fonts.set(key, font);
  }
  return font;
}

const dejavu = (face: FontFace) => load(face, () => path.join(packageDir('dejavu-fonts-ttf', 'dejavu-fonts-ttf/package.json'), 'ttf', DEJAVU[face]));

/**
 * OpenType features the CJK faces are laid out without. In horizontal Chinese, Japanese and Korean
 * they change no glyph (each character is its cmap glyph), but Noto's glyph composition (`ccmp`)
 * and local forms (`locl`) are chains of contextual lookups tried at every character: laying out
 * a line cost some 40 µs a character with them and 2 without, most of a CJK plan's drawing time.
 * Text is NFC-normalised before it is drawn (contracts/text), so accents need no composing.
 */
const CJK_FEATURES = { ccmp: false, locl: false } as const;

function cjk(index: number, bold: boolean): { key: string; font: Font } {
  const spec = CJK[index]!;
  const key = `${spec.name}${bold ? 'Bold' : ''}`;
  return { key, font: load(key, () => path.join(packageDir(spec.pkg, spec.pkg), 'fonts', bold ? spec.bold : spec.regular), CJK_FEATURES) };
}

/** Whether every character of a text has a glyph in a font (spaces and line breaks always do). */
function covers(font: Font, text: string): number {
  let missing = 0;
  for (const ch of text) if (ch.trim() !== '' && !font.hasGlyphForCodePoint(ch.codePointAt(0)!)) missing++;
  return missing;
}

/**
 * The registered font name to draw a text with: the style's DejaVu face when it has every glyph,
 * else the first Noto face that has them all, else the one that misses fewest. Decided per text
 * run, so a Latin plan never loads the CJK fonts at all.
 */
export function faceFor(text: string, face: FontFace): { key: string; font: Font } {
  const base = dejavu(face);
  // Plain ASCII and Latin-1 are always DejaVu's: the common case costs no glyph lookups.
  if (!/[^\s\u0020-\u00ff]/.test(text) || covers(base, text) === 0) return { key: face, font: base };
  const bold = face === 'bold' || face === 'monoBold';
  let best: { key: string; font: Font; missing: number } = { key: face, font: base, missing: covers(base, text) };
  for (let i = 0; i < CJK.length; i++) {
    const candidate = cjk(i, bold);
    const missing = covers(candidate.font, text);
    if (missing === 0) return candidate;
    if (missing < best.missing) best = { ...candidate, missing };
  }
  return best;
}
