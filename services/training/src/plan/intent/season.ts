import type { Squad } from '@laneforge/contracts';
import { addDays, numberText } from '@laneforge/contracts';
import { normalise, readDates, readMonthSpan } from '../lexicon';
import { daysBetween } from '../model';
import { squads } from '../squads';

/** The facts of a plan over weeks: its length, the meet it aims at, the taper and the weekly rhythm. */
export interface SeasonFacts {
  weeks: number | null;
  targetDate: string | null;
  taperWeeks: number | null;
  championship: boolean;
  sessionsPerWeek: number | null;
  /** A weekly volume written as such ("30k a week"), split into sessions. */
  weeklyVolume: number | null;
  /** A taper length the coach wrote ("2-week taper", "10-day taper"), in days. */
  taperDays: number | null;
  /** The first day of the plan: the request's date, or later so the weeks asked end at the target meet. */
  startDate: string;
}

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const num = (w: string) => numberWords[w] ?? parseInt(w, 10);

function readWeekly(t: string): number | null {
  const m = /(\d{1,3}(?:[.,]\d{3})?|\d{1,3}(?:\.\d)?\s*k)\s*(?:yards?|yds?|y|meters?|metres?|m)?\s*(?:a|per|each|\/)\s*(?:week|wk)\b|\bweekly (?:volume )?(?:of )?(\d{1,3}(?:[.,]\d{3})?|\d{1,3}\s*k)/.exec(t);
  const raw = m?.[1] ?? m?.[2];
  if (!raw) return null;
  const value = /k$/.test(raw.trim()) ? parseFloat(raw) * 1000 : parseInt(raw.replace(/[,.]/g, ''), 10);
  return value >= 2000 && value <= 120000 ? value : null;
}

export function readSeason(description: string, notes: string, date: string, squad: Squad, assumptions: string[], aMeet: string | null = null): SeasonFacts {
  const request = normalise(description);
  const text = normalise(`${description}\n${notes}`);
  const weeksMatch = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[- ]?(?:weeks?|wks?)\b(?!\s*(?:out|away|until|before|to go))/.exec(request);
  const taper = /\btaper/.test(request);
  const bigMeet = /\bsectionals\b|\bstates?\b|\bstate meet\b|\bnationals\b|\bconference\b|\btrials\b|\bjunior olympics\b|\bjo'?s\b|\bchamps?\b|\bchampionships?\b|\bncaas?\b/.test(request);
  const championship = /\bchampionships?\b|\bchamps\b/.test(request) || (bigMeet && /\bprogram\b|\bplan\b|\bprepare\b|\bbuild[- ]?up\b|\bweeks\b|\bseason\b/.test(request));
  const span = readMonthSpan(request, date);
  const dated = aMeet ?? readDates(text, date).at(-1)?.value ?? span?.value.end ?? null;
  const inWeeks = /\b(?:in|within)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+weeks\b/.exec(request);
  const targetDate = dated ?? (inWeeks ? addDays(date, num(inWeeks[1]!) * 7 - 1) : null);
  const taperMatch = /\b(1|2|3|one|two|three)[- ]?weeks?\s+taper|\btaper of (1|2|3|one|two|three) weeks?/.exec(text);
  const young = squads[squad].young || squad === 'age_11_12';
  const dayTaper = /\b(\d{1,2})[- ]?days?\s+taper|\btaper of (\d{1,2}) days?/.exec(text);
  const taperDays = dayTaper ? Math.min(28, Math.max(1, num(dayTaper[1] ?? dayTaper[2]!))) : taperMatch ? num(taperMatch[1] ?? taperMatch[2]!) * 7 : null;
  const taperWeeks = taperMatch ? num(taperMatch[1] ?? taperMatch[2]!) : dayTaper ? Math.ceil(taperDays! / 7) : taper || championship ? (young ? 1 : 2) : null;
  const asked: number | null = weeksMatch?.[1] ? num(weeksMatch[1]) : null;
  let weeks = asked;
  let startDate = span?.value.start ?? date;
  // The weeks asked are the weeks planned; with a meet date too, the plan starts so they end at the meet.
  const toTarget = targetDate ? Math.max(2, Math.ceil((daysBetween(startDate, targetDate) + 1) / 7)) : null;
  if (targetDate && asked && toTarget && asked < toTarget && !(taperMatch && asked === taperWeeks)) {
    startDate = addDays(targetDate, -(asked * 7 - 1));
    assumptions.push(`starts ${startDate}, so the ${asked} weeks asked end at the meet on ${targetDate}`);
  } else if (toTarget && (!asked || (taperMatch && asked === taperWeeks))) weeks = toTarget;
  if (weeks && taperMatch && weeks === taperWeeks && !targetDate && !/\bseason\b/.test(text)) weeks = taperWeeks;
  if (!weeks) {
    weeks = /\bweek of\b|\bmon(?:day)?\s*(?:-|to|through|thru)\s*fri/.test(request) ? 1 : taper && !championship ? 3 : 12;
    if (weeks > 1) assumptions.push(`${weeks} weeks (no length given)`);
  }
  const sessions = /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:x|times|sessions|practices|workouts|swims|days)\s*(?:a|per|\/|each)\s*week/.exec(text);
  const sessionsPerWeek = sessions?.[1] ? Math.min(14, Math.max(1, num(sessions[1]))) : null;
  if (!sessionsPerWeek) assumptions.push(`${squads[squad].sessionsPerWeek} sessions a week, typical for this group (none given)`);
  const weeklyVolume = readWeekly(text);
  if (weeklyVolume) assumptions.push(`${numberText(weeklyVolume)} a week split over the week's sessions`);
  return { weeks: Math.min(52, Math.max(1, weeks)), targetDate: targetDate ?? addDays(startDate, weeks * 7 - 1), taperWeeks, championship, sessionsPerWeek, weeklyVolume, startDate, taperDays };
}
