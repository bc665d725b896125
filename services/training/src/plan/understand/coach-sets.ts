import type { BriefCoachSet, SectionKind, SessionType, Zone } from '@laneforge/contracts';
import { blockDistance } from '@laneforge/contracts';
import { parseBlocks } from '../parse';
import { clockSeconds, readCourse, readMinutes, readSquad, readVolume } from '../vocabulary';
import type { RequestText } from './text';

/**
 * Sets the coach wrote in the request or the notes — "main set 10 x 100 @ 1:20 descend 1-5",
 * "my main: 4 rounds of 3x100 @1:10 desc 1-3, 1x200 ez @3:00", a set over several lines, "8x25 fly
 * fast at the end w :45 rest" — read with the engine's own parser and kept as written; the engine
 * composes the rest around them. "Don't change" locks a set against every later fitting.
 */

const labels: ReadonlyArray<readonly [SectionKind, string]> = [
  ['warmup', String.raw`warmp?[- ]?ups?|wu`],
  ['preset', String.raw`pre[- ]?sets?|pre[- ]?main|pre(?=\s*:)`],
  ['kick', String.raw`kick(?:\s+(?:set|part|portion|bit))?`],
  ['pull', String.raw`pull(?:\s+(?:set|part|portion|bit))?`],
  ['drill', String.raw`drills?(?:\s+set)?`],
  ['race_pace', String.raw`race[- ]pace(?:\s+set)?|rp\s*set`],
  ['sprint', String.raw`sprint(?:\s+set)?|speed(?:\s+set)?|finisher|closer`],
  // "main 1:", "main 2:": the coach's mains in their order.
  ['main', String.raw`(?:my\s+)?main(?:\s+set)?(?:\s*#?[1-4](?=\s*:))?`],
  ['cooldown', String.raw`cool[- ]?downs?|warm[- ]?downs?|cd`],
];

const lock = String.raw`(?:\s*\((?:don'?t|do not) (?:change|touch)(?: it)?\)|\s*\(exactly(?: as written)?\)|\s*\(as written\)|\s+(?:as is|as written|word for word|exactly)(?=\s*:)|\s*,?\s*(?:don'?t|dont|do not) (?:change|touch)(?: (?:it|this|that|a thing))?)?`;
const labelRe = new RegExp(String.raw`\b(${labels.map(([, re]) => re).join('|')})\b${lock}\s*(?:set\s*)?(?:is mine|are mine|is my own|is (?:done|set|sorted|written|planned|ready|decided|fixed|locked|always|always the same|the same|non-negotiable|set in stone)\s*:|(?:is|=|:|-|—|of|should be|will be|would be|to be|with|where they do|where they))?\s*${lock}\s*:?\s*(?=\d)`, 'gi');
// "10 x 100 …", or a single swim on a line of its own after a set ("200 pull EZ").
// "…, and a 500 pull w buoy + paddles": a single swim listed after a set, in the same breath.
const unlabelledRe = /\b\d{1,2}\s*x\s*(?:\(|\d{2,5}\b)|(?<=(?:^|\n)[^\S\n]*)\d{2,4}\s+(?:free|fr|back|bk|breast|br|fly|im|kick|pull|drill|choice|swim|ez|easy)\b|(?<=,\s*(?:and\s+|plus\s+)?(?:a|an)\s+)\d{3,4}\s+(?:free|fr|back|bk|breast|br|fly|im|kick|pull|drill|choice|swim)\b/gi;
/** A protocol named by its sets is a session type, not a set the coach wrote: "7 x 200 step test". */
const protocol = /^\s*(?:7\s*x\s*200\s*step|10\s*x\s*100\s*best average|\d+\s*x\s*\d+\s*(?:s|'s)?\s*(?:test|usrpt))/i;

function kindOf(label: string): SectionKind {
  const l = label.trim().replace(/^my\s+/i, '');
  // A label is read as written before its colon ("PRE:"), so a pattern that wants the colon finds it.
  return labels.find(([, re]) => new RegExp(`^(?:${re})$`, 'i').test(l) || new RegExp(`^(?:${re}):$`, 'i').test(`${l}:`))?.[0] ?? 'main';
}

/** A clause that goes back to describing the practice ("…, HS varsity 5000 scy"): who, which pool, how much, how long. */
const describesPractice = (clause: string) => readSquad(clause) !== null || readCourse(clause) !== null || readVolume(clause) !== null || readMinutes(clause) !== null;

/** The set ends where the request goes on about the practice: "main set 10 x 100 @ 1:20 descend 1-5, HS varsity 5000 scy". */
function setPart(chunk: string): string {
  const commas = [...chunk.matchAll(/,/g)].map((m) => m.index);
  for (const [i, at] of commas.entries()) {
    const clause = chunk.slice(at + 1, commas[i + 1] ?? chunk.length);
    if (describesPractice(clause) && !/^\s*\d{1,2}\s*x\s*\d|^\s*\d{2,4}\s+(?:free|back|breast|fly|im|kick|pull|drill|ez|easy|choice|swim)\b|^\s*\d{2,4}\s*@/i.test(clause)) return chunk.slice(0, at);
    // "…, build rest around it", "…, fill in the rest": the request goes on.
    if (/^\s*(?:build|fill|make|rest is|everything|then easy|and then|keep|leave|don'?t|do not|exactly|as written|as is)\b/i.test(clause) && !/^\s*then\s+\d/.test(clause)) return chunk.slice(0, at);
  }
  return chunk;
}

/** The longest leading run of a chunk that reads as sets: trailing words ("…, then easy swim") are left out. */
/**
 * Words that write a set out: repeats ("10 x 100"), a send-off or rest, or a distance with its stroke.
 * "A main set of 100s" or "race pace 50s" only names a part: the engine writes it.
 */
const writtenOut = (text: string) => !/^\s*\d{2,4}'?s\b/i.test(text) && /\d\s*x\s*\(?\s*\d|@|\brest\b|\b\d{2,4}\s+(?:free|back|breast|fly|im|kick|pull|drill|ez|easy|choice|swim|scull)\b/i.test(text);

/** A rest as the parser writes it: ":30", "1:00"; "5 sec" is ":05". */
const restClock = (token: string) => (token.includes(':') ? token : `:${token.replace(/\D/g, '').padStart(2, '0')}`);

/** ", :30 between rounds", "w/ 1:00 rest between rounds": the rest between a set's rounds. */
const betweenRounds = /\s*,?\s*(?:w\/?\s*|with\s+)?(:\d\d|\d:\d\d|\d{1,2}\s*s(?:ec(?:ond)?s?)?)\s*(?:rest\s+)?between (?:rounds|rds|sets)\b/i;

function readChunk(whole: string, kind: SectionKind): { blocks: BriefCoachSet['blocks']; said: string } | null {
  const between = betweenRounds.exec(whole);
  const read = readSets(between ? whole.slice(0, between.index) + whole.slice(between.index + between[0].length) : whole, kind);
  if (!read || !between) return read;
  const rest = restClock(between[1]!);
  const block = read.blocks.find((b) => b.rounds > 1);
  if (!block) return read;
  block.label = [block.label, `${rest} rest between rounds`].filter(Boolean).join(', ');
  return { blocks: read.blocks, said: `${read.said}${between[0]}` };
}

function readSets(whole: string, kind: SectionKind): { blocks: BriefCoachSet['blocks']; said: string } | null {
  const chunk = setPart(whole);
  if (!writtenOut(chunk)) return null;
  // "10x100 IM @ 1:40 and 8x25 fast bk @ :35": two sets in one breath, each read on its own.
  const cuts = [chunk.length, ...[...chunk.matchAll(/\s*(?:,\s*(?:then|and)\s+|\bthen\b|;|,\s*(?=[a-z])|\s[-–—]\s+(?=[a-z])|(?<=\))\s+(?=[a-z])|\s+(?:and|plus|&)\s+(?=\d{1,2}\s*x\s*\d))\s*/gi)].map((m) => m.index).reverse()];
  for (const cut of cuts) {
    const text = chunk.slice(0, cut).trim();
    // "WU 400 swim / 300 kick / 200 pull / 100 drill": swims parted by slashes are a list, as by commas.
    const blocks = text ? parseBlocks(text.replace(/\s*(?:,\s*(?:then|and)\s+|\bthen\b|;|\s\/|(?<=@\s*\d?:\d\d)\s*\/)\s*(?=\d{2,4}\s+[a-z]|\d{1,2}\s*x\s*\d)/gi, ' + '), kind) : 'empty';
    if (typeof blocks !== 'string' && blocks.length > 0) return { blocks: blocks.map((b) => ({ ...b, coachWritten: true })), said: text };
  }
  return null;
}

/** The text up to the end of its sentence or the next section label. */
function chunkAt(text: string, from: number, stops: readonly number[]): string {
  const next = stops.find((s) => s > from) ?? text.length;
  const rest = text.slice(from, next);
  // A set ends at its sentence, or where a clause about a swimmer starts (", Maria has a sore shoulder").
  const end = /(?:\.(?=\s|$)|\n|!|\?|[,;]\s+(?=[A-Z][a-z]+\s+(?:has|is|can|can'?t|cannot|needs|should|will|won'?t|gets|does|doesn'?t)\b))/.exec(rest);
  // "kick 10 x 75 …, and the finisher 8 x 50 …": the words that lead to the next label are not this set's.
  return (end ? rest.slice(0, end.index) : rest).replace(/[\s,;]*\b(?:and|then|plus)(?:\s+(?:the|a|an|my))?\s*$/i, '').trim();
}

/**
 * Sets as coaches lay them out, in the one-line form the parser reads: "3x" over the lines below
 * it, "4 rounds of a, b" → "4 x (a + b)", "w :45 rest" → "rest :45".
 */
export function oneLine(raw: string): string {
  const lines = raw.split('\n');
  const out: string[] = [];
  // A label alone on its line ("main:") heads the sets of the lines below it.
  let label = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (/^[a-z ]{2,20}:$/i.test(line) && i + 1 < lines.length && /^\s*\d/.test(lines[i + 1]!)) {
      label = `${line} `;
      continue;
    }
    // "3 rounds:" or "5 x {" on a line of its own, the round's sets on the lines below (a closing brace ends them).
    const rounds = /^(?:(.*?:)\s*)?(\d{1,2})\s*(?:x|rounds?(?: of)?)\s*[:{[(]?$/i.exec(line);
    if (rounds) {
      const body: string[] = [];
      while (i + 1 < lines.length && /^\s*(?:\d{1,2}\s*x\s*)?\d{2,4}\b/.test(lines[i + 1]!)) body.push(lines[++i]!.trim());
      if (body.length > 0 && i + 1 < lines.length && /^\s*[}\])]\s*$/.test(lines[i + 1]!)) i++;
      if (body.length > 0) {
        out.push(`${label}${rounds[1] ? `${rounds[1]} ` : ''}${rounds[2]} x (${body.map((b) => b.replace(/\(([^)]*)\)/g, '$1')).join(' + ')})`);
        label = '';
        continue;
      }
    }
    out.push(`${label}${label ? line : lines[i]!}`);
    label = '';
  }
  // "200 free @ 2:30 / 4x50 stroke @ 1:00 / 100 EZ @ 2:00": a slash between swims, after a send-off or spaced, parts the round as a comma does
  // ("50 fly/50 back" stays one swim).
  const flat = (body: string) => body.replace(/\(([^()]*)\)/g, '$1').replace(/\s*[,;]\s*|(?<=@\s*\d?:\d\d)\s*\/\s*(?=\d)|\s+\/\s+(?=\d)/g, ' + ');
  return (
    out
      .join('\n')
      // "3x{4x100 @1:20, 1x200 ez @3:00}", "4 rounds {400 @5:20, 2x200 @2:40}", "3 rds [ … ]": rounds in braces or brackets.
      // "main set x3: 300 free, 3x100": the rounds said before the count.
      .replace(/(?<![\w:]|\d\s*)x\s*(\d)(?!\d)\s*(?:rounds?|rds?\.?)?\s*:?\s*(?=\d{2,4}\b|[{[])/gi, '$1 rounds of ')
      .replace(/\b(\d{1,2})\s*(?:x\s*(?:thru|through)|times(?:\s*(?:thru|through))?|x|rounds?|rds?\.?)\s*(?:of\s*)?:?\s*[{[]\s*([^{}[\]]{3,300}?)\s*[}\]]/gi, (_m, n: string, body: string) => `${n} x (${flat(body)})`)
      // "4 x (50 kick @1:00, 50 drill @1:00, 100 swim @1:30)": a round in brackets, its parts by commas.
      .replace(/\b(\d{1,2})\s*x\s*\(([^()]{3,300}?(?:,|\s\/\s|(?<=@\s*\d?:\d\d)\s*\/)[^()]{3,300}?)\)/gi, (_m, n: string, body: string) => `${n} x (${flat(body)})`)
      // "3 rds: 200 free @2:40, 4x50 kick @1:00, 200 pull @2:40 (ez)": rounds written out on one line.
      .replace(/\b(\d{1,2})\s*(?:x\s*(?:thru|through)|times\s*(?:thru|through)|rounds?|rds?\.?)\s*(?:of\s*)?:?\s*(?=\d)/gi, '$1 rounds of ')
      .replace(/\b(\d{1,2})\s+rounds?\s+of\s+([^.;\n]+?)(?=(?:,\s*(?:build|fill|make|then|and|rest|everything|keep|leave|don'?t|do not|exactly|as written|as is|desc(?:end)?(?:ing)? (?:the |by )?rounds?)\b|\s+[-–—]\s+|[.;\n]|$))/gi, (_m, n: string, body: string) => `${n} x (${flat(body)})`)
      .replace(/\bw\/?\s*(:\d\d|\d{1,2}\s*s(?:ec)?)\s*rest\b/gi, 'rest $1')
      .replace(/\bon\s+(\d?:\d\d)\b/gi, '@ $1')
  );
}

const placeNear = (text: string): BriefCoachSet['place'] =>
  /\b(?:at the end|to (?:close|finish)|end (?:with|w)|last thing|(?:go|goes|come|comes|be|put it)\s+after the main|after the main(?: set)?(?! set\b)\s*(?:not before|please|pls)?)\b/.test(text)
    ? 'end'
    : /\bin the middle\b|\bmid[- ]practice\b/.test(text)
      ? 'middle'
      : /\bto (?:start|open)\b|\bfirst thing\b/.test(text)
        ? 'start'
        : /\b(?:right|straight|directly|immediately) after\b|\bafter (?:that|it|those|them)\b|\bstraight into\b/.test(text)
          ? 'after'
          : null;

/**
 * A lane's own send-off for the coach's set, said beside it: "10x100 free on 1:30, fast lane on 1:20",
 * "the 200 IM is on 3:20 for the top kids, give lane 3 3:40". It joins that set's words, as the coach wrote it.
 */
/** How each of the coach's sets is swum, said after them: "800 neg split, 400s desc, 200s at race pace, 100s fast". */
const efforts: ReadonlyArray<readonly [RegExp, string, Zone | null]> = [
  [/^neg(?:ative)?[- ]?split\b/, 'negative split', null],
  [/^desc(?:end(?:ing)?)?\b(?:\s*\d\s*-\s*\d)?/, 'descend', 'EN3'],
  [/^build\b/, 'build', null],
  [/^(?:at |@ )?(?:race|goal)[- ]pace\b/, 'at race pace', 'SP1'],
  [/^(?:all[- ]out|max)\b/, 'all out', 'SP2'],
  [/^fast\b/, 'fast', 'EN3'],
  [/^(?:easy|ez|smooth|loose)\b/, 'easy', 'EN1'],
  [/^best (?:avg|average)\b/, 'best average', 'EN3'],
];

function effortNotes(text: string, sets: BriefCoachSet[], request: RequestText): void {
  const coach = sets.flatMap((c) => c.blocks.flatMap((b) => b.sets));
  for (const m of text.toLowerCase().matchAll(/\b(\d{2,4})s?\s+((?:at |@ )?[a-z][a-z -]{1,24}?)(?=\s*(?:[,.;\n]|and\b|$))/g)) {
    const effort = efforts.find(([re]) => re.test(m[2]!.trim()));
    if (!effort) continue;
    const targets = coach.filter((x) => x.distance === Number(m[1]));
    // Only a set of that distance the coach wrote, and only words it does not say yet.
    if (targets.length === 0 || targets.some((x) => x.description.toLowerCase().includes(effort[1]))) continue;
    for (const x of targets) {
      x.description = [x.description, effort[1]].filter(Boolean).join(', ');
      if (effort[2]) x.zone = effort[2];
    }
    request.take(m[0]);
  }
}

function laneNotes(text: string, sets: BriefCoachSet[], request: RequestText): void {
  const re = /\b(fast(?:est)? lane|top lane|slow(?:est)? lane|bottom lane|lane \d(?:\s*(?:-|&)\s*\d)?|lanes \d(?:\s*(?:-|&)\s*\d)?)\s*(?:is\s+|goes\s+|gets\s+|on\s+|@\s*|at\s+)?(\d:\d\d)|\bgive (lane \d|the (?:slow|fast) lane)\s+(\d:\d\d)/gi;
  for (const m of text.matchAll(re)) {
    const label = (m[1] ?? m[3])!.toLowerCase();
    const time = (m[2] ?? m[4])!;
    const sentence = text.slice(Math.max(0, text.lastIndexOf('.', m.index) + 1, text.lastIndexOf('\n', m.index) + 1), m.index);
    // The set the note is about: the nearest one named by distance and stroke in the same sentence, else the coach's main set.
    const named = [...sentence.matchAll(/\b(\d{2,4})\s*(free|back|breast|fly|im|kick|pull)\b/gi)].at(-1);
    for (const c of sets) {
      const target = c.blocks.flatMap((b) => b.sets).find((s) => (named ? s.distance === +named[1]! && (s.stroke === named[2]!.toLowerCase() || (named[2]!.toLowerCase() === 'im' && s.stroke === 'im')) : c.kind === 'main'));
      if (target && !target.description.includes(time)) {
        target.description = [target.description, `${label} @ ${time}`].filter(Boolean).join(', ');
        // The note is this set's, not a base for the whole group.
        request.takeMatch(new RegExp(String.raw`${label.replace(/\s+/g, '\\s+')}\s*(?:is\s+|goes\s+|gets\s+|on\s+|@\s*|at\s+)?${time.replace(':', ':')}`, 'i'));
        break;
      }
    }
  }
}

/**
 * "the ladder 100-200-300-400-300-200-100 w/ 20 sec rest", "pyramid 50-100-150-100-50": each step a swim of its own, in
 * the coach's order, on the rest they said (10 s when none).
 */
const ladderRe = /\b(?:the\s+)?(ladder|pyramid)\s*(?:stays|is|=|of)?\s*:?\s*((?:\d{2,4}\s*-\s*){2,12}\d{2,4})(?:\s*(?:free|fr|freestyle))?(?:\s*(?:w\/?|with)\s*(?:(?::\d\d|\d{1,2})\s*(?:-|to)\s*)?(:\d\d|\d{1,2}\s*(?:sec|secs|s|seconds))\s*rest)?(?:\s*(?:on|@)\s*(?:a\s+)?(\d:[0-5]\d)\s*(?:base|\/100|per 100))?/gi;

function ladders(text: string): string {
  return text.replace(ladderRe, (_m, _kind: string, steps: string, rest: string | undefined, base: string | undefined) => {
    const seconds = rest ? restClock(rest) : ':10';
    // "on 1:20 base": each step on its share of the base per 100 (a 300 on 4:00).
    const per100 = base ? clockSeconds(base) : null;
    const onBase = (d: string) => {
      const s = Math.round(((per100 ?? 0) * Number(d)) / 100 / 5) * 5;
      return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    };
    return `main set: ${steps.split(/\s*-\s*/).map((d) => (per100 ? `${d} free @ ${onBase(d)}` : `${d} free rest ${seconds}`)).join(' + ')}`;
  });
}

/**
 * "1650 broken as 500/400/300/200/150/100 w :20 rest each, neg split each one": the swim as its pieces, in the coach's
 * order, each on the rest they said, when the pieces add up to the whole.
 */
const brokenRe = /\b(\d{3,4})\s*(?:free\s+|fr\s+)?broken\s+(?:as|into|up as|up into)\s*:?\s*((?:\d{2,4}\s*\/\s*){1,10}\d{2,4})(?:\s*(?:w\/?|with)\s*(:\d\d|\d{1,2}\s*(?:sec|secs|s|seconds))\s*(?:rest|r)\b(?:\s+(?:each|between|after each))?)?(?:\s*,?\s*((?:neg(?:ative)? split|desc(?:end)?|even(?: splits?)?|build|hold)[^,.;\n]{0,30}))?/gi;

function brokenSwims(text: string): string {
  return text.replace(brokenRe, (whole, total: string, pieces: string, rest: string | undefined, how: string | undefined) => {
    const parts = pieces.split(/\s*\/\s*/).map(Number);
    if (parts.reduce((a, b) => a + b, 0) !== +total) return whole;
    const seconds = rest ? restClock(rest) : ':15';
    return parts.map((d) => `${d} free rest ${seconds}${how ? ` ${how.trim()}` : ''}`).join(' + ');
  });
}

/** A lock said of the coach's sets together rather than beside one of them. */
const keepAll = /\bkeep\s+(?:the\s+|my\s+)?(?:reps?|send[- ]?offs?|intervals?)(?:\s*(?:\+|and|&|,)\s*(?:the\s+)?(?:reps?|send[- ]?offs?|intervals?))?\s+(?:exact(?:ly)?|the same|as (?:is|written))\b|\b(?:don'?t|do not|dont|never|no need to)\s+(?:change|touch|alter|mess with|modify)\s+(?:the\s+|my\s+|any\s+|their\s+|those\s+|these\s+)?(?:reps?|send[- ]?offs?|intervals?|sets?|them|those|these|anything|a thing|distances?)\b|\b(?:keep|leave)\s+(?:the\s+)?(?:reps?|send[- ]?offs?|intervals?|them|those|these|my sets?|both)\s+(?:exactly\s+)?(?:as (?:is|written|they are)|the same|unchanged|alone)\b/i;

export function readCoachSets(request: RequestText, type: SessionType, volume: number): BriefCoachSet[] {
  const said = new RegExp(ladderRe.source, 'i').exec(request.raw)?.[0];
  // "keep '10x100 back @1:40 hold 1:10s' and '6x25 all out from blocks @1:00'": each quoted set ends at its quote.
  const quoted = request.raw.replace(/['"‘“](\d{1,2}\s*x\s*\d[^'"’”\n]{2,100})['"’”]/g, '$1. ');
  const t = oneLine(brokenSwims(ladders(quoted)))
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    // "4 x 200 free @ 3:10, 100 ez @ 2:00 after each": the easy swim is in every round.
    .replace(/\b(\d{1,2})\s*x\s*(\d{2,4}\b[^,;+()]{0,60}?)\s*,\s*(\d{2,4}\b[^,;+()]{0,40}?)\s+after each\b/gi, (_m, n: string, a: string, b: string) => `${n} x (1 x ${a} + ${b})`);
  const sections: BriefCoachSet[] = [];
  const labelled = [...t.matchAll(labelRe)];
  const starts = labelled.map((m) => m.index);
  const covered: Array<[number, number]> = [];
  const take = (said: string) => {
    // The set's words leave the request, so the readers after this one do not read "1500 @ 17:30" as a volume.
    for (const piece of said.split(/\s*\+\s*|\s*,\s*/)) request.take(piece.trim());
  };
  for (const m of labelled) {
    const from = m.index + m[0].length;
    // A label ends its own line: "just need wu, pre and cd" and the sets on the next line are not a cool-down.
    if (m[0].includes('\n')) continue;
    const kind = kindOf(m[1]!);
    const read = readChunk(chunkAt(t, from, starts), kind);
    if (!read) continue;
    // "race pace 100 breast + 100 fly day": the events the race pace is for, never a set of one 100 each.
    if (kind === 'race_pace' && read.blocks.every((b) => b.sets.every((x) => x.reps === 1 && x.sendOff === null && [50, 100, 200, 400, 500].includes(x.distance))) && !/\d\s*x\s*\d|@|\brounds?\b/i.test(read.said)) continue;
    // Where the coach wants it may be said anywhere ("kick set should go after the main not before", in the notes).
    const around = `${t.slice(Math.max(0, m.index - 40), from + read.said.length + 40)} ${whereSaid(t, kind)}`.toLowerCase();
    sections.push({ kind, blocks: read.blocks, locked: /don'?t (?:change|touch)|do not (?:change|touch)|exact(?:ly)?\b|as written|as is\b/.test(m[0] + t.slice(from, from + read.said.length + 20).toLowerCase()), place: placeNear(around) ?? (/^(?:finisher|closer)$/i.test(m[1]!) ? 'end' : null), words: `${m[1]} ${read.said}` });
    covered.push([m.index, from + read.said.length]);
    take(read.said);
  }
  for (const m of t.matchAll(unlabelledRe)) {
    if (covered.some(([a, b]) => m.index >= a && m.index <= b) || protocol.test(t.slice(m.index))) continue;
    // A single swim counts only on the line after a set the coach wrote ("10 x 100 …\n200 pull EZ").
    if (!/^\d{1,2}\s*x/i.test(m[0]) && !covered.some(([, b]) => /^[^\S\n]*\n[^\S\n]*$/.test(t.slice(b, m.index)) || t.slice(b, m.index).trim() === '' || /^\s*,\s*(?:and\s+|plus\s+)?(?:a|an)\s+$/i.test(t.slice(b, m.index)))) continue;
    const chunk = chunkAt(t, m.index, []);
    // "they did 10x400 at thresh this am fyi": a set already swum is the story of the day, not one to write.
    const before = t.slice(Math.max(0, m.index - 40), m.index).split(/[.;\n]/).at(-1) ?? '';
    if (/\b(?:did|swam|had|went|finished|completed|got through|just did)\s+(?:a\s+|the\s+|their\s+)?$/i.test(before) || (/\b(?:this am|this morning|yesterday|last (?:night|week|time|practice)|earlier(?: today)?)\b/i.test(chunk) && /\b(?:did|swam|had|went)\b/i.test(`${before} ${chunk}`))) {
      request.take(chunk);
      continue;
    }
    const main = !sections.some((s) => s.kind === 'main');
    // "i have the kick part: 6x150 kick": a set of kick alone is the kick set, never the main the practice is built on.
    const lead0 = t.slice(Math.max(0, m.index - 60), m.index).toLowerCase();
    const kickOnly = /^\s*\d{1,2}\s*x\s*\d{2,4}\s*kick\b/i.test(chunk) && !/\bmain\b[^.;]*$/.test(lead0);
    const kind: SectionKind = type === 'race_pace' ? 'race_pace' : kickOnly || (/\bkick\b/i.test(chunk.slice(0, 30)) && !main) ? 'kick' : main ? 'main' : 'secondary';
    const read = readChunk(chunk, kind);
    if (!read) continue;
    // "DONT change the 30x100": a set already written, named again by its count and length, is no second set.
    const bare = /^(\d{1,2})\s*x\s*(\d{2,4})$/i.exec(read.said.trim());
    const again = bare ? sections.find((c) => c.blocks.some((b) => b.sets.some((x) => x.reps === +bare[1]! && x.distance === +bare[2]!))) : undefined;
    // "the non backstrokers can do the 10x100 free @1:30 instead": the same set another way for some of the group, said on it.
    const instead = /\binstead\b/i.test(chunk) ? sections.find((c) => c.blocks.some((b) => b.sets.some((x) => x.reps === read.blocks[0]?.sets[0]?.reps && x.distance === read.blocks[0]?.sets[0]?.distance))) : undefined;
    if (instead && !again) {
      const who = /(?:^|[.;,\n]\s*)((?:the\s+)?[a-z][a-z' -]{2,30}?)\s+(?:can|could|will|should)?\s*(?:do|swim|go|get)\s+(?:the\s+)?$/i.exec(lead0.split(/[.;]\s/).at(-1) ?? '')?.[1]?.trim();
      const target = instead.blocks.flatMap((b) => b.sets).find((x) => x.reps === read.blocks[0]!.sets[0]!.reps && x.distance === read.blocks[0]!.sets[0]!.distance)!;
      target.description = [target.description, `${who ?? 'some'}: ${read.said.replace(/\s*\binstead\b\s*/i, ' ').trim()} instead`].filter(Boolean).join('; ');
      covered.push([m.index, m.index + read.said.length]);
      take(read.said);
      continue;
    }
    if (again) {
      if (/\b(?:don'?t|dont|do not|never)\s+(?:change|touch|alter|mess with)\b|\bkeep\b/i.test(lead0.split(/[.;]\s/).at(-1) ?? '')) again.locked = true;
      covered.push([m.index, m.index + read.said.length]);
      take(read.said);
      continue;
    }
    // "30x25 @ :20ish, fail out rules, 2 rounds": what the coach said of the set right after it.
    const tail = t.slice(m.index + read.said.length, m.index + read.said.length + 60).split(/[.;\n]/)[0]!;
    if (read.blocks.length === 1 && read.blocks[0]!.sets.length === 1) {
      const rounds = /^[^]{0,40}?,\s*(\d|two|three|four)\s*(?:rounds?|x through|times through)\b/.exec(tail);
      const n = rounds ? ({ two: 2, three: 3, four: 4 } as Record<string, number>)[rounds[1]!] ?? +rounds[1]! : 1;
      if (n >= 2 && n <= 4 && read.blocks[0]!.rounds === 1) read.blocks[0]!.rounds = n;
      const fail = /\bfail(?:ure)?[- ]?out(?: rules?)?\b|\bfail rules?\b|\bstop rules?\b/.exec(tail);
      const set = read.blocks[0]!.sets[0]!;
      if (fail) set.description = [set.description, 'fail-out rules'].filter(Boolean).join(', ');
      if (rounds || fail) request.take(tail.slice(0, (rounds ? rounds.index + rounds[0].length : 0) || tail.length));
    }
    const size = read.blocks.reduce((sum, b) => sum + blockDistance(b), 0);
    const around = `${t.slice(Math.max(0, m.index - 60), m.index + read.said.length + 40)} ${whereSaid(t, kind)}`.toLowerCase();
    // The words just before a set name it ("my main set …:", "kick set:"); "a kick set before it" after the set names another.
    const lead = t.slice(Math.max(0, m.index - 60), m.index).toLowerCase().split(/[.;]\s/).at(-1) ?? '';
    const named: SectionKind | null = main && /\bmain(?: set)?\b/.test(lead) ? 'main' : /\bkick set\b/.test(lead) && /\bkick\b/i.test(read.said) ? 'kick' : null;
    // "MAIN: 5 x 300 … then 10 x 50 @ :45 sprint": a set the coach wrote next, after "then", follows the one before it.
    const next = sections.length > 0 && /\bthen\s*$/.test(t.slice(Math.max(0, m.index - 12), m.index).toLowerCase()) ? 'after' : null;
    // "set 2 is mine: 16x50 @:50 race pace 200 stroke": a second set at race pace is the race-pace set.
    const second = kind === 'main' && size < volume * 0.15 ? 'secondary' : kind;
    sections.push({ kind: named ?? (second === 'secondary' && /\brace[- ]pace\b/i.test(read.said) ? 'race_pace' : second), blocks: read.blocks, locked: /don'?t (?:change|touch)|exact(?:ly)?\b|as written|\b(?:keep|leave)(?: it| this| that)? as is\b/.test(around), place: placeNear(around) ?? next, words: read.said });
    covered.push([m.index, m.index + read.said.length]);
    take(read.said);
  }
  // The ladder's own words leave the request too ("100-200-300" is not a volume or a range).
  const ladder = said ? sections.find((c) => / free (?:rest :\d\d|@ \d:\d\d) \+ /.test(c.words)) : undefined;
  if (ladder && said) {
    request.take(said);
    ladder.words = said.trim();
  }
  // So do a broken swim's ("1650 broken as 500/400/…" is not a volume of 500).
  const broken = new RegExp(brokenRe.source, 'i').exec(request.raw)?.[0];
  const pieces = broken ? sections.find((c) => c.words.includes(brokenSwims(broken).split(' + ')[0]!)) : undefined;
  if (broken && pieces) {
    request.take(broken);
    pieces.words = `${/^\w+ /.exec(pieces.words)?.[0] ?? ''}${broken.trim()}`;
  }
  laneNotes(t, sections, request);
  effortNotes(t, sections, request);
  whatTheyAre(request.plain, sections);
  // "dont change reps or send offs", "don't touch my sets": said once of every set the coach wrote.
  if (keepAll.test(request.plain)) for (const c of sections) c.locked = true;
  // "don't touch", "exactly": every lane swims the set on the coach's own send-offs.
  for (const c of sections) if (c.locked) c.blocks = c.blocks.map((b) => ({ ...b, locked: true }));
  return sections;
}

/** A sentence anywhere that says where a part goes: "kick set should go after the main not before". */
function whereSaid(text: string, kind: SectionKind): string {
  if (kind !== 'kick' && kind !== 'pull') return '';
  // "kick set should go after the main", "put the kick AFTER the main".
  const at = text.search(new RegExp(String.raw`\b${kind}(?: set| part)?\s+(?:should|has to|needs to|must|can|will)?\s*(?:go|goes|come|comes|be)\s+(?:after|at the end|last|to close)|\b(?:put|move|do|have|swim|save)\s+(?:the\s+|my\s+|that\s+)?${kind}(?: set| part)?\s+(?:after|at the end|last|to close)`, 'i'));
  if (at < 0) return '';
  return (/[^.;\n]*/.exec(text.slice(at))?.[0] ?? '').replace(/\bput\s+(?:the\s+|my\s+|that\s+)?(?:kick|pull)(?: set| part)?\s+after\b/i, 'put it after');
}

/** A set named by its length or stroke: "the 50s", "IMs", "the kick". */
function setsNamed(words: string, sections: readonly BriefCoachSet[]): BriefCoachSet[] {
  const length = /^(\d{2,4})'?s$/.exec(words)?.[1];
  const stroke = /^(?:the )?(ims?|kick|pull|drill|fly|back|breast|free)s?$/.exec(words)?.[1]?.replace(/s$/, '');
  return sections.filter((c) => c.blocks.some((b) => b.sets.some((x) => (length ? x.distance === +length : stroke ? x.stroke === stroke : false))));
}

/**
 * What the coach says their sets are: "I've got the main, just need wu, pre and cd" (every set they wrote is the main),
 * "put the 50s early and IMs as the main" (the IMs are the main, the 50s right after the warm-up).
 */
function whatTheyAre(text: string, sections: BriefCoachSet[]): void {
  if (sections.length === 0) return;
  // "heres the middle, exactly as written:" with three sets below it: one main, the coach's sets in their order.
  // "keep this exactly:" with the sets on the lines below: the same, locked.
  const exactList = /\b(?:keep|do|run|swim|use)\s+(?:this|these|the following|it)\s+(?:exactly|as written|as is)\s*:?\s*\n|\bexactly (?:this|these)\s*:\s*\n/.test(text) && sections.length >= 2;
  if ((exactList || /\b(?:i'?ve got|i have|got|here'?s|this is|heres)\s+(?:the |my )?(?:main|middle(?: part| chunk| of (?:the )?(?:practice|workout))?)\b|\b(?:main|middle) is (?:mine|below|in the notes|done)\b/.test(text)) && !sections.some((c) => c.kind === 'main' && c.words.startsWith('main'))) {
    const blocks = sections.flatMap((c) => c.blocks);
    const locked = exactList || sections.some((c) => c.locked);
    sections.splice(0, sections.length, { kind: 'main', blocks, locked, place: null, words: sections.map((c) => c.words).join(' + ').slice(0, 400) });
    return;
  }
  const ref = String.raw`(?:the |my )?(\d{2,4}'?s|ims?|kick|pull|drill)`;
  for (const m of text.matchAll(new RegExp(String.raw`\b${ref}\s+(?:as|is|are|should be|for|=)\s+(?:the |my )?main\b`, 'g'))) {
    const named = setsNamed(m[1]!, sections);
    if (named.length !== 1) continue;
    for (const c of sections) if (c !== named[0] && c.kind === 'main') c.kind = 'secondary';
    named[0]!.kind = 'main';
    named[0]!.place = null;
  }
  for (const m of text.matchAll(new RegExp(String.raw`\b${ref}\s+(?:early|first|up front|at the start|to start|before the main)\b`, 'g'))) {
    const named = setsNamed(m[1]!, sections);
    if (named.length === 1 && named[0]!.kind !== 'main') named[0]!.place = 'start';
  }
  // "the 50s last before cd", "the kick at the end": just before the cool-down.
  for (const m of text.matchAll(new RegExp(String.raw`\b${ref}\s+(?:last|at the end|to (?:close|finish)|before (?:the )?(?:cd|cool[- ]?down|warm[- ]?down))\b`, 'g'))) {
    const named = setsNamed(m[1]!, sections);
    if (named.length === 1 && named[0]!.kind !== 'main') named[0]!.place = 'end';
  }
}

const partWords: ReadonlyArray<readonly [SectionKind, RegExp]> = [
  ['warmup', /^(?:warm[- ]?ups?|wu|w\/u)$/],
  ['preset', /^(?:pre[- ]?sets?|pre|pre[- ]?main)$/],
  ['kick', /^kick(?:\s+set)?$/],
  ['pull', /^pull(?:\s+set)?$/],
  ['sprint', /^(?:sprint|speed)(?:\s+set)?$/],
  ['drill', /^drills?(?:\s+set)?$/],
  ['cooldown', /^(?:cool[- ]?downs?|cd|c\/d|warm[- ]?downs?|wd|swim[- ]?downs?)$/],
];

/**
 * The parts the coach asks for around their own sets, when they name them all: "fill in warmup, preset and cooldown",
 * "just add warmup, a short kick set and cool down", "need a sprint set + cooldown to get to 4500". Null when they leave
 * the rest to the engine ("fill in the rest", "need the rest of practice").
 */
export function readParts(text: string): SectionKind[] | null {
  const m = /\b(?:(just|only)\s+)?(?:add|need|fill in|fill|build|give me|write|make)\s+(?:me\s+)?(.{3,80}?)(?=\s+(?:around|to get|to make|to fill|for (?:the|a)|so|pls|please)\b|\s*,\s*(?:total|about|~|\d)|\s*[.;\n(]|$)/i.exec(text);
  if (!m) return null;
  // "a kick set between preset and main": where it goes is said apart; the part is the kick set.
  const listed = m[2]!.toLowerCase().replace(/\s+(?:(?:in )?between|before|after|ahead of)\s+(?:the\s+)?(?:pre[- ]?set|main(?: set)?|warm[- ]?up|kick|pull)(?:\s+and\s+(?:the\s+)?(?:pre[- ]?set|main(?: set)?|kick|pull))?/g, '');
  const pieces = listed.split(/\s*(?:,|\+|&|\band\b|\bplus\b)\s*/).map((p) => p.replace(/^(?:(?:a|an|the|some|my|quick|short|little|small|easy|good)\s+)+/, '').trim()).filter(Boolean);
  const kinds = pieces.map((p) => partWords.find(([, re]) => re.test(p))?.[0] ?? null);
  if (kinds.length === 0 || kinds.some((k) => k === null)) return null;
  // "need a kick set" asks for one more part, not for that part alone: the list is the whole when it is "just" those, or two or more.
  if (!m[1] && kinds.length < 2) return null;
  return [...new Set(kinds as SectionKind[])];
}
