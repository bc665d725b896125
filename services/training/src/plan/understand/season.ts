import type { BriefBreak, BriefMeet, BriefSeason, MeetImportance, SeasonMeet, Squad } from '@laneforge/contracts';
import { addDays, numberText } from '@laneforge/contracts';
import { daysBetween, titleCase } from '../model';
import { taperRange } from '../season/taper';
import { squads } from '../squads';
import { isRealDate, monthName, nextWeekday, normalise, readDates, readMinutes, readMonthSpan, weekdayOf } from '../vocabulary';
import { RequestText } from './text';

/**
 * A plan over weeks (COACHING.md §8): its length and first day, the meets (by date, by week, by a
 * span of days, several in one clause, every Tuesday of a month, weeks before another meet) with
 * their importance in the coach's words and who races them, days off, light weeks and camps, the
 * days practised, the taper, the tests, dryland, open-water days.
 */

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthRe = `(${monthName})`;
const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const num = (w: string) => numberWords[w] ?? parseInt(w, 10);
const monthIndex = (w: string) => months.indexOf(w.slice(0, 3));

/** 0 = Sunday. */
export const weekdayOfDate = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Monday of the week a date falls in: season weeks run Monday to Sunday, as coaches count them. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOfDate(date) + 6) % 7));
}

/** Weeks from the week of `start` to the week of `end`, both counted. */
export function weeksSpanned(start: string, end: string): number {
  return Math.max(1, Math.floor(daysBetween(mondayOf(start), mondayOf(end)) / 7) + 1);
}

/** The first such date on or after `from` (a month and day with no year). */
function dateOf(month: number, day: number, from: string): string | null {
  const year = +from.slice(0, 4);
  for (const y of [year, year + 1]) {
    const iso = `${y}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (isRealDate(iso) && iso >= addDays(from, -7)) return iso;
  }
  return null;
}

const lastDayOf = (month: number, year: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

interface DateSpan {
  from: string;
  to: string;
  index: number;
  said: string;
  /** Dated by the engine from vague words ("late april"). */
  vague?: boolean;
}

/** "feb 18-21", "dec 28-jan 6", "dec 24 - jan 1", "jan 8-10", "mar 5", "11/30", "2027-02-20". */
function readSpans(t: string, from: string): DateSpan[] {
  const out: DateSpan[] = [];
  const re = new RegExp(
    String.raw`\b${monthRe}\s*(\d{1,2})(?:st|nd|rd|th)?(?:\s*(?:-|to|through|thru|until|–)\s*(?:${monthRe}\s*)?(\d{1,2})(?:st|nd|rd|th)?\b(?!\.\d))?(?!\s*(?:min|k\b|x\b|yards|meters|m\b|y\b))|\b(\d{1,2})\/(\d{1,2})(?:\s*-\s*(\d{1,2})\/(\d{1,2}))?\b|\b(\d{4}-\d\d-\d\d)\b`,
    'g',
  );
  for (const m of t.matchAll(re)) {
    if (m[9]) {
      if (isRealDate(m[9])) out.push({ from: m[9], to: m[9], index: m.index, said: m[0] });
      continue;
    }
    if (m[5]) {
      const d = dateOf(+m[5] - 1, +m[6]!, from);
      const e = m[7] && d ? dateOf(+m[7] - 1, +m[8]!, d) : null;
      if (d) out.push(...spanOf(d, e, m.index, m[0]));
      continue;
    }
    const start = dateOf(monthIndex(m[1]!), +m[2]!, from);
    if (!start) continue;
    const endMonth = m[3] ? monthIndex(m[3]) : monthIndex(m[1]!);
    const end = m[4] ? dateOf(endMonth, +m[4], start) : start;
    out.push(...spanOf(start, end, m.index, m[0]));
    // "dec 24, 25, 31 and jan 1": days listed after a date are days of its month.
    if (!m[4]) {
      // Each listed day stands alone ("…, 25, 31 and jan 1", not "…, 2 practices a day") and comes later in the month.
      const list = /^(?:\s*(?:,|&|and|,\s*and)\s*(\d{1,2})(?:st|nd|rd|th)?\b(?=\s*(?:,|&|and\b|[.;)]|$)))+/.exec(t.slice(m.index + m[0].length));
      let last = +m[2]!;
      for (const day of list ? [...list[0].matchAll(/\d{1,2}/g)] : []) {
        if (+day[0] <= last || +day[0] > 31) break;
        last = +day[0];
        const date = dateOf(monthIndex(m[1]!), +day[0], start);
        if (date && date > start) out.push({ from: date, to: date, index: m.index + m[0].length + day.index, said: day[0] });
      }
    }
  }
  return out;
}

/**
 * A meet or a break lasts days: "feb 18-21", "dec 21 - jan 3". Dates further apart ("dec 1 to feb 28
 * champs") are two days, each read on its own: the season's first day and the meet it runs to.
 */
function spanOf(start: string, end: string | null, index: number, said: string): DateSpan[] {
  if (!end || end < start || end === start) return [{ from: start, to: start, index, said }];
  if (daysBetween(start, end) <= 21) return [{ from: start, to: end, index, said }];
  const cut = /\s*(?:-|–|to|through|thru|until)\s*/.exec(said.slice(1));
  if (!cut) return [{ from: start, to: start, index, said }];
  const at = cut.index + 1;
  return [
    { from: start, to: start, index, said: said.slice(0, at) },
    { from: end, to: end, index: index + at + cut[0].length, said: said.slice(at + cut[0].length) },
  ];
}

/** "late april", "mid march", "early may", "end of feb": a Saturday in that part of the month. */
function readVagueDate(t: string, from: string): DateSpan | null {
  // "last week of july", "the first weekend of august": that Saturday of the month.
  const nth = new RegExp(String.raw`\b(first|1st|second|2nd|third|3rd|fourth|4th|last) (?:week|weekend|wk) (?:of|in) ${monthRe}`).exec(t);
  if (nth) {
    const first = dateOf(monthIndex(nth[2]!), 1, from);
    if (first) {
      const n = ({ first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 } as Record<string, number>)[nth[1]!]!;
      const date = nthWeekday(+first.slice(0, 4), monthIndex(nth[2]!), 6, n);
      return { from: date, to: date, index: nth.index, said: nth[0], vague: true };
    }
  }
  const m = new RegExp(String.raw`\b(early|mid|middle of|late|end of)[- ]?${monthRe}`).exec(t);
  if (!m) return null;
  const month = monthIndex(m[2]!);
  const first = dateOf(month, 1, from);
  if (!first) return null;
  const year = +first.slice(0, 4);
  const part = m[1]!;
  const day = part === 'early' ? 7 : part.startsWith('mid') ? 17 : lastDayOf(month, year);
  const anchor = `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
  // The Saturday on or before the anchor: meets are raced at the weekend.
  const date = addDays(anchor, -((weekdayOfDate(anchor) + 1) % 7));
  return { from: date, to: date, index: m.index, said: m[0], vague: true };
}

/**
 * "couple B meets in oct and jan", "a sprint tri in april": one meet in each month said, on its middle Saturday (assumed);
 * "thanksgiving invite": the Saturday of Thanksgiving weekend.
 */
function readMonthsOnly(t: string, from: string): DateSpan[] {
  const m = new RegExp(String.raw`\bin ${monthRe}((?:\s*(?:,|&|and|\+)\s*${monthName})*)(?!\s*\d)`).exec(t);
  if (m) {
    const names = [m[1]!, ...[...(m[2] ?? '').matchAll(new RegExp(monthName, 'g'))].map((x) => x[0])];
    return names.flatMap((name) => {
      const first = dateOf(monthIndex(name), 1, from);
      if (!first) return [];
      const anchor = `${first.slice(0, 8)}17`;
      const date = addDays(anchor, -((weekdayOfDate(anchor) + 1) % 7));
      return [{ from: date, to: date, index: m.index, said: m[0], vague: true }];
    });
  }
  const holiday = /\bthanksgiving\b/.exec(t);
  if (holiday) {
    const year = +from.slice(0, 4);
    const day = addDays(thanksgiving(year), 2) >= from ? addDays(thanksgiving(year), 2) : addDays(thanksgiving(year + 1), 2);
    // The holiday names the meet ("thanksgiving invite"): it stays in the name, not taken as its date's words.
    return [{ from: day, to: day, index: holiday.index, said: '', vague: true }];
  }
  return [];
}

/** "70.3s in june": the middle Saturday of the month, for a race named by its month alone. */
function readMonthOnly(t: string, from: string): DateSpan | null {
  const m = new RegExp(String.raw`\bin ${monthRe}(?!\s*\d)`).exec(t);
  if (!m) return null;
  const first = dateOf(monthIndex(m[1]!), 1, from);
  if (!first) return null;
  const anchor = `${first.slice(0, 8)}17`;
  const date = addDays(anchor, -((weekdayOfDate(anchor) + 1) % 7));
  return { from: date, to: date, index: m.index, said: m[0], vague: true };
}

const meetWord =
  /\bmeets?\b|\b(?:sprint|olympic|oly) tri\b|\btriathlons?\b|\binvite\b|\binvitational\b|\bchamps?\b|\bchampionships?\b|\bstates?\b|\bsectionals?\b|\bnationals\b|\bconference\b|\bconf\b|\btrials\b|\bjuniors\b|\bfutures\b|\bjo'?s\b|\bclassic\b|\bduals?\b|\bgala\b|\brace\b(?![- ]?pace)(?! (?:it|them|tired)\b)|\btriathlon\b|\b70\.3s?\b|\bironman\b|\bcup\b|\bderby\b|\bncaas?\b|\bqualifier\b|\bregionals?\b|\bdistricts?\b|\bzones\b|\blake swim\b|\bocean swim\b|\bopen[- ]water swim\b|\b\d+\s?k (?:swim|race|lake swim)\b|\b\d+(?:\.\d)?\s?k\b(?=\s+(?:open[- ]water\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/;
const meetWordAll = new RegExp(meetWord.source, 'g');
const bigMeet = /\bchamps?\b|\bchampionships?\b|\bstates?\b|\bsectionals?\b|\bnationals\b|\bconference\b|\btrials\b|\bjuniors\b|\bjo'?s\b|\bncaas?\b|\bzones\b/;
const raceMeet = /\b(?:sprint|olympic|oly) tri\b|\b\d+(?:\.\d)?\s?k\b(?=\s+(?:open[- ]water\s+)?(?:swim|race|lake|ocean|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))|\btriathlon\b|\b70\.3s?\b|\bironman\b|\blake swim\b|\bocean swim\b|\bopen[- ]water swim\b|\b\d+\s?k (?:swim|race|lake swim)\b/;
// "a meet" is an article unless it starts the clause or follows "the", "is" or "=": "A meet Sectionals", "is the A meet".
// "A meet" is an A meet only written "a-meet" or after "the", "my", a colon: "a meet in week 6" is just a meet.
const letter = /(?:^(a)-|(?:[:(=]\s*|\b(?:the|my|our)\s+)(a)[- ])(?:meet|race)\b|\b([bc])[- ]?(?:meet|race)\b|\ba-(?:meet|race)\b|\(([abc])(?:\s+(?:for|meet|race)\b[^)]{0,20}|\s*[,;:-][^)]{0,40})?\)|\bimportance ([abc])\b|\b([abc])[- ]priority\b|\bis (?:the|an?) ([abc])\b|=\s*([abc])\b/;

/** The coach's words for how much a meet matters. */
export function importanceWords(clause: string, graded = false): MeetImportance | null {
  // "B meet week 4, A meet week 8": beside a meet graded by its letter, "a meet" opening a clause is the A meet.
  if (graded && /^a[- ](?:meet|race)\b/.test(clause.trim())) return 'A';
  const m = letter.exec(clause);
  const l = m ? (m.slice(1).find((g) => g !== undefined) ?? (/\ba-/.test(m[0]) ? 'a' : undefined)) : undefined;
  if (l) return l.toUpperCase() as MeetImportance;
  // "sharp but no full taper", "a mid-season rest, not a full taper": rested, not the A meet.
  if (/\b(?:no|not a|not|without a?|but no) (?:full )?(?:taper|shave)\b|\bmid[- ]?season rest\b|\bsharp but\b/.test(clause)) return 'B';
  if (/\bthe big one\b|\bbig one\b|\ba (?:big|bigger) meet\b|\bgoal meet\b|\bfull taper\b|\bfull rest\b|\bshave(?: and)? taper\b|\bpeak(?:ing)? (?:for|at)\b|\bmain (?:meet|event|goal|one|race)\b|\bgoal race\b|\bkey race\b|\ba race\b|\bthe one that matters\b|\bmost important\b|\bwhat we(?:'re| are)? (?:taper|peak|rest)(?:ing)? for\b|\bwe(?:'re| are| will|'ll)? (?:taper|peak)(?:ing)? for (?:it|this|that)\b|\bwhat we (?:taper|peak)\b/.test(clause)) return 'A';
  if (/\bsemi[- ]?rest|\bhalf[- ]?rest|\brest (?:some|a bit|a little)\b|\bsome rest\b|\bnot all the way\b|\bmini[- ]?(?:rest|taper)\b|\bpartial(?:ly)? rest|\bpartial taper\b|\bwant to go fast\b|\bgo fast there\b|\bqualifier\b|\bsemi[- ]?taper/.test(clause)) return 'B';
  if (/\btrain(?:ed|ing|s)? (?:thru|through)\b|\bdon'?t matter\b|\bdoesn'?t matter\b|\bnot important\b|\brace (?:it |them )?tired\b|\bjust race\b|\bno rest\b|\bfun meets?\b|\bunrested\b|\blow[- ]key\b|\bpractice meet\b|\bfor experience\b|\b(?:just |only )?for (?:fun|practice)\b|\bcheck[- ]in\b/.test(clause)) return 'C';
  return null;
}

/** Parentheses keep their commas and full stops: "(home, fun meet)" is part of its meet. */
function shield(t: string): string {
  let depth = 0;
  let out = '';
  for (const ch of t) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    out += depth > 0 && (ch === ',' || ch === '.' || ch === ';') ? (ch === ',' ? '\u00b7' : ' ') : ch;
  }
  return out;
}

/** Sentences, with "feb. 18" and "70.3" kept whole. */
function sentencesOf(t: string): string[] {
  return shield(t)
    // "wk. 5" is a week's number; "8-9 practices/wk. lc champs …" ends a sentence.
    .split(/[;\n]|(?<!\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|vs|st|approx|appr))(?<!\bwks?(?=\.\s*\d))\.(?:\s+|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence's parts: commas, "then", "plus" and "and" before a date split a list of meets. */
function partsOf(sentence: string): string[] {
  return sentence
    // "lc champs last week of july (b meet) and sectionals aug 5-8": "and" before another meet's name and date starts that meet.
    // "fun meets in weeks 3, 6 and 9": the weeks listed after one meet stay with it.
    .split(new RegExp(String.raw`,(?!(?<=\b(?:wks?|weeks?)\.?\s*\d{1,2}(?:\s*,\s*\d{1,2})*,)\s*\d{1,2}\b)\s*|\s+then\s+|\s+plus\s+|\s+and\s+(?=${monthRe}\s*\d)|\s+&\s+(?=${monthRe}\s*\d)|\s+(?:and|&)\s+(?=(?:[a-z0-9&'.]+\s+){0,2}?(?:${bigMeet.source}|\binvite\b|\binvitational\b|\bmeet\b)\s*(?:${monthRe}\s*\d|\d{1,2}\/\d|(?:in |during )?(?:wk|week)\.?\s*\d|(?:the )?(?:first|second|third|fourth|last) (?:week|weekend) of))`))
    .map((p) => (p ?? '').trim())
    .filter(Boolean);
}

const nameWords: Record<string, string> = { ncaa: 'NCAA', ncaas: 'NCAAs', scy: 'SCY', scm: 'SCM', lcm: 'LCM', jo: 'JO', "jo's": 'JOs', jos: 'JOs', '10&u': '10&U', '8&u': '8&U', '12&u': '12&U', '14&u': '14&U', conf: 'Conference', usms: 'USMS', yms: 'YMCA', ymca: 'YMCA', '70.3': '70.3', '70.3s': '70.3', ow: 'Open-water', lc: 'LC', sc: 'SC' };
const notName =
  /^(?:[abc]|the|our|a|an|on|at|in|for|is|are|and|then|with|to|of|we|want|have|has|do|that|this|it|its|be|big|one|goal|main|my|so|they|them|their|there|where|when|which|who|just|also|next|first|last|final|way|is|was|will|would|should|like|about|around|some|all|most|lots|only|vs|plus|meets?|s|d1|d2|d3|women|men|womens|mens|girls|boys|team|group|club|seniors?|hs|varsity|jv|masters|swimmers?|kids|guys|wk|wks|week|weeks|need|plan|season|taper|peak|build|rest|rested|semi|trained|train|thru|through|not|important|race|it|tired|want|go|fast|qualifier|end|ending|i|me|you|your|after|before|then|later|early|mid|late|between|during|each|every|other|into|toward|towards|til|till|until|doing|racing|swim|swimming|training|going|did|done|mostly|=|-|\d+(?:st|nd|rd|th)?)$/;

function nameCase(words: string[]): string {
  return words.map((w) => nameWords[w] ?? (/^\d+k$/.test(w) ? w.toUpperCase() : titleCase(w))).join(' ');
}

/** The meet's name in the coach's words: the words before its meet word ("winter juniors", "10&U champs", "state champs"). */
function meetName(part: string, said: string, importance: MeetImportance, date: string): string {
  // The date goes, its month stays as a word ("5k july 17" is still a 5k race).
  const text = said ? part.replace(said, ` ${said.split(/\s+/)[0]!.replace(/[^a-z]/g, '')} | `) : part;
  const outside = text.replace(/\([^)]*\)/g, ' | ');
  const inside = [...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!).join(' | ');
  for (const where of [outside, inside]) {
    for (const m of where.matchAll(meetWordAll)) {
      const before = where.slice(0, m.index).split(/[:|(]/).at(-1)!.trim().split(/\s+/).filter(Boolean);
      const kept: string[] = [];
      for (let i = before.length - 1; i >= 0 && kept.length < 3; i--) {
        const w = before[i]!.replace(/[^a-z0-9&.']/g, '');
        if (/^(?:fun|small|little|quick|short|low|key|tiny)$/.test(w)) continue;
        if (!w || notName.test(w) || /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/.test(w) && w.length <= 9 && /\d/.test(before[i + 1] ?? '')) break;
        kept.unshift(w);
      }
      // "state champs", "conference meet": the meet word that follows belongs to the name.
      const next = /^meets?$/.test(m[0]) ? undefined : /^\s+(champs?|championships?|meet|invite|invitational|classic|cup|gala)\b/.exec(where.slice(m.index + m[0].length))?.[1];
      const word = `${m[0]}${next ? ` ${next}` : ''}`.replace(/\s+/g, ' ');
      const stem = /^meets$/.test(word) ? 'meet' : /^duals?$/.test(word) ? 'dual meet' : word === 'qualifier' ? 'qualifying meet' : word;
      if (/^meets?$/.test(word) && kept.length === 0) continue;
      const name = nameCase([...kept, ...stem.split(' ')]);
      if (/^race$/i.test(name) && /\bopen[- ]water\b/.test(part)) return 'Open-water race';
      return /^(?:race|meet)$/i.test(name) ? `${titleCase(name)} (${dateWords(date)})` : name.replace(/^Dual Meet$/, 'Dual meet');
    }
  }
  // "jingle splash dec 12 (C)": the words just before the date name a meet given its letter.
  const lead = said ? part.split(said)[0]!.replace(/\([^)]*\)/g, ' ').split(/[,:;]/).at(-1)!.trim().split(/\s+/).filter(Boolean).slice(-3) : [];
  if (lead.length > 0 && lead.every((w) => /^[a-z][a-z'&.]+$/.test(w) && !notName.test(w)) && !/^(?:the|a|an|on|at|by|and|then|plus|with|vs)$/.test(lead[0]!)) return nameCase(lead);
  const generic = importance === 'A' ? 'Championship meet' : 'Meet';
  return `${generic} (${dateWords(date)})`;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Jan 23". */
export const dateWords = (date: string): string => `${monthNames[+date.slice(5, 7) - 1]} ${+date.slice(8, 10)}`;

/** Who races it when not the whole group: "the A meet for my top 6". */
function whoOf(part: string): string | null {
  // "state feb 25-27, only 6 girls go", "sectionals (qualifiers only)": a meet for the few who made it.
  const few = /\bonly (?:about |~|like )?(\d+|a few|a handful(?: of)?)\s*(?:girls|boys|kids|swimmers|guys|of (?:them|us|the \w+))?\s+(?:go|qualify|qualified|make it|made it|swim it|are going|will go)\b|\bqualifiers only\b|\b(?:only|just) (?:the )?qualifiers\b|\bfor (?:the few )?who(?:ever)? qualif(?:y|ies|ied)\b/.exec(part);
  if (few) return few[1] && /^\d+$/.test(few[1]) ? `${few[1]} qualifiers` : 'qualifiers';
  // "couple kids going to futures jul 15", "3 swimmers headed to sectionals": the few who race it.
  // "a few will go to sectionals in march": the swimmers left unsaid.
  const going = /\b(?:a |only a |just a )?(couple(?: of)?|few|handful(?: of)?|\d{1,2})\s+(?:of (?:my|our|the|them) )?(?:(?:kids|swimmers|girls|boys|guys|athletes)\s+)?(?:will |'ll |are |might |should )?(?:going|go|headed|heading|head|qualified|qualify|make it|swim|swimming|racing|race)\s+(?:to|for|at|in)\b/.exec(part);
  if (going) return /^\d/.test(going[1]!) ? `${going[1]} swimmers` : /^few/.test(going[1]!) ? 'a few swimmers' : `a ${going[1]!.replace(/ of$/, '')} of swimmers`;
  const m = /\bfor (?:my|our|the|just the|only the|only) (top \d+|top (?:group|lane|kids|girls|boys|swimmers)|qualifiers|[a-z0-9&+]+(?: (?:group|kids|girls|boys|swimmers|qualifiers|squad))?)\b/.exec(part);
  if (!m || /^(?:whole|entire|team|group|everyone|all)\b/.test(m[1]!)) return null;
  // "8 wk block for my tri group leading up to a half ironman": the group the plan is for, the whole of it.
  if (/\b(?:block|plan|season|program|programme|cycle|build|wks?|weeks?)\s*$/.test(part.slice(0, m.index).trim()) || /\b(?:block|plan|season|program)\b/.test(part.slice(0, m.index)) && !meetWord.test(part.slice(0, m.index))) return null;
  return m[1]!.replace(/^top (\d+)$/, 'top $1');
}

// "holiday invite", "holiday classic": a meet's name, not a holiday.
const breakWords = /\bno practice\b|\bno swim|\bclosed\b|\boff\b|\btrip\b|\bcamp\b|\bbreak\b|\bvacation\b|\bholidays?\b(?!\s+(?:invite|invitational|classic|meet|open|splash|dual|cup|relays?)\b)|\bno school\b/;
const startWords = /\bstarts?\b|\bbegins?\b|\bfirst (?:week|day|practice)\b|\bback (?:from|on)\b|\bstarting\b/;
const weekdayPlural = /\b(mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)\b/;

/** "dec 1 to state", "jan 4 thru JOs": the day the season starts, counted to the meet it builds to, not a meet. */
const seasonDate = String.raw`(?:(?:${monthRe})\s*\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\/\d{1,2})`;
const runsToMeet = new RegExp(String.raw`^\s*(?:thru|through|to|until|till|up to|-|–|->|→)\s*(?:the\s+|our\s+|my\s+)?(?:${seasonDate}\s*(?:\(\s*)?)?(?:the\s+)?(?:[a-z0-9&']+\s+){0,2}?(?:${meetWord.source}|\bfutures\b|\bthe (?:end|season)\b)`);
/** "… through conference feb 17-20": a date said after a meet's name or a "through" is the meet's, not a break's. */
const meetBefore = new RegExp(String.raw`(?:${meetWord.source}|\bthrough\b|\bthru\b|\buntil\b)[^,;(]{0,25}$`);

function isSeasonSpan(part: string, span: { index: number; said: string }): boolean {
  const after = part.slice(span.index + span.said.length);
  const before = part.slice(0, span.index);
  return runsToMeet.test(after) && !/\b(?:meets?|champs?|states?|conference|invite|invitational)\s*$/.test(before);
}

/** "dual meets most tuesdays in dec and jan": every such weekday of those months, from the season's start. */
function recurring(part: string, start: string, from: string): string[] {
  // "every saturday starting june 13", "saturdays from june 13": every such day from that date.
  const every = new RegExp(String.raw`\b(?:every|each|most)\s+(${weekdayWord.replace('[a-z]*', '')})[a-z]*\b|\b(mon|tues|wednes|thurs|fri|satur|sun)days\b`).exec(part);
  const since = new RegExp(String.raw`\b(?:starting|from|beginning|after)\s+(?:on\s+)?${monthRe}\s*(\d{1,2})`).exec(part);
  if (every && since) {
    const weekday = weekdayOf((every[1] ?? every[2]!).slice(0, 3));
    const first = dateOf(monthIndex(since[1]!), +since[2]!, from);
    if (weekday !== null && first) return Array.from({ length: 16 }, (_, i) => addDays(nextWeekday(first, weekday), i * 7));
  }
  // "saturdays in jan", "every saturday in january": that day of the week through the months named.
  const plural = weekdayPlural.exec(part);
  const dayWord = plural ? plural[1]!.replace(/s$/, '') : every ? (every[1] ?? every[2]!) : null;
  if (!dayWord) return [];
  const ms = [...part.matchAll(new RegExp(String.raw`\b${monthRe}(?!\s*\d)`, 'g'))].map((m) => monthIndex(m[1]!));
  const weekday = dayWord === 'weekend' ? 6 : weekdayOf(dayWord.slice(0, 3))!;
  // "meets every saturday", "dual meets most fridays": that day every week of the season (the meets around it say which are not).
  if (ms.length === 0) return every && weekday !== null && !/\b\d{1,2}\/\d{1,2}\b/.test(part) ? Array.from({ length: 26 }, (_, i) => addDays(nextWeekday(start, weekday), i * 7)) : [];
  const [a, b] = [ms[0]!, ms.at(-1)!];
  const wanted = new Set<number>();
  for (let m = a; ; m = (m + 1) % 12) {
    wanted.add(m);
    if (m === b || wanted.size > 12) break;
  }
  const out: string[] = [];
  for (let d = nextWeekday(start, weekday); out.length < 40 && daysBetween(start, d) < 366; d = addDays(d, 7)) {
    if (wanted.has(+d.slice(5, 7) - 1)) out.push(d);
    else if (out.length > 0) break;
  }
  return out;
}

interface MeetPart {
  text: string;
  spans: DateSpan[];
  importance: MeetImportance | null;
  /** "all trained thru", "they're not important": said of every meet in its list. */
  forAll: boolean;
  hasMeetWord: boolean;
}

/**
 * The meets of a season: dated parts that name a meet or a letter, the bare dates listed after them
 * ("duals jan 9, jan 16, jan 30"), "a meet in wk 6", "champs end of wk 12", "nationals late april",
 * "dual meets most tuesdays in dec and jan" and "conference 2 wks before" (states).
 */
export function readMeets(text: RequestText, from: string, start: string): BriefMeet[] {
  const meets: BriefMeet[] = [];
  // Meets the coach called the A meet in words ("is our A meet", "the big one"), not only by their kind.
  const namedA = new Set<BriefMeet>();
  const statements: Array<{ part: string; importance: MeetImportance }> = [];
  const relative: Array<{ part: string; weeks: number }> = [];
  const groupPeaks: string[] = [];
  const everyWeek: Array<{ part: string; dates: string[] }> = [];
  const week1 = mondayOf(start);
  // "meet in wk 3 and a bigger one wk 8": "one" after a meet is another meet.
  // "no meet july 3 (holiday)": a week without its meet, no meet to plan.
  const plain = text.plain.replace(/\bno (?:meets?|race|dual(?: meet)?)\b[^.;,\n]*/g, ' ');
  const said = /\bmeets?\b/.test(plain) ? plain.replace(/\b(?:a|the|another)\s+(bigger|big|smaller|small|second|2nd|last|final|later|home|away)\s+one\b(?!\s+of\b)/g, (_m, size: string) => `a ${size} meet`) : plain;
  for (const sentence of sentencesOf(said)) {
    const parts = partsOf(sentence);
    const graded = /\b[bc][- ]?(?:meet|race)\b/.test(sentence);
    let list: MeetPart[] = [];
    let listed = false;
    const flush = () => {
      const all = list.find((p) => p.forAll && p.importance)?.importance ?? null;
      const head = list.find((p) => p.hasMeetWord);
      for (const p of list) {
        const own = p.importance ?? all;
        for (const s of p.spans) {
          const words = p.hasMeetWord ? p.text : `${head?.text ?? ''} ${p.text}`;
          const importance = own ?? defaultImportance(words);
          // A bare date in a list takes the list's kind of meet ("duals jan 9, jan 16"), never a name said in another's parentheses.
          const name = p.hasMeetWord ? meetName(p.text, s.said, importance, s.from) : meetName(head ? head.text.replace(head.spans[0]?.said ?? '', ' ').replace(/\([^)]*\)/g, ' ') : '', '', importance, s.from);
          meets.push({ name: name.slice(0, 80), date: s.from, endDate: s.to !== s.from ? s.to : null, importance, who: whoOf(p.text), source: s.vague ? 'assumed' : 'said', words: p.text.replace(/\u00b7/g, ',').slice(0, 400) });
          if (own === 'A') namedA.add(meets.at(-1)!);
        }
      }
      list = [];
    };
    for (const part of parts) {
      const hasMeetWord = meetWord.test(part) || letter.test(part);
      const every = hasMeetWord && /\b(?:every|each|most)\s+(?:mon|tue|wed|thu|fri|sat|sun)|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\bweekends\b/.test(part) ? recurring(part, start, from) : [];
      if (every.length > 0) {
        flush();
        everyWeek.push({ part, dates: every });
        continue;
      }
      // "from dec 1 thru champs": the date the season runs from, not the meet's.
      const spans = readSpans(part, from).filter((s) => !breakWords.test(part.slice(Math.max(0, s.index - 40), s.index)) && !startWords.test(part.slice(Math.max(0, s.index - 30), s.index)) && !(/\bfrom\s*$/.test(part.slice(Math.max(0, s.index - 8), s.index)) && /^\s*(?:thru|through|to|until|till|up to|-)\b/.test(part.slice(s.index + s.said.length))) && !isSeasonSpan(part, s));
      const week = /\b(?:in |at the end of |end of |during )?(?:wks?|weeks?)\.? ?(\d{1,2})\b(?!\s*(?:taper|plan|season|block|program))/.exec(part);
      if (spans.length === 0 && week && hasMeetWord && !/\bweeks?\b.*\b(?:plan|season)\b/.test(part.slice(0, week.index + 8))) {
        // "meets in week 4 and week 8", "wks 3 and 6": a meet in each week said.
        const more = new RegExp(String.raw`^(?:\s*(?:,|&|and|\+)\s*(?:(?:wk|week)\.?\s*)?(\d{1,2})\b)+`).exec(part.slice(week.index + week[0].length));
        for (const n of [num(week[1]!), ...(more ? [...more[0].matchAll(/\d{1,2}/g)].map((d) => +d[0]) : [])]) {
          const date = addDays(week1, (n - 1) * 7 + 5);
          spans.push({ from: date, to: date, index: week.index, said: week[0] });
        }
      }
      if (spans.length === 0 && hasMeetWord) {
        const vague = readVagueDate(part, from) ?? (bigMeet.test(part) || raceMeet.test(part) ? readMonthOnly(part, from) : null);
        if (vague) spans.push(vague);
        // "couple B meets in oct and jan", "thanksgiving invite too": meets the coach named by month or holiday, one each.
        else if (!/\b(?:no|not|without|skip|skipping)\b/.test(part)) spans.push(...readMonthsOnly(part, from));
      }
      // "local meet is mar 13, just for practice": a few words after a meet say how much it matters.
      if (spans.length === 0 && !hasMeetWord && list.length > 0 && list.at(-1)!.importance === null && part.split(/\s+/).length <= 6 && importanceWords(part)) {
        list.at(-1)!.importance = importanceWords(part);
        continue;
      }
      if (spans.length === 0) {
        flush();
        listed = false;
        const rel = /\b(\d|one|two|three|four|five|six)\s*(?:wks?|weeks?)\s*(?:before|earlier|prior|out)\b/.exec(part);
        if (hasMeetWord && rel && !/\btaper\b/.test(part)) relative.push({ part, weeks: num(rel[1]!) });
        else if (hasMeetWord && onlyThatMeet.test(part)) groupPeaks.push(part);
        else if (hasMeetWord && importanceWords(part)) statements.push({ part, importance: importanceWords(part)! });
        continue;
      }
      const bare = !hasMeetWord && !breakWords.test(part) && !startWords.test(part) && part.replace(/\([^)]*\)/g, '').split(/\s+/).length <= 5;
      if (!hasMeetWord && !(listed && bare) && !(bare && /\bmeets?\b/.test(sentence.slice(0, sentence.indexOf(part))))) {
        flush();
        listed = false;
        continue;
      }
      if (hasMeetWord && list.some((p) => p.hasMeetWord)) flush();
      const importance = importanceWords(part, graded);
      list.push({ text: part, spans, importance, forAll: /\ball\b|\bboth\b|\bthose\b|\bthese\b|\bthey\b|\bthem\b|\beach\b/.test(part), hasMeetWord });
      listed = true;
    }
    flush();
  }
  // "want states to be the big one": the importance of a meet named elsewhere.
  for (const { part, importance } of statements) {
    const word = part.match(meetWordAll)?.find((w) => !/^meets?$/.test(w));
    const meet = word ? meets.find((m) => m.name.toLowerCase().includes(word.replace(/s$/, ''))) : undefined;
    if (meet && !/\beveryone else\b|\bthe rest\b/.test(part)) {
      meet.importance = importance;
      if (importance === 'A') namedA.add(meet);
    }
  }
  // "some kids only swim conference so they taper for that": the team rests for it as before, and those swimmers taper for it.
  for (const part of groupPeaks) {
    const word = part.match(meetWordAll)?.find((w) => !/^meets?$/.test(w));
    const meet = word ? meets.find((m) => !m.who && m.name.toLowerCase().includes(word.replace(/s$/, ''))) : undefined;
    if (!meet) continue;
    if (meet.importance === 'A') meet.importance = 'B';
    meets.push({ ...meet, importance: 'A', who: `${meet.name}-only swimmers`, words: part.replace(/\u00b7/g, ',').slice(0, 400) });
  }
  // The meet the coach called the A meet is the team's; a championship after it that was A only by its
  // kind ("state, only 6 girls go") is for the few who race it, and one before it is rested for, not tapered.
  const team = [...namedA].filter((m) => !m.who).sort((a, b) => a.date.localeCompare(b.date)).at(-1);
  if (team) {
    for (const m of meets) {
      if (m === team || namedA.has(m) || m.importance !== 'A' || m.who) continue;
      if (m.date > team.date) m.who = 'qualifiers';
      else m.importance = 'B';
    }
  }
  const settled = settledMeets(meets);
  const aMeet = settled.filter((m) => m.importance === 'A' && !m.who).at(-1) ?? settled.at(-1);
  // "we do conference 2 wks before" (states): weeks before the meet the season builds to.
  for (const { part, weeks } of relative) {
    if (!aMeet) continue;
    const date = addDays(aMeet.date, -weeks * 7);
    const importance = importanceWords(part) ?? 'B';
    settled.push({ name: meetName(part, '', importance, date), date, endDate: null, importance, who: whoOf(part), source: 'said', words: part.replace(/\u00b7/g, ',') });
  }
  const breaks = readBreaks(text, from);
  const closed = (d: string) => breaks.some((b) => b.kind !== 'light' && d >= b.from && d <= b.to);
  for (const { part, dates } of everyWeek) {
    const importance = importanceWords(part) ?? 'C';
    const name = meetName(part, '', importance, dates[0]!).replace(/ \([A-Z][a-z]{2} \d+\)$/, '');
    // The first week, the holidays and the days before a meet that is rested for are not dual-meet days.
    const rested = settled.filter((m) => m.importance !== 'C' && !m.who);
    for (const d of dates) {
      // Nor the first days back from a long break.
      const justBack = breaks.some((b) => b.kind === 'off' && daysBetween(b.from, b.to) >= 4 && daysBetween(b.to, d) > 0 && daysBetween(b.to, d) <= 5);
      // Nor a holiday (July 4th, Christmas, New Year's Day, Thanksgiving).
      const holidayDate = /-(?:07-04|12-25|01-01)$/.test(d) || d === thanksgiving(+d.slice(0, 4));
      if (d < addDays(week1, 7) || closed(d) || justBack || holidayDate) continue;
      if (rested.some((m) => daysBetween(d, m.date) >= 0 && daysBetween(d, m.date) <= 6)) continue;
      if (aMeet && d > aMeet.date) continue;
      settled.push({ name, date: d, endDate: null, importance, who: null, source: 'said', words: part.replace(/\u00b7/g, ',').slice(0, 400) });
    }
  }
  return settledMeets(settled);
}

function defaultImportance(words: string): MeetImportance {
  // "a sprint tri in april as a tuneup", "one LC meet in june just to get times": raced on the week's training.
  if (/\bduals?\b|\btune[- ]?ups?\b|\bjust (?:to get|for) (?:times|fun|practice)\b|\bto get (?:some )?times\b/.test(words)) return 'C';
  // "jan 11 to the race (1500 open water)": the race a block runs to is its goal.
  if (/\b(?:to|for|until|thru|through) the race\b|\bopen[- ]water\b/.test(words)) return 'A';
  if (bigMeet.test(words) || raceMeet.test(words)) return 'A';
  return 'B';
}

/**
 * "some kids only swim conference so they taper for that", "a few only go to districts and rest for it": a meet that is the
 * last of the season for part of the group, who taper for it.
 */
const onlyThatMeet = /\b(?:some|a few|few|several|half|most|\d{1,2})\s+(?:of (?:the|my|our|them)\s+)?(?:kids|swimmers|girls|boys|guys|athletes|of them)?\s*(?:only|just)\s+(?:swim|race|go to|make|do|qualify for|have)\b[^.;]*\b(?:taper|peak|rest|shave)\b/;

/** In date order, one per date (a part of the group's own meet beside the team's); one A meet for the whole group (the last A named; an earlier A becomes a B with its own rest). */
export function settledMeets<M extends SeasonMeet & { who?: string | null | undefined; source?: string }>(meets: readonly M[]): M[] {
  const byDate = new Map<string, M>();
  // "nationals (late may)" and "peak for nationals may 20ish": one meet, on the date said more closely.
  const dated = new Set(meets.filter((m) => m.source !== 'assumed').map((m) => m.name.trim().toLowerCase()));
  // "thru states in november" beside "State Champs nov 19", "1 dual in late jan" beside "Dual vs Kenyon jan 22": the meet
  // the coach dated, not a second one on a guessed date.
  const kindOf = (name: string) => /\b(state|conference|conf|sectional|dual|invit|champ|junior|jo|national|regional|district|league|zone|futures)/i.exec(name)?.[1]?.toLowerCase().replace(/^conf$/, 'conference') ?? null;
  const twin = (m: M) => meets.some((o) => o !== m && o.source !== 'assumed' && kindOf(o.name) !== null && kindOf(o.name) === kindOf(m.name) && Math.abs(daysBetween(o.date, m.date)) <= (kindOf(m.name) === 'dual' ? 14 : 45));
  for (const m of meets) {
    if (m.source === 'assumed' && (dated.has(m.name.trim().toLowerCase()) || twin(m))) continue;
    const key = `${m.date}|${m.who ?? ''}`;
    const there = byDate.get(key);
    // Two meets read on one date: the one the coach named with more words is kept.
    if (!there || m.name.length >= there.name.length || there.importance === 'C') byDate.set(key, m);
  }
  const sorted = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const whole = sorted.filter((m) => m.importance === 'A' && !m.who);
  const lastA = whole.at(-1);
  // "sectionals feb 19, state feb 25-26", both A: a championship inside the last one's taper is swum tapered, an A meet too.
  const inTaper = (m: M) => lastA !== undefined && m.date < lastA.date && daysBetween(m.date, lastA.date) <= 10;
  return sorted.map((m) => (m.importance === 'A' && !m.who && m !== lastA && !inTaper(m) ? { ...m, importance: 'B' as const } : m));
}

/** US Thanksgiving: the fourth Thursday of November. */
function thanksgiving(year: number): string {
  const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const day = 1 + ((4 - first + 7) % 7) + 21;
  return `${year}-11-${String(day).padStart(2, '0')}`;
}

/** The n-th given weekday of a month (n = -1: the last). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n < 0) {
    const last = `${year}-${String(month + 1).padStart(2, '0')}-${lastDayOf(month, year)}`;
    return addDays(last, -((weekdayOfDate(last) - weekday + 7) % 7));
  }
  const first = `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(first, ((weekday - weekdayOfDate(first) + 7) % 7) + (n - 1) * 7);
}

/** The next holiday on or after `from` (a week before counts: a plan written just after still honours it). */
function holiday(from: string, on: (year: number) => string): string {
  const year = +from.slice(0, 4);
  const d = on(year);
  return d >= addDays(from, -7) ? d : on(year + 1);
}

type HolidayDays = { from: string; to: string; label: string };

/** Holidays named in a clause: "christmas day", "new years", "thanksgiving week", "mlk day", "holiday weeks". */
function holidaysIn(clause: string, from: string): HolidayDays[] {
  const out: HolidayDays[] = [];
  const christmas = holiday(from, (y) => `${y}-12-25`);
  const newYear = holiday(from, (y) => `${y}-01-01`);
  const thanks = holiday(from, thanksgiving);
  const week = (d: string) => ({ from: mondayOf(d), to: addDays(mondayOf(d), 6) });
  // "2 wks xmas off", "two weeks at christmas": the weeks of Christmas and New Year.
  const twoWeeks = /\b(?:2|two)\s*(?:wks?|weeks?)\s+(?:(?:off\s+)?(?:at|over|for)\s+)?(?:xmas|christmas|x-mas|the holidays)\b|\b(?:xmas|christmas|x-mas)\s+(?:2|two)\s*(?:wks?|weeks?)\b/.test(clause);
  if ((twoWeeks || /\bholiday weeks\b|\bholidays\b|\bover the holidays\b|\bwinter break\b|\b(?:christmas|xmas|x-mas|holiday) break\b/.test(clause)) && !/\bthanksgiving\b/.test(clause)) {
    const a = week(christmas);
    const b = week(newYear);
    out.push({ from: a.from, to: b.to, label: 'Holidays' });
    return out;
  }
  if (/\bthanksgiving (?:wk|week|break)\b|\b(?:wk|week) (?:of|for) thanksgiving\b/.test(clause)) out.push({ ...week(thanks), label: 'Thanksgiving week' });
  else if (/\bthanksgiving\b/.test(clause)) out.push({ from: thanks, to: thanks, label: 'Thanksgiving' });
  if (twoWeeks) {
    const a = week(christmas);
    out.push({ from: a.from, to: week(newYear).to, label: 'Holidays' });
  } else if (/\bchristmas (?:week)\b|\bxmas week\b/.test(clause)) out.push({ ...week(christmas), label: 'Christmas week' });
  else {
    if (/\bchristmas eve\b|\bxmas eve\b/.test(clause)) out.push({ from: addDays(christmas, -1), to: addDays(christmas, -1), label: 'Christmas Eve' });
    if (/\bchristmas(?! eve\b)|\bxmas(?! eve\b)/.test(clause)) out.push({ from: christmas, to: christmas, label: 'Christmas Day' });
  }
  if (/\bnew years? eve\b|\bnye\b/.test(clause)) out.push({ from: addDays(newYear, -1), to: addDays(newYear, -1), label: 'New Year’s Eve' });
  if (/\bnew years?(?:'s?)?(?! eve)\b/.test(clause)) out.push({ from: newYear, to: newYear, label: 'New Year’s Day' });
  if (/\bmlk\b|\bmartin luther king\b/.test(clause)) out.push(((d) => ({ from: d, to: d, label: 'MLK Day' }))(holiday(from, (y) => nthWeekday(y, 0, 1, 3))));
  if (/\bpresidents'? day\b/.test(clause)) out.push(((d) => ({ from: d, to: d, label: 'Presidents’ Day' }))(holiday(from, (y) => nthWeekday(y, 1, 1, 3))));
  if (/\bmemorial day\b/.test(clause)) out.push(((d) => ({ from: d, to: d, label: 'Memorial Day' }))(holiday(from, (y) => nthWeekday(y, 4, 1, -1))));
  if (/\blabor day\b/.test(clause)) out.push(((d) => ({ from: d, to: d, label: 'Labor Day' }))(holiday(from, (y) => nthWeekday(y, 8, 1, 1))));
  const july4 = String.raw`(?:july (?:4|4th|fourth)|(?:the )?(?:4th|fourth) of july|independence day)`;
  if (new RegExp(String.raw`\b${july4}\b`).test(clause)) {
    const d = holiday(from, (y) => `${y}-07-04`);
    // "july 4 week off", "the week of the 4th of july": the whole week, the Monday after when the 4th is a Sunday (its holiday is kept then).
    const monday = weekdayOfDate(d) === 0 ? addDays(d, 1) : mondayOf(d);
    if (new RegExp(String.raw`\b${july4}\s+(?:wk|week)\b|\b(?:wk|week) of ${july4}`).test(clause)) out.push({ from: monday, to: addDays(monday, 6), label: 'July 4th week' });
    else out.push({ from: d, to: d, label: 'July 4th' });
  }
  if (/\beaster\b/.test(clause) && /\bweek\b/.test(clause) === false) {
    // Easter moves; the coach's dates say it better, so only a named date span counts for it.
  }
  return out;
}

const closedWords = /\bno practice\b|\bno swim(?:ming)?\b|\b(?:pool (?:is )?)?clos(?:ed|es|ing)\b|\bno pool\b|\bno water\b/;
const lightWords = /\blight(?:er)?\b|\beasy\b|\bdown week\b|\breduced\b|\bless\b|\bexams?\b|\bfinals week\b/;

/** Days off, light weeks and camps: "no practice dec 24 - jan 1", "closed dec 21 - jan 3", "off christmas day and new years day only", "training trip dec 28-jan 6 (doubles)". */
export function readBreaks(text: RequestText, from: string): BriefBreak[] {
  const out: BriefBreak[] = [];
  for (const sentence of sentencesOf(text.plain)) {
    // "xmas break dec 23 - jan 2 we still practice but 1x/day", "spring break …, pool open but half the kids gone": a break with practice in it is a lighter week, not days off.
    // "keep it fun, no doubles, we start sept 7" names no break: a season's own rule is not a lighter week.
    const practised = /\b(?:still|we) (?:practice|swim|train|have practice|go)\b|\bpool (?:is |will be |stays )?open\b|\bnot off\b|\bdon'?t take\b[^.]*\boff\b|\b1x\s*(?:\/|a|per)?\s*day\b|\bonce a day\b|\bno doubles\b|\bhalf (?:the|of the|my|our) (?:kids|team|group|swimmers)\b[^.;]{0,20}\b(?:gone|away|out|missing)\b/.test(sentence) && breakWords.test(sentence);
    // "off thanksgiving week, and dec 20 - jan 2": dates joined on after a comma are the same days off.
    // "xmas break 12/23-1/2 but we do a camp 12/27-12/30 (doubles)": the break is off, the camp inside it its own.
    const pieces = sentence.split(/,\s*(?=[a-z]{2,})(?!(?:(?:and|plus)\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d)/).flatMap((c) => c.split(/\s+(?=but (?:we |they )?(?:do|have|run|hold|go to|are doing|'re doing) (?:a |our |the )?(?:training )?(?:camp|trip)\b)/));
    for (const clause of pieces) {
      // "xmas break dec 24-jan 1 doubles but off 12/25 and 1/1": a break trained as doubles is a camp, its days off said after.
      // "doubles tues and thurs in dec. winter break 12/24-1/1 off": doubles on some days of a month are not the break's, which is off.
      const camp = /\b(?:training )?trip\b|\bcamp\b|\bdoubles every day\b|\btraining week away\b/.test(clause) || (/(?<!\bno )\bdoubles\b(?!\s+(?:until|till|til|before|thru|through|on|in|every|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/.test(clause) && /\bbreak\b|\bholidays?\b|\bxmas\b|\bchristmas\b/.test(clause));
      // "week of july 4 we're off monday", "wk of mar 1 - pool closed mon-wed that week": only those days of that week.
      const dayWords = new RegExp(String.raw`\b(?:off|closed|no practice)\b[^.;]{0,25}?\b(${weekdayWord})(?:\s*(?:-|to|thru|through|\/|&|and|or)\s*(${weekdayWord}))?\b|\b(${weekdayWord})(?:\s*(?:-|to|thru|through|\/|&|and|or)\s*(${weekdayWord}))?\s+(?:off|closed)\b`).exec(sentence);
      // "thanksgiving week light, no practice thurs/fri", "easy thanksgiving week - thu-fri off": the week is lighter, those days are off.
      const besideDays = dayWords ? clause.replace(dayWords[0], ' ') : clause;
      const lightWithDaysOff = dayWords !== null && lightWords.test(besideDays) && !closedWords.test(besideDays) && !/\boff\b/.test(besideDays);
      const closed = closedWords.test(clause) && !lightWithDaysOff;
      const off = closed || /\boff\b|\bbreak\b|\bvacation\b|\bno school\b|\bholidays?\b/.test(clause);
      const light = (lightWords.test(clause) || (practised && !camp)) && !closed;
      if (!off && !camp && !light) continue;
      // "we still swim but only mornings, off xmas day and new years": the days said off in a practised break are off.
      const saidOff = /\boff\b/.test(clause.replace(/\bday off\b/, '')) && !/\bnot off\b|\b(?:still|we) (?:practice|swim|train)\b/.test(clause);
      const kind: BriefBreak['kind'] = camp ? 'camp' : lightWithDaysOff || (light && !(practised && saidOff) && (practised || !/\boff\b/.test(clause.replace(/\bday off\b/, '')))) ? 'light' : 'off';
      const words = clause.replace(/\u00b7/g, ',').trim().slice(0, 400);
      const where = /\bin ([a-z]+(?: [a-z]+)?)\b(?=[^a-z]*(?:\(|$))/.exec(clause.replace(/\([^)]*\)/g, ''))?.[1];
      const campLabel = `${/\btrip\b/.test(clause) ? 'Training trip' : /\bcamp\b/.test(clause) ? 'Training camp' : 'Break training (doubles)'}${where && !/^(?:the|a|our)\b/.test(where) && !monthIndexOk(where) ? ` (${titleCase(where)})` : ''}`;
      const reason = /\bschool\b/.test(clause) && /\bpool\b/.test(clause) ? 'school and pool closed' : /\bpool\b/.test(clause) && closed ? 'pool closed' : /\bschool\b/.test(clause) ? 'school closed' : null;
      // "closed dec 21 - jan 3 except dec 28-30 mornings": the days named after "except" are open.
      // "xmas break practice only dec 28-30": the days named after "practice only" are open too.
      const offAt = camp ? /\b(?:but|and|except)\s+(?:we'?re\s+)?off\b/.exec(clause)?.index ?? null : null;
      const exceptAt = offAt ?? /\b(?:except|but (?:open|we have (?:it|the pool))|apart from|practices? only|only (?:practice|swim)(?:ing)?|pool (?:is )?open)\b/.exec(clause)?.index ?? clause.length;
      // "training trip jan 2-10 (…) through conference feb 17-20": the meet's dates in the same clause are not the break's.
      const spans = readSpans(clause.slice(0, exceptAt), from).filter((sp, _i, all) => all.length < 2 || !meetBefore.test(clause.slice(Math.max(0, sp.index - 40), sp.index)));
      const open = readSpans(clause.slice(exceptAt), from);
      // The days off inside a camp are days off of their own.
      if (offAt !== null) for (const d of open) out.push({ from: d.from, to: d.to, kind: 'off', label: holidaysIn(clause.slice(exceptAt), from)[0]?.label ?? 'Day off', words: clause.replace(/\u00b7/g, ',').trim().slice(0, 400) });
      // "doubles tue/thu until winter break": the break bounds something else; it is read where it is said ("break is dec 23 - jan 2").
      let named = holidaysIn(clause.slice(0, exceptAt).replace(/\b(?:until|till|til|before|up to)\s+(?:the\s+)?(?:winter|christmas|xmas|holiday|spring|thanksgiving|mid-?winter)\s+break\b/g, ' '), from);
      // "off christmas eve thru new years": one break from the first holiday to the second.
      if (named.length === 2 && /\b(?:thru|through|to|until|till)\b|\s-\s/.test(clause) && named[0]!.from < named[1]!.from && daysBetween(named[0]!.from, named[1]!.to) <= 21) {
        named = [{ from: named[0]!.from, to: named[1]!.to, label: `${named[0]!.label} to ${named[1]!.label}` }];
      }
      // "spring break wk of apr 5": the whole week of that date, Monday to Sunday.
      const weekOf = /\b(?:wk|week) of\b/.test(clause) || new RegExp(String.raw`\b${monthRe}\s*\d{1,2}(?:st|nd|rd|th)?\s+(?:wk|week)\b`).test(clause);
      // "memorial day weekend off": the weekend with its Monday holiday, Saturday to Monday.
      if (/\bweekend\b/.test(clause)) named = named.map((h) => (weekdayOfDate(h.from) === 1 && h.from === h.to ? { ...h, from: addDays(h.from, -2), label: `${h.label} weekend` } : h));
      // "closed christmas eve through jan 2": from the holiday to the date.
      // "the week of july 4" when the 4th is a Sunday is the week it is kept on: the Monday after.
      const weekStartOf = (d: string) => (weekdayOfDate(d) === 0 ? addDays(d, 1) : mondayOf(d));
      let ranged = weekOf ? spans.map((sp) => (sp.from === sp.to ? { ...sp, from: weekStartOf(sp.from), to: addDays(weekStartOf(sp.from), 6) } : sp)) : spans;
      // "no practice thanksgiving week thurs/fri", "week of july 4 we're off monday": the week's named days only.
      const first = dayWords ? weekdayOf((dayWords[1] ?? dayWords[3])!.slice(0, 3)) : null;
      const last = dayWords ? weekdayOf((dayWords[2] ?? dayWords[4] ?? dayWords[1] ?? dayWords[3])!.slice(0, 3)) : null;
      const restrict = <B extends { from: string; to: string }>(b: B): B => {
        // "thanksgiving thurs-sun off": the holiday's own day grows to the days said around it, in its week.
        if (first !== null && last !== null && b.from === b.to && last !== first) {
          const monday = weekStartOf(b.from);
          const offset = (d: number) => (d + 6) % 7;
          if (offset(last) > offset(first)) return { ...b, from: addDays(monday, offset(first)), to: addDays(monday, offset(last)) };
        }
        if (first === null || last === null || daysBetween(b.from, b.to) < 4) return b;
        const monday = weekStartOf(b.from);
        const offset = (d: number) => (d + 6) % 7;
        return { ...b, from: addDays(monday, offset(first)), to: addDays(monday, Math.max(offset(first), offset(last))) };
      };
      if (lightWithDaysOff) {
        const label = (l: string) => `${l.replace(/ week$/, '')}: no practice`.slice(0, 80);
        const weeks = [...named.map((h) => ({ ...h, label: label(h.label) })), ...ranged.map((sp) => ({ ...sp, label: 'No practice' }))].filter((b) => daysBetween(b.from, b.to) >= 4);
        for (const b of weeks.map(restrict)) out.push({ from: b.from, to: b.to, kind: 'off', label: b.label, words: dayWords[0] });
      } else {
        named = named.map(restrict);
        // "off thanksgiving wk thurs-sun and dec 23 - jan 2": days said before the dates are the holiday's, the dates said stay whole.
        const daysAt = dayWords ? dayWords.index : -1;
        const clauseAt = sentence.indexOf(clause);
        ranged = ranged.map((sp) => (named.length > 0 && !weekOf && clauseAt >= 0 && daysAt < clauseAt + sp.index && sp.from !== sp.to ? sp : restrict(sp)));
      }
      // "xmas break dec 23 - jan 2" gives both ends: its dates, not the holiday's.
      if (named.length === 1 && spans.length === 1 && spans[0]!.from === spans[0]!.to && named[0]!.from < spans[0]!.from && daysBetween(named[0]!.from, spans[0]!.to) <= 21 && /\b(?:thru|through|to|until|till)\b|\s-\s/.test(clause)) {
        ranged = [{ ...spans[0]!, from: named[0]!.from }];
      }
      if (ranged.length === 0 && named.length === 0) continue;
      // A span of dates that is a meet's ("states feb 20") is not a break.
      if (spans.length > 0 && meetWord.test(clause) && !off && !camp) continue;
      // "holiday invite dec 18-19 (B)", "the holiday classic": a meet named for the season, not a break.
      if (meetWord.test(clause) && !closed && (/\((?:[abc])\)|\b[abc][- ]?meet\b/.test(clause) || /\b(?:holiday|xmas|christmas|winter|new year'?s?|thanksgiving|turkey|jingle|santa|snowflake)\s+(?:invite|invitational|classic|meet|open|splash|dual|cup|relays?)\b/.test(clause))) continue;
      // "xmas break 12/23-1/2 but we do a camp 12/27-12/30": the camp said beside the break is not off.
      const camps = kind === 'off' ? pieces.filter((p) => p !== clause && /\bcamp\b|\btraining trip\b/.test(p)).flatMap((p) => readSpans(p, from)) : [];
      const add = (b: BriefBreak) => {
        for (const piece of withoutDays(b.from, b.to, [...open, ...camps])) out.push({ ...b, ...piece });
      };
      // "off thanksgiving week and dec 20 - jan 2": a holiday names the dates it falls in or beside, and is a break of its own apart from them.
      const near = (s: { from: string; to: string }) => named.find((h) => h.from <= addDays(s.to, 3) && h.to >= addDays(s.from, -3));
      for (const s of ranged) {
        const holidayLabel = near(s)?.label;
        const winter = s.from <= holiday(s.from, (y) => `${y}-12-25`) && s.to >= holiday(s.from, (y) => `${y}-12-25`) ? 'Winter break' : null;
        const label = camp ? campLabel : kind === 'light' ? (holidayLabel ? `${holidayLabel} (light)` : 'Light week') : reason ? `No practice (${reason})` : holidayLabel ?? (/\bclosed\b/.test(clause) ? 'Pool closed' : winter ?? 'No practice');
        add({ from: s.from, to: s.to, kind, label: label.slice(0, 80), words });
      }
      const apart = ranged.length === 0 ? named : /\b(?:after|before|since|until|till|til|around|by)\s+(?:the\s+)?(?:thanksgiving|christmas|xmas|new year|mlk|presidents|memorial|labor|july|4th|fourth)/.test(clause) ? [] : named.filter((h) => !ranged.some((s) => near(s) === h));
      for (const h of apart) add({ from: h.from, to: h.to, kind: camp ? 'camp' : kind, label: kind === 'light' && !/light/i.test(h.label) ? `${h.label} (light)` : h.label, words });
    }
  }
  return out.filter((b, i) => out.findIndex((o) => o.from === b.from && o.to === b.to && o.kind === b.kind) === i);
}

/** A break's days less the days said to be open: one piece, two, or none. */
function withoutDays(from: string, to: string, open: readonly DateSpan[]): Array<{ from: string; to: string }> {
  let pieces = [{ from, to }];
  for (const o of open) {
    pieces = pieces.flatMap((p) => {
      if (o.to < p.from || o.from > p.to) return [p];
      return [...(o.from > p.from ? [{ from: p.from, to: addDays(o.from, -1) }] : []), ...(o.to < p.to ? [{ from: addDays(o.to, 1), to: p.to }] : [])];
    });
  }
  return pieces;
}

const monthIndexOk = (w: string) => monthIndex(w) >= 0 && w.length <= 9;

function readWeekly(t: string): number | null {
  const m =
    /(\d{1,3}(?:[.,]\d{3})?|\d{1,3}(?:\.\d)?\s*k)(?:\s*-\s*(\d{1,3}(?:\.\d)?)\s*(k)?)?\s*(?:yards?|yds?|y|meters?|metres?|m)?\s*(?:a|per|each|\/)\s*(?:week|wk)\b|\bweekly (?:volume )?(?:of )?(\d{1,3}(?:[.,]\d{3})?|\d{1,3}\s*k)/.exec(
      t,
    );
  if (!m) return null;
  const raw = m[1] ?? m[4];
  if (!raw) return null;
  const thousands = /k$/.test(raw.trim()) || m[3] === 'k';
  const low = thousands ? parseFloat(raw) * 1000 : parseInt(raw.replace(/[,.]/g, ''), 10);
  const high = m[2] ? (thousands ? parseFloat(m[2]) * 1000 : parseInt(m[2], 10)) : low;
  const value = Math.round((low + high) / 2);
  return value >= 2000 && value <= 120000 ? value : null;
}

export interface SeasonRead {
  season: Omit<BriefSeason, 'targetDate' | 'championship' | 'taperWeeks'>;
  targetDate: string | null;
  taperWeeks: number | null;
  championship: boolean;
  weeklyVolume: number | null;
}

const weekdayWord = String.raw`(?:mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*`;

/** The weekdays practised: "mon wed fri + sat", "5 days a wk (no sat unless meet)" (Monday to Friday). */
function readDays(text: string, sessions: number | null): number[] | null {
  // "practices m-f": Monday to Friday.
  const t = text.replace(/\bm\s*-\s*f\b/g, 'mon-fri');
  const lists = [...t.matchAll(new RegExp(String.raw`\b((?:${weekdayWord}\s*(?:,|\/|&|\+|and|-)?\s*){2,7})`, 'g'))];
  for (const list of lists) {
    // The words just before the list say what its days are ("doubles mon wed fri", "meets on sat"); a meet named earlier in the sentence does not.
    const before = t.slice(Math.max(0, list.index - 14), list.index);
    const after = t.slice(list.index + list[0].length, list.index + list[0].length + 20);
    // Doubles, lifts, meets or days off are not the practice days; nor the days a pool is closed ("pool closed mon-wed that week").
    if (/\b(?:clos(?:ed|es|ing)|no practice|break|holiday|off)\b[^.;]{0,25}$/.test(t.slice(Math.max(0, list.index - 40), list.index)) || /^\s*(?:that|this|the) week\b/.test(after)) continue;
    if (/\bdoubles?\b|\blifts?\b|\bdry ?land\b|\bweights\b|\bmeets?\b|\bduals?\b|\boff\b|\bno\b|\bam\/pm\b|\bam\b/.test(before) || /^\s*(?:off|lifts?|dry ?land|doubles|am)\b/.test(after)) continue;
    // "mon-fri" is a range; "mon-wed-fri" lists three days.
    const named = [...list[1]!.matchAll(/\b(?:mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*/g)].length;
    // "mon/wed/fri 60 min + sat 90", "mon-fri pm + sat am": the day added after the list's own minutes or time of day is a practice day too.
    const plus = new RegExp(String.raw`^\s*(?:(?:am|pm|mornings?|afternoons?|evenings?|nights?)\s*)?(?:\d{2,3}\s*(?:min(?:ute)?s?)?\s*)?(?:\+|and|&|plus)\s*(${weekdayWord})\b`).exec(after + t.slice(list.index + list[0].length + 20, list.index + list[0].length + 30));
    const added = plus ? weekdayOf(plus[1]!.slice(0, 3)) ?? weekdayOf(plus[1]!) : null;
    const range = named === 2 ? new RegExp(String.raw`\b(${weekdayWord})\s*(?:-|to|thru|through)\s*(${weekdayWord})\b`).exec(list[1]!) : null;
    if (range) {
      const [a, b] = [weekdayOf(range[1]!.slice(0, 3)) ?? weekdayOf(range[1]!), weekdayOf(range[2]!.slice(0, 3)) ?? weekdayOf(range[2]!)];
      if (a !== null && b !== null && a <= b) return [...new Set([...Array.from({ length: b - a + 1 }, (_, i) => a + i), ...(added !== null ? [added] : [])])].sort();
    }
    const days = [...list[1]!.matchAll(/\b(mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*/g)].map((m) => weekdayOf(m[1]!)).filter((d): d is number => d !== null);
    if (added !== null) days.push(added);
    if (days.length >= 2) return [...new Set(days)].sort();
  }
  // "no sat", "saturdays off": the usual days without them.
  const without = new Set([...t.matchAll(new RegExp(String.raw`\bno (${weekdayWord})\b|\b(${weekdayWord}) off\b`, 'g'))].map((m) => weekdayOf((m[1] ?? m[2])!.replace(/s$/, ''))).filter((d): d is number => d !== null));
  if (without.size === 0 || sessions === null || sessions > 6) return null;
  return [1, 2, 3, 4, 5, 6, 0].filter((d) => !without.has(d)).slice(0, Math.max(1, sessions)).sort();
}

/** "optional sat morning 90 min", "saturdays optional (1.5 hrs)": a practice on a day beside the week, and its length. */
export function readOptional(t: string): BriefSeason['optional'] {
  const m = new RegExp(String.raw`\boptional\s+(${weekdayWord})(?:\s+(?:morning|am|afternoon|pm|swim|practice|session))*|\b(${weekdayWord})(?:\s+(?:morning|am|afternoon|pm|swim|practice|session))*\s+(?:is |are |=\s*)?optional\b`).exec(t);
  if (!m) return null;
  const weekday = weekdayOf((m[1] ?? m[2])!.slice(0, 3));
  if (weekday === null) return null;
  // The minutes said with it, in the same sentence ("optional sat morning 90 min", "…every week until the taper, 90 min aerobic").
  const sentence = t.slice(m.index).split(/[.;\n]/)[0]!;
  const minutes = readMinutes(sentence.slice(0, 120))?.value ?? null;
  return { weekday, minutes: minutes !== null && minutes >= 15 && minutes <= 240 ? minutes : null };
}

/** "add OW sats then" (june), "open water saturdays from june": a weekday of open water from a month on. */
function readOpenWaterDays(t: string, from: string): BriefSeason['openWaterFrom'] {
  for (const sentence of sentencesOf(t)) {
    // "3 pool sessions + 1 lake swim per week": a weekly open-water swim with no day named goes on Saturday, on top.
    if (/\+\s*(?:1|one|a)\s+(?:lake|ow|open[- ]water|ocean)\s+swim\s+(?:per|a|each|every)\s+(?:week|wk)\b/.test(sentence) && !new RegExp(String.raw`\b(?:ow|open[- ]water|lake)\s+(${weekdayWord})`).test(sentence)) {
      const month = new RegExp(String.raw`\b(?:in|from|starting|by|after)\s+(?:early |mid |late )?${monthRe}(?!\s*\d)`).exec(sentence);
      const first = month ? dateOf(monthIndex(month[1]!), 1, from) : from;
      if (first) return { date: nextWeekday(first, 6), weekday: 6, added: true };
    }
    // "lake opens july 10 so 1 of them moves to the lake saturdays", "open water from june 14": the day it opens.
    const opens = new RegExp(String.raw`\b(?:lake|ow|open[- ]water|it)\s+(?:opens|is open|warms up)\s+(?:on\s+)?|\b(?:from|starting|after|once|beginning|by)\s+(?:on\s+)?(?=${monthRe}\s*\d)`).exec(sentence);
    const opened = opens ? readSpans(sentence.slice(opens.index + opens[0].length, opens.index + opens[0].length + 12), from)[0]?.from ?? null : null;
    // "4 days a wk (2 pool 2 lake once its warm, ~mid june)": swims in the lake from then, on Saturday when no day is named.
    const count = /\b(?:\d|one|two|three)\s+(?:lake|ow|open[- ]water)\b(?!\s+swims?\s+(?:per|a|each|every)\b)/.test(sentence) && /\bpool\b/.test(sentence);
    const day = new RegExp(String.raw`\b(?:ow|open[- ]water|lake)\s+(${weekdayWord})|\b(${weekdayWord})\s+(?:in the lake|open[- ]water|ow)\b`).exec(sentence);
    // "pool till june then open water", "need OW days in there from july": one swim a week moves outside from that month, on Saturday.
    const moved = new RegExp(String.raw`\bpool\s+(?:till|until|til|thru|through)\s+(?:early |mid |late )?${monthRe}\b[^.;]{0,20}?\bthen\s+(?:open[- ]water|ow|lake)|\b(?:ow|open[- ]water|lake)\s+(?:days?|swims?|sessions?|work)\b[^.;]{0,20}?\b(?:from|starting|in|after|by)\s+(?:early |mid |late )?${monthRe}(?!\s*\d)`).exec(sentence);
    if (moved && !day) {
      const first = dateOf(monthIndex((moved[1] ?? moved[2])!), 1, from);
      if (first) return { date: nextWeekday(first, 6), weekday: 6, added: false };
    }
    // "3 swims/wk, one is OW saturday": one of the week's swims is outside every week.
    if (day && !opened && !new RegExp(monthRe).test(sentence) && /\b(?:one|1)(?: of them)? (?:is|=|will be)\s+(?:an?\s+)?(?:ow|open[- ]water|lake)\b/.test(sentence)) {
      const weekday = weekdayOf((day[1] ?? day[2])!.replace(/s$/, '').slice(0, 3)) ?? 6;
      return { date: nextWeekday(from, weekday), weekday, added: false };
    }
    if (!day && !count) continue;
    const weekday = day ? (weekdayOf((day[1] ?? day[2])!.replace(/s$/, '').slice(0, 3)) ?? weekdayOf((day[1] ?? day[2])!.replace(/s$/, ''))) : 6;
    const month = new RegExp(String.raw`\b(?:in|from|starting|by|after)\s+(?:early |mid |late )?${monthRe}(?!\s*\d)`).exec(sentence);
    const vague = !month && !opened ? readVagueDate(sentence, from) : null;
    // "pool 6x/wk LCM + lake sat": open water every Saturday from the start, on top of the pool week.
    const onTop = /\+\s*(?:a\s+)?(?:lake|ow|open[- ]water)\b|\badd(?:ed|ing)?\b|\bplus\b|\bextra\b|\bon top\b/.test(sentence) && !count;
    if (weekday === null || (!month && !opened && !vague && !onTop)) continue;
    const first = opened ?? vague?.from ?? (month ? dateOf(monthIndex(month[1]!), 1, from) : from);
    if (first) return { date: nextWeekday(first, weekday), weekday, added: onTop };
  }
  return null;
}

/** "CSS test at start and then again in feb": the days the coach tests. */
function readTestDays(t: string, from: string, start: string): string[] | null {
  const out: string[] = [];
  for (const sentence of sentencesOf(t)) {
    if (!/\btests?\b|\bt-?30\b|\bcss\b.*\bagain\b/.test(sentence)) continue;
    if (/\b(?:at (?:the )?start|first week|week 1|to start|at the beginning|start of the (?:block|season))\b/.test(sentence)) out.push(start);
    for (const m of sentence.matchAll(new RegExp(String.raw`\b(?:in|early|mid|late|end of|again in)\s+${monthRe}(?!\s*\d)`, 'g'))) {
      const first = dateOf(monthIndex(m[1]!), 1, from);
      if (!first) continue;
      const day = /early/.test(m[0]) ? 7 : /late|end of/.test(m[0]) ? 24 : 15;
      out.push(`${first.slice(0, 8)}${String(day).padStart(2, '0')}`);
    }
  }
  return out.length > 0 ? [...new Set(out)].sort() : null;
}

/** "half of them JV who won't make states", "the non-qualifiers": who does not race the A meet. */
function readNotRacing(t: string): string | null {
  const m = /\b([a-z]+(?: [a-z]+)?)\s+(?:who|that)\s+(?:won'?t|wont|will not|don'?t|dont|didn'?t|didnt|aren'?t|arent|can'?t|cant)\s+(?:make|qualify|go|swim|race)\b/.exec(t);
  if (m) return /\bjv\b/.test(m[1]!) ? 'JV' : /\bkids|girls|boys|guys|swimmers|ones\b/.test(m[1]!) ? 'Non-qualifiers' : titleCase(m[1]!.split(' ').at(-1)!);
  if (/\bnon[- ]?qualifiers\b/.test(t)) return 'Non-qualifiers';
  return null;
}

export function readSeasonFacts(text: RequestText, date: string, squad: Squad, assumptions: string[], aMeet: string | null, meets: readonly BriefMeet[]): SeasonRead {
  const request = text.described;
  const t = text.plain;
  // "they dont need 3 weeks" (of taper) says what the plan is not.
  const weeksMatch = [...request.matchAll(new RegExp(String.raw`\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?(?:weeks?|wks?)\b(?!\s*(?:out|away|until|before|to go|into|of|after|earlier|prior|from(?!\s+(?:${monthName}|today|now|mon|tue|wed|thu|fri|sat|sun|\d))))`, 'g'))].find(
    (m) =>
      !/\b(?:don'?t|dont|do not|doesn'?t|does not|won'?t|not|no|never|instead of|rather than|less than|more than|over)\s+(?:\w+\s+){0,2}$|\btaper(?:ing)?\s+(?:of\s+|for\s+|is\s+|about\s+|~\s*)?$/.test(request.slice(Math.max(0, m.index - 30), m.index)) &&
      // "july 4 week": the week of a date, not a length.
      !new RegExp(String.raw`\b(?:${monthName})\.?\s*$`).test(request.slice(Math.max(0, m.index - 12), m.index)) &&
      // "give me a 2 wk wind down": the taper's length, not the season's.
      !/^\s*(?:of\s+)?(?:taper|wind[- ]?down|rest\b|cut[- ]?down)/.test(request.slice(m.index + m[0].length)) &&
      // "thanksgiving wk + 2 wks xmas off", "2 weeks of break": a break inside the season, not its length.
      !/^\s*(?:of\s+)?(?:(?:xmas|christmas|holiday|winter|spring|summer|thanksgiving|easter|school|the|for)\s+)?(?:off|break|vacation|holidays?)\b/i.test(request.slice(m.index + m[0].length)),
  ) ?? null;
  // "no races til spring", "no meets this block": a base block, nothing to taper for.
  const noRace = /\bno (?:races?|meets?|racing|competitions?)\b(?! (?:this|that|next) (?:week|weekend))[^.;\n]{0,30}\b(?:til+|until|before|till|in this block|this block|this (?:season|phase))\b|\bno (?:races?|meets?) (?:planned|scheduled)\b|\bnot racing (?:til+|until|before)\b/.test(t);
  const taper = /\btaper/.test(request);
  const bigMeet = /\bsectionals\b|\bstates?\b|\bstate meet\b|\bnationals\b|\bconference\b|\btrials\b|\bjunior olympics\b|\bjo'?s\b|\bchamps?\b|\bchampionships?\b|\bncaas?\b/.test(request);
  const championship = /\bchampionships?\b|\bchamps\b/.test(request) || (bigMeet && /\bprogram\b|\bplan\b|\bprepare\b|\bbuild[- ]?up\b|\bweeks\b|\bseason\b/.test(request));
  // "first week starts mon 11/30", "back from thanksgiving mon": the season's first day.
  let startWords = new RegExp(String.raw`\b(?:first (?:week|day|practice) (?:starts?|is|begins?)|start(?:s|ing)? (?:on )?|begin(?:s|ning)? (?:on )?|back (?:from [a-z]+ )?(?:on )?|from (?=${monthName} \d{1,2}\s+(?:thru|through|to|until|till)\b))\s*(?:mon(?:day)?\s*)?(\d{1,2}\/\d{1,2}|${monthName} \d{1,2})`).exec(t);
  const backMonday = /\bback (?:from [a-z]+ )?(?:on )?mon(?:day)?\b/.exec(t);
  // "dual meets most thursdays dec-jan": the months of a run of meets, not of the season.
  const monthSpan = readMonthSpan(request, date);
  const spanAt = monthSpan ? request.indexOf(monthSpan.said) : -1;
  const span = monthSpan && !(spanAt >= 0 && /\b(?:meets?|duals?|every|most|each)\b[^.;,\n]*$/.test(request.slice(Math.max(0, spanAt - 50), spanAt))) ? monthSpan : null;
  let startDate = span?.value.start ?? date;
  let startSaid = span !== null;
  let blockEnd: string | null = null;
  // "dual meets every saturday starting june 13" starts the meets, not the season.
  const clauseBefore = startWords ? t.slice(Math.max(0, startWords.index - 40), startWords.index).split(/[.;\n]/).at(-1)! : '';
  if (/\bmeets?\b|\bduals?\b|\bevery\b|\bchamps\b/.test(clauseBefore)) startWords = null;
  if (startWords) {
    startDate = readDates(startWords[1]!, addDays(date, -1))[0]?.value ?? readSpans(startWords[1]!, date)[0]?.from ?? startDate;
    startSaid = true;
  } else if (backMonday) {
    startDate = nextWeekday(date, 1);
    startSaid = true;
  } else if (new RegExp(String.raw`\b(?:from|starting (?:with|at)) (?:the |our )?(?:[a-z]+ ){0,2}(?:trip|camp)\s+${monthName} \d{1,2}`).test(t)) {
    // "plan from training trip jan 2-10 … through conference": the season starts with the trip.
    const trip = new RegExp(String.raw`\b(?:from|starting (?:with|at)) (?:the |our )?(?:[a-z]+ ){0,2}(?:trip|camp)\s+(${monthName} \d{1,2})`).exec(t)!;
    startDate = readSpans(trip[1]!, date)[0]?.from ?? startDate;
    startSaid = true;
  } else {
    // "jan 5 - mar 13 (10&U champs)", "dec 1 to state": the first day of a span that runs to the season's end.
    const spans = readSpans(t, addDays(date, -1));
    const runsTo = (i: number) => /^\s*(?:-|–|to|thru|through|until|till)\s*$/.test(t.slice(spans[i]!.index + spans[i]!.said.length, spans[i + 1]?.index ?? -1)) && daysBetween(spans[i]!.from, spans[i + 1]!.from) > 21;
    const at = spans.findIndex((sp, i) => isSeasonSpan(t, sp) || runsTo(i));
    const first = spans[at];
    if (first && !/\b(?:meets?|duals?|every|most|each|off|closed|break|no practice)\b[^.;,\n]*$/.test(t.slice(Math.max(0, first.index - 40), first.index))) {
      startDate = first.from;
      startSaid = true;
      // "oct 11 - jan 30": the block ends on the day said.
      if (!isSeasonSpan(t, first) && runsTo(at)) blockEnd = spans[at + 1]!.from;
    }
  }
  // "winter season starts dec 1" written in January with the meets in February: the December gone, the season under way,
  // not the next one with its meets left behind it.
  const teamMeets = meets.filter((m) => !m.who);
  if (startSaid && teamMeets.length > 0 && teamMeets.every((m) => m.date < startDate)) {
    const before = `${+startDate.slice(0, 4) - 1}${startDate.slice(4)}`;
    if (teamMeets.every((m) => m.date >= before) && daysBetween(before, teamMeets.at(-1)!.date) <= 365) startDate = before;
  }
  const last = teamMeets.at(-1) ?? meets.at(-1);
  // The season's weeks run to the week the A meet starts in (a Fri-Mon meet does not add a week).
  const aStart = aMeet ? (meets.find((m) => (m.endDate ?? m.date) === aMeet)?.date ?? aMeet) : null;
  // "10 weeks, a meet in week 6, champs at the end": a B meet inside the weeks asked does not end the season.
  // "State, only 6 girls go" two weeks after the team's A meet: the weeks run on to it for the few who race it.
  // "a few guys may need the last chance meet after": a meet the coach named after the A meet, within three weeks, is planned to as well.
  const few = aStart ? meets.filter((m) => ((m.who && m.importance === 'A') || m.importance === 'B' || /\blast chance\b/i.test(m.name)) && m.date > aStart && daysBetween(aStart, m.date) <= (m.who ? 28 : 21)).at(-1) : undefined;
  // "A race is a 2.4 mile swim july 10, B race 5k on aug 21": the whole group's B meet within two months after the A meet is
  // planned to (a short rebuild, then a mini-rest into it), unless the coach gave the weeks.
  const aLast = aStart ? (meets.find((m) => m.date === aStart)?.endDate ?? aStart) : null;
  const rebuildTo = aLast && !weeksMatch ? meets.filter((m) => !m.who && m.importance === 'B' && m.date > aLast && daysBetween(aLast, m.date) <= 56).at(-1) : undefined;
  const lastPlanned = [few?.date, rebuildTo?.date].filter((d): d is string => !!d).sort().at(-1);
  const meetEnd = lastPlanned ?? aStart ?? (weeksMatch && last && last.importance !== 'A' ? null : (last?.date ?? null));
  // "dec through end of march" for a 70.3 in june: the months said are the block; the race lies beyond it.
  const saidEnd = span?.value.end ?? blockEnd;
  const dated = saidEnd && meetEnd && meetEnd > saidEnd ? saidEnd : (meetEnd ?? saidEnd);
  const inWeeks = /\b(?:in|within)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:weeks|wks)\b/.exec(request);
  const taperMatch =
    /\b(1|2|3|one|two|three)[- ]?(?:weeks?|wks?)\s+(?:taper|wind[- ]?down)|\btaper (?:of |for )?(1|2|3|one|two|three)[- ]?(?:weeks?|wks?)\b|\btaper[^.;\n]{0,20}\b(1|2|3|one|two|three)\s*(?:wks?|weeks?)\s+(?:into|to|before|out)\b/.exec(t);
  const young = squads[squad].young || squad === 'age_11_12';
  // "taper last 10 days or so", "taper the final 10 days", "10 day taper", "taper of 10 days".
  const dayTaper = /\b(\d{1,2})[- ]?days?\s+taper|\btaper (?:of |for |over )?(?:the )?(?:last |final )?(?:~\s*|about |around |like )?(\d{1,2})\s*days?\b/.exec(t);
  const taperN = taperMatch ? num((taperMatch[1] ?? taperMatch[2] ?? taperMatch[3])!) : null;
  // "short taper, they dont need 3 weeks": the short end of the group's range; "a long taper" the long end (COACHING.md §8).
  // "want to peak but not a full age-group taper": a short, lighter taper.
  const lightTaper = /\bnot (?:a |the )?full (?:[a-z&-]+ ){0,2}taper\b|\bno full (?:[a-z&-]+ )?taper\b|\b(?:light|partial|half)[- ]taper\b/.test(t);
  const lengthWord = lightTaper || /\b(?:short|shorter|quick|brief|mini)\s+taper\b/.test(t) ? 0 : /\b(?:long|longer|full|big)\s+taper\b/.test(t) ? 1 : null;
  const worded = lengthWord === null ? null : taperRange(squad, /\bopen[- ]water\b|\btri(?:athlon)?\b|\b70\.3\b|\bironman\b/.test(t) ? 'open_water' : 'pool').days[lengthWord]!;
  // "our midseason invite": a rest of about a week, not the season's full taper (COACHING.md §8).
  const midseason = /\bmid[- ]?season\b/.test(t) ? 7 : null;
  const taperDays = dayTaper ? Math.min(28, Math.max(1, num((dayTaper[1] ?? dayTaper[2])!))) : taperN ? taperN * 7 : (worded ?? midseason);
  const taperWeeks = taperN ?? (dayTaper ? Math.ceil(taperDays! / 7) : taper || championship ? (young ? 1 : 2) : null);
  const asked: number | null = weeksMatch?.[1] ? num(weeksMatch[1]) : null;
  const targetDate = dated ?? (inWeeks ? addDays(startDate, num(inWeeks[1]!) * 7 - 1) : null);
  // A taper asked for alone ("3 wk taper for my d3 men", "taper hs boys 2 wks into states"): its weeks end at the meet.
  // "masters block jan - apr to nationals, want 2 wk taper": a block with its taper, not a taper alone.
  const taperOnly = taperN !== null && (asked === taperN || asked === null) && !/\bseason\b|\bblock\b|\bplan from\b|\bprogram from\b/.test(request) && !span && !startSaid;
  let weeks = asked;
  if (taperOnly) {
    weeks = taperN;
    const meetDay = aMeet ? (meets.find((m) => (m.endDate ?? m.date) === aMeet)?.date ?? aMeet) : null;
    if (meetDay) {
      // "3 week taper for conf champs feb 16-19": three weeks of days into the meet (from Tue Jan 26), not three calendar weeks.
      const taperStart = addDays(meetDay, -taperN * 7);
      // "we do conference 2 wks before": a meet on the taper's first day is raced, and the taper starts the day after it.
      const raced = meets.find((m) => !m.who && m.date < meetDay && m.date <= taperStart && (m.endDate ?? m.date) >= taperStart);
      const first = raced ? addDays(raced.endDate ?? raced.date, 1) : taperStart;
      startDate = first > date ? first : date;
      weeks = weeksSpanned(startDate, meetDay);
    }
  } else {
    // A start on a Friday or at the weekend, from the form's date alone: the season starts on the Monday.
    // "back from break jan 3" on a Sunday: a week of one day is no week; the season starts on the Monday.
    if ((!startSaid ? [5, 6, 0] : [0]).includes(weekdayOfDate(startDate)) && (!targetDate || daysBetween(startDate, targetDate) > 21)) {
      const monday = nextWeekday(startDate, 1);
      assumptions.push(`starts Monday ${dateWords(monday)}: the first full week`);
      startDate = monday;
    }
    const toTarget = targetDate && targetDate >= startDate ? weeksSpanned(startDate, targetDate) : null;
    // "sept to march … 2 wks xmas off": the months said are the season, whatever weeks are said of its parts.
    if (targetDate && asked && toTarget && asked < toTarget && !span) {
      startDate = addDays(mondayOf(targetDate), -(asked - 1) * 7);
      assumptions.push(`starts ${dateWords(startDate)}, so the ${asked} weeks asked end at the meet on ${dateWords(targetDate)}`);
    } else if (toTarget && !asked) weeks = toTarget;
  }
  if (!weeks) {
    weeks = /\bweek of\b|\bmon(?:day)?\s*(?:-|to|through|thru)\s*fri/.test(request) ? 1 : taper && !championship ? 3 : 12;
    if (weeks > 1) assumptions.push(`${weeks} weeks (no length given)`);
  }
  // "half the kids only come 3x a week": a part of the group, not the season's count (said in a note).
  const part = /\b(?:half|some|a few|few|several|most|\d{1,2})\s+(?:of\s+)?(?:the\s+|my\s+|them\s+)?(?:kids|swimmers|athletes|girls|boys|guys|of them)?\s*(?:only\s+|can\s+only\s+)?(?:come|comes|can come|make it|swim|attend)\s+(?:\d{1,2}|one|two|three|four|five|six)\s*(?:x|times)\s*(?:a|per|\/)\s*(?:week|wk)\b/.exec(t);
  if (part) assumptions.push(`${part[0]}: the plan is the full group's week; those swimmers take its two key-set days and one other`);
  // "pool 6 days + lake 1x/wk": the open-water swim is read with the open-water days, the pool's count is the week's.
  const scan = (part ? t.replace(part[0], ' ') : t).replace(/\b(?:lake|ow|open[- ]water|ocean|dry ?land|lift(?:ing)?|weights|gym)\s+(?:swim\s+)?(\d|one|two|three)\s*(?:x|times)\s*(?:\/|a|per|each)?\s*(?:week|wk)\b/g, ' ').replace(/\bpool\s+(\d)\s*(?:days|x)\b(?!\s*(?:\/|a|per)\s*(?:week|wk))/g, '$1 days/wk');
  const sessions = /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:x|times|sessions|practices|workouts|swims|days|am\/pm)\s*(?:\/|a|per|each)?\s*(?:week|wk)\b|\b(\d{1,2})\s*(?:pool\s+|water\s+)?(?:swims?|sessions|practices|workouts)\s*(?:\+|and|plus)|\b(\d{1,2})\s*(?:x|times)\s*(?:\/|a|per)\s*wk\b|\b(\d{1,2})\s*x\s*\d{2,3}\s*(?:min|mins|minutes|')?\s*(?:\/|a|per|each)\s*(?:wk|week)\b/.exec(scan);
  // "~55k yds/wk now, 9 practices", "currently ~40k/wk, 10 practices": a count of practices said beside the week's volume.
  const counted = sessions ? null : /\/\s*(?:wk|week)\b[^.;\n]{0,20}?\b(\d{1,2})\s*(?:practices|sessions|swims|workouts)\b(?!\s*(?:of|at|in|before|left|until|to go|out))/.exec(t);
  const said = sessions ? Math.min(14, Math.max(1, num((sessions[1] ?? sessions[2] ?? sessions[3] ?? sessions[4])!))) : counted && +counted[1]! >= 2 && +counted[1]! <= 14 ? +counted[1]! : null;
  // "5x wk + 2 doubles", "6 days/wk, mornings tue/thu too": the second practices on top of the days.
  const extraDoubles = new RegExp(String.raw`(?:\+|\bplus|\band)\s*(\d|one|two|three)\s*doubles\b|\b(?:mornings?|am(?:s| practices?)?)\s+(?:on\s+)?((?:${weekdayWord}\s*(?:,|\/|&|\+|and)?\s*){1,4})\s*(?:too|also|as well)\b`).exec(t);
  const extraDays = extraDoubles?.[2] ? [...extraDoubles[2].matchAll(/\b(mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*/g)].map((m) => weekdayOf(m[1]!)).filter((d): d is number => d !== null) : [];
  const extra = extraDoubles ? (extraDoubles[1] ? num(extraDoubles[1]) : extraDays.length) : 0;
  const sessionCount = said !== null && extra > 0 && said + extra <= 14 ? said + extra : said;
  const days = readDays(extra > 0 ? t.replace(extraDoubles![0], ' ') : t, said);
  // "2 of them doubles on tue/thu", "plus tue/thu mornings", "am practices mon wed": the days the doubles go on.
  const doubled = new RegExp(String.raw`\bdoubles?\s+(?:on\s+)?((?:${weekdayWord}\s*(?:,|\/|&|\+|and)?\s*){1,4})|\b((?:${weekdayWord}\s*(?:,|\/|&|\+|and)?\s*){1,4})\s*(?:mornings?|am(?:s| practices?| swims?)?|doubles)\b`).exec(t);
  // "mon-fri pm + sat am" with 6 practices: Saturday's one practice is in the morning, not a second one.
  const single = doubled && !doubled[1] && days !== null && sessionCount !== null && days.length >= sessionCount;
  const doubleDays = extraDays.length > 0 ? extraDays : extra > 0 ? [2, 4, 1, 3, 5].slice(0, extra) : doubled && !single ? [...(doubled[1] ?? doubled[2])!.matchAll(/\b(mon|tues?|wed|thu(?:rs)?|fri|sat|sun)[a-z]*/g)].map((m) => weekdayOf(m[1]!)).filter((d): d is number => d !== null) : [];
  const sessionsPerWeek = sessionCount ?? (days ? days.length : null);
  if (!sessionsPerWeek) assumptions.push(`${squads[squad].sessionsPerWeek} sessions a week, typical for this group (none given)`);
  const weeklyVolume = readWeekly(t);
  if (weeklyVolume) assumptions.push(`${numberText(weeklyVolume)} a week split over the week's sessions`);
  const dryland = /\bplus (\d|one|two|three|four)\s*(?:x\s*)?(?:dry[- ]?land|lifts?|weights|gym)\b|\b(\d|one|two|three|four)\s*(?:x\s*)?(?:dry[- ]?land|lifts?|weight sessions)\s*(?:a|per|\/)\s*(?:week|wk)\b|\b(\d)\s*lifts\b|\+\s*(\d)\s*(?:dry[- ]?land|lifts?)\b/.exec(t);
  const race = /\btriathl|\btri\b|\biron ?man\b|\b70\.3\b|\bsprint tri\b|\bolympic[- ]distance\b/.test(t) ? 'triathlon' : /\bopen[- ]water\b|\bow\b|\bmarathon swim|\b(?:5|10|25)\s*k (?:swim|race|lake)|\bmile swim\b|\blake swim\b|\bocean swim\b/.test(t) ? 'open_water' : 'pool';
  const finalWeeks = Math.min(52, Math.max(1, weeks));
  const breaks = readBreaks(text, date).map((b) => {
    // "week of july 4 off" with the A race on Sat Jul 10: when the 4th is a Sunday, the week off is the one it ends, not the race week after it.
    const sunday = addDays(b.from, -1);
    const raced = meets.some((m) => !m.who && m.importance !== 'C' && m.date >= b.from && m.date <= b.to);
    return b.kind === 'off' && raced && /\b(?:wk|week) of\b/.test(b.words ?? '') && weekdayOfDate(sunday) === 0 && daysBetween(b.from, b.to) === 6 ? { ...b, from: mondayOf(sunday), to: sunday } : b;
  });
  const lastDay = targetDate ?? addDays(mondayOf(startDate), finalWeeks * 7 - 1);
  // Christmas Day and New Year's Day: pools close and families travel; unless the coach said otherwise (a camp, a break, practice that day), they are off.
  const year = +startDate.slice(0, 4);
  const holidays: Array<[string, string, RegExp]> = [
    ...[year, year + 1].map((y): [string, string, RegExp] => [`${y}-12-25`, 'Christmas Day', /\bchristmas\b|\bxmas\b|\bdec(?:ember)?\.? 25\b|\b12\/25\b/]),
    ...[year, year + 1].map((y): [string, string, RegExp] => [`${y}-01-01`, 'New Year’s Day', /\bnew years?\b|\bjan(?:uary)?\.? 1(?:st)?\b(?!\d)|\b1\/1\b/]),
  ];
  const offDays = holidays.filter(([d, , said]) => d >= startDate && d <= lastDay && !said.test(t) && !breaks.some((b) => d >= b.from && d <= b.to));
  for (const [d, label] of offDays) breaks.push({ from: d, to: d, kind: 'off', label, words: 'assumed' });
  if (offDays.length > 0) assumptions.push(`${offDays.map(([, label]) => label).join(' and ')} off (not said): put ${offDays.length > 1 ? 'them' : 'it'} back if you swim`);
  return {
    season: {
      weeks: finalWeeks,
      startDate,
      sessionsPerWeek: sessionsPerWeek ?? squads[squad].sessionsPerWeek,
      days,
      ...(doubleDays.length > 0 ? { doubleDays: [...new Set(doubleDays)] } : {}),
      taperDays,
      race,
      breaks,
      drylandPerWeek: dryland ? num((dryland[1] ?? dryland[2] ?? dryland[3] ?? dryland[4])!) : null,
      openWaterFrom: readOpenWaterDays(t, date),
      optional: readOptional(t),
      ...recoveryWeeksOf(t, startDate, finalWeeks, meets),
      tests: readTestDays(t, date, startDate),
      notRacing: readNotRacing(t),
      ...(noRace ? { noRace } : {}),
      ...(lightTaper ? { lightTaper } : {}),
      eventGroups: /\bsprinters?\b|\bsprint (?:guys|girls|group|kids)\b/.test(t) && /\bdistance (?:guys|girls|group|kids|swimmers|people|crew)\b|\bdistance swimmers?\b|\bmilers?\b/.test(t) ? ['sprint', 'distance'] : null,
    },
    targetDate: lastDay,
    taperWeeks,
    championship,
    weeklyVolume,
  };
}

export { normalise };

const courseWord = /\b(scy|scm|lcm)\b|\b(short course yards|short course meters|long course)\b/;

/**
 * The course a season trains in when the coach named courses only beside meets ("winter juniors dec 9-12
 * LCM … sectionals mar 5-8 (scy)"): the whole group's A meet's; null when the training pool is named elsewhere.
 */
export function seasonCourse(text: RequestText, meets: readonly BriefMeet[]): 'SCY' | 'SCM' | 'LCM' | null {
  const a = meets.filter((m) => m.importance === 'A' && !m.who).at(-1);
  const m = a?.words ? courseWord.exec(a.words) : null;
  if (!m) return null;
  let rest = text.plain;
  for (const meet of meets) if (meet.words) rest = rest.split(meet.words).join(' ');
  // A pool the coach named ("we swim in a 25m pool") is where they train, whatever course the meet is in.
  if (courseWord.test(rest) || /\b(?:20|25|50)\s*-?\s*(?:m|y|yd|yds|yards?|meters?|metres?)\s+pool\b|\bpool is (?:20|25|50)\b/.test(rest)) return null;
  const word = m[1] ?? (m[2] === 'long course' ? 'lcm' : m[2] === 'short course yards' ? 'scy' : 'scm');
  return word.toUpperCase() as 'SCY' | 'SCM' | 'LCM';
}

/** The meets named in a few words (a refinement: "add a dual meet jan 9"), as the season calendar holds them. */
export function meetsIn(words: string, from: string, start: string): SeasonMeet[] {
  return readMeets(new RequestText(words, null), from, start).map(({ name, date, importance, endDate, who }) => ({ name, date, importance, ...(endDate ? { endDate } : {}), ...(who ? { who } : {}) }));
}

/**
 * "wk 5 recovery", "week 9 is a rest week", "recovery week in wk 4": the coach's own recovery weeks, by their Mondays.
 * "want 1 recovery week in there" with no week said: the week after the whole group's B meet (the meet absorbed, then a
 * loading week before the taper), else the middle of the block.
 */
function recoveryWeeksOf(t: string, startDate: string, weeks: number, meets: readonly BriefMeet[]): { recoveryWeeks?: string[] } {
  const out = new Set<string>();
  const first = mondayOf(startDate);
  const easy = String.raw`(?:recovery|rest|down|easy|deload|unload|light|absorption)`;
  for (const m of t.matchAll(new RegExp(String.raw`\b(?:wk|week)\s*(\d{1,2})\s*(?:is\s+|=\s*|:\s*|-\s*)?(?:an?\s+)?${easy}(?:\s+(?:week|wk))?\b|\b${easy}\s+(?:week|wk)\s+(?:in\s+|at\s+|=\s*|is\s+)?(?:wk|week)?\s*(\d{1,2})\b`, 'g'))) {
    const n = +(m[1] ?? m[2])!;
    if (n >= 1 && n <= weeks) out.add(addDays(first, (n - 1) * 7));
  }
  const asked = new RegExp(String.raw`\b(?:want|need|add|include|give (?:them|us)|with|plus|put)\s+(?:in\s+)?(?:a|an|one|1)\s+(?:real\s+|proper\s+)?${easy}\s+(?:week|wk)\b|\b(?:a|an|one|1)\s+${easy}\s+(?:week|wk)\s+(?:in there|somewhere|in the middle|in it|mid[- ]?(?:way|block|season))`).test(t);
  if (out.size === 0 && asked && weeks >= 4) {
    // The taper's two weeks and the first week are not where a recovery week goes.
    const lastBuild = weeks - 3;
    const afterB = meets
      .filter((m) => m.importance === 'B' && !m.who)
      .map((m) => Math.floor(daysBetween(first, mondayOf(m.endDate ?? m.date)) / 7) + 1)
      .find((n) => n >= 1 && n <= lastBuild);
    const n = afterB ?? Math.max(2, Math.ceil(weeks / 2));
    out.add(addDays(first, n * 7 - (afterB ? 0 : 7)));
  }
  return out.size > 0 ? { recoveryWeeks: [...out].sort() } : {};
}
