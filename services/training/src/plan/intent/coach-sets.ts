import type { SectionKind, SessionType, SetBlock } from '@laneforge/contracts';
import { blockDistance } from '@laneforge/contracts';
import { readCourse, readMinutes, readSquad, readVolume } from '../lexicon';
import { parseBlocks } from '../parse';
import type { CoachSection } from './types';

/**
 * Sets the coach wrote in the request or the notes — "main set 10 x 100 @ 1:20 descend 1-5",
 * "WU 400 swim, 8 x 50 drill", "include 3 x (4 x 100 @ 1:25 + 100 EZ)" — read with the engine's own
 * parser and kept as written; the engine composes the rest around them.
 */

const labels: ReadonlyArray<readonly [SectionKind, string]> = [
  ['warmup', String.raw`warm[- ]?ups?|wu`],
  ['preset', String.raw`pre[- ]?sets?|pre[- ]?main`],
  ['kick', String.raw`kick(?:\s+set)?`],
  ['pull', String.raw`pull(?:\s+set)?`],
  ['drill', String.raw`drills?(?:\s+set)?`],
  ['race_pace', String.raw`race[- ]pace(?:\s+set)?|rp\s*set`],
  ['sprint', String.raw`sprint(?:\s+set)?|speed(?:\s+set)?`],
  ['main', String.raw`main(?:\s+set)?`],
  ['cooldown', String.raw`cool[- ]?downs?|warm[- ]?downs?|cd`],
];

const labelRe = new RegExp(String.raw`\b(${labels.map(([, re]) => re).join('|')})\b\s*(?:set\s*)?(?:is|=|:|-|—|of|should be|will be|would be|to be|with)?\s*(?=\d)`, 'gi');
const unlabelledRe = /\b\d{1,2}\s*x\s*(?:\(|\d{2,5}\b)/gi;
/** A protocol named by its sets is a session type, not a set the coach wrote: "7 x 200 step test". */
const protocol = /^\s*(?:7\s*x\s*200\s*step|10\s*x\s*100\s*best average|\d+\s*x\s*\d+\s*(?:s|'s)?\s*(?:test|usrpt))/i;

function kindOf(label: string): SectionKind {
  return labels.find(([, re]) => new RegExp(`^(?:${re})$`, 'i').test(label.trim()))?.[0] ?? 'main';
}

/** A clause that goes back to describing the practice ("…, HS varsity 5000 scy"): who, which pool, how much, how long. */
const describesPractice = (clause: string) => readSquad(clause) !== null || readCourse(clause) !== null || readVolume(clause) !== null || readMinutes(clause) !== null;

/** The set ends where the request goes on about the practice: "main set 10 x 100 @ 1:20 descend 1-5, HS varsity 5000 scy". */
function setPart(chunk: string): string {
  const commas = [...chunk.matchAll(/,/g)].map((m) => m.index);
  for (const [i, at] of commas.entries()) if (describesPractice(chunk.slice(at + 1, commas[i + 1] ?? chunk.length))) return chunk.slice(0, at);
  return chunk;
}

/** The longest leading run of a chunk that reads as sets: trailing words ("…, then easy swim") are left out. */
function readChunk(whole: string, kind: SectionKind): { blocks: SetBlock[]; said: string } | null {
  const chunk = setPart(whole);
  const cuts = [chunk.length, ...[...chunk.matchAll(/\s*(?:,\s*(?:then|and)\s+|\bthen\b|;|,\s*(?=[a-z]))\s*/gi)].map((m) => m.index).reverse()];
  for (const cut of cuts) {
    const text = chunk.slice(0, cut).trim();
    const blocks = text ? parseBlocks(text.replace(/\s*(?:,\s*(?:then|and)\s+|\bthen\b|;)\s*(?=\d)/gi, ' + '), kind) : 'empty';
    if (typeof blocks !== 'string' && blocks.length > 0) return { blocks: blocks.map((b) => ({ ...b, coachWritten: true })), said: text };
  }
  return null;
}

/** The text up to the end of its sentence or the next section label. */
function chunkAt(text: string, from: number, stops: readonly number[]): string {
  const next = stops.find((s) => s > from) ?? text.length;
  const rest = text.slice(from, next);
  const end = /(?:\.(?=\s|$)|\n|!|\?)/.exec(rest);
  return (end ? rest.slice(0, end.index) : rest).trim();
}

export function readCoachSets(text: string, type: SessionType, volume: number): CoachSection[] {
  const t = text.replace(/(\d),(\d{3})\b/g, '$1$2');
  const sections: CoachSection[] = [];
  const labelled = [...t.matchAll(labelRe)];
  const starts = labelled.map((m) => m.index);
  const covered: Array<[number, number]> = [];
  for (const m of labelled) {
    const from = m.index + m[0].length;
    const read = readChunk(chunkAt(t, from, starts), kindOf(m[1]!));
    if (!read) continue;
    sections.push({ kind: kindOf(m[1]!), blocks: read.blocks, said: `${m[1]} ${read.said}` });
    covered.push([m.index, from + read.said.length]);
  }
  for (const m of t.matchAll(unlabelledRe)) {
    if (covered.some(([a, b]) => m.index >= a && m.index <= b) || protocol.test(t.slice(m.index))) continue;
    const chunk = chunkAt(t, m.index, []);
    const main = !sections.some((s) => s.kind === 'main');
    const kind: SectionKind = type === 'race_pace' ? 'race_pace' : main ? 'main' : 'secondary';
    const read = readChunk(chunk, kind);
    if (!read) continue;
    const size = read.blocks.reduce((sum, b) => sum + blockDistance(b), 0);
    sections.push({ kind: kind === 'main' && size < volume * 0.15 ? 'secondary' : kind, blocks: read.blocks, said: read.said });
    covered.push([m.index, m.index + read.said.length]);
  }
  return sections;
}
