import type { Stroke } from '@laneforge/contracts';


/** Stroke words inside a set ("8 x 50 BK @ 1:00"); the first one written wins. */
export const strokeWords: ReadonlyArray<readonly [Stroke, RegExp]> = [
  ['im', /\b(?:im|individual medley|medley|imo|rimo)\b/i],
  ['free', /\b(?:free(?:style)?|fr|swim|crawl)\b/i],
  ['back', /\b(?:back(?:stroke)?|bk)\b/i],
  ['breast', /\b(?:breast(?:stroke)?|br)\b/i],
  ['fly', /\b(?:fly|butterfly|fl)\b/i],
  ['choice', /\b(?:choice|ch|any stroke|non[- ]?free|nf|stroke)\b(?!\s*(?:count|rate))/i],
  ['drill', /\b(?:drills?|dr)\b/i],
  ['kick', /\b[Kk]ick\b|\bKICK\b|\bK\b/],
  ['pull', /\b[Pp]ull\b|\bPULL\b|\bP\b/],
];

/** The first stroke word in a text and where it stands, or null. */
export function firstStroke(text: string): { stroke: Stroke; index: number; length: number } | null {
  let best: { stroke: Stroke; index: number; length: number } | null = null;
  for (const [stroke, re] of strokeWords) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.index)) best = { stroke, index: m.index, length: m[0].length };
  }
  return best;
}

/** A request's words for the four strokes and IM, as a coach names a stroke day or a limit. */
export const requestStrokes: ReadonlyArray<readonly [Stroke, string]> = [
  ['fly', 'fly|butterfly'],
  ['back', 'back(?:stroke)?|bk'],
  ['breast', 'breast(?:stroke)?|br'],
  ['free', 'free(?:style)?|fr'],
  ['im', 'im|individual medley'],
];


const strokeCodes: Record<string, Stroke> = { fr: 'free', free: 'free', bk: 'back', back: 'back', br: 'breast', breast: 'breast', fl: 'fly', fly: 'fly' };

/** "Choice (BK/BR/FR)": a choice set narrowed to the strokes named. */
export function readChoiceStrokes(text: string): { strokes: Stroke[]; said: string } | null {
  const m = /\bchoice\s*\(\s*((?:fr|bk|br|fl|free|back|breast|fly)(?:\s*\/\s*(?:fr|bk|br|fl|free|back|breast|fly))*)\s*\)/i.exec(text);
  if (!m) return null;
  return { strokes: m[1]!.split('/').map((s) => strokeCodes[s.trim().toLowerCase()]!), said: m[0] };
}
