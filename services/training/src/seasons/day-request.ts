import type { SeasonDay, SeasonPlan, SeasonWeek, SwimSet } from '@laneforge/contracts';
import { numberText, phaseNames, squadNames } from '@laneforge/contracts';
import { AppError } from '@laneforge/platform';

/**
 * One day of a season opened as a full practice: the request a coach would have typed for it —
 * who swims, the day's volume and focus, the phase, the event — with the week's key set for that
 * day handed over as the season's main set (not as words the coach wrote), so the same composer
 * and checks as any single workout write the rest around it.
 */

export interface DayRequest {
  date: string;
  description: string;
  coach_notes: string | null;
  season_set?: { week: number; set: SwimSet };
}

/** The words the request reader understands for each session focus the season writes. */
const focusWords: Array<[RegExp, string]> = [
  // A part of the group's own day, and the days of an open-water build, before the words they contain.
  [/ pre-meet for /i, 'pre-meet practice'],
  [/ taper for | mini-rest for /i, 'race pace practice'],
  [/ back from |^Back in the water|^Easy after/i, 'easy recovery practice'],
  [/^Open water|^Race rehearsal/i, 'open water skills practice'],
  [/^Long swim/i, 'aerobic endurance practice'],
  [/^T-30 test/i, 'T-30 test practice'],
  [/^CSS test/i, 'CSS test practice'],
  [/step test/i, '7 x 200 step test practice'],
  [/^Meet:/i, 'meet warm-up'],
  [/^Pre-meet|before the meet/i, 'pre-meet practice'],
  [/^Threshold/i, 'threshold practice'],
  [/^VO2/i, 'VO2 practice'],
  [/^Race pace/i, 'race pace practice'],
  [/^Speed/i, 'sprint practice'],
  [/^Technique/i, 'technique practice'],
  [/^Recovery/i, 'recovery practice'],
  [/^IM \+ stroke/i, 'IM practice'],
  [/^Open-water|^Triathlon/i, 'open water skills practice'],
  [/^Long aerobic/i, 'aerobic endurance practice'],
  [/^Easy swim|^Other sports/i, 'easy recovery practice'],
];

export function focusWord(day: Pick<SeasonDay, 'focus'>): string {
  return focusWords.find(([re]) => re.test(day.focus))?.[1] ?? 'aerobic practice';
}

/** The week and day asked for, or a 404 naming what the season has. */
export function dayOf(plan: SeasonPlan, week: number, day: number): { week: SeasonWeek; day: SeasonDay } {
  const w = plan.weeks.find((x) => x.week === week);
  if (!w) throw new AppError(404, `This season has weeks 1-${plan.weeks.length}; there is no week ${week}.`);
  const days = w.days ?? [];
  if (days.length === 0) throw new AppError(409, 'This season was written before day-by-day plans; generate it again to open its days.');
  const d = days[day - 1];
  if (!d) throw new AppError(404, `Week ${week} has days 1-${days.length}; there is no day ${day}.`);
  return { week: w, day: d };
}

export function dayRequest(plan: SeasonPlan, week: SeasonWeek, day: SeasonDay): DayRequest {
  const who = plan.squad ? squadNames[plan.squad].toLowerCase() : plan.level.replace(/_/g, ' ');
  const volume = day.kind === 'meet' ? `, ${plan.course}` : `, ${numberText(day.volume)} ${plan.unit} ${plan.course}`;
  const event = plan.targetEvent ? `, ${plan.targetEvent}` : '';
  const description = `${who} ${focusWord(day)}${volume}${event}, ${phaseNames[week.phase].toLowerCase()} phase (week ${week.week} of ${plan.weeks.length})`;
  const keySet = day.keySet === null ? undefined : week.keySets[day.keySet];
  // The coach's own words of the season, its limits, are this day's notes; the key set is not theirs.
  const notes = (plan.constraints ?? []).map((c) => c.said).filter(Boolean);
  // The practice lays the set out for the coach's lane groups as they are today, not as the season had them.
  const seasonSet = keySet ? { week: week.week, set: { ...keySet, lanes: undefined } } : undefined;
  return { date: day.date, description, coach_notes: notes.length > 0 ? notes.join('\n') : null, ...(seasonSet ? { season_set: seasonSet } : {}) };
}
