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

export function readSeason(description: string, notes: string, date: string, squad: Squad, assumptions: string[]): SeasonFacts {
  const asked = normalise(description);
  const text = normalise(`${description}\n${notes}`);
  const weeksMatch = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[- ]?(?:weeks?|wks?)\b(?!\s*(?:out|away|until|before|to go))/.exec(asked);
  const taper = /\btaper/.test(asked);
  const bigMeet = /\bsectionals\b|\bstates?\b|\bstate meet\b|\bnationals\b|\bconference\b|\btrials\b|\bjunior olympics\b|\bjo'?s\b|\bchamps?\b|\bchampionships?\b|\bncaas?\b/.test(asked);
  const championship = /\bchampionships?\b|\bchamps\b/.test(asked) || (bigMeet && /\bprogram\b|\bplan\b|\bprepare\b|\bbuild[- ]?up\b|\bweeks\b|\bseason\b/.test(asked));
  const span = readMonthSpan(asked, date);
  const dated = readDates(text, date).at(-1)?.value ?? span?.value.end ?? null;
  const inWeeks = /\b(?:in|within)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+weeks\b/.exec(asked);
  const targetDate = dated ?? (inWeeks ? addDays(date, num(inWeeks[1]!) * 7 - 1) : null);
  const taperMatch = /\b(1|2|3|one|two|three)[- ]?weeks?\s+taper|\btaper of (1|2|3|one|two|three) weeks?/.exec(text);
  const young = squads[squad].young || squad === 'age_11_12';
  const taperWeeks = taperMatch ? num(taperMatch[1] ?? taperMatch[2]!) : taper || championship ? (young ? 1 : 2) : null;
  let weeks: number | null = weeksMatch?.[1] ? num(weeksMatch[1]) : null;
  if (targetDate) weeks = Math.max(2, Math.ceil((daysBetween(span?.value.start ?? date, targetDate) + 1) / 7));
  if (weeks && taperMatch && weeks === taperWeeks && !targetDate && !/\bseason\b/.test(text)) weeks = taperWeeks;
  if (!weeks) {
    weeks = /\bweek of\b|\bmon(?:day)?\s*(?:-|to|through|thru)\s*fri/.test(asked) ? 1 : taper && !championship ? 3 : 12;
    if (weeks > 1) assumptions.push(`${weeks} weeks (no length given)`);
  }
  const sessions = /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:x|times|sessions|practices|workouts|swims|days)\s*(?:a|per|\/|each)\s*week/.exec(text);
  const sessionsPerWeek = sessions?.[1] ? Math.min(14, Math.max(1, num(sessions[1]))) : null;
  if (!sessionsPerWeek) assumptions.push(`${squads[squad].sessionsPerWeek} sessions a week, typical for this group (none given)`);
  const weeklyVolume = readWeekly(text);
  if (weeklyVolume) assumptions.push(`${numberText(weeklyVolume)} a week split over the week's sessions`);
  return { weeks: Math.min(52, Math.max(1, weeks)), targetDate: targetDate ?? addDays(date, weeks * 7 - 1), taperWeeks, championship, sessionsPerWeek, weeklyVolume };
}
