import type { BriefBreak, BriefMeet, BriefSeason, MeetImportance, SeasonMeet, Squad } from '@laneforge/contracts';
import { addDays, numberText } from '@laneforge/contracts';
import { daysBetween, titleCase } from '../model';
import { squads } from '../squads';
import { isRealDate, nextWeekday, normalise, readDates, readMonthSpan, weekdayOf } from '../vocabulary';
import { RequestText } from './text';

/**
 * A plan over weeks (COACHING.md §8): its length and first day, the meets (by date or by week, with
 * their importance in the coach's words), days off and camps, the days practised, the taper, dryland.
 */

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthRe = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const num = (w: string) => numberWords[w] ?? parseInt(w, 10);

/** The first such date on or after `from` (a month and day with no year). */
function dateOf(month: number, day: number, from: string): string | null {
  const year = +from.slice(0, 4);
  for (const y of [year, year + 1]) {
    const iso = `${y}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (isRealDate(iso) && iso >= addDays(from, -7)) return iso;
  }
  return null;
}

interface DateSpan {
  from: string;
  to: string;
  index: number;
  said: string;
}

/** "feb 18-21", "dec 28-jan 6", "dec 24 - jan 1", "jan 8-10", "mar 5", "11/30". */
function readSpans(t: string, from: string): DateSpan[] {
  const out: DateSpan[] = [];
  const re = new RegExp(String.raw`\b${monthRe}\s*(\d{1,2})(?:st|nd|rd|th)?(?:\s*(?:-|to|through|thru|until|–)\s*(?:${monthRe}\s*)?(\d{1,2})(?:st|nd|rd|th)?)?\b|\b(\d{1,2})\/(\d{1,2})\b|\b(\d{4}-\d\d-\d\d)\b`, 'g');
  for (const m of t.matchAll(re)) {
    if (m[7]) {
      if (isRealDate(m[7])) out.push({ from: m[7], to: m[7], index: m.index, said: m[0] });
      continue;
    }
    if (m[5]) {
      const d = dateOf(+m[5] - 1, +m[6]!, from);
      if (d) out.push({ from: d, to: d, index: m.index, said: m[0] });
      continue;
    }
    const start = dateOf(months.indexOf(m[1]!.slice(0, 3)), +m[2]!, from);
    if (!start) continue;
    const endMonth = m[3] ? months.indexOf(m[3].slice(0, 3)) : months.indexOf(m[1]!.slice(0, 3));
    const end = m[4] ? dateOf(endMonth, +m[4], start) : start;
    out.push({ from: start, to: end && end >= start && daysBetween(start, end) <= 21 ? end : start, index: m.index, said: m[0] });
  }
  return out;
}

const meetWords =
  /\bmeets?\b|\binvite\b|\binvitational\b|\bchamps?\b|\bchampionships?\b|\bstates?\b|\bsectionals\b|\bnationals\b|\bconference\b|\bconf\b|\btrials\b|\bjuniors\b|\bjo'?s\b|\bclassic\b|\bdual\b|\bduals\b|\bgala\b|\brace\b|\btriathlon\b|\b70\.3\b|\bironman\b|\bcup\b|\bderby\b|\bncaas?\b|\bqualifier\b|\bregionals?\b|\bdistricts?\b|\blake swim\b|\b\d+k (?:swim|race)\b/;
const bigMeet = /\bchamps?\b|\bchampionships?\b|\bstates?\b|\bsectionals\b|\bnationals\b|\bconference\b|\btrials\b|\bjuniors\b|\bjo'?s\b|\bncaas?\b/;
const letter = /\b([abc])[- ]?(?:meet|race)\b|\(([abc])\)|\bimportance ([abc])\b|\b([abc])[- ]priority\b|\bis the ([abc])\b/;

/** The coach's words for how much a meet matters. */
function importanceWords(clause: string): MeetImportance | null {
  const m = letter.exec(clause);
  const l = m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4] ?? m?.[5];
  if (l) return l.toUpperCase() as MeetImportance;
  if (/\btrain(?:ed|ing)? (?:thru|through)\b|\bdon'?t matter\b|\bnot important\b|\brace (?:it )?tired\b|\bjust race\b|\bno rest\b|\bfun meet\b|\bunrested\b/.test(clause)) return 'C';
  if (/\bthe big one\b|\bbig one\b|\bgoal meet\b|\bfull taper\b|\bshave(?: and)? taper\b|\bpeak\b|\bmain (?:meet|event|goal)\b|\bthe one that matters\b/.test(clause)) return 'A';
  if (/\bsemi[- ]?rest|\brest (?:some|a bit|a little)\b|\bnot all the way\b|\bmini[- ]?(?:rest|taper)\b|\bpartial(?:ly)? rest|\bwant to go fast\b|\bgo fast there\b|\bqualifier\b/.test(clause)) return 'B';
  return null;
}

const filler = /\b(?:the|our|a|an|on|at|in|for|is|are|and|then|with|meet|meets|race|importance|priority|season|plan|toward|towards|to|ending|end|build|peak|taper|weeks?|wks?|wk|of|we|want|have|has|that|this|it|its|be|big|one|s)\b/g;

function meetName(clause: string, said: string, importance: MeetImportance): string {
  const words = clause
    .replace(said, ' ')
    .replace(letter, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b\d+\b|\d{4}-\d\d-\d\d/g, ' ')
    .replace(filler, ' ')
    .replace(/[^a-z0-9.' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => !/^(?:trained|train|thru|through|rest|rested|semi|some|all|way|not|they|them|dont|don't|matter|just|tired|go|fast|there|so|i|my|most|lot|lots|qualifier|for|who|which|where|when|big|goal|main|want|pls|please)$/.test(w))
    .slice(0, 4)
    .join(' ');
  const base = meetWords.exec(clause)?.[0];
  if (words.length >= 3 && !words.includes(' ') && /\bmeet\b/.test(clause)) return titleCase(`${words} meet`);
  const name = words.length >= 3 ? titleCase(words) : base ? titleCase(base) : importance === 'A' ? 'Championship meet' : `${importance} meet`;
  return /\b(?:meet|champs|championships?|invite|invitational|classic|conference|states|sectionals|nationals|juniors|trials|ncaas?|duals?|race|swim|triathlon|qualifier|cup|gala|open)\b/i.test(name) ? name : `${name} meet`;
}

/** The meets of a season: dated clauses that name a meet or a letter, and "a meet in wk 6". */
export function readMeets(text: RequestText, from: string, start: string): BriefMeet[] {
  const t = text.plain;
  const meets: BriefMeet[] = [];
  const clauses = t.split(/[;\n]|\.\s+|,\s+(?=[a-z])|\bthen\b|\bplus\b/);
  for (const clause of clauses) {
    const spans = readSpans(clause, from).filter((s) => !/\bno practice|\bclosed\b|\boff\b|\btrip\b|\bcamp\b|\bbreak\b|\bvacation\b|\bholiday\b/.test(clause.slice(Math.max(0, s.index - 30), s.index + s.said.length + 10)));
    const week = /\b(?:in |at the end of |end of )?(?:wk|week) (\d{1,2})\b/.exec(clause);
    if (spans.length === 0 && !week) continue;
    if (!meetWords.test(clause) && !letter.test(clause)) continue;
    const importance = importanceWords(clause) ?? (bigMeet.test(clause) ? 'A' : 'B');
    const who = /\bfor (?:my |our |the )?(top \d+|[a-z]+ (?:group|kids|girls|boys|swimmers))\b/.exec(clause)?.[1] ?? null;
    if (spans.length > 0) {
      // "duals jan 9, jan 16, jan 30": one clause naming several dated meets of one kind.
      for (const s of spans) meets.push({ name: meetName(clause, s.said, importance), date: s.from, endDate: s.to !== s.from ? s.to : null, importance, who, source: 'said', words: clause.trim() });
    } else if (week) {
      const end = /\bend of\b/.test(clause) ? 5 : 5;
      const date = addDays(start, (num(week[1]!) - 1) * 7 + end);
      meets.push({ name: meetName(clause, week[0], importance), date, endDate: null, importance, who, source: 'said', words: clause.trim() });
    }
  }
  return settledMeets(meets);
}

/** In date order, one per date; one A meet for the whole group (the last A named; an earlier A becomes a B with its own rest). */
export function settledMeets<M extends SeasonMeet & { who?: string | null }>(meets: readonly M[]): M[] {
  const byDate = new Map<string, M>();
  for (const m of meets) byDate.set(m.date, m);
  const sorted = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const whole = sorted.filter((m) => m.importance === 'A' && !m.who);
  const lastA = sorted.lastIndexOf(whole.at(-1) ?? sorted.filter((m) => m.importance === 'A').at(-1)!);
  return sorted.map((m, i) => (m.importance === 'A' && i !== lastA ? { ...m, importance: 'B' as const } : m));
}

/** Days off, light weeks and camps: "no practice dec 24 - jan 1", "closed dec 21 - jan 3", "off christmas day", "training trip dec 28-jan 6 (doubles)". */
export function readBreaks(text: RequestText, from: string): BriefBreak[] {
  const t = text.plain;
  const out: BriefBreak[] = [];
  for (const clause of t.split(/[;\n.]|\s-\s|,\s+(?=[a-z]{3,})/)) {
    const off = /\bno practice\b|\bclosed\b|\boff\b|\bno swim|\bpool (?:is )?closed\b|\bholiday\b|\bbreak\b|\bvacation\b/.test(clause);
    const camp = /\btrip\b|\bcamp\b|\bdoubles every day\b/.test(clause);
    const light = /\blight\b|\beasy\b|\bdown week\b/.test(clause);
    if (!off && !camp) continue;
    const label = camp ? 'Training camp' : /christmas|xmas/.test(clause) ? 'Christmas' : /new years?/.test(clause) ? 'New Year' : /thanksgiving/.test(clause) ? 'Thanksgiving' : 'No practice';
    const kind: BriefBreak['kind'] = camp ? 'camp' : light && !/\bno practice|\bclosed\b/.test(clause) ? 'light' : 'off';
    const spans = readSpans(clause, from);
    for (const s of spans) out.push({ from: s.from, to: s.to, kind, label, words: clause.trim() });
    const year = +from.slice(0, 4);
    if (spans.length === 0 && /christmas day|xmas day/.test(clause)) out.push({ from: dateOf(11, 25, from) ?? `${year}-12-25`, to: dateOf(11, 25, from) ?? `${year}-12-25`, kind: 'off', label: 'Christmas Day', words: clause.trim() });
    if (spans.length === 0 && /new years? (?:day|eve)?/.test(clause)) {
      const d = dateOf(0, 1, from) ?? `${year + 1}-01-01`;
      out.push({ from: d, to: d, kind: 'off', label: 'New Year’s Day', words: clause.trim() });
    }
    if (spans.length === 0 && /thanksgiving week/.test(clause)) {
      const thursday = thanksgiving(year) >= from ? thanksgiving(year) : thanksgiving(year + 1);
      out.push({ from: addDays(thursday, -3), to: addDays(thursday, 3), kind: off && !light ? 'off' : 'light', label: 'Thanksgiving week', words: clause.trim() });
    }
  }
  return out;
}

/** US Thanksgiving: the fourth Thursday of November. */
function thanksgiving(year: number): string {
  const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const day = 1 + ((4 - first + 7) % 7) + 21;
  return `${year}-11-${String(day).padStart(2, '0')}`;
}

function readWeekly(t: string): number | null {
  const m = /(\d{1,3}(?:[.,]\d{3})?|\d{1,3}(?:\.\d)?\s*k)(?:\s*-\s*\d{1,3}\s*k)?\s*(?:yards?|yds?|y|meters?|metres?|m)?\s*(?:a|per|each|\/)\s*(?:week|wk)\b|\bweekly (?:volume )?(?:of )?(\d{1,3}(?:[.,]\d{3})?|\d{1,3}\s*k)/.exec(t);
  const raw = m?.[1] ?? m?.[2];
  if (!raw) return null;
  const value = /k$/.test(raw.trim()) ? parseFloat(raw) * 1000 : parseInt(raw.replace(/[,.]/g, ''), 10);
  return value >= 2000 && value <= 120000 ? value : null;
}

export interface SeasonRead {
  season: Omit<BriefSeason, 'targetDate' | 'championship' | 'taperWeeks'>;
  targetDate: string | null;
  taperWeeks: number | null;
  championship: boolean;
  weeklyVolume: number | null;
}

/** The weekdays practised: "mon wed fri + sat", "5 days a wk (no sat unless meet)". */
function readDays(t: string): number[] | null {
  const list = /\b((?:(?:mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*\s*(?:,|\/|&|\+|and)?\s*){2,7})/.exec(t);
  if (!list) return null;
  const days = [...list[1]!.matchAll(/\b(mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*/g)].map((m) => weekdayOf(m[1]!)).filter((d): d is number => d !== null);
  return days.length >= 2 ? [...new Set(days)].sort() : null;
}

export function readSeasonFacts(text: RequestText, date: string, squad: Squad, assumptions: string[], aMeet: string | null, meets: readonly BriefMeet[]): SeasonRead {
  const request = text.described;
  const t = text.plain;
  const weeksMatch = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?(?:weeks?|wks?)\b(?!\s*(?:out|away|until|before|to go|into|from|of))/.exec(request);
  const taper = /\btaper/.test(request);
  const bigMeet = /\bsectionals\b|\bstates?\b|\bstate meet\b|\bnationals\b|\bconference\b|\btrials\b|\bjunior olympics\b|\bjo'?s\b|\bchamps?\b|\bchampionships?\b|\bncaas?\b/.test(request);
  const championship = /\bchampionships?\b|\bchamps\b/.test(request) || (bigMeet && /\bprogram\b|\bplan\b|\bprepare\b|\bbuild[- ]?up\b|\bweeks\b|\bseason\b/.test(request));
  // "first week starts mon 11/30", "back from thanksgiving mon": the season's first day.
  const startWords = /\b(?:first (?:week|day|practice) (?:starts?|is|begins?)|start(?:s|ing)? (?:on )?|begin(?:s|ning)? (?:on )?|back (?:from [a-z]+ )?(?:on )?)\s*(?:mon(?:day)?\s*)?(\d{1,2}\/\d{1,2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2})/.exec(t);
  const backMonday = /\bback (?:from [a-z]+ )?(?:on )?mon(?:day)?\b/.exec(t);
  const span = readMonthSpan(request, date);
  let startDate = span?.value.start ?? date;
  if (startWords) startDate = readDates(startWords[1]!, addDays(date, -1))[0]?.value ?? (readSpans(startWords[1]!, date)[0]?.from ?? startDate);
  else if (backMonday) startDate = nextWeekday(date, 1);
  const last = meets.at(-1);
  const dated = aMeet ?? last?.endDate ?? last?.date ?? span?.value.end ?? null;
  const inWeeks = /\b(?:in|within)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:weeks|wks)\b/.exec(request);
  const targetDate = dated ?? (inWeeks ? addDays(startDate, num(inWeeks[1]!) * 7 - 1) : null);
  const taperMatch = /\b(1|2|3|one|two|three)[- ]?(?:weeks?|wks?)\s+taper|\btaper (?:of |for )?(1|2|3|one|two|three)[- ]?(?:weeks?|wks?)\b|\btaper[^.;\n]{0,20}\b(1|2|3|one|two|three)\s*(?:wks?|weeks?)\s+(?:into|to|before|out)\b/.exec(t);
  const young = squads[squad].young || squad === 'age_11_12';
  const dayTaper = /\b(\d{1,2})[- ]?days?\s+taper|\btaper of (\d{1,2}) days?/.exec(t);
  const taperN = taperMatch ? num((taperMatch[1] ?? taperMatch[2] ?? taperMatch[3])!) : null;
  const taperDays = dayTaper ? Math.min(28, Math.max(1, num((dayTaper[1] ?? dayTaper[2])!))) : taperN ? taperN * 7 : null;
  const taperWeeks = taperN ?? (dayTaper ? Math.ceil(taperDays! / 7) : taper || championship ? (young ? 1 : 2) : null);
  const asked: number | null = weeksMatch?.[1] ? num(weeksMatch[1]) : null;
  let weeks = asked;
  const toTarget = targetDate ? Math.max(1, Math.ceil((daysBetween(startDate, targetDate) + 1) / 7)) : null;
  const askedIsTaper = taperMatch !== null && asked === taperWeeks;
  if (targetDate && asked && toTarget && asked < toTarget && !askedIsTaper) {
    startDate = addDays(targetDate, -(asked * 7 - 1));
    assumptions.push(`starts ${startDate}, so the ${asked} weeks asked end at the meet on ${targetDate}`);
  } else if (toTarget && (!asked || askedIsTaper)) weeks = askedIsTaper && asked ? Math.min(toTarget, asked) : toTarget;
  if (askedIsTaper && targetDate && asked) startDate = addDays(targetDate, -(asked * 7 - 1)) > startDate ? addDays(targetDate, -(asked * 7 - 1)) : startDate;
  if (!weeks) {
    weeks = /\bweek of\b|\bmon(?:day)?\s*(?:-|to|through|thru)\s*fri/.test(request) ? 1 : taper && !championship ? 3 : 12;
    if (weeks > 1) assumptions.push(`${weeks} weeks (no length given)`);
  }
  const sessions = /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:x|times|sessions|practices|workouts|swims|days|am\/pm)\s*(?:\/|a|per|each)\s*(?:week|wk)\b|\b(\d{1,2})\s*(?:swims?|sessions|practices)\s*(?:\+|and)/.exec(t);
  const days = readDays(t);
  const sessionsPerWeek = sessions ? Math.min(14, Math.max(1, num((sessions[1] ?? sessions[2])!))) : days ? days.length : null;
  if (!sessionsPerWeek) assumptions.push(`${squads[squad].sessionsPerWeek} sessions a week, typical for this group (none given)`);
  const weeklyVolume = readWeekly(t);
  if (weeklyVolume) assumptions.push(`${numberText(weeklyVolume)} a week split over the week's sessions`);
  const dryland = /\bplus (\d|one|two|three|four)\s*(?:x\s*)?(?:dry[- ]?land|lifts?|weights|gym)\b|\b(\d|one|two|three|four)\s*(?:x\s*)?(?:dry[- ]?land|lifts?|weight sessions)\s*(?:a|per|\/)\s*(?:week|wk)\b|\b(\d)\s*lifts\b/.exec(t);
  const race = /\btriathl|\btri\b|\biron ?man\b|\b70\.3\b|\bsprint tri\b|\bolympic[- ]distance\b/.test(t) ? 'triathlon' : /\bopen[- ]water\b|\bow\b|\bmarathon swim|\b(?:5|10|25)\s*k (?:swim|race|lake)|\bmile swim\b|\blake swim\b|\bocean swim\b/.test(t) ? 'open_water' : 'pool';
  const finalWeeks = Math.min(52, Math.max(1, weeks));
  return {
    season: {
      weeks: finalWeeks,
      startDate,
      sessionsPerWeek: sessionsPerWeek ?? squads[squad].sessionsPerWeek,
      days,
      taperDays,
      race,
      breaks: readBreaks(text, date),
      drylandPerWeek: dryland ? num((dryland[1] ?? dryland[2] ?? dryland[3])!) : null,
    },
    targetDate: targetDate ?? addDays(startDate, finalWeeks * 7 - 1),
    taperWeeks,
    championship,
    weeklyVolume,
  };
}

export { normalise };

/** The meets named in a few words (a refinement: "add a dual meet jan 9"), as the season calendar holds them. */
export function meetsIn(words: string, from: string, start: string): SeasonMeet[] {
  return readMeets(new RequestText(words, null), from, start).map(({ name, date, importance }) => ({ name, date, importance }));
}
