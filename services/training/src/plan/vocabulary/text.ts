/**
 * The coach's vocabulary (COACHING.md §1), in one place: words become concepts here and nowhere
 * else. The request reader, the set parser and the refiner all read strokes, gear, ages, pools,
 * volumes, times, dates and limits through this folder. Every reader answers the words it read
 * (`said`), so the plan can say what it understood.
 */

/** Lower case, one kind of dash, quote and times sign, one space between words (a line break stays one): the form every reader below expects. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[‘’′]/g, "'")
    .replace(/[“”″]/g, '"')
    .replace(/×/g, 'x')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

export interface Read<T> {
  value: T;
  /** The words it came from, as written. */
  said: string;
}

/** Words to find as written inside a pattern: every character that means something to a RegExp escaped. */
export const escapeRegExp = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
