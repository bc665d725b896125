import type { Brief, BriefBreak, BriefMeet, BriefSeason, Course, Focus, NotApplied, SeasonPlan, SeasonWeek } from '@laneforge/contracts';
import { addDays, courseNames, focusNames, numberText, squadNames } from '@laneforge/contracts';
import { orderOf } from '../understand';
import { briefOfPlan } from '../understand/from-plan';
import { dateWords, meetsIn, mondayOf, readBreaks, readOptional, settledMeets } from '../understand/season';
import { RequestText } from '../understand/text';
import { readWho } from '../understand/who';
import { normalise, readDates, readEvent, readFocus } from '../vocabulary';
import { forLaneGroups } from '../lanes';
import { daysBetween } from '../model';
import { createRng } from '../random';
import { squads } from '../squads';
import { validatePlan } from '../validate';
import { clausesOf, isContext, isPlainStory, keepsTheRest } from '../refine/clauses';
import type { RefineInput, RefineResult } from '../refine/result';
import { type SessionsFrom, composeSeason, sessionsFromOf, withSeasonTotals } from './index';
import { taperRule } from './taper';

/**
 * Refining a season in words (COACHING.md §8): add, move or cancel a meet by week or date, add a
 * holiday or a break, move or resize the taper, change the practices a week, a week's focus, the pool
 * or the volume. Each change is made to the season's brief and the season is written again from it,
 * so the calendar, the taper, the blocks and the days all follow; weeks already opened as practices
 * keep their dates and their days, and the weeks nothing touched keep their key sets.
 */

class NotDone extends Error {}

interface Season {
  brief: Brief;
  plan: SeasonPlan;
  opened: readonly string[];
  /** A meet taken off in this instruction: "train through" after it is said already. */
  cancelled: boolean;
  /** The meet this instruction added, so a name said after it ("…, the Harvest Classic") is its name. */
  added: BriefMeet | null;
  /** The meets one clause added ("add duals thu dec 2, dec 9 …"): how they are raced, said next, is said of them all. */
  addedAll?: BriefMeet[];
  /** The A meet moved in this instruction: "push the taper back a week" after it is the taper moving with it. */
  movedA?: boolean;
  /** A change said of one week or one span of days: "more yardage" beside it is that week's, never the whole season's. */
  scoped?: boolean;
  /** The whole instruction, for what one clause of it says of another ("is NOT off … maybe 4 days and lighter"). */
  instruction?: string;
  /** Days given back to practice in this instruction: "put practices back in that week", "4 days" say the same change again. */
  notOff?: boolean;
  /** The taper was sized in this instruction: a later clause does not size it back. */
  taperSet?: boolean;
  /** A test taken out in this instruction: "move the first test to end of wk 2" after it is that test, in week 2. */
  testRemoved?: boolean;
  /** A day closed in this instruction: "move that CSS test to the thursday" after it is where the week's test now falls. */
  closedNow?: boolean;
  /** The meet the last clause that named one spoke of: "cancel that meet" after "she's dropping the 1500 at sectionals". */
  lastMeet?: BriefMeet | null;
  /** A meet after the A meet was taken off: "week 9 is just transition for everyone, no ones taper" is what that does. */
  cancelledAfterA?: boolean;
  /** The practices a week were set in this instruction: "the fri pm is getting cut" beside it is the same change. */
  sessionsSet?: boolean;
  /** The meet moved in this instruction: "shift the mini rest for that" after it is what the move does. */
  movedMeet?: BriefMeet;
  /** The week open water starts from in this instruction: "add a 4th swim those weeks" is from that week on. */
  openWaterWeek?: number;
  /** The meet a part of the group now tapers into: "the qualifiers keep training thru conference" beside it is the same change. */
  groupTapered?: string;
  /** Meets the coach said are the race to keep ("there's only one race, the half ironman"): never cancelled. */
  kept?: string[];
  /** The meet this instruction made the A meet: the name said beside it ("(LC sectionals)") is its name. */
  promoted?: string;
  /** What this instruction has applied so far: a change said again more closely is said once. */
  applied?: string[];
}

type Reader = (clause: string, s: Season) => string | null;

const numberWords: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const count = (w: string) => numberWords[w] ?? parseInt(w, 10);
const numberRe = '(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d{1,2})';

const season = (s: Season) => s.brief.season!;
const weekStart = (s: Season, n: number) => (n === 1 ? season(s).startDate : addDays(mondayOf(season(s).startDate), (n - 1) * 7));
const weekOfDate = (s: Season, date: string) => Math.floor(daysBetween(mondayOf(season(s).startDate), date) / 7) + 1;

/** Meet names as coaches shorten them: "the invite" is the invitational, "champs" the championships. */
const stem = (w: string) => w.replace(/^invit\w*/, 'invit').replace(/^champ\w*/, 'champ').replace(/^states?$/, 'state').replace(/^sectionals?$/, 'sectional').replace(/^duals?$/, 'dual').replace(/^conf\w*/, 'conf');
const generic = new Set(['meet', 'the', 'and', 'swim', 'race', 'invit', 'champ', 'dual', 'open', 'classic']);

/** The words of a text, quotes around a name taken off ("that 'triathlon'"). */
const wordsOf = (text: string) => text.split(/[^a-z0-9&']+/).map((w) => w.replace(/^'+|'+$/g, '')).filter(Boolean);
/** Short words that are never a meet's initials. */
const notInitials = new Set(['an', 'as', 'at', 'be', 'by', 'do', 'go', 'he', 'if', 'in', 'is', 'it', 'me', 'my', 'no', 'of', 'on', 'or', 'so', 'to', 'up', 'us', 'we']);

function meetNamed(meets: readonly BriefMeet[], clause: string): BriefMeet | undefined {
  const words = new Set(wordsOf(clause).map(stem));
  // "JOs", "the jo's" are the Junior Olympics: a meet of two or more words called by its initials.
  const initials = (m: BriefMeet) => wordsOf(m.name.toLowerCase()).map((w) => w[0]).join('');
  const byInitials = (m: BriefMeet) => initials(m).length >= 2 && !notInitials.has(initials(m)) && [...words].some((w) => w.replace(/'?s$/, '') === initials(m));
  const score = (m: BriefMeet) => wordsOf(m.name.toLowerCase()).map(stem).filter((w) => w.length >= 3 && words.has(w)).reduce((sum, w) => sum + (generic.has(w) ? 1 : 3), 0) + (byInitials(m) ? 3 : 0);
  const scored = meets.map((m) => ({ m, score: score(m) })).filter((x) => x.score > 0).sort((a, b) => b.score - a.score);
  if (scored.length > 0 && (scored.length === 1 || scored[0]!.score > scored[1]!.score)) return scored[0]!.m;
  const letter = /\b([abc])[- ]?meet\b/.exec(clause)?.[1]?.toUpperCase();
  const lettered = meets.filter((m) => m.importance === letter);
  if (lettered.length === 1) return lettered[0];
  // "the meet" when the season has one meet besides the A meet.
  const others = meets.filter((m) => m.importance !== 'A');
  return /\bthe meet\b/.test(clause) && others.length === 1 ? others[0] : undefined;
}

/** A date or a week in the clause: "oct 24", "week 9", "a week later". */
function whenIn(clause: string, s: Season, from?: string): { date: string; words: string } | null {
  const week = /\b(?:in |to |into )?(?:wk|week) ?(\d{1,2})\b/.exec(clause);
  if (week) {
    const n = Number(week[1]);
    if (n < 1 || n > 52) return null;
    // A meet in a week is raced on its Saturday, as coaches count them.
    return { date: addDays(mondayOf(weekStart(s, n)), 5), words: week[0].trim() };
  }
  const date = readDates(clause, addDays(season(s).startDate, -14))[0];
  if (date) return { date: date.value, words: date.said };
  // "moved up a week" is a week earlier, "back a week" a week later.
  const rel = new RegExp(`\\b${numberRe} weeks? (later|earlier|back|forward|sooner|up)\\b|\\b(back|later|up|earlier|sooner) (?:by )?${numberRe} weeks?\\b`).exec(clause);
  if (rel && from) {
    const n = count(rel[1] ?? rel[4]!);
    const later = /later|back/.test(rel[2] ?? rel[3]!);
    return { date: addDays(from, (later ? 7 : -7) * n), words: rel[0] };
  }
  return null;
}

/** The last day of a span said with the date ("feb 17-20", "oct 8 to 10"), in the month of its first day. */
function spanEnd(clause: string, date: string): string | null {
  // "fri nov 26 to sun nov 28": the last day said with its own weekday and month.
  const days = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?\s*(?:-|to|thru|through|until|til)\s*(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.? )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2})\b/.exec(clause);
  if (days && Number(days[1]) === Number(date.slice(8, 10)) && Number(days[2]) > Number(days[1]) && Number(days[2]) - Number(days[1]) <= 4) return addDays(date, Number(days[2]) - Number(days[1]));
  const m = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?\s*(?:-|to|thru|through|and)\s*(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:\/|:|am|pm|x|min))/.exec(clause);
  if (!m || Number(m[1]) !== Number(date.slice(8, 10)) || Number(m[2]) <= Number(m[1])) return null;
  return addDays(date, Number(m[2]) - Number(m[1]));
}

function checkOpened(s: Season, dates: readonly string[], what: string): void {
  const hit = s.opened.find((d) => dates.some((x) => mondayOf(x) === mondayOf(d)));
  if (hit) throw new NotDone(`${what} falls in the week of ${dateWords(mondayOf(hit))}, already opened as practices: those days keep their dates`);
}

const readMeetMove: Reader = (c, s) => {
  // "local meet is actually sat mar 20 not the 13th": the date put right is a move too.
  // "4th of july invite is sat jul 3": the date a meet is on, said as a correction.
  const isOn = /\b(?:is|its|it'?s)\s+(?:on\s+|actually\s+)?((?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d{1,2}\b.*)$/.exec(c);
  // "i asked from now to nationals": the season's span, not the meet's new day.
  if ((!/\b(?:move|moved|shift|reschedule|rescheduled|push|pushed|bump|bumped|change|changed|(?<!\bfrom )now(?! (?:to|until|till|thru|through|up to)\b)|actually|really)\b|\bnot (?:on )?(?:the )?\d{1,2}(?:st|nd|rd|th)?\b/.test(c) && !isOn) || /\btaper\b/.test(c)) return null;
  const meet = meetNamed(s.brief.meets, c);
  if (!meet) return null;
  // "bumped from sat jan 23 to sat jan 30": where it goes is the date after "to", not the one it leaves.
  const after = (isOn ? [isOn[0], isOn[1]!.replace(/\s+not\b.*$/, '')] : null) ?? /\b(?:to|now(?: on)?|until|till|til|actually(?: on)?|really(?: on)?)\s+(?=(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|wk|week|\d))(.*)$/.exec(c.replace(/\s+not (?:on )?(?:the )?\d{1,2}(?:st|nd|rd|th)?\b.*$/, ''));
  const to = (after ? whenIn(after[1]!, s, meet.date) : null) ?? whenIn(c, s, meet.date);
  if (!to) return null;
  if (to.date === meet.date) return s.movedMeet?.name === meet.name ? '' : `${meet.name} already on ${dateWords(meet.date)}.`;
  checkOpened(s, [meet.date, to.date], `Moving ${meet.name}`);
  // A meet over several days moves whole: its last day by as many days as its first.
  // "its feb 17-20 now": the days said, when the coach says them.
  const endDate = spanEnd(c, to.date) ?? (meet.endDate ? addDays(meet.endDate, daysBetween(meet.date, to.date)) : null);
  s.brief.meets = settledMeets(s.brief.meets.map((m) => (m === meet ? { ...m, date: to.date, endDate, source: 'said' as const, words: c } : m)));
  s.movedMeet = s.brief.meets.find((m) => m.date === to.date) ?? meet;
  const aMove = meet.importance === 'A' && !meet.who;
  if (aMove) {
    season(s).targetDate = to.date;
    s.movedA = true;
  }
  if (aMove && to.date > addDays(mondayOf(season(s).startDate), season(s).weeks * 7 - 1)) season(s).weeks = Math.min(52, weekOfDate(s, to.date));
  const through = spanEnd(c, to.date) ? `, through ${dateWords(endDate!)}` : '';
  return `${meet.name} moved from ${dateWords(meet.date)} to ${dateWords(to.date)}${through} (week ${weekOfDate(s, to.date)})${meet.importance === 'B' ? '; its mini-rest moves with it' : aMove ? '; the taper moves with it' : ''}.`;
};

/**
 * "JOs got moved up a week, its feb 17-20 now": the days said after a meet was moved (or added) are where that meet is, one
 * move said over two clauses; the note says it once.
 */
const readMeetDateAfter: Reader = (c, s) => {
  const meet = s.movedMeet ?? s.added;
  const day = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.? )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}`;
  const said = new RegExp(String.raw`^(?:so |and |but )?(?:it'?s|its|it is|it'?ll be|they'?re|thats|that'?s)(?: now| actually| really| on| going to be)* ${day}\b[^,;]*$`).test(c);
  // "conf got moved up a week — now feb 24-27": the days alone, said again.
  const alone = new RegExp(String.raw`^(?:now |on )?${day}(?:(?:st|nd|rd|th)?\s*(?:-|to|thru|through)\s*\d{1,2}(?:st|nd|rd|th)?)?(?: now| instead)?(?:\s+not\b[^,;]*)?$`).test(c);
  // "move it", after the move was said: the same change.
  if (meet && /^(?:so |just |pls |please )?(?:move|fix|change) (?:it|that|them)$/.test(c)) return '';
  if (!meet || !(said || alone)) return null;
  if (/\b(?:taper|practice|off|break|closed)\b/.test(c)) return null;
  const date = readDates(c, addDays(season(s).startDate, -14))[0]?.value;
  if (!date) return null;
  const was = s.plan.meets?.find((m) => m.name === meet.name) ?? meet;
  const endDate = spanEnd(c, date) ?? (meet.endDate ? addDays(meet.endDate, daysBetween(meet.date, date)) : null);
  const current = s.brief.meets.find((m) => m.name === meet.name && m.date === meet.date);
  if (!current) return null;
  if (current.date === date && (current.endDate ?? null) === endDate) return '';
  // "is sat jul 3 - sun jul 4": the day after the one just said is the meet's last day, not a second move.
  if (s.movedMeet && date > current.date && daysBetween(current.date, date) <= 3 && s.movedMeet.name === current.name) {
    s.brief.meets = s.brief.meets.map((m) => (m === current ? { ...m, endDate: date } : m));
    s.movedMeet = s.brief.meets.find((m) => m.name === current.name) ?? s.movedMeet;
    return '';
  }
  checkOpened(s, [current.date, date], `Moving ${meet.name}`);
  s.brief.meets = settledMeets(s.brief.meets.map((m) => (m === current ? { ...m, date, endDate, source: 'said' as const, words: `${m.words ?? ''}; ${c}`.slice(-200) } : m)));
  const moved = s.brief.meets.find((m) => m.date === date)!;
  if (s.added) s.added = moved;
  if (s.movedMeet) s.movedMeet = moved;
  const aMove = moved.importance === 'A' && !moved.who;
  if (aMove) season(s).targetDate = date;
  // The move said once, where the meet now is.
  const earlier = s.applied?.findIndex((a) => a.startsWith(`${meet.name} moved from `) || a.startsWith(`${meet.name} added on `)) ?? -1;
  if (earlier >= 0) s.applied!.splice(earlier, 1);
  const days = `${dateWords(date)}${endDate ? `, through ${dateWords(endDate)}` : ''}`;
  if (s.added) return `${moved.name} added on ${days} (week ${weekOfDate(s, date)}), ${moved.importance === 'C' ? 'a C meet: trained through, an easier practice the day before' : moved.importance === 'B' ? 'a B meet: a mini-rest into it' : 'an A meet'}.`;
  return `${meet.name} moved from ${dateWords(was.date)} to ${days} (week ${weekOfDate(s, date)})${moved.importance === 'B' ? '; its mini-rest moves with it' : aMove ? '; the taper moves with it' : ''}.`;
};

// "on a dual day theres no am practice": a practice not held, never a meet cancelled.
const cancelWords = /\bthere(?:'?s| is) no\b(?! (?:[a-z]+ ){0,2}(?:practices?|swims?|sessions?|workouts?|lifting|dry[- ]?land)\b)|\bno (?:2nd |second |other |extra |another )?(?:meet|dual|invite|invitational)\b(?= [a-z]{3} \d| (?:on|for) )|\b(?:cancel(?:l?ed)?|call(?:ed)? off|get rid of|scratch(?:ed)?|not (?:going|happening|racing)|isn'?t happening|no longer|won'?t (?:go|race|happen)|drop(?:ped)?|remove|delete|skip(?:ping)?|take off|got cancel+ed|is off|are off)\b/;

/** The meet on a date said in the clause: the brief's, or the race the season was written to without one named. */
function meetOn(s: Season, clause: string): BriefMeet | undefined {
  const dates = readDates(clause, addDays(season(s).startDate, -14)).map((d) => d.value);
  if (dates.length === 0) return undefined;
  const on = (m: { date: string; endDate?: string | null | undefined }) => dates.some((d) => d >= m.date && d <= (m.endDate ?? m.date));
  const own = s.brief.meets.find(on);
  if (own) return own;
  const race = (s.plan.meets ?? []).find((m) => on(m) && m.importance === 'A' && !m.who && !s.brief.meets.some((b) => b.date === m.date));
  return race ? { ...race, endDate: race.endDate ?? null, who: null, source: 'assumed' } : undefined;
}

/** The race a season was written to when the coach named none ("Triathlon" on the last Saturday) is gone once the coach's own race is the season's. */
function seasonRaceCancelled(s: Season, race: BriefMeet): string {
  const named = s.brief.meets.find((m) => m.importance === 'A' && !m.who) ?? promoteRace(s, s.brief.meets.filter((m) => m.importance === 'A').length === 1 ? s.brief.meets.find((m) => m.importance === 'A') : meetNamed(s.brief.meets, s.instruction ?? ''));
  if (!named) throw new NotDone(`${race.name} (${dateWords(race.date)}) is the race the season builds to; name the race it builds to instead`);
  return `${race.name} (${dateWords(race.date)}) taken off the calendar: ${named.name} (${dateWords(named.date)}) is the race the season builds to.`;
}

/** "there's only one race, the half ironman sun aug 22": that race is the whole group's A meet, the season's taper into it. */
function promoteRace(s: Season, meet: BriefMeet | undefined): BriefMeet | undefined {
  if (!meet) return undefined;
  const race = { ...meet, importance: 'A' as const, who: null };
  s.brief.meets = settledMeets(s.brief.meets.map((m) => (m === meet ? race : m.importance === 'A' && !m.who ? { ...m, importance: 'B' as const } : m)));
  season(s).targetDate = race.date;
  s.kept = [...(s.kept ?? []), race.name];
  return s.brief.meets.find((m) => m.date === race.date);
}

const readOnlyRace: Reader = (c, s) => {
  if (!/\b(?:only|just)(?: have| got)? (?:one|1|a single) (?:race|meet)\b|\bthe only (?:race|meet)\b|\bonly race\b/.test(s.instruction ?? c) || cancelWords.test(c)) return null;
  const meet = meetNamed(s.brief.meets, c) ?? meetOn(s, c);
  if (!meet || !s.brief.meets.includes(meet)) return null;
  if (meet.importance === 'A' && !meet.who) {
    s.kept = [...(s.kept ?? []), meet.name];
    return '';
  }
  promoteRace(s, meet);
  return `${meet.name} (${dateWords(meet.date)}) is the one race, the whole group's: the season builds to it and tapers into it.`;
};

/** "the may 29 meet is our A meet", "make the may 29 meet the A meet": the season builds to that meet and tapers into it. */
const aMeetSaid = /\b(?:is|'s|be|as|make (?:it|that|this|[^,;]{2,40}?))\s+(?:our|the|my|an)\s+a[- ]?meet\b|\b(?:is|'s) (?:our|the|my) (?:big one|main meet|target meet|championship meet)\b/;

const readAMeet: Reader = (c, s) => {
  // "the may 29 meet needs a real taper not a mini rest": what an A meet has, said of the meet.
  // "conf has to be a real taper not just rested", "full taper into conf feb 17": the same, said another way.
  const real = /\b(?:needs?|gets?|wants?|should (?:get|have|be)|deserves?|has to be|have to be|must be|is)\s+(?:a\s+)?(?:real|full|proper|actual|true)\s+taper\b/.exec(c) ?? /^(?:a\s+)?(?:real|full|proper|actual|true) taper (?=(?:into|for) )/.exec(c);
  if (real && s.promoted && !/\d/.test(c) && !meetOn(s, c) && !meetNamed(s.brief.meets, c.replace(/\bmini[- ]?rest\b/, ' '))) return '';
  const said = aMeetSaid.exec(c) ?? (real && !partRe.test(c) && !/\b(?:kids|swimmers|ones|group|girls|boys) (?:who|that)\b/.test(c) ? real : null);
  if (!said || cancelWords.test(c)) return null;
  const before = said === real ? (said.index === 0 ? c.slice(said[0].length) : c.slice(0, said.index)) : c.replace(/\b(?:our|the|my|an)\s+a[- ]?meet\b.*$/, ' ');
  const meet = meetOn(s, before) ?? meetNamed(s.brief.meets, before);
  if (!meet || !s.brief.meets.includes(meet)) return null;
  s.promoted = meet.name;
  if (meet.importance === 'A' && !meet.who) return '';
  checkOpened(s, [addDays(meet.date, -14)], `The taper into ${meet.name}`);
  const was = s.brief.meets.find((m) => m.importance === 'A' && !m.who);
  promoteRace(s, meet);
  s.movedA = true;
  return `${meet.name} (${dateWords(meet.date)}, week ${weekOfDate(s, meet.date)}) is the A meet: a full taper into it instead of ${meet.importance === 'B' ? 'a mini-rest' : 'training through it'}${was ? `; ${was.name} a B meet` : ''}.`;
};

/** "the may 29 meet is our A meet (LC sectionals)": the name said beside the meet made the A meet. */
const readPromotedName: Reader = (c, s) => {
  const meet = s.promoted ? s.brief.meets.find((m) => m.name === s.promoted) : undefined;
  if (!meet || !/^(?:the |it'?s |its )?(?:(?:lc|sc|lcm|scm|scy|long course|short course|spring|summer|winter|fall|senior|junior|age group|masters|state|regional|district|zone|futures|sectional)s? )*(?:sectionals?|states?|nationals|juniors|zones|futures|champs|championships?|conference|regionals|districts|olympics|trials|invite|invitational|classic|open)$/.test(c)) return null;
  const name = c.replace(/^(?:the |it'?s |its )/, '').split(/\s+/).map((w) => (w.length <= 3 && /^(?:lc|sc|lcm|scm|scy|jo|hs)$/.test(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1))).join(' ').slice(0, 80);
  if (name === meet.name) return '';
  s.brief.meets = s.brief.meets.map((m) => (m === meet ? { ...m, name } : m));
  s.promoted = name;
  s.kept = [...(s.kept ?? []), name];
  return `${meet.name} (${dateWords(meet.date)}) is ${name}.`;
};

/** "fwiw theyre a 15-18 national group not HS": who the season is for, said again. */
const readWhoSaid: Reader = (c, s) => {
  if (!/^(?:(?:fwiw|btw|also|and|but|oh|fyi|actually|just so you know|for the record)[, ]+)*(?:they'?re|theyre|they are|these are|this is for|it'?s for|its for|we'?re|we are|the group is|my group is|this group is)\s+(?:actually |really |all |a |an |the |my |our )*(?:\d|[a-z]+ (?:group|team|squad|swimmers|kids)\b|masters|seniors|juniors|age group|club|college|d[123]|hs|high school|varsity|jv|triathletes|tri)/.test(c)) return null;
  const read = readWho(new RequestText(c.replace(/\bnot (?:a |an )?(?:hs|high school|varsity|jv|college|masters|age group(?:ers)?)\b/g, ' '), null), null);
  // "they're 11-12" of the group the season is written for: a reason beside another change, not a change.
  if (read.source !== 'said' || read.value.squad === s.brief.who.value.squad) return null;
  const was = squadNames[s.brief.who.value.squad].toLowerCase();
  s.brief.who = read;
  const label = read.value.label && read.value.label.toLowerCase() !== squadNames[read.value.squad].toLowerCase() ? ` (${read.value.label})` : '';
  return `Written for ${squadNames[read.value.squad].toLowerCase()}${label} instead of ${was}: their volumes, taper and sets.`;
};

const readMeetCancel: Reader = (c, s) => {
  if (!cancelWords.test(c)) return null;
  // "cancel that meet", "cancel it": the meet named just before, else the season's only meet besides the A meet.
  const others = s.brief.meets.filter((m) => m.importance !== 'A');
  const pointed = /^(?:and |just |so )?(?:cancel|scratch|drop|skip|remove|take off|call off)\s+(?:that|this|the|it)(?:\s+(?:meet|one|race))?$/.test(c) ? (s.lastMeet && s.brief.meets.includes(s.lastMeet) ? s.lastMeet : others.length === 1 ? others[0] : undefined) : undefined;
  // "delete that 'triathlon' on aug 21": a meet said with its date is the meet on that date, whatever else the clause names.
  const asked = c.slice(Math.max(0, c.search(cancelWords)));
  const dated = meetOn(s, asked);
  if (dated && !s.brief.meets.includes(dated)) return seasonRaceCancelled(s, dated);
  const when = readDates(asked, addDays(season(s).startDate, -14))[0];
  // "delete that 'triathlon' on aug 21" with no meet that day: said so, never another meet taken off in its place.
  // "the jan 26 dual is cancelled" with duals on the 12th and the 21st: a meet of that kind on another day is not the one meant.
  const byName = meetNamed(s.brief.meets, asked);
  const elsewhere = byName && when && Math.abs(daysBetween(byName.date, when.value)) > 3;
  if (!dated && when && (!byName || elsewhere) && (/'[a-z][^']*'|"[^"]+"/.test(asked) || /\b(?:meet|race|invite|invitational|dual|classic|champs?|championships?|triathlon|open|gala|trials?)\b/.test(asked))) {
    const listed = (s.plan.meets ?? []).map((m) => `${m.name} (${dateWords(m.date)})`).join(', ');
    throw new NotDone(`there is no meet on ${dateWords(when.value)} to take off${listed ? `; the meets are ${listed}` : ''}`);
  }
  // "no 2nd dual on the 29th": the meet on that day of the month, never another of its kind.
  const dayOnly = dated ? null : /\bon the (\d{1,2})(?:st|nd|rd|th)\b/.exec(asked);
  const onDay = dayOnly ? s.brief.meets.find((m) => Number(m.date.slice(8)) === Number(dayOnly[1])) : undefined;
  if (dayOnly && !onDay) throw new NotDone(`there is no meet on the ${dayOnly[1]}th to take off`);
  const meet = dated ?? onDay ?? meetNamed(s.brief.meets, c) ?? pointed;
  if (!meet) return null;
  if (s.kept?.includes(meet.name)) throw new NotDone(`${meet.name} is the race you said to keep`);
  if (meet.importance === 'A' && !meet.who) throw new NotDone(`${meet.name} is the meet the season builds to; move it or name the new target meet instead`);
  checkOpened(s, [meet.date], `Cancelling ${meet.name}`);
  s.brief.meets = s.brief.meets.filter((m) => m !== meet);
  s.cancelled = true;
  // A meet after the A meet (the qualifiers' own): its week is the season's transition, for everyone.
  const aMeet = s.brief.meets.find((m) => m.importance === 'A' && !m.who);
  if (aMeet && meet.date > (aMeet.endDate ?? aMeet.date)) {
    s.cancelledAfterA = true;
    return `${meet.name} (${dateWords(meet.date)}) taken off the calendar: week ${weekOfDate(s, meet.date)} is transition for everyone after ${aMeet.name}, no one tapers.`;
  }
  return `${meet.name} (${dateWords(meet.date)}) taken off the calendar: week ${weekOfDate(s, meet.date)} is trained through${meet.importance === 'B' ? ', no mini-rest' : ''}.`;
};

const readTrainThrough: Reader = (c, s) => {
  const m = /\btrain(?:ing)? (?:right )?(?:through|thru)\b/.exec(c);
  if (!m) return null;
  const meet = meetNamed(s.brief.meets, c);
  if (!meet) {
    if (s.cancelled || /^(?:just |we'?ll |we will |they'?ll )?train(?:ing)? (?:right )?(?:through|thru)(?: it| that week)?$/.test(c)) return '';
    return null;
  }
  if (meet.importance === 'A' && !meet.who) throw new NotDone(`${meet.name} is the meet the season builds to; name another meet to train through`);
  if (meet.importance === 'C') return `${meet.name} is already trained through.`;
  // "the qualifiers keep training thru conference like you have it": a part's own meet, the rest of the group trains through it already.
  if (meet.who || s.groupTapered === meet.name) return '';
  s.brief.meets = s.brief.meets.map((x) => (x === meet ? { ...x, importance: 'C' as const } : x));
  return `${meet.name} trained through (a C meet): no mini-rest, an easier practice the day before.`;
};

/** "the fun meet in week 8 is missing", "you forgot the dual on oct 30", "the meet in wk 8 isn't there": a meet to add. */
const missingRe = /\b(?:is|are|was|were|'s) (?:missing|left (?:out|off)|not (?:there|on (?:it|here|there|the (?:plan|calendar))|in (?:it|here|there|the (?:plan|calendar))))\b|\b(?:isn'?t|aren'?t|wasn'?t) (?:there|on (?:it|here|there|the (?:plan|calendar))|in (?:it|here|there|the (?:plan|calendar)))\b|\b(?:you|u|ya) (?:forgot|left (?:out|off)|missed|skipped)\b|\bforgot (?:to (?:add|put in) )?(?:the|a|our|about)\b/;

/** "add it", "put it in" after the meet just added: the same change, said again. */
const addItAgain = /^(?:so |and |pls |please )?(?:add|put|throw|stick|get|pop) (?:it|that|that one|this one|that meet|the meet)(?: in| on| back(?: in)?)?(?: (?:there|please|pls|too|then))*$/;

const readMeetAdd: Reader = (c, s) => {
  if (s.added && addItAgain.test(c)) return '';
  if (!/\b(?:add|put in|throw in|plus|there'?s|we have|we'?ve got|got|schedule|include|new)\b/.test(c) && !missingRe.test(c)) return null;
  if (!/\bmeets?\b|\binvite\b|\binvitational\b|\bclassic\b|\bchamps?\b|\bchampionships?\b|\bduals?\b|\brace\b|\btime trials?\b|\bstates?\b|\bsectionals?\b|\bconference\b|\b(?:sprint |olympic |oly )?tri(?:athlon)?\b|\b70\.3\b|\bironman\b|\bopen water (?:race|swim)\b/.test(c)) return null;
  const when = whenIn(c, s);
  if (!when) return null;
  // "add duals thu dec 2, dec 9, jan 13 …": one meet on each day listed, of the kind said.
  const days = /\b(?:wk|week) ?\d/.test(c) ? [] : readDates(c, addDays(season(s).startDate, -14)).map((d) => d.value);
  if (days.length > 1) {
    const kind = /\bduals?\b/.test(c) ? 'Dual Meet' : /\btime trials?\b/.test(c) ? 'Time Trial' : /\binvites?\b|\binvitationals?\b/.test(c) ? 'Invitational' : 'Meet';
    const importance = /\bb[- ]?meets?\b|\bmini[- ]?rest\b/.test(c) && !/\bno (?:mini[- ]?)?rest\b/.test(c) ? 'B' as const : 'C' as const;
    const end = addDays(mondayOf(season(s).startDate), season(s).weeks * 7 - 1);
    const said: string[] = [];
    const skipped: string[] = [];
    for (const date of [...new Set(days)]) {
      if (date < season(s).startDate || date > end || s.brief.meets.some((m) => m.date === date) || s.opened.some((o) => mondayOf(o) === mondayOf(date))) {
        skipped.push(dateWords(date));
        continue;
      }
      const fresh: BriefMeet = { name: kind, date, endDate: null, importance, who: null, source: 'said', words: c };
      s.brief.meets = settledMeets([...s.brief.meets, fresh]);
      s.added = fresh;
      s.addedAll = [...(s.addedAll ?? []), fresh];
      said.push(`${dateWords(date)} (week ${weekOfDate(s, date)})`);
    }
    if (said.length === 0) throw new NotDone(`none of those days could take a meet (${skipped.join(', ')}: outside the season, already a meet, or a week already opened as practices)`);
    const how = importance === 'B' ? 'B meets: a mini-rest into each' : noRestRe.test(c) ? 'C meets: trained through, no rest, each in place of that day’s practice' : 'C meets: trained through, an easier practice the day before each';
    return `${said.length} ${kind}${said.length === 1 ? '' : 's'} added: ${said.join(', ')}; ${how}.${skipped.length ? ` Not added: ${skipped.join(', ')} (outside the season, already a meet, or a week already opened).` : ''}`;
  }
  const added = meetsIn(c.replace(/\b(?:in )?(?:wk|week) ?\d{1,2}\b/, dateWords(when.date).toLowerCase()), addDays(season(s).startDate, -14), season(s).startDate);
  const found = added[0] ?? { name: 'Meet', date: when.date, importance: 'C' as const };
  // "add a dual thu dec 2": the meet's name, never the verb that added it ("Add Dual Meet").
  const meet = { ...found, name: found.name.replace(/^(?:add|put in|throw in|schedule|include|new|plus|also)\s+/i, '') || 'Meet' };
  const date = when.date;
  const end = addDays(mondayOf(season(s).startDate), season(s).weeks * 7 - 1);
  if (date < season(s).startDate || date > end) throw new NotDone(`${dateWords(date)} is outside this season (${dateWords(season(s).startDate)} to ${dateWords(end)})`);
  checkOpened(s, [date], `A meet on ${dateWords(date)}`);
  // A meet of the request placed on an assumed day ("B meets in oct", "thanksgiving invite"): the coach's day, letter and name now.
  const sig = (name: string) => new Set(name.toLowerCase().split(/[^a-z0-9.]+/).filter((w) => w.length > 2 && !['meet', 'the', 'and'].includes(w)));
  const guessed = s.brief.meets.find((m) => m.source === 'assumed' && !m.who && (m.date === date || [...sig(m.name)].some((w) => sig(meet.name).has(w) || c.includes(w))) && Math.abs(daysBetween(m.date, date)) <= 45);
  if (guessed) {
    const importanceSaid = /\bc[- ]?(?:meet|race)\b|\btrain(?:ing)? (?:through|thru)\b|\bno (?:mini[- ]?)?rest\b/.test(c) ? 'C' : /\bb[- ]?(?:meet|race)\b|\bmini[- ]?rest\b|\brest (?:them|for|before)\b/.test(c) ? 'B' : guessed.importance;
    const said = meet.name !== 'Meet' ? meet.name : '';
    const name = said.length > guessed.name.replace(/ \([A-Z][a-z]{2} \d+\)$/, '').length ? said : guessed.name;
    const fresh: BriefMeet = { ...guessed, name: name.slice(0, 80), date, endDate: 'endDate' in meet && meet.endDate ? meet.endDate : spanEnd(c, date), importance: importanceSaid, source: 'said', words: c };
    s.brief.meets = settledMeets(s.brief.meets.map((m) => (m === guessed ? fresh : m)));
    s.added = fresh;
    const how = importanceSaid === 'B' ? 'a B meet: a mini-rest into it' : importanceSaid === 'C' ? (noRest(fresh) ? 'a C meet: trained through, no rest' : 'a C meet: trained through, an easier practice the day before') : 'an A meet';
    return `${fresh.name} on ${dateWords(date)} (week ${weekOfDate(s, date)}), as you said (it was placed on ${dateWords(guessed.date)}), ${how}.`;
  }
  const there = s.brief.meets.find((m) => m.date === date);
  // "states still feb 19-20": the meet where it is, said again; nothing to change.
  if (there && (/\bstill\b/.test(c) || meetNamed([there], c))) return '';
  if (there) throw new NotDone(`${there.name} is already on ${dateWords(date)}; move it or name another day`);
  const importance = /\bc[- ]?meet\b|\btrain(?:ing)? (?:through|thru)\b|\bno (?:mini[- ]?)?rest\b|\bjust a tune[- ]?up\b|\b(?:just )?(?:for )?fun\b/.test(c) ? 'C' : /\bb[- ]?meet\b|\bmini[- ]?rest\b|\brest (?:for|before) it\b/.test(c) ? 'B' : meet.importance === 'A' && s.brief.meets.some((m) => m.importance === 'A') ? 'B' : meet.importance;
  // "a dual meet added fri jan 22 vs central": who it is swum against is in its name.
  const against = /\b(?:vs\.?|versus|against) ([a-z][a-z']{2,20}(?: (?:high|hs|prep|academy|catholic|christian))?)\b/.exec(c)?.[1];
  const named = against && !/\b(?:vs|at)\b/i.test(meet.name) ? `${meet.name} vs ${against.replace(/\b([a-z])/g, (x) => x.toUpperCase())}` : meet.name;
  const fresh: BriefMeet = { name: named.slice(0, 80), date, endDate: 'endDate' in meet && meet.endDate ? meet.endDate : spanEnd(c, date), importance, who: null, source: 'said', words: c };
  s.brief.meets = settledMeets([...s.brief.meets, fresh]);
  s.added = fresh;
  const how = importance === 'B' ? 'a B meet: a mini-rest into it' : importance === 'C' ? 'a C meet: trained through, an easier practice the day before' : 'an A meet';
  return `${fresh.name} added on ${dateWords(date)} (week ${weekOfDate(s, date)}), ${how}.`;
};

/** "just swim thru it no rest", "no taper for it": a meet raced on the week's training, the days around it as they were. */
const noRestRe = /\b(?:swim|train|race|go)(?:ing)? (?:right )?(?:thru|through) (?:it|that|the meet)\b|\bno (?:mini[- ]?)?rest\b|\bno taper (?:for|into) it\b|\bdon'?t rest (?:for )?it\b/;
// "train thru it, just an easy swim the day before": trained through, the day before easier.
const easyDayBefore = /\beas(?:y|ier)\b[^,;]{0,20}\bthe day before\b/;
const noRest = (m: BriefMeet) => m.importance === 'C' && !m.who && noRestRe.test(m.words ?? '') && !easyDayBefore.test(m.words ?? '');

const readMeetNoRest: Reader = (c, s) => {
  const added = s.added;
  if (!added) return null;
  // "make that day the meet instead of practice": what a meet day is.
  if (/\b(?:that|the|this) day (?:the|a) meet\b|\bmeet instead of (?:a )?(?:practice|training)\b|\binstead of (?:practice|training)\b/.test(c)) return '';
  if (!noRestRe.test(c) || easyDayBefore.test(c) || /\b(?:wk|week) ?\d/.test(c)) return null;
  const all = (s.addedAll?.length ?? 0) > 1 ? s.addedAll!.map((m) => `${m.name}|${m.date}`) : [`${added.name}|${added.date}`];
  s.brief.meets = s.brief.meets.map((x) => (all.includes(`${x.name}|${x.date}`) ? { ...x, importance: 'C' as const, words: `${x.words ?? ''}; ${c}`.slice(-200) } : x));
  // The note of the meets just added says how they are raced now.
  if (s.applied) s.applied.forEach((line, i) => { s.applied![i] = line.replace('C meets: trained through, an easier practice the day before each', 'C meets: trained through, no rest, each in place of that day’s practice'); });
  s.added = s.brief.meets.find((x) => x.date === added.date) ?? null;
  return '';
};

const meetNameWords = /\b(?:classic|invite|invitational|open|cup|championships?|champs|meet|duals?|relays|trials|gala|sprint|splash|challenge)\b/;

/** "add a B meet on nov 7, the Harvest Classic": the name said after the meet just added. */
const readMeetName: Reader = (c, s) => {
  // "sat jan 30 away at westview": where the meet just added is swum, said with its day.
  const where = s.added ? /\b(?:away |home )?(?:at|vs\.?|versus|against|@)\s+([a-z][a-z' ]{2,30}?)\s*$/.exec(c) : null;
  if (where && s.added && !/\b(?:week|wk|taper|practice|min|am|pm)\b/.test(c) && !/^(?:the )?(?:start|beginning|end|same time)$/.test(where[1]!.trim())) {
    const place = where[1]!.trim().replace(/\b([a-z])/g, (x) => x.toUpperCase());
    const added = s.added;
    const name = `${added.name.replace(/\s+(?:at|vs) .*$/, '')} ${/\bvs\.?|versus|against/.test(where[0]) ? 'vs' : 'at'} ${place}`.slice(0, 80);
    s.brief.meets = s.brief.meets.map((x) => (x === added ? { ...x, name } : x));
    s.added = s.brief.meets.find((x) => x.date === added.date) ?? null;
    return `The meet on ${dateWords(added.date)} is ${name}.`;
  }
  // "not a big deal meet", "just a dual": how much it matters, not its name (a C meet is trained through).
  if (s.added && /\b(?:not a big deal|no big deal|low[- ]key|not important|doesn'?t matter|just a|nothing big)\b/.test(c)) return '';
  // "C meet", "no rest for it" after the meet just added: how much it matters, which the added meet already reads.
  const letter = s.added ? /^(?:(?:it'?s |its |just )?(?:an? )?([abc])[- ]?meet|no (?:mini[- ]?)?rest(?: for it)?)$/.exec(c) : null;
  if (letter && s.added) {
    const importance = (letter[1]?.toUpperCase() ?? 'C') as BriefMeet['importance'];
    const added = s.added;
    s.brief.meets = s.brief.meets.map((x) => (x === added ? { ...x, importance } : x));
    s.added = s.brief.meets.find((x) => x.date === added.date) ?? null;
    return importance === added.importance ? '' : `${added.name} is a ${importance} meet${importance === 'C' ? ': trained through, no rest for it' : importance === 'B' ? ': a mini-rest into it' : ''}.`;
  }
  const m = /^(?:it'?s |its |called |named |the |vs\.? |versus |against )*([a-z0-9'& .-]{3,60})$/.exec(c);
  // "add a b meet sat oct 16": another meet, never the name of the one just added.
  if (!s.added || !m || !meetNameWords.test(c) || /\d{1,2}[:/]|\b(?:week|wk|taper|practice)\b/.test(c) || /^(?:add|put in|throw in|schedule|plus)\b/.test(c)) return null;
  const name = m[1]!.trim().split(/\s+/).map((w) => (w.length > 2 ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ').slice(0, 80);
  const added = s.added;
  s.brief.meets = s.brief.meets.map((x) => (x === added ? { ...x, name } : x));
  s.added = s.brief.meets.find((x) => x.date === added.date) ?? null;
  return `The meet on ${dateWords(added.date)} is ${name}.`;
};

 /** Breaks of the season with the days from..to taken out of them. */
function withoutSpan(breaks: readonly BriefBreak[], from: string, to: string): BriefBreak[] {
  return breaks.flatMap((b) => {
    if (b.to < from || b.from > to) return [b];
    const pieces: BriefBreak[] = [];
    if (b.from < from) pieces.push({ ...b, to: addDays(from, -1) });
    if (b.to > to) pieces.push({ ...b, from: addDays(to, 1) });
    return pieces;
  });
}

/**
 * "we DONT take xmas off", "spring break is NOT off - pool is open", "dec 21-22 are normal days", "we practice dec 23 - jan 2
 * just 1x/day": days the season had off are practice days again, lighter where the coach says fewer practices.
 */
const readNotOff: Reader = (c, s) => {
  const negated = /\b(?:don'?t|do not|not|never|aren'?t|isn'?t|won'?t) (?:take |taking |have |having |be )?(?:\w+ ){0,2}?off\b|\bnot off\b/.test(c);
  const normal = /\b(?:are|is|as|be) (?:normal|regular) (?:days?|practices?|training(?: days?)?)\b|\b(?:normal|regular) (?:days?|practice days?)\b/.test(c);
  const practised = /\b(?:we|still) (?:practice|swim|train)\b|\bpool (?:is )?open\b|\bput practices? back\b/.test(c);
  if (!negated && !normal && !practised) return null;
  const start = addDays(season(s).startDate, -7);
  const spans = readDates(c, start).length > 0 ? readBreaks(new RequestText(`off ${c}`, null), start) : [];
  // The days named, else the break the clause names by its holiday or its week ("xmas", "spring break wk of mar 1").
  const named = spans.length > 0 ? spans.map((b) => ({ from: b.from, to: b.to })) : season(s).breaks.filter((b) => b.kind === 'off' && holidayWords(c).some((w) => b.label.toLowerCase().includes(w) || (b.words ?? '').includes(w))).map((b) => ({ from: b.from, to: b.to }));
  if (named.length === 0) return s.notOff ? '' : null;
  s.notOff = true;
  const before = JSON.stringify(season(s).breaks);
  let breaks = season(s).breaks.filter((b) => b.kind !== 'camp');
  for (const n of named) breaks = withoutSpan(breaks, n.from, n.to);
  // "just 1x/day", "lighter", "maybe 4 days": practice again, on a lighter load.
  const lighter = !normal && (/\b1x\s*(?:\/|a|per)?\s*day\b|\bonce a day\b|\blight(?:er)?\b|\bfewer\b|\bless\b|\b\d days\b|\bhalf\b/.test(s.instruction ?? c) || practised);
  if (lighter) for (const n of named) breaks.push({ from: n.from, to: n.to, kind: 'light', label: 'Lighter days', words: c });
  season(s).breaks = [...breaks, ...season(s).breaks.filter((b) => b.kind === 'camp')];
  s.scoped = true;
  if (JSON.stringify(season(s).breaks) === before) return '';
  return named.map((n) => `${dateWords(n.from)}${n.to !== n.from ? ` to ${dateWords(n.to)}` : ''}: practice ${lighter ? 'on a lighter load (fewer, shorter practices)' : 'as normal'} (week ${weekOfDate(s, n.from)}).`).join(' ');
};

/** A break's name as a coach says it, and the label the season shows it under. */
const breakNames: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bwinter (?:break|holidays?|vacation)\b/, 'Winter break'],
  [/\b(?:christmas|xmas|holiday) (?:break|holidays?|vacation)\b/, 'Christmas break'],
  [/\bthanksgiving(?: week| break)?\b/, 'Thanksgiving week'],
  [/\bspring (?:break|vacation)\b/, 'Spring break'],
  [/\b(?:exams?|finals) week\b/, 'Exam week'],
];
const breakNameIn = (text: string) => breakNames.find(([re]) => re.test(text))?.[1];
/** The holiday a label names ("Thanksgiving week" is Thanksgiving's), to see a coach saying it falls elsewhere. */
const holidayOfLabel = (label: string) => /\b(thanksgiving|christmas|xmas|winter|spring|easter|exam)\b/i.exec(label)?.[1]?.toLowerCase();

/** The label a break's own days give it: the days round Christmas are the winter break. */
function labelByDates(b: BriefBreak): string {
  const christmas = `${b.from.slice(0, 4)}-12-25`;
  return b.from <= christmas && b.to >= christmas ? 'Winter break' : b.kind === 'light' ? 'Lighter days' : 'No practice';
}

/** The season's break a clause points at: by a date in it, by its month ("the dec one") or by its name ("the thanksgiving break"). */
function breakPointed(s: Season, text: string): BriefBreak | undefined {
  const breaks = season(s).breaks.filter((b) => b.words !== 'assumed');
  const date = readDates(text, addDays(season(s).startDate, -14))[0]?.value;
  if (date) return breaks.find((b) => date >= b.from && date <= b.to);
  const month = /\bthe (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (?:one|break|days?|week|holidays?)\b/.exec(text)?.[1];
  if (month) {
    const inMonth = breaks.filter((b) => Number(b.from.slice(5, 7)) === monthNames.indexOf(month) + 1);
    return inMonth.length === 1 ? inMonth[0] : undefined;
  }
  const holiday = /\bthe (thanksgiving|christmas|xmas|winter|spring) (?:one|break|week|holidays?)\b/.exec(text)?.[1];
  const named = holiday ? breaks.filter((b) => b.label.toLowerCase().includes(holiday === 'xmas' ? 'christmas' : holiday)) : [];
  return named.length === 1 ? named[0] : undefined;
}

function relabel(s: Season, target: BriefBreak, label: string): string {
  if (target.label === label) return '';
  season(s).breaks = season(s).breaks.map((b) => (b === target ? { ...b, label } : b));
  return `${dateWords(target.from)}${target.to !== target.from ? ` to ${dateWords(target.to)}` : ''} is ${label} (it was labelled ${target.label}); its days as they were.`;
}

/**
 * "dec 20 - jan 2 is winter break", "label the dec one as winter break", "thanksgiving is nov 22-28, not dec 20": a break the
 * season has, under the name the coach gives it; its days are not changed.
 */
const readBreakLabel: Reader = (c, s) => {
  // "not dec 20" after where the holiday really is: the break on that date is not that holiday.
  const not = /(?:^|[,\s])(?:(?:and|but|it'?s|its) )?not (?:on |the )?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b.*)$/.exec(c);
  if (not) {
    const target = breakPointed(s, not[1]!);
    const holiday = target ? holidayOfLabel(target.label) : undefined;
    if (!target || !holiday || !(s.instruction ?? '').includes(holiday)) return null;
    // Its name is the one the coach gives it elsewhere ("dec 20 - jan 2 is winter break"), else the one its days give it.
    const said = breakNames.find(([re, name]) => name !== target.label && re.test(s.instruction!))?.[1];
    return relabel(s, target, said ?? labelByDates(target));
  }
  const named = String.raw`((?:the |a |an |our )?(?:winter|christmas|xmas|holiday|thanksgiving|spring|exams?|finals)\b.*)$`;
  const renamed = new RegExp(String.raw`\b(?:label|call|name|rename|mark|list)(?:ed)? (.{2,30}?) (?:as|to) ${named}`).exec(c) ?? new RegExp(String.raw`\b(?:label|call|name|rename|mark|list)(?:ed)? (.{2,30}) ${named}`).exec(c) ?? /^(?:and |so |but )?(.+?) (?:is|are|=|'s|should (?:say|be)) (?:the |our |just |a |an )?(.+)$/.exec(c);
  if (!renamed) return null;
  const label = breakNameIn(renamed[2]!);
  if (!label) return null;
  const target = breakPointed(s, renamed[1]!);
  if (!target) return null;
  // "thanksgiving is nov 22-28": the holiday's days said, a break of its own, not a name for the one that holds other days.
  if (breakNameIn(renamed[1]!) && !/\b(?:one|break|days)\b/.test(renamed[1]!)) return null;
  return relabel(s, target, label);
};

/** "thurs 11/25 & fri 11/26": days off one after another, under one name, are one break. */
function daysRun(breaks: readonly BriefBreak[]): BriefBreak[] {
  const out: BriefBreak[] = [];
  for (const b of [...breaks].sort((x, y) => x.from.localeCompare(y.from))) {
    const last = out.at(-1);
    if (last && last.kind === b.kind && last.label === b.label && addDays(last.to, 1) >= b.from) out[out.length - 1] = { ...last, to: b.to > last.to ? b.to : last.to };
    else out.push(b);
  }
  return out;
}

const holidayWords = (c: string) => ['christmas', 'xmas', 'holiday', 'thanksgiving', 'spring', 'winter', 'new year', 'break'].filter((w) => c.includes(w)).map((w) => (w === 'xmas' ? 'holiday' : w));

const readBreak: Reader = (c, s) => {
  // "start it wed mar 10 so the end of wk 10 is already lighter": what another change does, not a break.
  if (/\b(?:so|which|that way)\b[^,;]*\b(?:is|are|will be|gets?) (?:already )?(?:lighter|easier)\b/.test(c)) return null;
  // "wk 1 is our training trip in FL, 2x a day": that week is a camp of doubles.
  const trip = /\b(?:training )?(?:trip|camp)\b/.test(c) ? /\b(?:wk|week) ?(\d{1,2})\b/.exec(c) : null;
  if (trip) {
    const n = Number(trip[1]);
    if (n < 1 || n > season(s).weeks) throw new NotDone(`this season has weeks 1-${season(s).weeks}`);
    const from = mondayOf(weekStart(s, n));
    checkOpened(s, [from], `Week ${n}`);
    season(s).breaks = [...season(s).breaks.filter((b) => b.to < from || b.from > addDays(from, 6)), { from, to: addDays(from, 6), kind: 'camp', label: /\btrip\b/.test(c) ? 'Training trip' : 'Training camp', words: c }];
    s.scoped = true;
    return `Week ${n} (from ${dateWords(from)}) a ${/\btrip\b/.test(c) ? 'training trip' : 'training camp'}: doubles and more volume that week; the weeks around it follow.`;
  }
  const week = /\b(?:off|no practice|no swim(?:ming)?|closed|pool'?s? closed|break|vacation|holiday)\b.*\b(?:wk|week) ?(\d{1,2})\b|\b(?:wk|week) ?(\d{1,2})\b.*\b(?:off|no practice|closed|break|vacation|holiday)\b/.exec(c);
  let breaks = week ? [] : readBreaks(new RequestText(c, null), addDays(season(s).startDate, -7)).filter((b) => b.kind !== 'camp' || /\bcamp\b|\btrip\b/.test(c));
  if (week) {
    const n = Number(week[1] ?? week[2]);
    const from = mondayOf(weekStart(s, n));
    breaks = [{ from, to: addDays(from, 6), kind: 'off', label: 'No practice', words: c }];
  }
  if (breaks.length === 0) return null;
  breaks = daysRun(breaks);
  // "xmas break and the champs taper stay as is": a break the season already has, said again, changes nothing.
  if (breaks.every((b) => season(s).breaks.some((x) => x.kind === b.kind && x.from <= b.from && x.to >= b.to)) || (!week && readDates(c, addDays(season(s).startDate, -7)).length === 0 && !/\b(?:off|no practice|no swim|clos(?:ed|es|ing)|add|give)\b/.test(c) && breaks.every((b) => season(s).breaks.some((x) => x.to >= b.from && x.from <= b.to)))) return '';
  const end = addDays(mondayOf(season(s).startDate), season(s).weeks * 7 - 1);
  const inside = breaks.filter((b) => b.to >= season(s).startDate && b.from <= end);
  if (inside.length === 0) throw new NotDone(`${breaks.map((b) => `${b.label} (${dateWords(b.from)}${b.to !== b.from ? ` to ${dateWords(b.to)}` : ''})`).join(', ')} is outside this season`);
  checkOpened(s, inside.flatMap((b) => [b.from, b.to]), inside[0]!.label);
  const aMeet = s.brief.meets.find((m) => m.importance === 'A' && !m.who);
  if (aMeet && inside.some((b) => b.kind === 'off' && aMeet.date >= b.from && aMeet.date <= b.to)) throw new NotDone(`${aMeet.name} (${dateWords(aMeet.date)}) falls in it`);
  let kept = season(s).breaks.filter((b) => !inside.some((n) => n.from === b.from && n.to === b.to));
  // "are NO practice, pool is closed, not just shorter": a day off is no longer one of the lighter days it was.
  for (const n of inside.filter((b) => b.kind === 'off')) kept = [...kept.filter((b) => b.kind !== 'light'), ...withoutSpan(kept.filter((b) => b.kind === 'light'), n.from, n.to)];
  season(s).breaks = [...kept, ...inside];
  s.scoped = true;
  s.closedNow = s.closedNow || inside.some((b) => b.kind === 'off');
  return inside.map((b) => `${b.label}: ${b.kind === 'off' ? 'no practice' : b.kind === 'light' ? 'lighter practices' : 'training camp'} ${dateWords(b.from)}${b.to !== b.from ? ` to ${dateWords(b.to)}` : ''} (week ${weekOfDate(s, b.from)}); the weeks around it follow.`).join(' ');
};

const easyWords = '(?:light|lighter|easy|easier|recovery|down|intro(?:ductory)?|ease[- ]in|build[- ]in)';
const noEasyStartRe = new RegExp(String.raw`\b(?:there'?s no|there is no|no|we don'?t (?:need|want|do|have) (?:a|an)|skip the) ${easyWords} (?:first (?:wk|week)|(?:wk|week)s? (?:at|to) (?:the )?(?:start|beginning))\b|\bfirst (?:wk|week) (?:is|should be|'s) (?:a |an )?(?:normal|full|regular|loading)\b|\bfirst (?:wk|week) (?:isn'?t|is not|shouldn'?t be) (?:a |an )?${easyWords}\b`);
const fullFromRe = /\bfull (?:practices?|training|load|weeks?|volume|workouts?|sessions?)\b[^,;]*\bfrom\b|\bfrom (?:the (?:start|get[- ]go|first day)|day (?:one|1))\b[^,;]*\bfull\b/;

/**
 * "theres no light week at the start, we go full practices from sep 7": the first week (or the week of the date said) is a
 * normal loading week, the light days the season began with gone.
 */
const readFullStart: Reader = (c, s) => {
  const noEasy = noEasyStartRe.test(c);
  const full = fullFromRe.test(c);
  if (!noEasy && !full) return null;
  const said = full ? readDates(c, addDays(season(s).startDate, -14))[0]?.value : undefined;
  const n = said ? Math.max(1, weekOfDate(s, said)) : 1;
  if (n > season(s).weeks) throw new NotDone(`this season has weeks 1-${season(s).weeks}`);
  const from = mondayOf(weekStart(s, n));
  const to = addDays(from, 6);
  const light = season(s).breaks.filter((b) => b.kind === 'light' && b.from <= to && b.to >= from);
  if (light.length === 0) {
    if (s.applied?.some((a) => a.startsWith(`Week ${n} (from `))) return '';
    const week = s.plan.weeks[n - 1];
    if (!week || week.load !== 'load') return null;
    return `Week ${n} (from ${dateWords(weekStart(s, n))}) is already a normal loading week, full practices from the start.`;
  }
  checkOpened(s, [from], `Week ${n}`);
  // The light days at the start go whole, also where they run on past that week.
  season(s).breaks = season(s).breaks.filter((b) => !light.includes(b));
  s.scoped = true;
  return `Week ${n} (from ${dateWords(weekStart(s, n))}) a normal loading week: full practices from the start, no light week.`;
};

const readLighterWeek: Reader = (c, s) => {
  // "make wk 4 a normal training wk, no mini rest": back to a loading week, with no lighter days in it.
  const normal = /\b(?:wk|week) ?(\d{1,2})\b[^,;]*\b(?:normal|regular|full|loading) (?:(?:training|race[- ]pace|aerobic|threshold|build) )?(?:wk|week)\b|^(?:keep|leave|make) (?:wk|week) ?(\d{1,2}) (?:as )?(?:a )?(?:normal|regular)$|\b(?:normal|regular|full) (?:training )?(?:wk|week) (?:in |for )?(?:wk|week) ?(\d{1,2})\b/.exec(c);
  // "make the wk of feb 22 a normal training wk": the week of that date.
  const ofDate = !normal && /\b(?:normal|regular|full|loading) (?:training )?(?:wk|week)\b/.test(c) ? /\b(?:wk|week) of ([a-z]{3,9}\.? \d{1,2})\b/.exec(c) : null;
  const dated = ofDate ? readDates(ofDate[1]!, addDays(season(s).startDate, -14))[0] : undefined;
  if (normal || dated) {
    const n = dated ? weekOfDate(s, dated.value) : Number(normal![1] ?? normal![2] ?? normal![3]);
    if (n < 1 || n > season(s).weeks) throw new NotDone(`this season has weeks 1-${season(s).weeks}`);
    const from = mondayOf(weekStart(s, n));
    // A week inside the taper stays a taper week: the note never says it trains as normal when it does not.
    const aMeet = s.brief.meets.find((m) => m.importance === 'A' && !m.who);
    const taper = season(s).taperDays ?? s.plan.taper?.days;
    if (aMeet && taper && addDays(aMeet.date, -taper) <= addDays(from, 6) && from <= aMeet.date) throw new NotDone(`week ${n} is in the ${taper}-day taper into ${aMeet.name}; shorten the taper ("taper the last week") to train it as a normal week`);
    season(s).breaks = withoutSpan(season(s).breaks.filter((b) => b.kind !== 'camp' || b.to < from || b.from > addDays(from, 6)), from, addDays(from, 6));
    // A B meet in that week is trained through: its mini-rest is what the coach said not to do.
    s.brief.meets = s.brief.meets.map((m) => (m.importance === 'B' && m.date >= from && m.date <= addDays(from, 6) ? { ...m, importance: 'C' as const } : m));
    s.scoped = true;
    return `Week ${n} (from ${dateWords(from)}) trained as a normal week: no mini-rest or break in it.`;
  }
  // "so the end of wk 10 is already lighter": what another change does, not a change of its own.
  if (/\b(?:so|which|that way)\b[^,;]*\b(?:is|are|will be|gets?) (?:already )?(?:lighter|easier)\b/.test(c) || /\bno (?:mini[- ]?)?rest\b/.test(c)) return null;
  const m = /\b(?:make )?(?:wk|week) ?(\d{1,2})\b.*\b(recovery|easy|easier|lighter|light|down|rest|deload|unload)(?: week)?\b|\b(recovery|easy|easier|lighter|light|down|rest|deload) week (?:in|for|at) (?:wk|week) ?(\d{1,2})\b/.exec(c);
  if (!m) return null;
  const n = Number(m[1] ?? m[4]);
  if (n < 1 || n > season(s).weeks) throw new NotDone(`this season has weeks 1-${season(s).weeks}`);
  const from = mondayOf(weekStart(s, n));
  checkOpened(s, [from], `Week ${n}`);
  const week = s.plan.weeks[n - 1];
  if (week && (week.phase === 'taper' || week.load === 'race')) throw new NotDone(`week ${n} is in the taper, already lighter`);
  season(s).breaks = [...season(s).breaks.filter((b) => !(b.from === from && b.kind === 'light')), { from, to: addDays(from, 6), kind: 'light', label: 'Lighter week', words: c }];
  s.scoped = true;
  return `Week ${n} (from ${dateWords(from)}) a lighter week: practices about 30 % shorter, aerobic and technique; the loading weeks around it follow.`;
};

/** "wk 10 more 100/200 race pace and less speed + starts": the kind of work in one week's key sets, which a season does not take by the week. */
const weekWorkRe = /\b(?:more|less|fewer|extra|no|add|cut)\b[^,;]*\b(?:race[- ]?pace|rp|speed|starts|sprint(?:s|ing)?|threshold|aerobic|kick|pull|drill|dives?)\b/;

const weekWorkWhy = "the kind of work in one week's key sets";

const readWeekWork: Reader = (c, s) => {
  const m = /\b(?:wk|week) ?(\d{1,2})\b/.exec(c);
  if (!m || !weekWorkRe.test(c) || /\b(?:lighter|easier|recovery|normal|taper|off|practices?|swims?|sessions?)\b/.test(c)) return null;
  if (Number(m[1]) < 1 || Number(m[1]) > season(s).weeks) throw new NotDone(`this season has weeks 1-${season(s).weeks}`);
  throw new NotDone(`${weekWorkWhy} is not something a season changes yet (a week can take a stroke, "week ${m[1]} IM focus", or be made lighter); change week ${m[1]}'s practices when you open them`);
};

const readWeekFocus: Reader = (c, s) => {
  const m = /\b(?:wk|week) ?(\d{1,2})\b/.exec(c);
  if (!m || !/\bfocus\b|\bweek\b.*\b(?:back|breast|fly|im|free)\b|\b(?:back|breast|fly|im|free)(?:stroke)? week\b|\bemphasi/.test(c)) return null;
  const focus = readFocus(c.replace(m[0], ' '), 'practice').filter((f): f is Focus => ['back', 'breast', 'fly', 'im', 'free'].includes(f));
  if (focus.length === 0) return null;
  const n = Number(m[1]);
  if (n < 1 || n > season(s).weeks) throw new NotDone(`this season has weeks 1-${season(s).weeks}`);
  const from = mondayOf(weekStart(s, n));
  checkOpened(s, [from], `Week ${n}`);
  const limits = new Set(s.brief.limits.map((l) => l.rule));
  if ((focus[0] === 'fly' && (limits.has('no_fly') || limits.has('shoulder'))) || (focus[0] === 'breast' && (limits.has('no_breast') || limits.has('knee'))) || (focus[0] === 'back' && limits.has('no_back')) || (focus[0] === 'im' && (limits.has('no_im') || limits.has('no_fly') || limits.has('no_breast')))) throw new NotDone(`${focusNames[focus[0]!]} conflicts with the season's limits`);
  season(s).weekFocus = [...(season(s).weekFocus ?? []).filter((w) => w.week !== from), { week: from, focus: focus[0]! }];
  return `Week ${n}: ${focusNames[focus[0]!]} focus, its key sets in that stroke.`;
};

const readWeeks: Reader = (c, s) => {
  // "drop weeks 9 and 10, the season ends after champs": the last weeks taken off the end.
  const ends = /\b(?:drop|remove|cut|lose|take off|get rid of|delete)\s+(?:the\s+)?(?:wks?|weeks?)\s*(\d{1,2})(?:\s*(?:and|&|-|to|thru|through|,)\s*(\d{1,2}))?\b/.exec(c);
  if (ends) {
    const [a, b] = [Number(ends[1]), Number(ends[2] ?? ends[1])];
    const was = season(s).weeks;
    if (b !== was || a > b || a < 2) throw new NotDone(`only the last weeks of the season can be dropped (it has ${was}); say "make it ${Math.max(1, a - 1)} weeks"`);
    const lastDay = addDays(mondayOf(season(s).startDate), (a - 1) * 7 - 1);
    const lost = s.brief.meets.filter((m) => m.date > lastDay);
    if (lost.some((m) => m.importance === 'A' && !m.who)) throw new NotDone(`week ${a} onward holds ${lost.find((m) => m.importance === 'A')!.name}; move or cancel it first`);
    season(s).weeks = a - 1;
    s.brief.meets = s.brief.meets.filter((m) => m.date <= lastDay);
    return `Weeks ${a === b ? a : `${a}-${b}`} dropped: the season ends ${dateWords(lastDay)} (${a - 1} weeks).`;
  }
  const add = new RegExp(`\\badd ${numberRe} (?:more |extra )?weeks?\\b|\\b${numberRe} (?:more|extra) weeks?\\b`).exec(c);
  const cut = new RegExp(`\\b(?:remove|drop|cut|take off|lose) ${numberRe} weeks?\\b|\\b${numberRe} weeks? (?:shorter|less|fewer)\\b`).exec(c);
  const set = /\b(?:make it|change (?:it )?to|instead of|only) (\d{1,2})[- ]?weeks?\b/.exec(c);
  const delta = add ? count(add[1] ?? add[2]!) : cut ? -count(cut[1] ?? cut[2]!) : set ? count(set[1]!) - season(s).weeks : null;
  if (delta === null || /\btaper\b/.test(c)) return null;
  const was = season(s).weeks;
  const weeks = Math.max(1, Math.min(52, was + delta));
  const aMeet = s.brief.meets.some((m) => m.importance === 'A' && !m.who);
  // With an A meet the meet stays where it is: the season starts earlier or later instead, unless it has begun.
  if (aMeet && s.opened.length > 0) throw new NotDone('the season has begun (days opened as practices keep their dates) and ends at its A meet: there is no room to move its start');
  if (aMeet) season(s).startDate = addDays(season(s).startDate, -(weeks - was) * 7);
  season(s).weeks = weeks;
  s.brief.date = { ...s.brief.date, value: season(s).startDate };
  return `${weeks} weeks instead of ${was}${aMeet ? `, starting ${dateWords(season(s).startDate)}` : ''}.`;
};

/** "add an optional saturday swim every week, 90 min aerobic": a practice beside the week, outside its load. */
const readOptionalDay: Reader = (c, s) => {
  if (!/\boptional\b/.test(c) || /\b(?:drop|cut|remove|no more|cancel)\b/.test(c)) return null;
  const optional = readOptional(c);
  if (!optional) return null;
  const day = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][optional.weekday]!;
  if (season(s).days?.includes(optional.weekday)) throw new NotDone(`${day} is already a practice day in this season`);
  season(s).optional = optional;
  return `An optional ${day} practice${optional.minutes ? ` of ${optional.minutes} min` : ''} every week, easy aerobic and technique, outside the week's load; none on a meet day, a day off or in the last days before the A meet.`;
};

/** "the fri pm is getting cut", "no more fri am": one practice of a doubled day, named by its day and its half. */
const sessionCutRe = /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]* (am|pm|morning|afternoon|evening|night)s?\b[^,;]*?\b(?:cut|off|gone|dropped|out|going away|is done|are done|no more)\b|\bno (?:more )?(sun|mon|tue|wed|thu|fri|sat)[a-z]* (am|pm|morning|afternoon|evening|night)s?\b/;

/** The weekdays the season doubles on, read from its days (a loading week with mornings and afternoons). */
function doubledDays(s: Season): number[] {
  if (season(s).doubleDays?.length) return [...season(s).doubleDays!];
  const week = s.plan.weeks.filter((w) => w.load === 'load' && (w.days ?? []).some((d) => d.slot === 'PM')).sort((a, b) => (b.days ?? []).filter((d) => d.slot === 'PM').length - (a.days ?? []).filter((d) => d.slot === 'PM').length)[0];
  return [...new Set((week?.days ?? []).filter((d) => d.slot === 'PM' && !d.group).map((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay()))];
}

/** "drop us to 8/wk, the fri pm is getting cut for the whole summer": that day a single practice, the other doubles where they were. */
function cutSession(s: Season, text: string): string | null {
  const m = sessionCutRe.exec(text);
  if (!m) return null;
  const weekday = weekdayNames.indexOf(m[1] ?? m[3]!);
  const doubles = doubledDays(s);
  if (!doubles.includes(weekday)) return null;
  season(s).doubleDays = doubles.filter((d) => d !== weekday);
  return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekday]!;
}

const readSessionCut: Reader = (c, s) => {
  if (!sessionCutRe.test(c)) return null;
  const was = season(s).sessionsPerWeek;
  // "drop us to 8/wk" said with it: the same change, the day already taken.
  if (s.sessionsSet) {
    cutSession(s, c);
    return '';
  }
  const day = cutSession(s, c);
  if (!day) return null;
  season(s).sessionsPerWeek = Math.max(1, was - 1);
  s.sessionsSet = true;
  return `${season(s).sessionsPerWeek} practices a week instead of ${was}: ${day} once a day, the other doubles as they were.`;
};

const readSessions: Reader = (c, s) => {
  // "6x a wk is too much for the 11s": the count now, the complaint; the count said next is the change.
  if (/\b(?:is|are|'s|feels?|seems?) (?:way |a bit |a little |just )?too (?:much|many|hard)\b/.test(c) && !/\b(?:drop|cut|go|make|change|move|take)\b/.test(c)) return '';
  // "a swim option for the ones w a 25m pool, like 3x a wk 3-4k": some swimmers' own, not the team's week.
  if (/\b(?:option|at home|home plan|for the ones|the ones w|those (?:w|with|who)|some of them|the kids who|kids w)\b/.test(c)) return null;
  // "3x a wk 3-4k": the volume after the week, not weeks 3-4.
  if (/\b(?:wk|week)\s*\d{1,2}(?:\s*-\s*\d{1,2})?\s*k\b/.test(c)) return null;
  // "weights 3x/wk count", "dryland 2x a week": the land sessions, not the swims.
  if (new RegExp(`\\b(?:weights|weight ?room|lift(?:ing|s)?|dry[- ]?land|gym|strength|core|yoga)\\s+(?:is\\s+|are\\s+)?${numberRe}\\s*(?:x|times|sessions|days)?\\s*(?:a|per|\\/|each)\\s*(?:week|wk)\\b`).test(c)) return null;
  const m = new RegExp(`${numberRe}\\s*(?:x|times|sessions|practices|workouts|swims|days)?\\s*(?:a|per|\\/|each)\\s*(?:week|wk)\\b`).exec(c);
  const step = /\b(?:add|one more|another|extra) (?:practice|session|swim|day)(?: a| per| each)? ?(?:week)?\b|\b(?:drop|cut|one less|one fewer|lose) (?:a )?(?:practice|session|swim|day)(?: a| per| each)? (?:week)\b/.exec(c);
  if (!m?.[1] && !step) return null;
  // "4x/wk from week 10 on", "6x/wk from week 5 up to the taper", "saturday mornings starting feb 1": those weeks alone.
  const part = /\b(?:from|starting|after|beginning|until|up to|till) (?:(?:wk|week) ?\d{1,2}|the taper|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2})\b/.exec(c);
  if (part) return sessionsFromWeek(c, s, m?.[1] ? count(m[1]) : season(s).sessionsPerWeek + (step && /\b(?:add|more|another|extra)\b/.test(step[0]) ? 1 : -1));
  const scoped = sessionsInSpans(c, s, m?.[1] ? count(m[1]) : season(s).sessionsPerWeek + (step && /\b(?:add|more|another|extra)\b/.test(step[0]) ? 1 : -1));
  if (scoped) return scoped;
  const was = season(s).sessionsPerWeek;
  const next = m?.[1] ? count(m[1]) : was + (/\b(?:add|more|another|extra)\b/.test(step![0]) ? 1 : -1);
  // "8/wk" beside "3 wks" or a weekly hour cap is no count of practices when it is the count the season has.
  if (s.sessionsSet && next === was) return '';
  // "weeks 3-8 stay 9/wk": the count it has, said to keep it.
  if (next === was) return `${was} practices a week, as they were.`;
  season(s).sessionsPerWeek = Math.min(14, Math.max(1, next));
  if (season(s).days && season(s).days!.length !== season(s).sessionsPerWeek) season(s).days = null;
  s.sessionsSet = true;
  // The practice the coach names as the one that goes ("the fri pm is getting cut") is the one that goes.
  const day = next < was ? cutSession(s, s.instruction ?? c) : null;
  return `${season(s).sessionsPerWeek} practices a week instead of ${was}${day ? `: ${day} once a day, the other doubles as they were` : ''}.`;
};

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * "4 swims a week in weeks 4 and 6", "only 5 practices a week in january": the practices a week of those weeks alone, the rest
 * of the season as it was.
 */
function sessionsInSpans(c: string, s: Season, n: number): string | null {
  const weeks = season(s).weeks;
  const spans: Array<{ from: string; until: string; words: string }> = [];
  const listed = /\b(?:in |for |during )?(?:wks?|weeks?) ?(\d{1,2})((?:\s*(?:,|and|&|\+)\s*(?:(?:wk|week) ?)?\d{1,2})+|\s*(?:-|to|thru|through)\s*(?:(?:wk|week) ?)?\d{1,2})?\b/.exec(c);
  if (listed) {
    const numbers = [Number(listed[1]), ...[...(listed[2] ?? '').matchAll(/\d{1,2}/g)].map((x) => Number(x[0]))];
    const range = listed[2] && /-|to|thru|through/.test(listed[2]) && !/,|and|&|\+/.test(listed[2]);
    const all = range ? Array.from({ length: Math.max(0, numbers[1]! - numbers[0]! + 1) }, (_, i) => numbers[0]! + i) : numbers;
    if (all.length === 0 || all.some((x) => x < 1 || x > weeks)) throw new NotDone(`this season has weeks 1-${weeks}`);
    for (const x of all) spans.push({ from: mondayOf(weekStart(s, x)), until: mondayOf(weekStart(s, x + 1)), words: `week ${x}` });
  }
  // "sept is only 5 practices a wk": the month said first, as what it is.
  const month = listed ? null : /\b(?:in|for|during|thru|through|all|the month of|of)\s+(?:the month of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b(?!\.?\s*\d)/.exec(c) ?? /^(?:and |but |also |so )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+(?:is|are|'s|will be|has|gets|only)\b/.exec(c);
  if (month) {
    const first = readDates(`${month[1]} 1`, addDays(season(s).startDate, -14))[0]?.value;
    if (!first) return null;
    const last = addDays(addDays(first, 31 - Number(addDays(first, 31).slice(8, 10))), 0);
    // A week is the month's when most of its days are: "in january" ends with the week that holds its last Thursday.
    const lastWeekday = new Date(`${last}T00:00:00Z`).getUTCDay();
    const until = lastWeekday === 0 || lastWeekday >= 4 ? addDays(mondayOf(last), 7) : mondayOf(last);
    const from = new Date(`${first}T00:00:00Z`).getUTCDay() === 0 || new Date(`${first}T00:00:00Z`).getUTCDay() >= 5 ? addDays(mondayOf(first), 7) : mondayOf(first);
    spans.push({ from, until, words: `the weeks of ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][monthNames.indexOf(month[1]!)]}` });
  }
  if (spans.length === 0) return null;
  // "an extra easy one on sunday": the day of the added practice, said beside the change.
  const extraDay = /\b(?:extra|another|added|\d(?:st|nd|rd|th)|fourth|fifth)\b[^,.;]*?\bon (sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/.exec(s.instruction ?? c) ?? /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/.exec(c);
  const weekday = extraDay ? weekdayNames.indexOf(extraDay[1]!) : null;
  const target: BriefSeason = season(s);
  const changes: SessionsFrom[] = spans.map((x) => ({ from: x.from, until: x.until, sessions: Math.min(14, Math.max(1, n)), weekday }));
  target.sessionsFrom = [...sessionsFromOf(target).filter((x) => !changes.some((y) => y.from === x.from)), ...changes].slice(-12);
  s.scoped = true;
  s.sessionsSet = true;
  const said = spans.map((x) => x.words).join(' and ');
  const day = weekday !== null && n > season(s).sessionsPerWeek ? `, the added one on ${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekday]}` : '';
  return `${changes[0]!.sessions} practices a week in ${said}${day}; the other weeks ${season(s).sessionsPerWeek} as they were.`;
}

/** "6x/wk from week 5 up to the taper": the practices a week of the weeks from the one said (to the taper, or to the week said). */
function sessionsFromWeek(c: string, s: Season, n: number): string {
  const weeks = season(s).weeks;
  const said = /\b(?:from|starting|after|beginning|beginning with|as of) (?:(?:wk|week) ?(\d{1,2}))\b/.exec(c);
  const date = said ? null : /\b(?:from|starting|after|beginning|as of) ((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2})\b/.exec(c);
  const dated = date ? readDates(date[1]!, addDays(season(s).startDate, -14))[0]?.value : undefined;
  const first = said ? Number(said[1]) : dated ? weekOfDate(s, dated) : null;
  if (first === null || first < 1 || first > weeks) throw new NotDone(`the week to start ${n} practices a week from was not understood; say "from week 5"`);
  const end = /\b(?:until|up to|till|to|through) (?:(?:wk|week) ?(\d{1,2})|(the taper))\b/.exec(c);
  const until = end?.[2] ? 'taper' : end?.[1] ? weekStart(s, Number(end[1]) + 1) : null;
  const weekday = /\b(sun|mon|tue|wed|thu|fri|sat)(?:urday|day|nesday|sday|rsday|iday)?s?\b/.exec(c);
  const change: SessionsFrom = { from: mondayOf(weekStart(s, first)), until: until === null || until === 'taper' ? until : mondayOf(until), sessions: Math.min(14, Math.max(1, n)), weekday: weekday ? weekdayNames.indexOf(weekday[1]!) : null };
  const target: BriefSeason = season(s);
  target.sessionsFrom = [...sessionsFromOf(target).filter((x) => x.from !== change.from), change];
  s.scoped = true;
  const span = until === 'taper' ? ' up to the taper' : end?.[1] ? ` through week ${end[1]}` : ' on';
  return `${change.sessions} practices a week from week ${first} (${dateWords(weekStart(s, first))})${span}; the weeks before as they were.`;
}

/** Who a part of the group is, as the coach says them: "my seniors who wont make state", "the non-qualifiers". */
const partRe = /\b(?:my |the |our )?(seniors|juniors|non[- ]?qualifiers|girls|boys|swimmers|kids|ones|those|everyone else)(?: who| that)? (?:(?:wont|won'?t|will not|don'?t|didn'?t|aren'?t|arent|are not|did not|do not) (?:make|qualify|go|swim|get)|(?:not |aren'?t )?(?:going|qualified|qualifying|making))\b|\bnon[- ]?qualifiers\b/;

/**
 * "my seniors who wont make state need a real taper for conference, like 10 days starting around jan 26. the qualifiers keep
 * training thru conference": a taper of that part of the group into its own meet, the rest training through it and the
 * team's taper into the A meet as it was.
 */
const readGroupTaper: Reader = (c, s) => {
  const part = partRe.exec(c);
  if (!/\btaper\b/.test(c) || !part) return null;
  const into = /\btaper (?:for|into|before|at) (?:the |their |our )?([a-z][a-z' ]{2,30}?)(?:,|$| like| of| starting| from| about| around| with)/.exec(c);
  const meet = into ? meetNamed(s.brief.meets, into[1]!) : undefined;
  const team = s.brief.meets.find((m) => m.importance === 'A' && !m.who);
  if (!meet || meet === team) throw new NotDone(`a taper for part of the group is written into that part's own meet; name the meet they taper for ("a 10 day taper for conference")`);
  const who = part[1] && !/^(?:swimmers|kids|ones|those|everyone else)$/.test(part[1]) ? part[1].replace(/^non[- ]?qualifiers$/, 'non-qualifiers').replace(/^[a-z]/, (x) => x.toUpperCase()) : season(s).notRacing ?? `Swimmers not going to ${team?.name ?? 'the A meet'}`;
  // "…for conference, like 10 days starting around jan 26": the length said after it, in the same sentence.
  const at = (s.instruction ?? '').indexOf(c);
  const text = at >= 0 ? `${c}${(s.instruction ?? '').slice(at + c.length).split(/[.;!?]/)[0]}` : c;
  const start = /\bstart(?:s|ing)?\b|\bfrom\b|\bbegin/.test(text) ? readDates(text, addDays(season(s).startDate, -14)).find((d) => d.value < meet.date) : undefined;
  const weeksSaid = new RegExp(`\\b${numberRe}[- ]?(?:weeks?|wks?)\\b`).exec(text)?.[1];
  const said = /\b(\d{1,2})[- ]?days?\b/.exec(text)?.[1] ?? (weeksSaid ? String(count(weeksSaid) * 7) : undefined);
  const days = start ? daysBetween(start.value, meet.date) : said ? Number(said) : null;
  if (days !== null && (days < 1 || days > 28)) throw new NotDone(`a ${days}-day taper into ${meet.name} is not one the season can write`);
  checkOpened(s, [addDays(meet.date, -(days ?? 14))], `The ${who.toLowerCase()}' taper`);
  const words = `${days !== null ? `taper ${days} days: ` : ''}${c}`.slice(0, 200);
  s.brief.meets = s.brief.meets.map((m) => (m === meet ? { ...m, importance: 'A' as const, who, source: 'said' as const, words } : m));
  s.groupTapered = meet.name;
  return `${who}: a taper into ${meet.name} (${dateWords(meet.date)})${days !== null ? ` of ${days} days, from ${dateWords(addDays(meet.date, -days))}` : ''}, once a day with race pace and speed kept; the rest of the group trains through it${team ? `, its taper into ${team.name} as it was` : ''}.`;
};

const readTaper: Reader = (c, s) => {
  // "we dont taper 3 weeks for it": what the coach does not do, the reason for the length said next.
  if (/\b(?:don'?t|dont|do not|never|won'?t|no need to)\s+(?:\w+\s+){0,2}?taper\b[^,;]*\b(?:\d|one|two|three|four)\s*(?:wks?|weeks?)\b/.test(c)) return '';
  // "just rest the last 5-6 days before nov 18": a taper said as the rest before the meet.
  if (/\brest (?:the |them )?(?:last|final) (?:\d{1,2}\s*(?:-|to)\s*)?\d{1,2}\s*days?\b/.test(c) && !/\btaper\b/.test(c)) return readTaper(c.replace(/\brest (?:the |them )?(?:last|final)/, 'taper the last'), s);
  // "6x/wk from week 5 up to the taper": the taper is where another change ends, not the change.
  if (!/\btaper\b/.test(c) || /\b(?:up to|until|till|before|into) the taper\b/.test(c) && !/\btaper (?:is|should|starts?|of|to)\b/.test(c)) return null;
  const aMeet = s.brief.meets.find((m) => m.importance === 'A' && !m.who) ?? (s.plan.targetDate ? { name: 'the A meet', date: s.plan.targetDate } : undefined);
  const current = s.plan.taper?.days ?? season(s).taperDays ?? taperRule({ squad: s.brief.who.value.squad, race: season(s).race, eventDistance: s.brief.event.value?.distance ?? null, volumeRatio: 1, askedDays: null }).days;
  const moved = new RegExp(`\\b(?:move|push|start|shift|bump|begin)\\b.*\\b(?:${numberRe} weeks?|${numberRe} days?) (later|earlier|sooner|back|forward)\\b|\\b(later|earlier|sooner)\\b|\\b(?:move|push|shift|bump)\\b(?: the taper)? (back|forward|later|earlier)\\b`).exec(c);
  // "state moved to mar 5, push the taper back a week", "move the taper up with it": the taper already moved with the meet.
  const withIt = /\b(?:move|push|shift|bump|slide|bring)s?\b[^,;]*\btaper\b[^,;]*\b(?:with (?:it|that|the meet|them)|up|along)\b|\btaper (?:moves|goes|comes|follows) (?:with|along)\b/.test(c);
  if ((moved || withIt) && s.movedA && aMeet) return `The taper moves with ${aMeet.name}: ${current} days, from ${dateWords(addDays(aMeet.date, -current))}.`;
  // "2 wks of taper is still good", "same length of taper is fine": the length kept, whatever it is called.
  if (aMeet && /\b(?:is|are|'s) (?:still )?(?:good|fine|ok|okay|right|perfect)\b|\bsame length\b|\bkeep (?:the |its )?(?:length|same length)\b/.test(c) && !/\b(?:too|but|not|instead)\b/.test(c)) {
    return s.movedA || s.taperSet ? '' : `The taper into ${aMeet.name} is ${current} days, as it was.`;
  }
  // "taper is only the last 7 days, i asked for … the last 10": the number asked for, not the one complained of.
  const asked = /\b(?:asked for|want(?:ed)?|should be|make it|needs? to be|i said|give (?:them|it))\b[^,;]*?\b(\d{1,2})\b(?![:/])/.exec(c);
  const complained = /\b(?:is|was) (?:only|just) (?:the last )?(\d{1,2})\b/.exec(c) ?? /\b(\d{1,2})[- ]?days? taper (?:is|'s|was) (?:too (?:much|long)|way too|a lot)\b/.exec(c);
  // "just taper the last week (wk 16)", "only the last 2 weeks": the taper that long into the meet.
  // "taper is too long for masters, make it just the last wk": the same, said across the clause.
  const lastWeeks = new RegExp(`\\btaper (?:only |just )?(?:for )?(?:the )?last (?:${numberRe} )?(?:wks?|weeks?)\\b|\\btaper\\b[^;]*\\b(?:make it|just|only|keep it to) (?:just |only )?(?:the )?last (?:${numberRe} )?(?:wks?|weeks?)\\b`).exec(c);
  if (lastWeeks && aMeet && !asked) {
    // The last week is the meet's own week, from its Monday: the week before trains as normal.
    const weeks = lastWeeks[1] ? count(lastWeeks[1]) : 1;
    const next = Math.max(1, daysBetween(addDays(mondayOf(aMeet.date), -7 * (weeks - 1)), aMeet.date));
    if (next === current) return `The taper into ${aMeet.name} is ${current} days, as it was.`;
    checkOpened(s, [addDays(aMeet.date, -Math.max(next, current))], 'The taper');
    season(s).taperDays = next;
    s.scoped = true;
    s.taperSet = true;
    // "taper's too long, just taper the last week": the length said closely is the change, said once.
    s.applied?.splice(0, s.applied.length, ...s.applied.filter((a) => !a.startsWith('Taper of ')));
    return `Taper of ${next} days into ${aMeet.name} instead of ${current}: only the last ${weeks === 1 ? 'week' : `${weeks} weeks`}, from ${dateWords(addDays(aMeet.date, -next))}.`;
  }
  // "taper is only the last 7 days": what it is, said as the complaint; the number wanted comes with it or after it.
  if (complained && !asked) return '';
  // "start it wed mar 10": the taper runs from that day to the A meet.
  // "start it in wk 7": from that week's Monday.
  const startWeek = /\bstart(?:s|ing)?(?: (?:it|the taper|them|tapering))?(?: (?:in|at|from|with|on))? (?:wk|week) ?(\d{1,2})\b|\btaper(?:ing)? (?:from|starting(?: in)?|begins? (?:in )?) (?:wk|week) ?(\d{1,2})\b/.exec(c);
  const startAt = aMeet && startWeek ? { value: mondayOf(weekStart(s, Number(startWeek[1] ?? startWeek[2]))) } : aMeet && /\bstart(?:s|ing)?\b/.test(c) ? readDates(c.slice(c.search(/\bstart/)), addDays(season(s).startDate, -14))[0] : undefined;
  if (startAt && aMeet && startAt.value < aMeet.date) {
    const from = daysBetween(startAt.value, aMeet.date);
    checkOpened(s, [startAt.value], 'The taper');
    season(s).taperDays = Math.max(1, Math.min(28, from));
    s.scoped = true;
    s.taperSet = true;
    return `Taper from ${dateWords(startAt.value)}: ${season(s).taperDays} days into ${aMeet.name}${s.promoted ? '' : ` instead of ${current}`}.`;
  }
  const days = asked?.[1] ?? /\b(\d{1,2})[- ]?days?\b/.exec(c)?.[1];
  const weeks = new RegExp(`\\b${numberRe}[- ]?weeks?\\b`).exec(c)?.[1];
  let next: number | null = null;
  if (moved && /\b(?:move|push|start|shift|bump|begin|later|earlier|sooner)\b/.test(c)) {
    const by = days ? parseInt(days, 10) : weeks ? count(weeks) * 7 : 7;
    const later = /later|back/.test(moved[3] ?? moved[4] ?? moved[5] ?? '');
    if (!aMeet) {
      // No meet holds the end: a later taper is another training week before it.
      season(s).weeks = Math.min(52, season(s).weeks + (later ? Math.ceil(by / 7) : -Math.ceil(by / 7)));
      return `Taper ${later ? 'later' : 'earlier'} by ${by} days: ${later ? 'one more' : 'one less'} training week before it (${season(s).weeks} weeks).`;
    }
    next = current + (later ? -by : by);
    const least = squads[s.brief.who.value.squad].young ? 1 : 3;
    if (next < least) throw new NotDone(`the taper is ${current} days into ${aMeet.name}; starting it ${by} days later leaves ${Math.max(0, next)} — say how many days you want instead`);
    next = Math.min(28, next);
    checkOpened(s, [addDays(aMeet.date, -Math.max(next, current))], 'The taper');
    season(s).taperDays = next;
    return `Taper starts ${by === 7 ? 'a week' : `${by} days`} ${later ? 'later' : 'earlier'}: ${next} days into ${aMeet.name} (${dateWords(aMeet.date)}) instead of ${current}, from ${dateWords(addDays(aMeet.date, -next))}.`;
  }
  next = days ? parseInt(days, 10) : weeks ? count(weeks) * 7 : null;
  // "taper is too long" read again beside a later clause, once the taper was set in this instruction: nothing more to shorten.
  if (next === null && s.taperSet) return null;
  if (next === null && /\bshort(?:en|er)\b|\bless\b|\bcut\b|\bsmaller\b|\btoo long\b/.test(c)) next = Math.max(3, current - Math.max(2, Math.round(current * 0.25)));
  if (next === null && /\blonger\b|\blengthen\b|\bmore\b|\bbigger\b|\bextend\b|\btoo short\b/.test(c)) next = Math.min(21, current + Math.max(2, Math.round(current * 0.25)));
  if (next === null) return null;
  if (!aMeet) throw new NotDone('this season builds to no A meet, so it has no taper to resize; name the meet it tapers for');
  next = Math.max(1, Math.min(28, next));
  // "the taper is too long, 12 days": the length complained of; the change is the one said with it or after it.
  if (next === current && /\btoo (?:long|short|much)\b|\bway too\b/.test(c)) {
    if (s.taperSet || /\bstart\b[^.;]*\btaper\b[^.;]*\d|\btaper\b[^.;]*\bstart\b[^.;]*\d/.test((s.instruction ?? '').replace(c, ''))) return '';
    next = /\btoo short\b/.test(c) ? Math.min(21, current + Math.max(2, Math.round(current * 0.25))) : Math.max(3, current - Math.max(2, Math.round(current * 0.25)));
  }
  if (next === current) {
    // A taper this instruction already set ("start it mar 1") is not set back by a number said of the old one.
    if (s.taperSet) return '';
    season(s).taperDays = next;
    return `The taper into ${aMeet.name} is ${current} days, as it was.`;
  }
  checkOpened(s, [addDays(aMeet.date, -Math.max(next, current))], 'The taper');
  season(s).taperDays = next;
  s.scoped = true;
  s.taperSet = true;
  return `Taper of ${next} days into ${aMeet.name} instead of ${current}.`;
};

const readFocusChange: Reader = (c, s) => {
  if (!/\bfocus\b|\bemphasis\b|\bemphasi[sz]e\b|\bcentred on\b|\bcentered on\b/.test(c) || /\b(?:wk|week) ?\d/.test(c)) return null;
  const focus = readFocus(c, 'practice');
  const { event } = readEvent(c);
  if (focus.length === 0 && !event) return null;
  if (focus.length > 0) s.brief.focus = { value: focus, source: 'said', words: c };
  if (event) s.brief.event = { value: { distance: event.distance, stroke: event.stroke, goal: null }, source: 'said', words: event.name };
  return `Focus: ${[...s.brief.focus.value.map((f) => focusNames[f]), ...(event ? [event.name] : [])].join(', ')}.`;
};

const readCourse: Reader = (c, s) => {
  const course: Course | null = /\blcm\b|long course|\blc\b|50 ?m pool/.test(c) ? 'LCM' : /\bscm\b|25 ?m pool/.test(c) ? 'SCM' : /\bscy\b|yards/.test(c) ? 'SCY' : null;
  if (!course || course === s.brief.pool.value.course) return null;
  s.brief.pool = { value: { ...s.brief.pool.value, course, length: course === 'LCM' ? 50 : 25, unit: course === 'SCY' ? 'yards' : 'meters' }, source: 'said', words: c };
  return `Converted to ${courseNames[course]}.`;
};

const readVolume: Reader = (c, s) => {
  // "fix the volume all season", beside the number it should be: the change said again.
  if (/^(?:so |and |just |pls |please )?(?:fix|change|redo|correct) (?:the |that |their )?(?:volume|yardage|yards)\b/.test(c)) return '';
  // "thats more like 2500-3000 for this group", "3000 a practice": the full practice said as a number.
  const per = /\b(?:more like|closer to|should be|needs? to be|like|about|around|~)\s*(\d[\d,]{2,5})(?:\s*(?:-|to)\s*(\d[\d,]{2,5}))?\s*(?:yds?|yards|m|meters|metres)?\b(?!\s*(?:x|min|mins|minutes|days?|wks?|weeks?))|\b(\d[\d,]{2,5})(?:\s*(?:-|to)\s*(\d[\d,]{2,5}))?\s*(?:yds?|yards|m|meters|metres)?\s+(?:a|per|each)\s+(?:practice|session|swim|workout)\b/.exec(c);
  if (per && s.brief.volume.value) {
    const low = Number((per[1] ?? per[3])!.replace(/,/g, ''));
    const high = Number((per[2] ?? per[4] ?? per[1] ?? per[3])!.replace(/,/g, ''));
    const v = Math.round((low + high) / 2 / 100) * 100;
    // "500 yards a practice??": what the plan has now is the complaint, not the change.
    if (v === s.brief.volume.value.value || v === s.plan.sessionVolume) return '';
    if (v >= 500 && v <= 20000 && high >= low) {
      s.brief.volume = { value: { ...s.brief.volume.value, value: v, low, high }, source: 'said', words: c };
      return `A full practice ${numberText(v)} ${s.plan.unit} all season (was ${numberText(s.plan.sessionVolume ?? 0)}).`;
    }
  }
  const scale = /\bless volume\b|\blighter\b|\breduce\b|\beasier\b|\bless yardage\b|\bcut (?:the )?volume\b/.test(c) ? 0.85 : /\bmore volume\b|\bharder\b|\bmore yardage\b|\bup the volume\b/.test(c) ? 1.15 : null;
  if (!scale || !s.brief.volume.value) return null;
  // "wk 1 … more yardage", "spring break … lighter": the week the instruction is about, which its own change already sizes.
  if (s.scoped && !/\b(?:whole|entire|all|every|season|overall)\b/.test(c)) return '';
  if (/\b(?:so|which|that way)\b[^,;]*\b(?:is|are|will be|gets?) (?:already )?(?:lighter|easier)\b/.test(c)) return null;
  const v = Math.round((s.brief.volume.value.value * scale) / 100) * 100;
  s.brief.volume = { value: { ...s.brief.volume.value, value: v, low: v, high: v }, source: 'said', words: c };
  return `Volume ${scale < 1 ? 'down' : 'up'} ${Math.round(Math.abs(1 - scale) * 100)}%: ${v} a full practice.`;
};

const weekdayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The weekdays of the plan's usual week (its first loading week's single practices). */
function practisedWeekdays(s: Season): number[] {
  const week = s.plan.weeks.find((w) => w.load === 'load' && w.phase !== 'taper' && (w.days ?? []).length > 0 && !(w.days ?? []).some((d) => d.kind === 'meet' || d.slot));
  return [...new Set((week?.days ?? []).filter((d) => !d.group).map((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay()))].sort((a, b) => a - b);
}

/** "lake opens may 15 so from then on make the saturday swims open water": that weekday in the lake from the date said. */
const readOpenWater: Reader = (c, s) => {
  if (!/\b(?:open[- ]water|ow|lake)\b/.test(c) || !/\b(?:make|switch|move|change|turn|go|do|swim|put|add|give|include)\b/.test(c)) return null;
  // "she can get to open water the last 4 wks so put 1 OW swim a wk in there": the last practice of each of those weeks.
  const lastWeeks = /\b(?:the )?last (\d{1,2}) (?:wks?|weeks?)\b/.exec(c);
  const weekly = /\b(?:1|one|an?) (?:ow|open[- ]water) (?:swim|session|practice|workout)s? (?:a|per|each|every) (?:wk|week)\b/.test(c);
  const practisedDays = season(s).days ?? practisedWeekdays(s);
  const lastDay = practisedDays.length > 0 ? [...practisedDays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).at(-1)! : 6;
  const day = /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*?(?:day)?s?\b(?= (?:swims?|practices?|sessions?|workouts?)|s\b)/.exec(c) ?? /\b(sun|mon|tue|wed|thu|fri|sat)(?:urday|day|nesday|sday|rsday|iday)?s\b/.exec(c) ?? (lastWeeks && weekly ? [weekdayNames[lastDay]!, weekdayNames[lastDay]!] : null);
  // "from week 7 on make the sat swim open water", "sat swims in the lake starting june": the week or month it starts.
  const week = /\b(?:from |starting |after |as of )?(?:wk|week) ?(\d{1,2})(?: on(?:wards?)?)?\b/.exec(c);
  const month = /\b(?:from|starting|in|after|as of|beginning) (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b(?!\.? ?\d)/.exec(c);
  const said = readDates(c, addDays(season(s).startDate, -14))[0]?.value;
  const fromLast = lastWeeks && Number(lastWeeks[1]) >= 1 && Number(lastWeeks[1]) < season(s).weeks ? weekStart(s, season(s).weeks - Number(lastWeeks[1]) + 1) : undefined;
  const date = said ?? (week && Number(week[1]) >= 1 && Number(week[1]) <= season(s).weeks ? weekStart(s, Number(week[1])) : month ? readDates(`${month[1]} 1`, addDays(season(s).startDate, -14))[0]?.value : fromLast);
  if (!day || !date) return null;
  const weekday = weekdayNames.indexOf(day[1]!);
  const first = addDays(date, (weekday - new Date(`${date}T00:00:00Z`).getUTCDay() + 7) % 7);
  const days = season(s).days;
  if (days && !days.includes(weekday)) throw new NotDone(`${weekdayNames[weekday]} is not a practice day in this season`);
  // "the sat swim is in the lake": a Saturday the group already swims moves to the lake, the week's days as they were.
  const practised = practisedWeekdays(s);
  if (!days && practised.length === season(s).sessionsPerWeek && practised.includes(weekday)) season(s).days = practised;
  season(s).openWaterFrom = { date: first, weekday };
  s.scoped = true;
  s.openWaterWeek = weekOfDate(s, first);
  return `${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekday]} swims in open water from ${dateWords(first)}.`;
};

/** "add a 4th swim those weeks if it fits" after open water from week 7: one more practice a week from that week on. */
const readExtraThoseWeeks: Reader = (c, s) => {
  const m = /\badd (?:a|one|an) (?:(\d)(?:st|nd|rd|th)|(second|third|fourth|fifth|sixth)|extra|more) (?:swim|practice|session|workout)s? (?:(?:in |for |on )?(?:those|these|them|that) weeks?)\b/.exec(c);
  if (!m || !s.openWaterWeek) return null;
  const ordinal = m[1] ? Number(m[1]) : m[2] ? ['second', 'third', 'fourth', 'fifth', 'sixth'].indexOf(m[2]) + 2 : season(s).sessionsPerWeek + 1;
  return sessionsFromWeek(`from week ${s.openWaterWeek}`, s, Math.max(ordinal, season(s).sessionsPerWeek + 1));
};

/**
 * "winter champs … give it a real ~10 day mini rest not just the last 3 days": a B meet rested for that many days, the
 * practices before its week lighter from then on; the A meet's taper is said with the taper.
 */
const readMiniRestDays: Reader = (c, s) => {
  const m = /\b(\d{1,2})[- ]?days? (?:of )?(?:a )?(?:mini[- ]?)?(?:rest|taper)\b|\b(?:mini[- ]?)?(?:rest|taper) of (?:~\s*|about |around )?(\d{1,2}) days\b|\b(?:a )?(week and a half|wk and a half|two weeks|2 wks|2 weeks)(?: (?:of )?(?:mini[- ]?)?(?:rest|taper))\b/.exec(c);
  if (!m) return null;
  const meet = meetNamed(s.brief.meets, c) ?? (/\b(?:it|that|that one|this one|them)\b/.test(c) ? s.lastMeet ?? undefined : undefined);
  if (!meet || (meet.importance === 'A' && !meet.who)) return null;
  const days = m[1] || m[2] ? Number(m[1] ?? m[2]) : /half/.test(m[3]!) ? 10 : 14;
  if (days < 3 || days > 21) throw new NotDone(`a mini-rest of ${days} days is not one a season writes (3 to 21 days)`);
  const from = addDays(meet.date, -days);
  checkOpened(s, [from, meet.date], `A mini-rest into ${meet.name}`);
  s.brief.meets = s.brief.meets.map((x) => (x === meet ? { ...x, importance: 'B' as const, words: `${x.words ?? ''}; ${c}`.slice(-200) } : x));
  const label = `Mini-rest into ${meet.name}`.slice(0, 80);
  season(s).breaks = [...season(s).breaks.filter((b) => b.label !== label), { from, to: addDays(meet.date, -1), kind: 'light', label, words: c }];
  s.scoped = true;
  return `${meet.name}: a ${days}-day mini-rest from ${dateWords(from)}, practices lighter to the meet${meet.importance === 'C' ? ' (now a B meet)' : ''}; the weeks after it as they were.`;
};

/** The season's test days: the coach's, else the ones the plan shows. */
function testDays(s: Season): string[] {
  return season(s).tests ?? s.plan.weeks.flatMap((w) => (w.days ?? []).filter((d) => d.kind === 'test' && !d.group).map((d) => d.date));
}

const testWord = String.raw`(?:css |t-?30 |t-?20 |time |threshold |swim |benchmark |pace )?tests?`;

/**
 * "no CSS test in week 1", "wk 12 drop the css test", "move the first test to end of wk 2": the weeks the coach tests in,
 * every other week of the season as it was.
 */
const readTestWeek: Reader = (c, s) => {
  const verb = String.raw`(?:no|drop|skip|remove|take out|cut|lose|ditch|scrap|get rid of)`;
  const out = new RegExp(String.raw`\b${verb}\b[^,;]{0,20}\b${testWord}\b[^,;]{0,12}?\b(?:in |from |for )?(?:wk|week) ?(\d{1,2})\b|\b(?:wk|week) ?(\d{1,2})\b[^,;]{0,10}?\b${verb}\b[^,;]{0,12}\b${testWord}\b`).exec(c);
  const move = new RegExp(String.raw`\b(?:move|push|put|shift|do|have)\s+(?:the |that |our |their )?(first |1st |next |last |that )?${testWord}\b[^,;]*?\b(?:to|in(?:to)?|until|till)\s+(?:the )?(?:end of |start of |beginning of )?(?:wk|week) ?(\d{1,2})\b`).exec(c);
  if (!out && !move) return null;
  const weekDays = (n: number) => { const from = weekStart(s, n); return { from, to: addDays(mondayOf(weekStart(s, n)), 6) }; };
  const tests = testDays(s);
  if (out) {
    const n = Number(out[1] ?? out[2]);
    const { from, to } = weekDays(n);
    const gone = tests.filter((d) => d >= from && d <= to);
    if (gone.length === 0) throw new NotDone(`week ${n} has no test to take out`);
    season(s).tests = tests.filter((d) => !gone.includes(d));
    s.testRemoved = true;
    return `No test in week ${n}; the other tests where they were.`;
  }
  const n = Number(move![2]);
  const { from, to } = weekDays(n);
  if (from > addDays(mondayOf(season(s).startDate), season(s).weeks * 7 - 1)) throw new NotDone(`there is no week ${n} in this season`);
  const which = move![1]?.trim();
  // "the first test" moved is the earliest (unless this instruction already took it out); "the last" the latest.
  const moving = s.testRemoved ? null : which === 'last' ? tests.at(-1) : tests[0];
  const kept = tests.filter((d) => d !== moving && !(d >= from && d <= to));
  season(s).tests = [...kept, addDays(mondayOf(from), /\bstart\b|\bbeginning\b/.test(c) ? 0 : 4)].sort();
  return `The test${moving ? ` of ${dateWords(moving)}` : ''} moved to ${/\bstart\b|\bbeginning\b/.test(c) ? 'the start' : 'the end'} of week ${n}; the other tests where they were.`;
};

/** "no saturday practices except the june meet": that weekday off the practice days; a meet on it stays. */
const readNoWeekday: Reader = (c, s) => {
  const m = /\bno (sun|mon|tue|wed|thu|fri|sat)[a-z]*?(?:day)?s? (?:practices?|swims?|sessions?|workouts?|training)\b/.exec(c);
  if (!m) return null;
  const weekday = weekdayNames.indexOf(m[1]!);
  const name = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][weekday]!;
  const practised = season(s).days ?? practisedWeekdays(s);
  if (!practised.includes(weekday)) return `No ${name} practices: none in the plan${/\bexcept\b/.test(c) ? '; the meets on a Saturday stay' : ''}.`;
  const days = practised.filter((d) => d !== weekday);
  season(s).days = days;
  season(s).sessionsPerWeek = Math.min(season(s).sessionsPerWeek, days.length);
  s.sessionsSet = true;
  return `No ${name} practices: ${days.length} days a week${/\bexcept\b/.test(c) ? '; the meets on a Saturday stay' : ''}.`;
};

/** "a 2nd taper for mar 17" where the few who race it already taper for it: what the season has. */
const readSecondTaper: Reader = (c, s) => {
  if (!/\b(?:2nd|second|another|own|their own) taper\b/.test(c)) return null;
  const when = whenIn(c, s);
  const meet = when ? s.brief.meets.find((m) => m.who && m.date === when.date) : s.brief.meets.find((m) => m.who);
  if (!meet) return null;
  return `${meet.who}: their own taper into ${meet.name} (${dateWords(meet.date)}), after the team's; everyone else done after the team's meet.`;
};

const readers: Reader[] = [readNoWeekday, readSecondTaper, readTestWeek, readMiniRestDays, readGroupTaper, readAMeet, readPromotedName, readOnlyRace, readMeetDateAfter, readExtraThoseWeeks, readOpenWater, readOptionalDay, readMeetNoRest, readMeetName, readTaper, readTrainThrough, readMeetCancel, readMeetMove, readMeetAdd, readFullStart, readLighterWeek, readWeekFocus, readWeekWork, readBreakLabel, readNotOff, readBreak, readSessions, readSessionCut, readWeeks, readFocusChange, readCourse, readVolume, readWhoSaid];

export const SEASON_EXAMPLES =
  'For a season I can add, move or cancel a meet ("add a dual meet in week 9", "move the Fall Invite to Oct 24", "the invitational got cancelled"), add a break ("we\'re off Thanksgiving week", "no practice Dec 24 - Jan 1"), move or resize the taper ("move the taper a week later", "10 day taper"), change the practices a week ("6 practices a week"), a week ("make week 6 a recovery week", "week 8 IM focus"), the pool or the volume.';

/** A week as the calendar shapes it: when it is the same before and after, the week keeps its key sets. */
const shapeOf = (w: SeasonWeek) => JSON.stringify({ s: w.startDate, p: w.phase, l: w.load, n: w.sessions, e: w.emphasis, d: (w.days ?? []).map((d) => [d.date, d.slot, d.kind, d.focus]) });

/** The season written again from its changed brief, keeping who swims, their limits, the dryland and what was not touched. */
/** What the key sets are written from: when it changes, every week's key sets are written again. */
const keySetFacts = (b: Brief) => JSON.stringify([b.focus.value, b.event.value, b.pool.value.course, b.volume.value?.value, b.limits.map((l) => l.rule), b.who.value.squad, b.season?.weekFocus ?? []]);

function recompose(plan: SeasonPlan, brief: Brief, opened: readonly string[], original: Brief): SeasonPlan {
  const sameSets = keySetFacts(brief) === keySetFacts(original);
  const order = { ...orderOf(brief), paces: plan.paces, laneGroups: null, dryland: plan.weeks.some((w) => w.drylandSessions > 0), assumptions: plan.assumptions };
  const next = composeSeason(order, brief.season!.startDate, createRng(`season:${plan.date}:${plan.title}`));
  const laned = plan.laneGroups ? { ...forLaneGroups(next, plan.laneGroups), laneGroups: plan.laneGroups } : next;
  const before = new Map(plan.weeks.map((w) => [w.startDate, w]));
  const weeks = laned.weeks.map((w) => {
    const was = before.get(w.startDate);
    if (!was) return w;
    // A week opened as practices stays as the coach has it; a week the change did not reach keeps its key sets.
    if (opened.some((d) => d >= was.startDate && d <= addDays(mondayOf(was.startDate), 6))) return { ...was, week: w.week };
    // Days of a part of the group (an optional practice, the qualifiers' lines) follow the change.
    const apart = (x: SeasonWeek) => JSON.stringify((x.days ?? []).filter((d) => d.group));
    // The week's days are kept only while they still add up to its volume (a taper sized from a bigger peak moves them).
    const sum = (x: SeasonWeek) => (x.days ?? []).filter((d) => !d.group).reduce((a, d) => a + d.volume, 0);
    return sameSets && shapeOf(was) === shapeOf(w) && apart(was) === apart(w) ? { ...w, keySets: was.keySets, days: sum(was) === w.volume ? was.days : w.days } : w;
  });
  return withSeasonTotals({ ...laned, weeks, provider: plan.provider, dryland: plan.dryland, notes: plan.notes, targetEvent: laned.targetEvent ?? plan.targetEvent });
}

/**
 * "dual meet added fri jan 22, just swim thru it no rest, make that day the meet instead of practice": the week keeps the
 * practices it had (the day before as hard as it was), the meet in place of that day's practice alone.
 */
function racedThrough(written: SeasonPlan, plan: SeasonPlan, meets: readonly BriefMeet[]): SeasonPlan {
  const through = meets.filter(noRest);
  if (through.length === 0) return written;
  const weeks = written.weeks.map((w) => {
    const end = addDays(mondayOf(w.startDate), 6);
    const here = through.filter((m) => m.date >= w.startDate && m.date <= end);
    const was = plan.weeks.find((x) => x.startDate === w.startDate);
    if (here.length === 0 || !was?.days || !w.days || was.phase !== w.phase) return w;
    const raced = new Set(here.flatMap((m) => [m.date, ...(m.endDate ? [m.endDate] : [])]));
    const inRange = (d: string) => here.some((m) => d >= m.date && d <= (m.endDate ?? m.date));
    const kept = was.days.filter((d) => d.kind !== 'meet' && !inRange(d.date) && !d.group);
    const meetDays = w.days.filter((d) => d.kind === 'meet' && (raced.has(d.date) || inRange(d.date)));
    // A key set that was swum on the meet's day goes nowhere new: the week's key sets stay those its days name.
    const days = [...kept, ...meetDays, ...was.days.filter((d) => d.group)].sort((a, b) => (a.date + (a.slot ?? '')).localeCompare(b.date + (b.slot ?? '')));
    const practices = days.filter((d) => d.kind !== 'meet' && !d.group);
    const emphasis = w.emphasis.replace(/(\(C\): trained through), an easier practice the day before/, '$1, no rest');
    return { ...w, days, keySets: was.keySets, sessions: practices.length, volume: practices.reduce((a, d) => a + d.volume, 0), emphasis };
  });
  return withSeasonTotals({ ...written, weeks });
}

/** The brief of a season stored without one, read back from the plan. */
function briefOfSeason(plan: SeasonPlan): Brief {
  const brief = briefOfPlan(plan);
  if (!brief.season) throw new Error('a season plan has a season');
  return brief;
}

const dayRe = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.? )?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?|\d{1,2}\/\d{1,2})`;
const dayListRe = new RegExp(String.raw`^(?:(?:thanksgiving|christmas|xmas|christmas eve|new year'?s?(?: eve| day)?|easter|labor day|memorial day|mlk day|presidents'? day|the)\s+)?${dayRe}(?:\s*(?:&|and|,)\s*${dayRe})*$`);
const startsWithDay = new RegExp(String.raw`^${dayRe}\b`);
const daysOffWords = /\bno practice\b|\bno swim(?:ming)?\b|\boff\b|\bclosed\b/;

/**
 * "thanksgiving thurs 11/25 and fri 11/26 are NO practice", "no practice thurs 11/25 and fri 11/26": a list of days split at
 * its "and" is said whole again, so what is said of the days is said of each of them.
 */
/** "add duals thu dec 2, dec 9, jan 13, jan 20 and feb 3": the dates listed after a meet added are that clause's too. */
const meetWordRe = /\b(?:meets?|duals?|invites?|invitationals?|races?|time trials?|tri(?:athlon)?s?|70\.3|ironman)\b/;
const listedDay = new RegExp(String.raw`^(?:and |& ?)?${dayRe}(?:\s*(?:&|and|,)\s*${dayRe})*$`);

/** What a coach says of a meet after naming it: its day, its letter, how it is swum ("its sat apr 17", "C race", "train thru it"). */
const meetDetail = new RegExp(String.raw`^(?:and |also )?(?:(?:its|it'?s|on|that'?s|is|it is) )?(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.? )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b|^(?:and |also )?(?:its |it'?s )?(?:a |an )?[abc][- ]?(?:meet|race)$|^(?:and |also |so |just )?(?:train (?:thru|through) it|no (?:mini[- ]?)?rest|(?:dont|don'?t) taper\b|(?:just )?rest them (?:a (?:little|bit)|some)\b|(?:just )?an? easy swim the day before)`);

/**
 * "u forgot the sprint tri in april, its sat apr 17. C race, train thru it": the meet and what is said of it after, one clause,
 * so the meet is added with its day and letter.
 */
function withMeetDetails(clauses: readonly string[]): string[] {
  const out: string[] = [];
  // Only a meet said with no day of its own ("in april") takes what follows: one with its week or date is read as it was said.
  let open = false;
  for (const c of clauses) {
    const last = out.at(-1);
    if (open && last !== undefined && meetDetail.test(c)) {
      out[out.length - 1] = `${last}, ${c}`;
      continue;
    }
    open = (missingRe.test(c) || /\b(?:add|put in|throw in|schedule|there'?s)\b/.test(c)) && meetWordRe.test(c) && !/\b(?:wk|week) ?\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\b\d{1,2}\/\d{1,2}\b/.test(c);
    out.push(c);
  }
  return out;
}

function withDayLists(clauses: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < clauses.length; i++) {
    let c = clauses[i]!;
    if (meetWordRe.test(c) && new RegExp(dayRe).test(c) && !daysOffWords.test(c)) {
      while (i + 1 < clauses.length && listedDay.test(clauses[i + 1]!)) c = `${c}, ${clauses[++i]!.replace(/^(?:and |& ?)/, '')}`;
    }
    const next = clauses[i + 1];
    if (dayListRe.test(c) && next !== undefined && startsWithDay.test(next) && daysOffWords.test(next)) {
      out.push(`${c} & ${next}`);
      i++;
    } else if (dayListRe.test(c) && out.length > 0 && startsWithDay.test(c) && daysOffWords.test(out.at(-1)!) && (new RegExp(`${dayRe}$`).test(out.at(-1)!) || /&|\band\b|,/.test(c))) {
      // "no practice thurs 11/25 and fri 11/26", "thanksgiving (thu nov 25 and fri nov 26) the pool is closed": the days of the clause before.
      out[out.length - 1] = `${out.at(-1)!} & ${c.replace(/\s*(?:\band\b|,)\s*/g, ' & ')}`;
    } else out.push(c);
  }
  return out;
}

export function refineSeason(plan: SeasonPlan, instruction: string, input: RefineInput): RefineResult {
  const original = input.brief?.season ? input.brief : briefOfSeason(plan);
  const s: Season = { brief: structuredClone(original), plan, opened: input.opened ?? [], cancelled: false, added: null, instruction: normalise(instruction) };
  // The stored brief names the season's calendar as it was written; the plan's meets are the ones shown.
  if (s.brief.meets.length === 0 && (plan.meets?.length ?? 0) > 0) s.brief.meets = plan.meets!.map((m) => ({ ...m, endDate: m.endDate ?? null, who: m.who ?? null, source: 'said' as const }));
  const applied: string[] = [];
  s.applied = applied;
  const notApplied: NotApplied[] = [];
  const context: string[] = [];
  // The clause before, when it changed nothing: "holiday invite moved. its now jan 8-9", "taper is too long … give them 5 days".
  let before: string | null = null;
  let beforeApplied: number | null = null;
  // The last clause that named what the instruction is about (the taper, a meet), for a change said after a story.
  let subject: string | null = null;
  let awayBefore = false;
  // The last clause nothing read, for a date said after it in parentheses.
  let lastUnread: string | null = null;
  for (const said of withDayLists(withMeetDetails(clausesOf(instruction)))) {
    // "the oct B meet is sat oct 16": a meet of the request that has no day yet, added on the day said.
    const dated = /^(?:and |also )?the (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* ([bc])[- ]?meet (?:is|will be|'s|=|on) (.+)$/.exec(said);
    const monthOf = dated ? String(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(dated[1]!.slice(0, 3)) + 1).padStart(2, '0') : '';
    const c = dated && !s.brief.meets.some((m) => m.source === 'said' && m.date.slice(5, 7) === monthOf) ? `add a ${dated[2]} meet ${dated[3]}` : said;
    // "take it out" after the meet was just cancelled: the same change, said again.
    if (s.cancelled && /^(?:and )?(?:take it (?:out|off)|remove it|drop it|scratch it|cancel it|pull it)$/.test(c)) continue;
    // "keep some speed in those last days": what every taper here does (intensity kept).
    if (/^keep (?:some |the )?(?:speed|intensity|race pace|sharpness)\b/.test(c)) continue;
    const named = meetNamed(s.brief.meets, c);
    if (named) s.lastMeet = named;
    // "ella is at a family wedding jul 2-4 so she misses fri and sat that week": one swimmer away, which a group's season does not write.
    if (/\b(?:she|he|they) (?:misses|will miss|'ll miss|is missing|are missing|can'?t make)\b/.test(c) && !/\b(?:everyone|everybody|team|group|we|pool)\b/.test(c)) {
      notApplied.push({ words: c, why: 'a season is written for the whole group, so one swimmer’s days away are not written into it; mark those practices for them when they come up' });
      awayBefore = true;
      continue;
    }
    // "… sat that week (4th of july weekend anyway)": the rest of that swimmer's days away, said after it.
    if (awayBefore && c.split(/\s+/).length <= 5 && !/^(?:add|move|cancel|drop|make|take|put|swap|change)\b/.test(c)) {
      context.push(c);
      continue;
    }
    awayBefore = false;
    // "so week 9 is just transition for everyone after lc champs", "no ones taper": what taking that meet off does, said again.
    if (s.cancelledAfterA && (/\btransition\b|\boff[- ]season\b/.test(c) || /^(?:and |so )?(?:no ?one'?s?|nobody'?s?|no one) (?:taper|tapers|rests?)(?:ing)?$/.test(c))) continue;
    // "9 days of taper isnt enough for JOs": the complaint; the length said next is the change.
    if (/\b\d{1,2} days? (?:of )?taper\b/.test(c) && /\b(?:is ?n'?t|isnt|is not|not) (?:nearly |near |quite )?(?:enough|long enough)\b/.test(c) && !/\b(?:make|give|start|need|needs|want|wants|should|move|cut|add|extend|shorten|lengthen)\b/.test(c)) {
      context.push(c);
      continue;
    }
    // "turkey meet got cancelled, just make that a normal training wk": what taking it off does, said again.
    if (s.cancelled && /^(?:and |so )?(?:just )?(?:make|keep|have) (?:that|it|the week|that week|this week) (?:a )?(?:normal|regular|full)(?: training)? (?:wk|week)$/.test(c)) {
      context.push(c);
      continue;
    }
    // "cancel that meet, just build straight into the 10k": what taking the meet off does, said again.
    if (s.cancelled && /^(?:and |so )?(?:just )?(?:build|go|train|head|point)(?:ing)? (?:straight |right |all the way )?(?:in)?to\b/.test(c)) {
      context.push(c);
      continue;
    }
    // "(mar 29) on" beside "from week 10", "a bunch of them want a 4th swim": the date said again and who asked, beside the change.
    // "pool is closed easter saturday (mar 27)": a date said after a clause that needed one is that clause's, read with it.
    const bareDate = /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}|\d{1,2}\/\d{1,2})(?: on(?:ward)?)?$/.test(c);
    if (bareDate && lastUnread !== null) {
      const joined = `${lastUnread} ${c}`;
      const saved = structuredClone(s.brief);
      try {
        const done = readers.reduce<string | null>((got, r) => got ?? r(joined, s), null);
        if (done) {
          const at = context.indexOf(lastUnread);
          if (at >= 0) context.splice(at, 1);
          const na = notApplied.findIndex((n) => n.words === lastUnread);
          if (na >= 0) notApplied.splice(na, 1);
          applied.push(done);
          lastUnread = null;
          s.closedNow = s.closedNow || /^No practice/.test(done);
          continue;
        }
      } catch (err) {
        if (!(err instanceof NotDone)) throw err;
        s.brief = saved;
      }
    }
    lastUnread = null;
    // "a few of them want a little rest for it": rest for some of the group, which one season for all does not write.
    if (/^(?:a bunch|some|half|a few|a couple|several)(?: of (?:them|the [a-z]+))? (?:want|wants|asked|are asking|would like|have asked|need)\b[^,;]*\b(?:rest|taper|mini[- ]?rest)\b/.test(c)) {
      notApplied.push({ words: c, why: 'a season is written for the whole group: rest for some of them is not written; say "make it a B meet" to give everyone a mini-rest for it' });
      continue;
    }
    if (bareDate || /^(?:a bunch|some|most|half|a few|a couple|several|lots|a lot|many)(?: of (?:them|the [a-z]+))? (?:want|wants|asked|are asking|would like|have asked)\b/.test(c)) {
      context.push(c);
      continue;
    }
    // "keep the rest at 3": the count the other weeks keep, beside a change to some weeks.
    if (s.sessionsSet && /^(?:and |but )?(?:(?:keep|leave) )?(?:the rest|the other weeks|everything else|the others|all the other weeks)(?: (?:at|on|stays?|is|are))? \d{1,2}(?:\s*(?:x|\/wk|a week|per week|swims|practices))?$/.test(c)) continue;
    if (keepsTheRest(c) || /\b(?:is|are) just (?:practice|training|a practice week)(?: now)?$/.test(c) || /^(?:keep|leave)\s+(?:the\s+)?[a-z0-9'&\- ]{2,60}?\s+(?:the same|as is|where it is|alone|unchanged|stays?)$|^[a-z0-9'&\- ]{2,60}?\s+(?:stays?|stay)(?: the same| where (?:it|they) (?:is|are)| put| as (?:it )?is)?$|^[a-z0-9'&\- ]{2,60}?\s+(?:unchanged|as is|untouched)$|^(?:don'?t|do not) (?:touch|change) (?:the rest|anything else)$/.test(c)) continue;
    // "jingle splash got cancelled": a story that cancels or moves a meet is the change itself.
    // "back to normal 9/wk starting jan 11", "no mini rest" beside a week made normal: what the season does anyway.
    if (/^(?:then |and )?back to normal\b/.test(c) || /^no (?:mini[- ]?)?rest(?: for it)?$/.test(c) && !s.added) continue;
    // "pool is closed easter saturday (mar 27) so move that CSS test to the thursday": with that day closed, the week's test is swum on its last practice before it.
    if (s.closedNow && /^(?:so |and )?(?:move|put|do|swim|have) (?:that |the |our |their )?(?:css |t-?30 |time |threshold )?test (?:to|on) (?:the )?(?:mon|tue|wed|thu|fri)[a-z]*$/.test(c)) {
      // The tests stay in the weeks they were in (whatever else moves), so that week's test falls on its practice before the closed day.
      season(s).tests = season(s).tests ?? plan.weeks.flatMap((w) => (w.days ?? []).filter((d) => d.kind === 'test' && !d.group).map((d) => d.date));
      context.push(c);
      continue;
    }
    // "so week 5 is out" after the days off that are that week; "conf moved … shift the mini rest for that": what the change did, said again.
    const weekOut = /^(?:so |and )?(?:wk|week) ?(\d{1,2}) (?:is|'s) (?:out|off|gone|a wash|a write[- ]off)$/.exec(c);
    if (weekOut && season(s).breaks.some((b) => b.kind === 'off' && b.from <= addDays(mondayOf(weekStart(s, Number(weekOut[1]))), 4) && b.to >= addDays(mondayOf(weekStart(s, Number(weekOut[1]))), 4))) {
      context.push(c);
      continue;
    }
    // "pool is closed, not just shorter", "no practice those days": the days just taken off, said again.
    if (s.closedNow && /^(?:and |but |so )?(?:(?:it'?s|its|they'?re) )?not (?:just |only )?(?:shorter|lighter|light|easier|shortened|(?:a |an )?(?:short|light|shorter|lighter|easy|easier) (?:days?|practices?))$|^(?:and |so )?no (?:practice|swim(?:ming)?)(?: (?:those|these|that|either|at all))?(?: days?)?$|^(?:and |so |bc |because )?(?:the )?pool(?: is|'s|s)? (?:closed|shut)(?: (?:those|these|that) days?)?$/.test(c)) {
      context.push(c);
      continue;
    }
    if (s.movedMeet?.importance === 'B' && /^(?:and |so )?(?:shift|move|push|bump|slide)\b[^,;]*\bmini[- ]?rest\b/.test(c)) continue;
    // "nothing in here is OW", "none of these are open water": the complaint before the change.
    if (/^(?:but |and )?(?:nothing|none)(?: of (?:it|this|these|them))? (?:in here |here |in (?:this|it) )?(?:is|are|has|have)\b/.test(c)) {
      context.push(c);
      continue;
    }
    // "july 4 is a sunday": what a day is, said as the reason for the change beside it.
    if (/^(?:[a-z]{3,9}\.? \d{1,2}(?:st|nd|rd|th)?|the \d{1,2}(?:st|nd|rd|th)) (?:is|falls on) an? (?:mon|tues|wednes|thurs|fri|satur|sun)day$/.test(c)) {
      context.push(c);
      continue;
    }
    // "wk 10 more 100/200 race pace and less speed + starts": the rest of a week's work just said as not done.
    const refused = notApplied.at(-1);
    if (refused && refused.why.startsWith(weekWorkWhy) && /^(?:and |but |with )?(?:more|less|fewer|no|cut|drop)\b/.test(c) && weekWorkRe.test(c)) {
      refused.words = `${refused.words} and ${c}`;
      continue;
    }
    if (isPlainStory(c) && !cancelWords.test(c) && !/\bmoved?\b/.test(c) && !(/\btaper\b/.test(c) && /\d/.test(c)) && !sessionCutRe.test(c)) {
      context.push(c);
      lastUnread = c;
      continue;
    }
    const saved = structuredClone(s.brief);
    try {
      const read = (clause: string) => readers.reduce<string | null>((got, r) => got ?? r(clause, s), null);
      let done = read(c);
      // Said across two clauses: the subject in the one before ("the taper", a meet), the change in this one.
      // A clause that changed something is taken again only for a number said for it ("too long … give them 5 days").
      const lead: string | null = before !== null && (beforeApplied === null || (/\btaper\b/.test(before) && /\d|\blast (?:[a-z]+ )?(?:wks?|weeks?)\b/.test(c))) ? before : subject !== null && subject !== before && /\d|\bit\b/.test(c) && !/\b(?:wk|week) ?\d/.test(c) ? subject : null;
      // A reason after a change ("they're 11-12", "8-10 kids will come") is not read into it.
      if (done === null && lead !== null && !(beforeApplied !== null && lead === before && isContext(c))) {
        done = read(`${lead} ${c}`);
        if (done !== null) {
          const at = context.indexOf(lead);
          if (at >= 0) context.splice(at, 1);
          // The two clauses are one change: what the first alone did is said once, as the whole.
          if (lead === before && beforeApplied !== null) applied.splice(beforeApplied, 1);
        }
      }
      // A clause left as context ("they're 11-12") does not take the place of the one that named the subject.
      if (done !== null || !isContext(c)) {
        beforeApplied = done !== null && done !== '' ? applied.length : null;
        before = c;
      }
      if (/\btaper\b/.test(c) || meetNamed(s.brief.meets, c)) subject = c;
      if (done === null) {
        if (isContext(c)) context.push(c);
        else notApplied.push({ words: c, why: 'not understood as a change to the season' });
        lastUnread = c;
      } else if (done !== '' && !applied.includes(done)) applied.push(done);
    } catch (err) {
      if (!(err instanceof NotDone)) throw err;
      s.brief = saved;
      notApplied.push({ words: c, why: err.message });
    }
  }
  // "these 13-14s need more like 2.5 wks - start the taper mon feb 14": the length wished for, which the taper said beside it set.
  if (applied.some((a) => /^Taper from |^The taper (?:into|moves)|-day taper/.test(a))) {
    for (let i = notApplied.length - 1; i >= 0; i--) {
      const n = notApplied[i]!;
      if (/\b(?:need|needs|more like|at least|closer to|like)\b[^,;]*\b\d+(?:\.\d)?\s*(?:wks?|weeks?|days?)\b/.test(n.words)) {
        context.push(n.words);
        notApplied.splice(i, 1);
      }
    }
  }
  if (applied.length === 0) return { plan, brief: input.brief ?? original, applied: [], notApplied, context };
  // "theyre a 15-18 national group not HS": what was assumed of the group they are not is no longer said.
  const was = squadNames[original.who.value.squad].toLowerCase();
  const shown = s.brief.who.value.squad === original.who.value.squad ? plan : { ...plan, assumptions: plan.assumptions.filter((a) => !a.toLowerCase().includes(was)) };
  const written = racedThrough(recompose(shown, s.brief, s.opened, original), plan, s.brief.meets);
  // A meet swum with no rest has no easier practice the day before: the note says what the plan does.
  for (const m of s.brief.meets.filter(noRest)) for (let i = 0; i < applied.length; i++) if (applied[i]!.startsWith(`${m.name} added`)) applied[i] = applied[i]!.replace(', an easier practice the day before', ', no rest: the days around it as they were, the meet in place of that day’s practice');
  const notes = [...plan.notes.filter((n) => !n.startsWith('Refined: ')), ...applied.map((a) => `Refined: ${a}`)];
  const result = validatePlan(withSeasonTotals({ ...written, notes }));
  s.brief.context = [...s.brief.context, ...context.map((c) => c.slice(0, 200))].slice(-20);
  s.brief.meets = (written.meets ?? []).map((m) => ({ ...m, endDate: m.endDate ?? null, who: m.who ?? null, source: s.brief.meets.find((b) => b.date === m.date)?.source ?? 'said', words: s.brief.meets.find((b) => b.date === m.date)?.words }));
  return { plan: result.plan, brief: s.brief, applied, notApplied, context };
}
