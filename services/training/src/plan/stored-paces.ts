import type { Course, PaceJob, PlanLaneGroup, PlanPaces, Squad, StrokePaces } from '@laneforge/contracts';
import { clock, squadNames } from '@laneforge/contracts';
import { courseFactor, roundUpToClock, strokeFactor } from './paces';
import { squads } from './squads';

/**
 * The coach's stored paces as the engine reads them (COACHING.md §3): B, the base send-off per
 * 100, is about T + 5-10 s, so a base alone gives T = B − 7 s; a test's threshold (CSS, T-30,
 * step) is T itself. Strokes the coach did not give follow free by the usual stroke ratios.
 */

/** Seconds between the base send-off per 100 and the threshold swim pace when only a base is known. */
export const BASE_OVER_THRESHOLD = 7;

type Base = PaceJob['base'];
const strokes = ['back', 'breast', 'fly', 'im'] as const;

function thresholds(base: Base, css: number | null): StrokePaces {
  const free = css ?? base.free - BASE_OVER_THRESHOLD;
  const gap = base.free - free;
  const out: StrokePaces = { free, back: 0, breast: 0, fly: 0, im: 0 };
  for (const s of strokes) out[s] = base[s] !== undefined ? Math.max(base[s] - gap, free) : free * strokeFactor[s];
  return out;
}

const strokeNote = (base: Base) =>
  strokes
    .filter((s) => base[s] !== undefined)
    .map((s) => `${s === 'im' ? 'IM' : s} ${clock(base[s]!)}`)
    .join(', ');

const sourceWords: Record<PaceJob['source'], string> = { manual: 'stored', css: 'from your CSS test', t30: 'from your T-30 test', step: 'from your 7 x 200 step test' };

/** One set of paces: the coach's, with the line the plan prints. */
function ownPaces(base: Base, css: number | null, course: Course, source: PaceJob['source']): PlanPaces {
  const notes = [sourceWords[source], strokeNote(base)].filter(Boolean).join('; ');
  const threshold = css !== null ? `, threshold ${clock(css)}/100` : '';
  return {
    source: source === 'manual' ? 'stored' : 'test',
    course,
    threshold: thresholds(base, css),
    base: base.free,
    label: `Paces: base ${clock(base.free)}/100 ${course}${threshold} (${notes})`,
  };
}

/** Paces from one base send-off the coach gave in their words ("base 1:10", "lane 2 on 1:25"). */
export function pacesFromBase(base: number, course: Course, label: string): PlanPaces {
  return { ...ownPaces({ free: base }, null, course, 'manual'), label };
}

/** The level's default paces in the plan's course, said as such so the coach knows where to set their own. */
export function defaultPaces(squad: Squad, course: Course): PlanPaces {
  const t = squads[squad].pace * courseFactor[course];
  const base = roundUpToClock(t + BASE_OVER_THRESHOLD);
  return {
    source: 'level',
    course,
    threshold: { free: t, back: t * strokeFactor.back, breast: t * strokeFactor.breast, fly: t * strokeFactor.fly, im: t * strokeFactor.im },
    base,
    label: `Paces: base ${clock(base)}/100 ${course}, the ${squadNames[squad]} default (store your own under Paces)`,
  };
}

/** The paces a plan is written on: the coach's stored ones, else the squad's defaults. */
export function planPaces(job: PaceJob | undefined, squad: Squad, course: Course): PlanPaces {
  return job ? ownPaces(job.base, job.css, job.course, job.source) : defaultPaces(squad, course);
}

/** The coach's lane groups, fastest first (COACHING.md §9: slowest last). */
export function laneGroupsOf(job: PaceJob): PlanLaneGroup[] {
  return job.groups
    .map((g) => ({ name: g.name, paces: ownPaces(g.base, null, job.course, 'manual'), volumeFactor: g.volume_factor }))
    .sort((a, b) => a.paces.base - b.paces.base);
}

/** The paces line of a plan for lane groups: each group's base, fastest first. */
export function groupPacesLabel(groups: readonly PlanLaneGroup[], course: Course, source = 'stored lane groups'): string {
  return `Paces: ${groups.map((g) => `${g.name} base ${clock(g.paces?.base ?? 0)}`).join(' · ')} /100 ${course} (${source})`;
}
