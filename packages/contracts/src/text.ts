/**
 * What user text may hold where it is shown to someone else: in an e-mail, a header, a document.
 * Control characters (but tab and line feed), line and paragraph separators and the invisible
 * marks that reorder text (bidi embeddings, overrides and isolates) never belong in a name or a
 * title: they start lines of their own, break file formats (XML refuses most controls) or make
 * text read differently from what it holds.
 */

/** Characters a name or a one-line title refuses: every control (line breaks and tabs too), separators, direction overrides. */
export const UNPRINTABLE_IN_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** What a one-line text (a name) says when it holds one of them. */
export const NO_LINE_BREAKS = 'may not hold line breaks or control characters';

/** Every control but tab and line feed, direction embeddings, overrides and isolates, the byte-order mark and non-characters. */
const CONTROLS = /(?![\t\n])\p{Cc}|[\u202a-\u202e\u2066-\u2069\ufeff\ufffe\uffff]/gu;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Unicode's stream-safe text format allows 30 combining marks in a row: more is no writing system,
 * only a way to make a text slow to lay out (thousands of marks stacked on one letter).
 */
const TOO_MANY_MARKS = /(\p{M}{30})\p{M}+/gu;

/**
 * A text with its lines kept (line feeds only) and everything else unprintable removed: other
 * controls, direction overrides, lone surrogates (made U+FFFD), marks past the 30th on a letter;
 * in Unicode's composed form (NFC), so a letter and its accent are one character where one exists.
 */
export function printable(text: string): string {
  return text
    .replace(LONE_SURROGATE, '\ufffd')
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(CONTROLS, '')
    .replace(TOO_MANY_MARKS, '$1');
}

/** A text as one line: `printable`, with line breaks and tabs made single spaces and the ends trimmed. */
export function singleLine(text: string): string {
  return printable(text)
    .replace(/[ \t]*[\n\t][ \t\n]*/g, ' ')
    .trim();
}

/** At most `max` code points (never half a surrogate pair), the last an ellipsis when cut. */
export function clipped(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}
