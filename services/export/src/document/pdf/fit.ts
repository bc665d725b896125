/**
 * Cutting text to a width in time linear in its length. Measuring a text costs time in its
 * length, so a long word is never cut by measuring one prefix after another (that is cubic in the
 * word and kept every prefix in the PDF library's layout cache): each cut starts from an estimate
 * summed from the widths of the word's units, measured once per distinct unit, and is checked
 * against the true width a few times (galloping out from the estimate, then halving).
 */

/** A width in points of a text in the face and size it is drawn in. */
export type Measure = (text: string) => number;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A grapheme cluster of more code points than this is no letter a reader sees as one (a base with
 * thousands of combining marks, an endless emoji chain): it is cut between its code points.
 */
const LONGEST_CLUSTER = 16;

const SIMPLE = /^[^\u0300-\uffff]*$/;
/** What joins code points into one grapheme cluster: marks, format characters (joiners), regional indicators, emoji modifiers, conjoining jamo. */
const CLUSTERING = /[\p{M}\p{Cf}\p{Regional_Indicator}\p{Emoji_Modifier}\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff\r]/u;

/** The offsets where a text may be cut: after each grapheme cluster, never inside a surrogate pair. */
export function unitEnds(text: string): number[] {
  // Below U+0300 every character is a cluster of its own: no segmenter needed (most plans).
  if (SIMPLE.test(text)) return Array.from({ length: text.length }, (_, i) => i + 1);
  // Without marks, joiners, flags, skin tones or conjoining jamo, each code point is a cluster (CJK).
  if (!CLUSTERING.test(text)) {
    const ends: number[] = [];
    let at = 0;
    for (const point of text) ends.push((at += point.length));
    return ends;
  }
  const ends: number[] = [];
  for (const { segment, index } of graphemes.segment(text)) {
    if (segment.length <= LONGEST_CLUSTER) {
      ends.push(index + segment.length);
      continue;
    }
    let at = index;
    for (const point of segment) {
      at += point.length;
      ends.push(at);
    }
  }
  return ends;
}

/**
 * The largest `j` in `(start, last]` for which `fits(j)` holds, `fits` being true up to some point
 * and false after it; `start + 1` when none fits (a line holds at least one unit). Starts at `guess`.
 */
export function largestFitting(start: number, last: number, guess: number, fits: (j: number) => boolean): number {
  let lo = start;
  let hi = last + 1;
  const probe = Math.min(last, Math.max(start + 1, guess));
  if (fits(probe)) {
    lo = probe;
    for (let step = 1; lo < last; step *= 2) {
      const next = Math.min(last, lo + step);
      if (!fits(next)) {
        hi = next;
        break;
      }
      lo = next;
    }
  } else {
    hi = probe;
    for (let step = 1; hi - 1 > start; step *= 2) {
      const next = Math.max(start + 1, hi - step);
      if (fits(next)) {
        lo = next;
        break;
      }
      hi = next;
    }
  }
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return Math.max(lo, start + 1);
}

/**
 * Cuts texts measured with one `Measure`. Guesses come from each distinct unit's width, taken once
 * from `estimate` (by default the measure itself; a font's character map is cheaper than shaping).
 */
export class Fitter {
  private readonly unitWidths = new Map<string, number>();

  constructor(
    private readonly measure: Measure,
    private readonly estimateUnit: Measure = measure,
  ) {}

  private unitWidth(unit: string): number {
    let width = this.unitWidths.get(unit);
    if (width === undefined) {
      width = this.estimateUnit(unit);
      this.unitWidths.set(unit, width);
    }
    return width;
  }

  /** Each unit's end offset and the estimated width of the text up to it (`sums[0]` is 0, before the first unit). */
  private units(text: string): { offsets: number[]; sums: Float64Array } {
    const ends = unitEnds(text);
    const offsets = [0, ...ends];
    const sums = new Float64Array(offsets.length);
    for (let i = 1; i < offsets.length; i++) sums[i] = sums[i - 1]! + this.unitWidth(text.slice(offsets[i - 1], offsets[i]));
    return { offsets, sums };
  }

  /** The last unit index `j` whose estimated width from unit `start` is within `room`. */
  private estimate(sums: Float64Array, start: number, room: number): number {
    let lo = start;
    let hi = sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (sums[mid]! - sums[start]! <= room) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /**
   * A word cut into lines: the first piece fits `firstRoom`, every other one `room`; the last
   * piece is what remains. A unit wider than the room is a line of its own.
   */
  pieces(word: string, firstRoom: number, room: number): string[] {
    const { offsets, sums } = this.units(word);
    const last = offsets.length - 1;
    const pieces: string[] = [];
    let start = 0;
    let space = firstRoom;
    while (start < last) {
      const from = offsets[start]!;
      const fits = (j: number) => this.measure(word.slice(from, offsets[j])) <= space;
      const end = largestFitting(start, last, this.estimate(sums, start, space), fits);
      pieces.push(word.slice(from, offsets[end]));
      start = end;
      space = room;
    }
    return pieces;
  }

  /** The longest start of `text` that, followed by `suffix`, fits `room` (at least one unit). */
  prefix(text: string, room: number, suffix = ''): string {
    const { offsets, sums } = this.units(text);
    const last = offsets.length - 1;
    if (last === 0) return '';
    const guess = this.estimate(sums, 0, room - this.estimateUnit(suffix));
    const end = largestFitting(0, last, guess, (j) => this.measure(text.slice(0, offsets[j]) + suffix) <= room);
    return text.slice(0, offsets[end]);
  }
}
