import { addDays } from '@laneforge/contracts';
import { withoutStretches } from './amounts';
import { type Read, normalise } from './text';

/**
 * When the session happens (COACHING.md §1.1): weekdays ("tues", "sat am"), times of day ("5:45am",
 * "we lose the pool at 7:00", "5:30-6:30", "out by 6:58"). A clock reading such as "1:15" after "@",
 * "on" or "base" is a send-off, never a time of day: times of day need am/pm or an anchor word.
 */

const weekdayNames: ReadonlyArray<readonly [number, string]> = [
  [0, 'sun(?:day)?s?'],
  [1, 'mon(?:day)?s?'],
  [2, 'tue(?:s(?:day)?)?s?'],
  [3, 'wed(?:nesday)?s?'],
  [4, 'thu(?:rs?(?:day)?)?s?'],
  [5, 'fri(?:day)?s?'],
  [6, 'sat(?:urday)?s?'],
];

const weekdayRe = new RegExp(String.raw`\b(${weekdayNames.map(([, w]) => w).join('|')})\b`, 'g');
/** A weekday said just before: "clinic sat 9-11", "group tues 4:30-5:15". */
const weekdayJustBefore = new RegExp(String.raw`\b(?:${weekdayNames.map(([, w]) => w).join('|')})\s*$`);

export function weekdayOf(word: string): number | null {
  for (const [day, w] of weekdayNames) if (new RegExp(`^(?:${w})$`).test(word)) return day;
  return null;
}

/** A weekday written as the day of this session, not of something else ("they raced tues", "same as tues"). */
export function readWeekday(text: string): Read<number> | null {
  const t = normalise(text);
  for (const m of t.matchAll(weekdayRe)) {
    const before = t.slice(Math.max(0, m.index - 28), m.index);
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 24);
    // Another day's story: a race, a meet, an earlier practice, a comparison.
    if (/\b(?:raced|race|meet|dual|since|last|same as|like|than|after|before|from|until|till|on)\s*$|\b(?:next|this past|every)\s*$/.test(before)) continue;
    if (/^\s*(?:'s)?\s*(?:meet|dual|race|invite|was|were|practice was)\b/.test(after) && !/^\s*(?:am|pm)\b/.test(after)) continue;
    // "did a ton tues", "we swam hard mon": a day already done is the story, not this session's day.
    if (/\b(?:did|swam|raced|lifted|hammered|smashed|killed|crushed|went|had|got)\b[^.;,()\n]{0,18}$/.test(before)) continue;
    // "sun is in their eyes", "the sun", "sat out last week": the sun and sitting, not Sunday and Saturday.
    if (/^(?:sun|sat)$/.test(m[1]!) && (/\b(?:the|in|into|of|against)\s*$/.test(before) || /^\s*(?:is|was|in|on|out|down|glare|screen|block|burn|hat|light|s\b|'s|will|comes|goes|sets|rises)\b/.test(after))) continue;
    const day = weekdayOf(m[1]!);
    if (day !== null) return { value: day, said: m[0] };
  }
  return null;
}

/** The date of the next such weekday on or after `from` (the form's date). */
export function nextWeekday(from: string, day: number): string {
  const current = new Date(`${from}T12:00:00Z`).getUTCDay();
  return addDays(from, (day - current + 7) % 7);
}

/** "tomorrow", "tonight", "this morning": a day relative to the form's date. */
export function readRelativeDay(text: string): Read<number> | null {
  const m = /\btomorrow\b|\btmrw\b|\btmr\b/.exec(normalise(text));
  return m ? { value: 1, said: m[0] } : null;
}

const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

export interface TimesOfDay {
  start: string | null;
  end: string | null;
  said: string;
}

function to24(hour: number, minute: number, meridiem: string | undefined, assumeMorning: boolean): string | null {
  if (hour > 23 || minute > 59) return null;
  // "tues pm 15-18 senior grp": past 12 with am or pm is no hour of the clock (it is an age range).
  if (meridiem && hour > 12) return null;
  let h = hour;
  if (meridiem?.startsWith('p') && h < 12) h += 12;
  else if (meridiem?.startsWith('a') && h === 12) h = 0;
  else if (!meridiem && !assumeMorning && h >= 1 && h <= 8) h += 12;
  return hhmm(h, minute);
}

/**
 * The times the session starts and ends: "5:30-6:30", "tues 5:45am", "start at 6:15", "we lose the
 * pool at 7:00 sharp", "everyone out by 6:58", "6am". Morning words ("am", "before school") keep
 * small hours in the morning; otherwise 1-8 without am/pm is evening.
 */
export function readTimesOfDay(text: string): TimesOfDay | null {
  const t = normalise(text);
  const morning = /\d\s*am\b|\bam\b|\bmorning\b|\bbefore school\b|\bdawn\b|\bsunrise\b/.test(t);
  const time = String.raw`(\d{1,2})(?::([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)?`;
  for (const range of t.matchAll(new RegExp(String.raw`\b${time}\s*(?:-|to|until|till)\s*${time}\b`, 'g'))) {
    const before = t.slice(Math.max(0, range.index - 24), range.index);
    // A base range ("base 1:15-1:30", "anywhere from 1:35 to 2:20") is a send-off, never the clock.
    if (/\b(?:base|bases|on|@|hold|holding|interval|send-?off|pace|from)\s*(?:anywhere\s*(?:from)?\s*)?~?\s*$|\bbase\b[^.;,]*$/.test(before)) continue;
    // "group tues 4:30-5:15": the hours right after a weekday are the session's, whatever is named before the day.
    const dayBefore = weekdayJustBefore.test(before);
    // "mostly 1:20-1:50 base", "css around 1:45-2:05": the swimmers' paces, named before or after the range, not the clock.
    if (!dayBefore && /\b(?:css|t-?pace|threshold|paces?|bases?|mostly|around|about|holds?|swim|swims|lanes?|kids|group|range)\b[^.;,\d]{0,12}$/.test(before) || /^\s*(?:base|bases|pace|paces|per 100(?:m|y|yds?)?|\/100(?:m|y|yds?)?|\/\s*100(?:m|y|yds?)?|send-?offs?|intervals?|css)(?![a-z])/.test(t.slice(range.index + range[0].length))) continue;
    // "tues AM 6-8": the half of the day said just before the hours.
    const ages = /^\s*(?:-?\s*(?:year|yr|yo|y\/o)|s\b|'s\b|\s*&\s*u|\s*and under|\s*(?:kids|girls|boys|swimmers|age|seniors?|juniors?|grp|group|team|squad))/.test(t.slice(range.index + range[0].length));
    const meridiem = range[3] ?? range[6] ?? (ages ? undefined : /\b(am|pm)\s*$/.exec(before)?.[1]);
    // "clinic sat 9-11": the hours right after the day are the session's.
    const anchored = dayBefore || /\b(?:practice|session|swim|pool|time|from|we have|is)\s*$/.test(before) || /^\s*(?:am|pm)?\s*(?:practice|session|before school|after school)/.test(t.slice(range.index + range[0].length));
    if (!meridiem && !anchored && !(range[2] && range[5])) continue;
    let start = to24(+range[1]!, +(range[2] ?? 0), meridiem, morning);
    const end = to24(+range[4]!, +(range[5] ?? 0), range[6] ?? range[3], morning);
    // "sat 8-9:15": an hour read as evening before one read as morning is a morning too.
    if (start && end && !meridiem && start > end) start = to24(+range[1]!, +(range[2] ?? 0), undefined, true);
    // "75 min … 1:45-2:15": a length said in words is the session's; a range of other minutes beside it, with no am/pm or anchor, is paces.
    const length = /\b(\d{2,3})\s*(?:min|mins|minutes)\b|\b(\d(?:\.\d)?)\s*(?:hrs?|hours?)\b/.exec(withoutStretches(t));
    const said = length ? (length[1] ? +length[1] : Math.round(parseFloat(length[2]!) * 60)) : null;
    if (!meridiem && !anchored && said !== null && start && end && Math.abs(minutesBetween(start, end) - said) > 5) continue;
    // A range of ages or distances ("8-10", "4-5") is not a time of day: one side needs minutes or a meridiem.
    if (start && end && (range[2] || range[5] || meridiem || anchored) && minutesBetween(start, end) >= 20) return { start, end, said: range[0] };
  }
  let start: string | null = null;
  let end: string | null = null;
  const said: string[] = [];
  const startRe = new RegExp(String.raw`\b(?:start(?:s|ing)?(?: at)?|from|begins? at|get in at|in the water (?:at|by)|at)\s+${time}(?!\s*(?:pace|send|base|/|per))`, 'g');
  const endRe = new RegExp(String.raw`\b(?:lose the pool at|out (?:of the water )?by|done by|finish(?:ed)? by|end(?:s)? at|until|till|have to be out (?:at|by)|opens? to (?:lap swim|the public) at|off at|(?:get )?out at|done at|finish(?:es|ed)? at)\s+${time}`);
  // The earliest of the ends written ("out by 6:58" before "the pool opens to lap swim at 7").
  let e: RegExpExecArray | null = null;
  for (const m of t.matchAll(new RegExp(endRe.source, 'g'))) {
    const at = to24(+m[1]!, +(m[2] ?? 0), m[3], morning);
    if (at && (end === null || at < end)) {
      end = at;
      e = m as RegExpExecArray;
    }
  }
  if (e) said.push(e[0]);
  for (const m of t.matchAll(startRe)) {
    if (e && m.index >= e.index && m.index < e.index + e[0].length) continue;
    if (!m[2] && !m[3]) continue;
    if (/\b(?:base|bases|interval|send-?off|pace|anywhere)\b[^.;,]{0,12}$/.test(t.slice(Math.max(0, m.index - 20), m.index))) continue;
    start = to24(+m[1]!, +(m[2] ?? 0), m[3], morning);
    said.push(m[0]);
    break;
  }
  if (!start) {
    const bare = new RegExp(String.raw`\b(\d{1,2})(?::([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)(?=\W|$)`, 'g');
    for (const m of t.matchAll(bare)) {
      if (e && m.index >= e.index && m.index < e.index + e[0].length) continue;
      start = to24(+m[1]!, +(m[2] ?? 0), m[3], morning);
      said.push(m[0]);
      break;
    }
  }
  if (!start && !end) return null;
  return { start, end, said: said.join(', ') };
}

export function minutesBetween(start: string, end: string): number {
  const [a, b] = [start, end].map((x) => +x.slice(0, 2) * 60 + +x.slice(3, 5));
  return b! - a!;
}
