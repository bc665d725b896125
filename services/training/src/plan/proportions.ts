import type { Focus, PlanConstraint, PlanSection, Squad } from '@laneforge/contracts';
import { sectionDistance } from './model';
import { squads } from './squads';

/**
 * Where the main set sits in a practice (COACHING.md §4, §7.11): its share of the session by level —
 * senior 35-45 %, age group 25-35 %, masters 45-55 %, with a day's swing either side — and the largest
 * set of the practice. On a speed day the main set is short quality work and the warm-up may be longer.
 * Composing, fitting and checking all read these numbers.
 */

export interface MainShare {
  min: number;
  max: number;
  /** The warm-up may be longer than the main set (a speed day's long warm-up). */
  warmupMayLead: boolean;
}

/** The focuses that choose a practice's main set, first match wins: sprint and lactate make a speed day. */
export const MAIN_FOCUS_ORDER: readonly Focus[] = ['sprint', 'lactate', 'vo2', 'threshold', 'distance', 'im', 'aerobic', 'technique'];

export function isSpeedDay(focus: readonly Focus[], constraints: readonly Pick<PlanConstraint, 'rule'>[] = []): boolean {
  if (constraints.some((c) => c.rule === 'returning')) return false;
  const first = focus.find((f) => MAIN_FOCUS_ORDER.includes(f));
  return first === 'sprint' || first === 'lactate';
}

export function mainShare(squad: Squad, speed: boolean): MainShare {
  const p = squads[squad];
  if (speed) return { min: 0.2, max: 0.5, warmupMayLead: true };
  if (p.level === 'masters') return { min: 0.4, max: 0.62, warmupMayLead: false };
  if (p.young || p.level === 'age_group_11_12' || p.level === 'recreational') return { min: 0.24, max: 0.5, warmupMayLead: false };
  return { min: 0.33, max: 0.55, warmupMayLead: false };
}

/** A short practice (under 2,000) has little room beside its main set: a warm-up, one set, a cool-down. */
export const maxShare = (share: MainShare, total: number) => (total < 2000 ? Math.max(share.max, 0.8) : share.max);

/** What is wrong with the main set's place in these sections, in words a coach can act on; empty when it is right. */
export function proportionProblems(sections: readonly PlanSection[], share: MainShare, coachMain: boolean): string[] {
  const total = sections.reduce((s, sec) => s + sectionDistance(sec), 0);
  const mains = sections.filter((s) => s.kind === 'main');
  if (total === 0 || mains.length === 0) return [];
  const main = mains.reduce((s, sec) => s + sectionDistance(sec), 0);
  const max = maxShare(share, total);
  const out: string[] = [];
  const pct = (n: number) => `${Math.round((n / total) * 100)}%`;
  // Shares are read to the whole per cent a coach reads them in (a converted course lands between).
  const slack = 0.005;
  // The coach's own main set is the size they wrote; the rest is built around it.
  if (!coachMain && main < total * (share.min - slack)) out.push(`The main set is ${pct(main)} of the practice (at least ${Math.round(share.min * 100)}% for this group)`);
  if (main > total * (max + slack)) out.push(`The main set is ${pct(main)} of the practice (at most ${Math.round(max * 100)}% for this group)`);
  for (const s of sections) {
    if (s.kind === 'main' || (s.kind === 'warmup' && share.warmupMayLead)) continue;
    if (sectionDistance(s) > main) out.push(`${s.name} (${sectionDistance(s)}) is larger than the main set (${main}): the main set is the largest set of the practice`);
  }
  return out;
}
