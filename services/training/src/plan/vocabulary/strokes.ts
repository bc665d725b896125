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

const legWord: Record<string, Stroke> = { fl: 'fly', bk: 'back', br: 'breast', fr: 'free', fly: 'fly', back: 'back', breast: 'breast', free: 'free' };

/** "IM (BK-BR-FR-FR)", or "no fly: BK-BR-FR-FR" in a set's words: the legs an IM swims. */
export function readImLegs(text: string): { legs: Stroke[]; said: string } | null {
  const m = /(?:\bno (?:fly|breast|back):?\s*)?\(?\b((?:fl|bk|br|fr)(?:-(?:fl|bk|br|fr)){3})\b\)?(?:,?\s*no (?:fly|breast|back))?/i.exec(text);
  if (!m) return null;
  return { legs: m[1]!.toLowerCase().split('-').map((l) => legWord[l]!), said: m[0] };
}

/** "Fly/Free (25/25)", or "25 fly/25 free" in a set's words: each repeat split between strokes. */
export function readStrokeMix(text: string, distance?: number): { mix: Array<{ stroke: Stroke; distance: number }>; said: string } | null {
  // "Back/Breast/Free (100/100/100)": as the plan writes a mix, two strokes or more.
  const label = /\b((?:fly|back|breast|free)(?:\/(?:fly|back|breast|free)){1,3})\s*\(((?:\d{2,3})(?:\/\d{2,3}){1,3})\)/i.exec(text);
  const named = label ? label[1]!.toLowerCase().split('/') : [];
  const pieces = label ? label[2]!.split('/').map(Number) : [];
  if (label && named.length === pieces.length) return { mix: named.map((w, i) => ({ stroke: legWord[w]!, distance: pieces[i]! })), said: label[0] };
  const words = /\b(\d{2,3}) (fly|back|breast|free)\/(\d{2,3}) (fly|back|breast|free)\b,?\s*/i.exec(text);
  if (words) return { mix: [{ stroke: legWord[words[2]!.toLowerCase()]!, distance: +words[1]! }, { stroke: legWord[words[4]!.toLowerCase()]!, distance: +words[3]! }], said: words[0] };
  // "4x300 BK/BR/FR by 100": each stroke a piece of that length, in order.
  const byPiece = /\b((?:fly|back|breast|free|fl|bk|br|fr)(?:\s*\/\s*(?:fly|back|breast|free|fl|bk|br|fr)){1,3})\s+by\s+(\d{2,3})\b/i.exec(text);
  if (byPiece && distance) {
    const strokes = byPiece[1]!.toLowerCase().split(/\s*\/\s*/).map((w) => legWord[w]!);
    const piece = +byPiece[2]!;
    if (strokes.length * piece === distance && new Set(strokes).size === strokes.length) return { mix: strokes.map((stroke) => ({ stroke, distance: piece })), said: byPiece[0] };
  }
  // "4 x 50 fly-back", "100 fly/free": half of each repeat in each stroke.
  const pair = /\b(fly|back|breast|free)[-/](fly|back|breast|free)\b(?!\s*\()/i.exec(text);
  if (pair && distance && distance % 50 === 0 && pair[1]!.toLowerCase() !== pair[2]!.toLowerCase()) {
    return { mix: [{ stroke: legWord[pair[1]!.toLowerCase()]!, distance: distance / 2 }, { stroke: legWord[pair[2]!.toLowerCase()]!, distance: distance / 2 }], said: pair[0] };
  }
  return null;
}
