import type { SeasonPlan, SeasonRace, Squad, Taper } from '@laneforge/contracts';
import { addDays } from '@laneforge/contracts';
import { squads } from '../squads';

/**
 * The taper into the A meet (COACHING.md §8): its length in days and how deep the race week's volume
 * goes below the last full week, by who swims, what they race and how much they train. Intensity and
 * frequency stay; volume comes down progressively, deepest at the end (Mujika & Padilla 2003,
 * Bosquet et al. 2007).
 */

export interface TaperRange {
  days: readonly [number, number];
  /** Race-week volume cut, percent below the last full week. */
  cut: readonly [number, number];
}

const youngest: TaperRange = { days: [3, 3], cut: [25, 50] };
const ranges: Record<Squad, TaperRange> = {
  learn_to_swim: youngest,
  recreational: youngest,
  age_8_under: youngest,
  age_9_10: youngest,
  summer_league: { days: [3, 7], cut: [25, 50] },
  age_11_12: { days: [3, 7], cut: [20, 40] },
  age_13_14: { days: [7, 10], cut: [30, 50] },
  hs_jv: { days: [10, 14], cut: [41, 60] },
  hs_varsity: { days: [10, 14], cut: [41, 60] },
  club_senior: { days: [10, 14], cut: [41, 60] },
  college_d1: { days: [14, 21], cut: [41, 60] },
  college_d3: { days: [14, 21], cut: [41, 60] },
  elite: { days: [14, 21], cut: [41, 60] },
  masters_novice: { days: [7, 14], cut: [30, 50] },
  masters: { days: [7, 14], cut: [30, 50] },
  masters_advanced: { days: [7, 14], cut: [30, 50] },
  triathlete: { days: [7, 14], cut: [30, 50] },
};
const openWater: TaperRange = { days: [7, 14], cut: [30, 50] };

/** The accepted taper for this squad and race. */
export function taperRange(squad: Squad, race: SeasonRace = 'pool'): TaperRange {
  return race === 'pool' || squads[squad].young ? ranges[squad] : openWater;
}

export interface TaperFacts {
  squad: Squad;
  race: SeasonRace;
  /** The A meet's event distance, when known. */
  eventDistance: number | null;
  /** Peak weekly volume against what the squad usually swims in a week (1 = typical). */
  volumeRatio: number;
  /** A length the coach asked for, in days ("3-week taper" = 21). */
  askedDays: number | null;
  /** "peak but not a full taper": the cut at the shallow end, a little under the range (the coach's choice). */
  light?: boolean;
}

export interface TaperRule {
  days: number;
  /** Target cut of the race week below the last full week, as a fraction. */
  cut: number;
}

/**
 * Where in the range: sprinters and big-volume groups longer and deeper; distance swimmers and open
 * water shorter and keeping more aerobic work; light training weeks need less.
 */
export function taperRule(facts: TaperFacts): TaperRule {
  const range = taperRange(facts.squad, facts.race);
  let s = 0.5;
  const d = facts.eventDistance;
  if (facts.race !== 'pool') s -= 0.1;
  else if (d !== null) s += d <= 100 ? 0.3 : d <= 200 ? 0.1 : d >= 400 ? -0.2 : 0;
  s += Math.max(-0.25, Math.min(0.25, (facts.volumeRatio - 1) * 0.5));
  s = Math.max(0, Math.min(1, s));
  const [dLo, dHi] = range.days;
  const [cLo, cHi] = range.cut;
  if (facts.light) return { days: facts.askedDays ?? dLo, cut: Math.max(20, cLo - 5) / 100 };
  if (facts.askedDays !== null) {
    // The coach's length wins; a longer taper than the range goes to its deepest cut.
    const deep = facts.askedDays > dHi ? 1 : s;
    return { days: facts.askedDays, cut: (cLo + 2 + deep * (cHi - cLo - 4)) / 100 };
  }
  // Two points inside the cut range, so rounding the sessions never lands outside it.
  return { days: Math.round(dLo + s * (dHi - dLo)), cut: (cLo + 2 + s * (cHi - cLo - 4)) / 100 };
}

/**
 * The share of a full practice swum on each taper day, day 0 the first: a progressive, non-linear
 * fall (fast at first, as Mujika & Padilla 2003 found works best), deepest on the last days; `depth` is the cut
 * reached on the last day.
 */
export function taperFactor(day: number, days: number, depth: number): number {
  const t = (day + 1) / days;
  // Never below 40 % of a full practice: the pre-meet practice keeps a real warm-up, race pace and starts (COACHING.md §5.M).
  return Math.max(0.4, 1 - depth * Math.pow(t, 0.9));
}

/**
 * The taper's figures read from a plan's days: the last full week before the taper against the
 * seven days before the A meet (the race week, whatever weekday the plan's weeks start on); a
 * taper-only plan measures from a full week of full practices. Null when the plan has no days or no A meet.
 */
export function taperFigures(plan: Pick<SeasonPlan, 'weeks' | 'meets' | 'sessionVolume' | 'sessionsPerWeek'>, days?: number): Taper | null {
  // The whole group's A meet: a part of the group's own A meet ("the A meet for my top 6") is not the season's taper.
  const aMeet = plan.meets?.filter((m) => m.importance === 'A' && !m.who).at(-1);
  const taperWeeks = plan.weeks.filter((w) => w.phase === 'taper');
  if (!aMeet || taperWeeks.length === 0 || !plan.weeks.every((w) => w.days)) return null;
  const first = taperWeeks[0]!.week;
  const before = plan.weeks.filter((w) => w.week < first && w.load === 'load').at(-1);
  const peak = before?.volume ?? (plan.sessionVolume ?? 0) * plan.sessionsPerWeek;
  const from = addDays(aMeet.date, -7);
  const race = plan.weeks.flatMap((w) => w.days!).filter((d) => d.kind !== 'meet' && !d.group && d.date >= from && d.date < aMeet.date).reduce((s, d) => s + d.volume, 0);
  const cut = peak > 0 ? Math.max(0, Math.min(100, Math.round((1 - race / peak) * 100))) : 0;
  return { startWeek: first, weeks: taperWeeks.length, peakVolume: peak, raceWeekVolume: race, volumeReductionPercent: cut, ...(days ? { days } : {}) };
}
