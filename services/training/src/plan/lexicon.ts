import * as chrono from 'chrono-node';
import type { Course, Equipment, SectionKind, Squad, Stroke, Zone } from '@laneforge/contracts';

/**
 * The coach's vocabulary (COACHING.md §1), in one place: the request reader, the set parser and the
 * refiner all read strokes, gear, ages, pools, volumes, times and dates through these functions.
 * Every reader answers the words it read (`said`), so the plan can say what it understood.
 */

/** Lower case, one kind of dash, quote and times sign: the form every reader below expects. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[‘’′]/g, "'")
    .replace(/[“”″]/g, '"')
    .replace(/×/g, 'x')
    .replace(/\s+/g, ' ');
}

export interface Read<T> {
  value: T;
  /** The words it came from, as written. */
  said: string;
}

// ---------------------------------------------------------------- strokes, gear, sections, effort

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

export const equipmentWords: ReadonlyArray<readonly [Equipment, RegExp]> = [
  ['fins', /\bfins?\b|\bzoomers\b|\bflippers\b/i],
  ['paddles', /\bpaddles?\b/i],
  ['pull_buoy', /\b(?:pull[- ]?)?buoys?\b|\bpullbuoys?\b/i],
  ['kickboard', /\b(?:kick[- ]?)?boards?\b/i],
  ['snorkel', /\bsnorkels?\b/i],
  ['band', /\b(?:ankle\s+)?bands?\b|\bankle straps?\b/i],
  ['parachute', /\b(?:para)?chutes?\b|\bdrag suits?\b/i],
];

export function equipmentIn(text: string): Equipment[] {
  return equipmentWords.filter(([, re]) => re.test(text)).map(([e]) => e);
}

/** Section headings coaches write; "WU", "CD" and "warm-down" included, and the engine's own named sections. */
export const sectionWords: ReadonlyArray<readonly [SectionKind, RegExp]> = [
  ['main', /^(?:test set|race-pace set|race pace 1|broken swims|breathing patterns|pack swimming|apply it)(?=\s*[(:]|\s*$)/i],
  ['race_pace', /^(?:race pace 2|pace)(?=\s*[(:]|\s*$)/i],
  ['pull', /^aerobic pull(?=\s*[(:]|\s*$)/i],
  ['secondary', /^(?:im set|coach set|off the walls|surges)(?=\s*[(:]|\s*$)/i],
  ['skills', /^(?:sighting|im turns)(?=\s*[(:]|\s*$)/i],
  ['preset', /^(?:deep-water starts|build|transition pre-set)(?=\s*[(:]|\s*$)/i],
  ['warmup', /^loosen(?=\s*[(:]|\s*$)/i],
  ['cooldown', /^easy(?=\s*[(:]|\s*$)/i],
  ['drill', /^drill progression(?=\s*[(:]|\s*$)/i],
  ['warmup', /^(?:warm[- ]?ups?|wu)\b/i],
  ['preset', /^pre[- ]?(?:sets?|main(?:\s+set)?)\b/i],
  ['race_pace', /^(?:race[- ]?pace|rp)(?:\s+set)?\b/i],
  ['skills', /^(?:race\s+)?skills?\b|^(?:starts?|turns?|underwaters?)(?:\s*(?:&|and|,)\s*(?:starts?|turns?|underwaters?))*(?:\s+set)?(?=\s*[:(—–-]|\s*$)/i],
  ['drill', /^(?:drills?|technique)(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['kick', /^kick(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['pull', /^pull(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['main', /^main(?:\s+set)?\b/i],
  ['secondary', /^(?:secondary|second)(?:\s+set)?\b|^(?:aerobic|endurance|threshold)\s+set\b/i],
  ['sprint', /^(?:sprint|speed)(?:\s+set)?(?=\s*[:(—–-]|\s*$|\s+\d)/i],
  ['cooldown', /^(?:cool[- ]?downs?|warm[- ]?downs?|swim[- ]?downs?|cd)\b/i],
];

/** Effort words to zones (COACHING.md §3), for a set the coach wrote without a zone. */
export function effortZone(text: string, distance: number, section: SectionKind): Zone | null {
  const t = text.toLowerCase();
  if (/\b(?:easy|ez|recovery|loosen|loose|cool|relaxed|warm[- ]?down)\b/.test(t)) return 'REC';
  if (/\busrpt\b|race[- ]pace|\brp\b|goal pace/.test(t)) return distance <= 25 ? 'SP1' : 'EN3';
  if (/broken/.test(t)) return 'SP1';
  if (/all[- ]out|\bmax\b|sprint|\bfast\b/.test(t)) {
    if (distance <= 25) return 'SP3';
    return section === 'warmup' || section === 'kick' || section === 'drill' ? 'EN2' : 'SP2';
  }
  if (/vo2|heart rate|\bstrong\b|200 pace/.test(t)) return 'EN3';
  if (/threshold|best average|best avg|\bdesc(?:end)?\b|\bhold\b|css|\bmod\b/.test(t)) return 'EN2';
  if (/aerobic|steady|smooth|build/.test(t)) return 'EN1';
  return null;
}

// ---------------------------------------------------------------- ages and levels

interface SquadWord {
  squad: Squad;
  re: RegExp;
}

/** Named squads, most specific first: "novice masters" before "masters", "HS JV" before "HS". */
const namedSquads: SquadWord[] = [
  { squad: 'learn_to_swim', re: /\blearn[- ]to[- ]swim\b|\blts\b|\bswim lessons?\b|\bparent[- ](?:and|&)[- ](?:tot|child|me)\b|\bpreschool(?:ers)?\b|\bnon[- ]?swimmers?\b|\bwater safety\b|\bcan'?t swim\b|\btoddlers?\b|\bkids'? lessons?\b|\blevel [1-3] (?:kids|lessons?|class)\b/ },
  { squad: 'masters_novice', re: /\b(?:novice|beginner|new|newer|beginning)\s+(?:masters|adults?|adult swimmers)\b|\b(?:masters|adults?)\s+(?:novices?|beginners?)\b|\badult learn/ },
  { squad: 'masters_advanced', re: /\b(?:advanced|fast|competitive|elite|national[- ]level|top)\s+masters\b|\bmasters\s+(?:advanced|elite|fast lane)\b/ },
  { squad: 'masters', re: /\bmasters?\b|\badults?\b|\b18\+|\bover[- ]?(?:30|40|50)s?\b/ },
  { squad: 'triathlete', re: /\btri(?:athletes?|athlon|athletics?)?\b|\biron ?man\b|\bopen[- ]water swimmers?\b|\bow swimmers?\b/ },
  { squad: 'hs_jv', re: /\bjv\b|\bjunior varsity\b/ },
  { squad: 'hs_varsity', re: /\bhigh[- ]?school\b|\bhs\b|\bvarsity\b|\bprep school\b/ },
  { squad: 'college_d1', re: /\bd-?1\b|\bdiv(?:ision)?\.? (?:1|i)\b|\bncaa\b|\bpower five\b/ },
  { squad: 'college_d3', re: /\bd-?[23]\b|\bdiv(?:ision)?\.? (?:2|3|ii|iii)\b|\bnaia\b|\bcollege\b|\bcollegiate\b|\buniversity\b|\bclub college\b/ },
  { squad: 'elite', re: /\belite\b|\bprofessional\b|\bpro swimmers?\b|\bolympi|\bnational team\b|\bpost[- ]?grads?\b|\binternational\b/ },
  { squad: 'club_senior', re: /\bseniors?\b|\bsr\.? (?:group|squad|team)\b|\bsenior group\b|\bnational group\b|\bsectionals? group\b/ },
  { squad: 'summer_league', re: /\bsummer\s+(?:league|swim team|team|swim|club|rec)\b|\bsummer\b.*\b(?:team|league|club)\b|\bswim\s*(?:and|&)\s*dive team\b|\brec league\b/ },
  { squad: 'recreational', re: /\brecreational\b|\bfitness\b|\blap swimm|\bnovices?\b|\bbeginners?\b/ },
  { squad: 'age_11_12', re: /\bage[- ]?group(?:ers)?\b|\bkids\b|\bchildren\b|\byouth\b/ },
];

/** An age (or the top of an age range) to the squad that trains it. */
function squadForAges(low: number, high: number): Squad {
  if (high <= 8) return 'age_8_under';
  if (high <= 10) return low <= 8 && high - low >= 2 ? 'age_8_under' : 'age_9_10';
  if (high <= 12) return 'age_11_12';
  if (high <= 14) return 'age_13_14';
  if (high <= 18) return 'hs_varsity';
  return 'masters';
}

const ageTail = String.raw`(?:\s*(?:s\b|'s\b|yo\b|y\.o\.|yrs?\b|years?\b|year[- ]olds?\b|and (?:under|up|over)\b|&\s*(?:u|under|o|over|up)\b|u\b|girls|boys|kids|swimmers|group|team|practice|squad|lane|athletes))`;

/** Ages as coaches write them: "13-14s", "8&U", "10 & under", "14 yo", "7 year olds", "ages 9-10", "15&O". */
export function readAges(text: string): Read<{ low: number; high: number }> | null {
  const t = normalise(text);
  const under = /\b(\d{1,2})\s*(?:&|and)?\s*(?:u|under|unders)\b/.exec(t);
  if (under && +under[1]! >= 5 && +under[1]! <= 18) return { value: { low: +under[1]!, high: +under[1]! }, said: under[0] };
  const over = /\b(\d{1,2})\s*(?:&|and)\s*(?:o|over|up|older)\b|\b(\d{1,2})\s*\+\s*(?:group|age|yo|years)/.exec(t);
  if (over) {
    const n = +(over[1] ?? over[2])!;
    if (n >= 9 && n <= 18) return { value: { low: n, high: n >= 15 ? 18 : n + 3 }, said: over[0] };
  }
  const range = new RegExp(String.raw`(?:\bages?\s*)?\b(\d{1,2})\s*(?:-|/|&|to|and)\s*(\d{1,2})` + String.raw`(?=` + ageTail + String.raw`|\s*$|\s*[,.;:)])`).exec(t);
  // "13-14 5000", "11-12 fly": a pair of ages a year or two apart needs no word after it.
  const pair = /\b(\d{1,2})\s*(?:-|\/|&)\s*(\d{1,2})\b(?!\s*(?:x|k\b|:|\d{1,2}\b|%|min|sec))/.exec(t);
  const rangeAged = range ?? /\bages?\s+(\d{1,2})\s*(?:-|\/|&|to|and)\s*(\d{1,2})\b/.exec(t) ?? (pair && +pair[1]! >= 5 && +pair[2]! - +pair[1]! >= 1 && +pair[2]! - +pair[1]! <= 2 ? pair : null);
  if (rangeAged) {
    const [low, high] = [+rangeAged[1]!, +rangeAged[2]!];
    if (low >= 3 && high <= 19 && high > low && high - low <= 4 && !/desc(?:end)?\s*$|odds\s*$|evens\s*$|rounds?\s*$/.test(t.slice(Math.max(0, rangeAged.index - 12), rangeAged.index))) {
      return { value: { low, high }, said: rangeAged[0].trim() };
    }
  }
  const single = /\b(\d{1,2})\s*(?:yo\b|y\.o\.|yrs? old|years? old|year[- ]olds?|yr[- ]olds?)|\bage[ds]?\s+(\d{1,2})\b/.exec(t);
  if (single) {
    const n = +(single[1] ?? single[2])!;
    if (n >= 3 && n <= 90) return { value: { low: n, high: n }, said: single[0] };
  }
  return null;
}

/** The squad the request names, by ages first (the most exact), then by the squad's name. */
export function readSquad(text: string): Read<Squad> | null {
  const t = normalise(text);
  const ages = readAges(t);
  const lesson = /\blearn[- ]to[- ]swim\b|\blts\b|\bswim lessons?\b|\bpreschool|\bnon[- ]?swimmers?\b|\bkids'? lessons?\b|\bparent[- ](?:and|&)[- ]/.test(t);
  if (ages && lesson && ages.value.high <= 12) return { value: 'learn_to_swim', said: `${ages.said} ${/learn[- ]to[- ]swim|lessons?/.exec(t)?.[0] ?? 'lesson'}` };
  if (ages && ages.value.high <= 18 && ages.value.low < 19) {
    if (ages.value.high > 14 && /\b(?:jv|junior varsity)\b/.test(t)) return { value: 'hs_jv', said: ages.said };
    if (ages.value.high >= 15 && /\bclub\b|\bsenior\b|&\s*o\b|and over/.test(t)) return { value: 'club_senior', said: ages.said };
    return { value: squadForAges(ages.value.low, ages.value.high), said: ages.said };
  }
  if (ages && ages.value.low >= 19) {
    const named = namedSquads.find((w) => w.squad.startsWith('masters') && w.re.test(t));
    return { value: named?.squad ?? 'masters', said: ages.said };
  }
  for (const w of namedSquads) {
    const m = w.re.exec(t);
    if (m) return { value: w.squad, said: m[0] };
  }
  return null;
}

// ---------------------------------------------------------------- pools

/** "Yards", "HS", "NCAA": words that make a bare "SC" mean yards rather than metres. */
const american = /\byards?\b|\byds?\b|\b\d+(?:[.,]\d+)?\s*k?\s*y\b|\bhs\b|\bhigh school\b|\bncaa\b|\bd-?[123]\b|\bvarsity\b|\bjv\b|\bscy\b|\busa swimming\b|\bymca\b/;

/** The pool the request names: SCY/SCM/LCM, "LC", "SC", "25m pool", "long course", "yards". */
export function readCourse(text: string): Read<Course> | null {
  const t = normalise(text);
  const lcm = /\blcm\b|\blc\b|\blong[- ]?course\b|\b50\s*-?\s*(?:m|meters?|metres?)\s+(?:pool|course)\b|\bin an? 50\s*m?\b|\bolympic[- ]size\b|\b50m pool\b/.exec(t);
  if (lcm) return { value: 'LCM', said: lcm[0] };
  const scm = /\bscm\b|\bshort[- ]?course met(?:er|re)s\b|\b25\s*-?\s*(?:m|meters?|metres?)\s+(?:pool|course)\b|\bin an? 25\s*m\b|\b25m pool\b/.exec(t);
  if (scm) return { value: 'SCM', said: scm[0] };
  const scy = /\bscy\b|\bshort[- ]?course yards\b|\b25\s*-?\s*(?:y|yd|yds|yards?)\s+(?:pool|course)\b|\byards? pool\b/.exec(t);
  if (scy) return { value: 'SCY', said: scy[0] };
  // "SC" followed by a number is a stroke count ("hold SC 16"), not a course.
  const sc = /\bsc\b(?!\s*\d{1,2}\b)|\bshort[- ]?course\b/.exec(t);
  if (sc) return { value: american.test(t) ? 'SCY' : 'SCM', said: sc[0] };
  const unit = readVolume(t)?.value.unit ?? (/\byards?\b|\byds?\b/.test(t) ? 'yards' : /\bmeters?\b|\bmetres?\b/.test(t) ? 'meters' : null);
  if (unit === 'yards') return { value: 'SCY', said: 'yards' };
  return null;
}

// ---------------------------------------------------------------- volumes and times

export interface Volume {
  value: number;
  unit: 'yards' | 'meters' | null;
  /** "about 3k": ±10 %; "max 3k": a ceiling; a range keeps its ends. */
  bound: 'exact' | 'about' | 'max' | 'range';
  low: number;
  high: number;
}

const strokeAfter = /^\s*(?:s\b|'s\b|x\b|free|fr\b|back|bk\b|breast|br\b|fly|fl\b|im\b|kick|pull|drill|choice|easy|ez\b|swim|repeats?|pace|split|time|@|on\b|:\d)/;
const volumeToken = /(\d{1,2}(?:[.,]\d{3})|\d{3,5}|\d{1,2}(?:\.\d{1,2})?\s*k|\d{1,2}(?:\.\d{1,2})?(?=\s*(?:-|to)\s*\d{1,2}(?:\.\d{1,2})?\s*k))(?:\s*(?:-|to)\s*(\d{1,2}(?:[.,]\d{3})|\d{3,5}|\d{1,2}(?:\.\d{1,2})?\s*k))?\s*(yards?|yds?|y|meters?|metres?|m|scy|scm|lcm|k)?\b/g;

function amount(raw: string, unitK: boolean): number {
  const r = raw.replace(/\s/g, '');
  if (r.endsWith('k') || unitK) return Math.round(parseFloat(r.replace(/k$/, '').replace(',', '.')) * (parseFloat(r) < 100 ? 1000 : 1));
  return parseInt(r.replace(/[,.]/g, ''), 10);
}

/** The session volume in the request: "6000y", "4k", "about 3k", "3-3.5k", "max 3k", "5k meters", "4000 scy". */
export function readVolume(text: string): Read<Volume> | null {
  const t = normalise(text).replace(/\b(?:25|50)\s*-?\s*(?:m|meters?|metres?|y|yd|yards?)\s+pool\b/g, ' ');
  let best: { read: Read<Volume>; score: number } | null = null;
  for (const m of t.matchAll(volumeToken)) {
    const before = t.slice(Math.max(0, m.index - 14), m.index);
    const after = t.slice(m.index + m[0].length);
    const unitWord = m[3] ?? '';
    if (/(?:\bx|×|@|\bon|:)\s*$/.test(before) || (strokeAfter.test(after) && !(unitWord && unitWord !== 'm' && amount(m[1]!, unitWord === 'k') >= 800))) continue;
    if (/^\s*(?:per|a|each|\/)\s*(?:week|wk)\b|^\s*weekly\b/.test(after)) continue;
    const k = unitWord === 'k';
    const low = amount(m[1]!, k);
    const high = m[2] ? amount(m[2], k || /k$/.test(m[2])) : low;
    const fixedLow = m[2] && high >= 1000 && low < 100 ? low * 1000 : low;
    if (high < 300 || high > 60000) continue;
    const unit = /^y|^scy/.test(unitWord) ? 'yards' : /^m|^scm|^lcm/.test(unitWord) ? 'meters' : null;
    const context = /total|volume|practice|workout|session|swim|about|around|approx|~|max|only|up to|no more|under|at most|roughly/.test(before + after.slice(0, 24));
    // A bare round number of a practice's size ("HS 4500 threshold") is a volume too, unless it is a year ("in 2026").
    const year = /^(?:19|20)\d\d$/.test(m[1]!) && /(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d{0,2},?|\bin|\bsince|\bof)\s*$/.test(before);
    const bare = high >= 500 && high % 50 === 0 && !year;
    if (!unitWord && !/k$/.test(m[2] ?? m[1]!) && !context && !bare) continue;
    const bound = m[2] ? 'range' : /(?:max(?:imum)?|no more than|up to|at most|under|less than|cap(?:ped)? at)\s*(?:of\s*)?$/.test(before) ? 'max' : /(?:about|around|approx(?:imately)?|~|roughly|close to|ish)\s*$/.test(before) || /^\s*-?ish\b/.test(after) ? 'about' : 'exact';
    const value = bound === 'range' ? Math.round((fixedLow + high) / 2 / 50) * 50 : bound === 'max' ? Math.round((high * 0.97) / 50) * 50 : high;
    const score = (unitWord ? 2 : 0) + (context ? 1 : 0);
    if (!best || score > best.score) best = { read: { value: { value, unit, bound, low: fixedLow, high }, said: m[0].trim() }, score };
  }
  return best?.read ?? null;
}

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, an: 1, a: 1 };

/** A duration beside practice words: "1hr15", "1h15", "75'", "75 min", "90 minutes", "an hour and a half", "1:15 practice". */
export function readMinutes(text: string): Read<number> | null {
  const t = normalise(text);
  const hm = /\b(\d)\s*(?:h|hr|hrs|hours?)\s*(?:and\s*)?(\d{1,2})\s*(?:m|min|mins|minutes)?\b/.exec(t);
  if (hm) return { value: +hm[1]! * 60 + +hm[2]!, said: hm[0] };
  if (/\b(?:an?|one) hour and a half\b|\b1\.5 ?(?:h|hrs?|hours?)\b|\bhour and a half\b/.test(t)) return { value: 90, said: 'an hour and a half' };
  const min = /\b(\d{2,3})\s*(?:-\s*)?(?:'|min\b|mins\b|minutes?\b|minute\b)/.exec(t);
  if (min && +min[1]! >= 10 && +min[1]! <= 300) return { value: +min[1]!, said: min[0] };
  const hours = /\b(\d(?:\.\d{1,2})?|one|two|three|an|a)\s*(?:-\s*)?(?:hours?|hrs?|h)\b(?!\s*\d)/.exec(t);
  if (hours) {
    const n = numberWords[hours[1]!] ?? parseFloat(hours[1]!);
    if (n > 0 && n <= 5) return { value: Math.round(n * 60), said: hours[0] };
  }
  const clockTime = /\b([1-3]):([0-5]\d)\s*(?:practice|workout|session|hours?|hrs?|of (?:pool|water) time)\b|\b(?:practice|workout|session|pool time|we have|only have)\s*(?:is|of)?\s*([1-3]):([0-5]\d)\b/.exec(t);
  if (clockTime) return { value: +(clockTime[1] ?? clockTime[3])! * 60 + +(clockTime[2] ?? clockTime[4])!, said: clockTime[0] };
  if (/\bhalf (?:an )?hour\b/.test(t)) return { value: 30, said: 'half an hour' };
  return null;
}

/** The minutes of the swim: a duration that belongs to dryland, stretching or a warm-up routine is taken out first. */
export function readSwimMinutes(text: string): Read<number> | null {
  const t = normalise(text).replace(/\b\d{1,3}\s*(?:-\s*)?(?:'|min(?:ute)?s?)\s*(?:of\s+)?(?:dry[- ]?land|core|stretch(?:ing)?|mobility|yoga|strength|gym|lifting)\b|\b(?:dry[- ]?land|core|stretch(?:ing)?|mobility|yoga|strength|gym|lifting)\s*(?:for\s+|of\s+)?\d{1,3}\s*(?:-\s*)?(?:'|min(?:ute)?s?)\b/g, ' ');
  return readMinutes(t);
}

/** Seconds in a clock token: "1:30", ":45", "45s", "130" (coach shorthand for 1:30). */
export function clockSeconds(token: string): number {
  const t = token.trim().toLowerCase();
  if (t.includes(':')) {
    const [m, s] = t.split(':');
    return (m ? parseInt(m, 10) : 0) * 60 + parseInt(s ?? '0', 10);
  }
  const n = parseInt(t, 10);
  return /^\d{3}$/.test(t) && n % 100 < 60 ? Math.floor(n / 100) * 60 + (n % 100) : n;
}

// ---------------------------------------------------------------- dates

const isoOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function localDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 12);
}

/** A calendar date that exists: "February 30" rolls over in `Date`, so it is checked by a round trip. */
export function isRealDate(iso: string): boolean {
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso;
}

const writtenDate = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}\/\d{1,2}|\d{4}-\d\d-\d\d/i;

/**
 * Dates in the request, after the training date: "state meet feb 20", "March 3rd", "2026-04-12",
 * "in 6 weeks". A date written but impossible (Feb 30) is ignored rather than rolled over.
 */
export function readDates(text: string, from: string): Array<Read<string>> {
  const out: Array<Read<string>> = [];
  for (const r of chrono.parse(text, localDate(from), { forwardDate: true })) {
    const month = r.start.get('month');
    const day = r.start.get('day');
    const year = r.start.get('year');
    if (!r.start.isCertain('month') || !r.start.isCertain('day') || !writtenDate.test(r.text)) continue;
    const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (!isRealDate(iso) || isoOf(r.start.date()) !== iso || iso <= from) continue;
    out.push({ value: iso, said: r.text });
  }
  return out;
}

/** A season written as a span of months: "Sept to March", "from September through February". */
export function readMonthSpan(text: string, from: string): Read<{ start: string; end: string }> | null {
  const months = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
  const m = new RegExp(`\\b(${months})\\.?\\s*(?:-|to|through|thru|until|till)\\s*(${months})\\b(?!\\.?\\s*\\d)`).exec(normalise(text));
  if (!m) return null;
  const index = (w: string) => ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(w.slice(0, 3));
  const [a, b] = [index(m[1]!), index(m[2]!)];
  const startYear = +from.slice(0, 4) + (a < +from.slice(5, 7) - 1 ? 1 : 0);
  const start = a === +from.slice(5, 7) - 1 ? from : `${startYear}-${String(a + 1).padStart(2, '0')}-01`;
  const endYear = startYear + (b < a ? 1 : 0);
  const lastDay = new Date(Date.UTC(endYear, b + 1, 0)).getUTCDate();
  return { value: { start, end: `${endYear}-${String(b + 1).padStart(2, '0')}-${lastDay}` }, said: m[0] };
}
