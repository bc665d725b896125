import type { Equipment, SectionKind, SetBlock, Stroke, SwimSet, Zone } from '@laneforge/contracts';
import { laneNamesOf } from '@laneforge/contracts';
import { clockSeconds, effortZone, equipmentWords, firstStroke, readChoiceStrokes, readImLegs, readStrokeMix, strokeWords } from '../vocabulary';

/**
 * One set in coach notation — `8 x 50 BK @ :55 desc 1-4`, `400 easy`, `6 x 100 pull w/ paddles on
 * 1:20`, `12 x 25 fly, rest :30` — and rounds of sets, `3 x (4 x 100 @ 1:25 + 100 EZ)`.
 */

const zoneRe = /\b(REC|EN[123]|SP[123])\b/i;
const timeToken = String.raw`(\d{1,2}:\d{2}|:\d{2}|\d{1,3}\s*(?:s|sec|secs|seconds)\b|\d{2,3}\b)`;
/** Gear as a set is written with it: "w buoy + paddles", "(fins, snorkel)". */
const gearWord = String.raw`(?:(?:pull[- ]?)?buoys?|paddles?|fins?|snorkels?|(?:kick)?boards?|bands?|chutes?|parachutes?)`;

const intervalRe = new RegExp(String.raw`(?:@|\bon(?:\s+the)?\b|\bevery\b|\bsend[- ]?off\b|\binterval\b)\s*` + timeToken, 'i');
const restAfterRe = new RegExp(String.raw`(?:\bw\/\s*|\bwith\s+)?` + timeToken + String.raw`\s*(?:seconds?\s+)?rest\b`, 'i');
const restBeforeRe = new RegExp(String.raw`\b(?:rest|r\.?i\.?|r)\s*(?:of\s*)?[:=]?\s*` + timeToken + String.raw`|\+\s*(:\d{2}|\d{1,2}\s*s\b)`, 'i');

const defaultZone: Record<SectionKind, Zone> = {
  warmup: 'EN1', preset: 'EN2', drill: 'EN1', kick: 'EN1', pull: 'EN1', skills: 'EN3',
  main: 'EN2', secondary: 'EN2', sprint: 'SP3', race_pace: 'SP1', cooldown: 'REC',
};

interface Tail {
  text: string;
  zone: Zone | null;
  right: string;
}

/** The part after " — " holds the zone and the coach's words: "— EN2, descend 1-4". */
function splitZone(tailIn: string): Tail {
  let text = tailIn;
  let right = '';
  const dash = /\s+(?:—|–|--|-)\s+/.exec(text);
  if (dash) {
    right = text.slice(dash.index + dash[0].length);
    text = text.slice(0, dash.index);
  }
  let zone: Zone | null = null;
  const zoneRight = /^(REC|EN[123]|SP[123])\b[,:]?\s*/i.exec(right);
  if (zoneRight?.[1]) {
    zone = zoneRight[1].toUpperCase() as Zone;
    right = right.slice(zoneRight[0].length);
  }
  const zoneLeft = zoneRe.exec(text);
  if (zoneLeft?.[1]) {
    zone ??= zoneLeft[1].toUpperCase() as Zone;
    text = text.replace(zoneRe, ' ');
  }
  return { text, zone, right };
}

function readSendOff(tail: { text: string }): SwimSet['sendOff'] {
  let sendOff: SwimSet['sendOff'] = null;
  const rest = restAfterRe.exec(tail.text) ?? restBeforeRe.exec(tail.text);
  const restToken = rest?.[1] ?? rest?.[2];
  if (rest && restToken) {
    sendOff = { type: 'rest', seconds: clockSeconds(restToken.replace(/\s*s(?:ec(?:onds?)?)?$/, '')) };
    tail.text = tail.text.replace(rest[0], ' ');
  }
  const interval = intervalRe.exec(tail.text);
  // "@ 100 pace", "@ 50 pace" is that race's pace, not a send-off of 1:00 or :50.
  const racePace = interval && /^\d{2,4}$/.test(interval[1]!) && /^\s*(?:free |breast |back |fly |im )?(?:race )?pace\b/.test(tail.text.slice(interval.index + interval[0].length));
  if (interval?.[1] && !racePace) {
    sendOff = { type: 'interval', seconds: clockSeconds(interval[1].replace(/\s*s(?:ec(?:onds?)?)?$/, '')) };
    tail.text = tail.text.replace(interval[0], ' ');
  }
  return sendOff;
}

interface Gear {
  equipment: Equipment[];
  halfLength: boolean;
  notes: string[];
  parenStroke: Stroke | null;
}

/** "(fins, half-length)" is gear; "(25 fly/25 free)" is the coach's words. */
function readGear(tail: { text: string }): Gear {
  const gear: Gear = { equipment: [], halfLength: false, notes: [], parenStroke: null };
  const add = (e: Equipment) => !gear.equipment.includes(e) && gear.equipment.push(e);
  tail.text = tail.text.replace(/\(([^)]*)\)/g, (_m, inner: string) => {
    const tokens = inner.split(/\s*(?:,|\/|&|\+|\band\b)\s*/).map((t) => t.trim()).filter(Boolean);
    const kinds = tokens.map((t) => (/^half[- ]?length$/i.test(t) ? 'half' : equipmentWords.find(([, re]) => re.test(t) && t.split(/\s+/).length <= 2)?.[0]));
    if (tokens.length > 0 && kinds.every(Boolean)) {
      for (const k of kinds) if (k === 'half') gear.halfLength = true;
      else if (k) add(k as Equipment);
    } else {
      gear.notes.push(inner.trim());
      gear.parenStroke ??= firstStroke(inner)?.stroke ?? null;
    }
    return ' ';
  });
  tail.text = tail.text.replace(new RegExp(String.raw`(?:\bw\/|\bw(?=\s+${gearWord}\b)|\bwith)\s*((?:${gearWord}(?:\s*(?:,|&|\+|and)\s*)?)+)`, 'gi'), (_m, list: string) => {
    for (const [e, re] of equipmentWords) if (re.test(list)) add(e);
    return ' ';
  });
  if (/\bhalf[- ]?length\b|\bto the (?:middle|bulkhead)\b/i.test(tail.text)) {
    gear.halfLength = true;
    tail.text = tail.text.replace(/\bhalf[- ]?length\b/i, ' ');
  }
  return gear;
}

function readStroke(tail: { text: string }, fallback: Stroke | null, section: SectionKind): Stroke {
  // "8x50 fly kick w fins": a kick set that kicks fly (dolphin); the words say which kick.
  if (/\b(?:fly|dolphin|free|flutter|back|breast|br|bk|fr)\s+kick(?:ing)?\b/i.test(tail.text)) return 'kick';
  const found = firstStroke(tail.text);
  // A kick set's "fr/bk/br by 25", "fly": the strokes it kicks, said in its words; the set is kick.
  const swum = (stroke: Stroke | null | undefined) => stroke && !['kick', 'pull', 'drill', 'choice'].includes(stroke);
  if (section === 'kick' && (swum(found?.stroke) || (!found && swum(fallback)))) return 'kick';
  if (found) {
    const re = strokeWords.find(([s]) => s === found.stroke)?.[1] as RegExp;
    // "drill/swim by 25": the stroke is named and the words stay whole; "race pace 200 stroke": their own stroke, said.
    const m = re.exec(tail.text);
    if (!m || !/^\s*\/\s*[a-z]/i.test(tail.text.slice(m.index + m[0].length))) tail.text = tail.text.replace(re, found.stroke === 'choice' && m && /^strokes?$/i.test(m[0].trim()) ? ' (own stroke) ' : ' ');
    return found.stroke;
  }
  return fallback ?? (section === 'kick' ? 'kick' : section === 'pull' ? 'pull' : section === 'drill' ? 'drill' : 'free');
}

const wordsWithNumbers = /\bfor (?:the |all |my |all the )?\d lanes?\b|\b\d{1,2}\s*(?:m|y|yds?|meters?)\s+(?:underwater|uw|uws|under ?water|streamline|breakout|dolphin|off)\b|\bbase \+ :\d\d\b|\b\d+\s*[-/]\s*\d+\b|\b\d+(?:st|nd|rd|th)\b|\bby\s+\d+|\b\d+\s+(?:free|back|breast|fly|kick|drill|swim|easy|fast|ez|strokes?|kicks?|breaths?|dolphin)\b|\bbreathe\b|\bpace\b|\bhold\b|\bsc\s*\d+|\bb[3579]\b|\bbp[3579]\b|\bround\b/i;

const clockToken = String.raw`(?:\d{1,2}:\d{2}|:\d{2})`;
const laneRepsRe = /^(\d{1,2}(?:\s*\/\s*\d{1,2})+)(\s*[x×*]\s*\d)/i;
const laneTimesRe = new RegExp(String.raw`@\s*(${clockToken}(?:\s*\/\s*${clockToken})+)`);
const laneNamesRe = /\(([^()]*\/[^()]*)\)/g;

interface LaneNotation {
  text: string;
  lanes: SwimSet['lanes'];
  names: string[] | null;
}

/**
 * A set written for lane groups — `10 / 9 / 8 x 100 Free @ 1:15 / 1:25 / 1:35 (Lanes 1-2 / 3-4 / 5-6)` —
 * as the first group's set plus each lane's repeats and send-off; any other text is left as it is.
 */
export function readLaneNotation(text: string): LaneNotation {
  const reps = laneRepsRe.exec(text.trim());
  const times = laneTimesRe.exec(text);
  if (!reps && !times) return { text, lanes: undefined, names: null };
  const repList = reps ? reps[1]!.split('/').map((r) => parseInt(r, 10)) : null;
  const timeList = times ? times[1]!.split('/').map((t) => clockSeconds(t)) : null;
  const count = repList?.length ?? timeList!.length;
  if (repList && timeList && repList.length !== timeList.length) return { text, lanes: undefined, names: null };
  let out = reps ? text.trim().replace(laneRepsRe, `${repList![0]}$2`) : text;
  if (times) out = out.replace(laneTimesRe, `@ ${times[1]!.split('/')[0]!.trim()}`);
  let names: string[] | null = null;
  out = out.replace(laneNamesRe, (whole, inner: string) => {
    const found = laneNamesOf(inner);
    if (names || found.length !== count) return whole;
    names = found;
    return ' ';
  });
  const sendOff = (i: number, first: SwimSet['sendOff']) => (timeList ? { type: 'interval' as const, seconds: timeList[i]! } : first);
  return { text: out, lanes: Array.from({ length: count }, (_, i) => ({ reps: repList?.[i] ?? 0, sendOff: sendOff(i, null) })), names };
}

/** One set in coach notation (for lane groups too), or the reason it could not be read. */
export function parseSet(text: string, section: SectionKind): SwimSet | string {
  const lane = readLaneNotation(text);
  const set = parsePlainSet(lane.text, section);
  if (typeof set === 'string' || !lane.lanes) return set;
  return { ...set, lanes: lane.lanes.map((l) => ({ reps: l.reps || set.reps, sendOff: l.sendOff ?? set.sendOff })) };
}

function parsePlainSet(text: string, section: SectionKind): SwimSet | string {
  const head = /^(?:(\d{1,2})\s*[x×*]\s*)?(\d{2,5})\s*(?:(?:yards?|yds?|y|meters?|metres?|m)\b)?\s*(?:s\b)?(.*)$/i.exec(text.trim());
  if (!head?.[2]) return 'not a set: expected "reps x distance" or a distance';
  const reps = head[1] ? parseInt(head[1], 10) : 1;
  const distance = parseInt(head[2], 10);
  if (reps < 1 || distance < 25) return 'not a set: distance shorter than one length';
  const split = splitZone(head[3] ?? '');
  // "(odds fly/free, evens free)": the odd repeats split by 25, the evens one stroke; the set is swum in that stroke,
  // the split said in the coach's words (it is no split of every repeat).
  const oddSplit = /\(?\bodds?\s+((?:fly|back|breast|free)\s*\/\s*(?:fly|back|breast|free))\s*(?:,|&|and)?\s*evens?\s+(fly|back|breast|free)\b\)?/i.exec(split.text);
  const oddSplitWords = oddSplit ? `odds ${oddSplit[1]!.replace(/\s+/g, '')}, evens ${oddSplit[2]}`.toLowerCase() : null;
  if (oddSplit) split.text = split.text.replace(oddSplit[0], ` ${oddSplit[2]!.toLowerCase()} `);
  // "odd fly even free": each repeat one stroke or the other, a choice of the two that says which.
  const oddEven = /\bodds?\s+(free|back|breast|fly)(?:stroke)?\s*(?:,|\/|&|and)?\s*evens?\s+(free|back|breast|fly)(?:stroke)?\b/i.exec(split.text);
  if (oddEven) split.text = `${split.text.replace(oddEven[0], ' choice ')}, odds ${oddEven[1]!.toLowerCase()}, evens ${oddEven[2]!.toLowerCase()}`;
  // "1-5 fly, 6-10 back, 11-15 br, 16-20 free": each run of repeats its own stroke, said in the words.
  const strokeWord: Record<string, Stroke> = { fly: 'fly', back: 'back', bk: 'back', br: 'breast', breast: 'breast', free: 'free', fr: 'free' };
  const runs = oddEven ? [] : [...split.text.matchAll(/\b(\d{1,2})\s*-\s*(\d{1,2})\s+(fly|back|bk|breast|br|free|fr)\b/gi)];
  const byRuns = runs.length >= 2 ? runs.map((r) => strokeWord[r[3]!.toLowerCase()]!) : null;
  if (byRuns) split.text = `choice ${runs.map((r) => `${r[1]}-${r[2]} ${strokeWord[r[3]!.toLowerCase()]}`).join(', ')}, ${runs.reduce((text, r) => text.replace(r[0], ' '), split.text).replace(/(?:\s*,\s*)+/g, ', ').replace(/^[\s,]+|[\s,]+$/g, '')}`;
  const choice = oddEven ? { strokes: [oddEven[1]!.toLowerCase(), oddEven[2]!.toLowerCase()] as Stroke[], said: 'choice' } : byRuns ? { strokes: [...new Set(byRuns)], said: 'choice' } : readChoiceStrokes(split.text);
  const legs = readImLegs(split.text);
  // A kick set's "fly/free by 25" is the strokes it kicks, no split of swimming.
  const mix = section === 'kick' ? null : readStrokeMix(split.text, distance);
  let tailText = choice ? split.text.replace(choice.said, ' Choice ') : split.text;
  if (legs) tailText = tailText.replace(legs.said, ' ');
  if (mix) tailText = tailText.replace(`(${mix.said.trim().replace(/,$/, '')})`, mix.said).replace(mix.said, ` ${mix.mix[0]!.stroke} `);
  const tail = { text: tailText };
  // "10x100 @ base+:20": the group's base plus that much, said in the words and set once the base is known.
  const onBase = /(?:@|\bon)\s*(?:the\s+|their\s+)?base\s*\+\s*:?(\d{1,2})\b/i.exec(tail.text);
  if (onBase) tail.text = `base + :${onBase[1]!.padStart(2, '0')}, ${tail.text.replace(onBase[0], ' ')}`;
  const sendOff = onBase ? null : readSendOff(tail);
  if (sendOff?.type === 'interval' && sendOff.seconds <= 0) return 'send-off of zero seconds';
  const gear = readGear(tail);
  const stroke = readStroke(tail, gear.parenStroke, section);
  // "@ :20ish": the send-off, roughly; no word of the set.
  const leftover = tail.text.replace(/^\s*ish\b/, ' ').replace(/[,;]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (/\d/.test(leftover) && !wordsWithNumbers.test(leftover)) return `could not read "${leftover}"`;
  // Legs and splits the coach (or a model) wrote among the words are facts of the set, read out of them.
  const right = [split.right.trim()].map((r) => (legs && !split.text.includes(legs.said) ? r.replace(legs.said, '').replace(/^[,\s]+|[,\s]+$/g, '') : r)).map((r) => (mix && !split.text.includes(mix.said) ? r.replace(mix.said, '').replace(/^[,\s]+|[,\s]+$/g, '') : r))[0]!;
  const description = [leftover, oddSplitWords, ...gear.notes, right].filter(Boolean).join(', ');
  // "every 5th easy", "odds easy": some repeats easy, the set is not.
  const some = /\b(?:every\s+\d{1,2}(?:st|nd|rd|th)(?:\s+one)?|odds?|evens?|last\s+(?:one|\d)|first\s+(?:one|\d))\s+(?:easy|ez|smooth|recovery)\b/gi;
  const zone = split.zone ?? effortZone(`${description} ${text}`.replace(some, ' '), distance, section) ?? defaultZone[section];
  const legsFact = stroke === 'im' && legs ? { legs: legs.legs } : {};
  const mixFact = mix && mix.mix.reduce((s, m) => s + m.distance, 0) === distance ? { mix: mix.mix } : {};
  return { reps, distance, stroke, description, sendOff, zone, equipment: gear.equipment, halfLength: gear.halfLength, ...(choice ? { strokes: choice.strokes } : {}), ...legsFact, ...mixFact };
}

/** Sets written on one line, joined by "+", ";", "then" or ", " before a number. */
export function parseSetList(text: string, section: SectionKind): SwimSet[] | string {
  const parts = text.split(/\s*(?:\+(?!\s*:)(?!\s*\d{1,2}\s*(?:s|secs?|seconds)\b)(?!(?<=\b(?:pace|speed|time|best|goal|race|cruise)\s*\+)\s*\d(?:\.\d)?(?![\d.]|\s*(?:x|×)))|;|\bthen\b|,(?=\s*\d{1,2}\s*x|\s*\d{3,4}\b))\s*/i).map((p) => p.trim()).filter(Boolean);
  const sets: SwimSet[] = [];
  for (const part of parts) {
    const set = parseSet(part, section);
    if (typeof set === 'string') return `${set} in "${part}"`;
    sets.push(set);
  }
  return sets.length > 0 ? sets : 'no set';
}

/** "3 x (4 x 100 @ 1:25 + 100 EZ)" or a plain set list: the blocks a line of coach notation holds. */
export function parseBlocks(text: string, section: SectionKind): SetBlock[] | string {
  const blocks: SetBlock[] = [];
  // "500 pull w buoy + paddles": a plus between two pieces of gear joins the gear, not two sets.
  let rest = text.trim().replace(new RegExp(String.raw`\b(${gearWord})\s*\+\s*(?=${gearWord}\b)`, 'gi'), '$1, ');
  const roundsRe = /^(\d{1,2})\s*(?:x|×|rounds? of)\s*\(([^)]*)\)\s*(.*)$/i;
  while (rest) {
    const m = roundsRe.exec(rest);
    if (m) {
      const sets = parseSetList(m[2]!, section);
      if (typeof sets === 'string') return sets;
      blocks.push({ rounds: parseInt(m[1]!, 10), label: null, sets });
      rest = m[3]!.replace(/^\s*(?:\+|,|;|then)\s*/i, '');
      continue;
    }
    const next = /\s*(?:\+|;|,|\bthen\b)\s*(?=\d{1,2}\s*(?:x|×|rounds? of)\s*\()/i.exec(rest);
    const chunk = next ? rest.slice(0, next.index) : rest;
    const sets = parseSetList(chunk, section);
    if (typeof sets === 'string') return sets;
    blocks.push(...sets.map((set) => ({ rounds: 1, label: null, sets: [set] })));
    rest = next ? rest.slice(next.index + next[0].length) : '';
  }
  return blocks;
}
