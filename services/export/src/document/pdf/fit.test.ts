import PDFDocument from 'pdfkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scy6000 } from '../../../test/fixtures';
import { buildDocument } from '../model';
import { renderPdf } from '../pdf';
import { Fitter, largestFitting, unitEnds } from './fit';

/**
 * A width as a font gives it: each character its advance (wide capitals, narrow marks, emoji),
 * and "AV" pairs kerned tighter, so a sum of single widths is only an estimate. Counts what it measures.
 */
function ruler() {
  const seen = { calls: 0, chars: 0 };
  const advance = (ch: string) => (/\p{M}/u.test(ch) ? 0 : ch === 'W' ? 9 : /\p{Extended_Pictographic}/u.test(ch) ? 12 : 5);
  const measure = (text: string) => {
    seen.calls++;
    seen.chars += text.length;
    let width = 0;
    const points = Array.from(text);
    points.forEach((ch, i) => {
      width += advance(ch);
      if (ch === 'A' && points[i + 1] === 'V') width -= 2;
    });
    return width;
  };
  return { measure, seen };
}

describe('cutting a word to a width', () => {
  it('cuts into pieces that each fit, as long as they can be, and lose nothing', () => {
    const { measure } = ruler();
    const fitter = new Fitter(measure);
    for (const word of ['W'.repeat(500), 'AV'.repeat(300), 'xyzWAV'.repeat(77), 'short']) {
      const pieces = fitter.pieces(word, 40, 100);
      expect(pieces.join('')).toBe(word);
      pieces.forEach((piece, i) => {
        const room = i === 0 ? 40 : 100;
        expect(measure(piece)).toBeLessThanOrEqual(room);
        // Maximal: the next character would not have fitted (the last piece is what remains).
        const next = pieces[i + 1]?.[0];
        if (next) expect(measure(piece + next)).toBeGreaterThan(room);
      });
    }
  });

  it('never cuts inside a letter: surrogate pairs, emoji sequences and marks stay whole', () => {
    const { measure } = ruler();
    const family = '👨‍👩‍👧';
    const word = `${'😀'.repeat(40)}${family.repeat(10)}${'e\u0301'.repeat(30)}`;
    const pieces = new Fitter(measure).pieces(word, 50, 50);
    expect(pieces.join('')).toBe(word);
    for (const piece of pieces) {
      expect(piece).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
      expect(piece.startsWith('\u0301')).toBe(false);
      expect(piece.startsWith('\u200d')).toBe(false);
    }
  });

  it('cuts a cluster of thousands of marks between its code points instead of keeping it on one line', () => {
    expect(unitEnds(`a${'\u0301'.repeat(40)}`)).toHaveLength(41);
    expect(unitEnds('e\u0301x')).toEqual([2, 3]);
    expect(unitEnds('😀x')).toEqual([2, 3]);
  });

  it('measures a word a number of times that grows with its length, not with its square', () => {
    const cost = (length: number) => {
      const { measure, seen } = ruler();
      new Fitter(measure).pieces('xyzWAV'.repeat(length / 6), 100, 100);
      return seen.chars;
    };
    // Measured characters per character of the word: the same for a word four times as long.
    const short = cost(600) / 600;
    const long = cost(2400) / 2400;
    expect(long).toBeLessThan(short * 1.5);
    expect(long).toBeLessThan(20);
  });

  it('finds the largest prefix with an ellipsis after it', () => {
    const { measure } = ruler();
    const prefix = new Fitter(measure).prefix('The Very Long Title of a Plan', 60, '…');
    expect(measure(`${prefix}…`)).toBeLessThanOrEqual(60);
    expect(measure(`${'The Very Long Title of a Plan'.slice(0, prefix.length + 1)}…`)).toBeGreaterThan(60);
  });

  it('gallops from a wrong guess to the largest fitting end', () => {
    const fits = (j: number) => j <= 37;
    for (const guess of [1, 10, 36, 37, 38, 90, 100]) expect(largestFitting(0, 100, guess, fits)).toBe(37);
    expect(largestFitting(5, 100, 50, () => false)).toBe(6);
    expect(largestFitting(0, 100, 50, () => true)).toBe(100);
  });
});

describe('a PDF with a long word in its notes', () => {
  const proto = PDFDocument.prototype as unknown as { widthOfString(text: string, options?: unknown): number };
  afterEach(() => vi.restoreAllMocks());

  /** Characters pdfkit is asked to measure while a plan is drawn. */
  async function measuredChars(coachNotes: string | null): Promise<number> {
    let chars = 0;
    const original = proto.widthOfString;
    vi.spyOn(proto, 'widthOfString').mockImplementation(function (this: unknown, text: string, options?: unknown) {
      chars += text.length;
      return original.call(this, text, options);
    });
    await renderPdf(buildDocument({ ...scy6000, coach_notes: coachNotes }, 'LaneForge'));
    vi.restoreAllMocks();
    return chars;
  }

  it('measures each character of it a bounded number of times (cutting it by one character at a time measured millions)', async () => {
    const plain = await measuredChars(null);
    for (const notes of ['W'.repeat(1200), '游泳'.repeat(600), `Notes: ${'W'.repeat(600)} then ${'M'.repeat(600)}`]) {
      expect((await measuredChars(notes)) - plain).toBeLessThan(40 * notes.length);
    }
    // Four PDFs: seconds on a machine shared with other work.
  }, 120_000);
});
