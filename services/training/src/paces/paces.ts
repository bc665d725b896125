import type { BasePaces, PaceJob, Paces, PacesRequest, PaceTestRequest } from '@laneforge/contracts';
import { clock, clockToSeconds } from '@laneforge/contracts';
import { entitled } from '@laneforge/contracts/entitlements';
import type { Tier } from '@laneforge/contracts/tiers';
import type { StrokeSeconds } from '../db/schema';
import type { Derived } from './derive';
import type { PacesRow, PacesValues } from './store';

/** Between the API's "m:ss" per stroke (`IM` as coaches write it) and the stored seconds. Pure. */

export function secondsOf(base: BasePaces): StrokeSeconds {
  const out: StrokeSeconds = { free: clockToSeconds(base.free)! };
  if (base.back) out.back = clockToSeconds(base.back)!;
  if (base.breast) out.breast = clockToSeconds(base.breast)!;
  if (base.fly) out.fly = clockToSeconds(base.fly)!;
  if (base.IM) out.im = clockToSeconds(base.IM)!;
  return out;
}

function clocksOf(base: StrokeSeconds): Paces['base_100'] {
  return {
    free: clock(base.free),
    ...(base.back ? { back: clock(base.back) } : {}),
    ...(base.breast ? { breast: clock(base.breast) } : {}),
    ...(base.fly ? { fly: clock(base.fly) } : {}),
    ...(base.im ? { IM: clock(base.im) } : {}),
  };
}

export function toPaces(row: PacesRow): Paces {
  return {
    course: row.course,
    base_100: clocksOf(row.base),
    css_100: row.css === null ? null : clock(row.css),
    source: row.source,
    test: row.test ?? null,
    groups: row.groups.map((g) => ({ name: g.name, base_100: clocksOf(g.base), volume_factor: g.volumeFactor })),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Paces typed in. A test's threshold is kept while the coach leaves the free base it gave alone;
 * groups left out of the request are kept as they were.
 */
export function typedIn(request: PacesRequest, current: PacesRow | undefined): PacesValues {
  const base = secondsOf(request.base_100);
  const keepsTest = current && current.source !== 'manual' && current.course === request.course && current.base.free === base.free;
  return {
    course: request.course,
    base,
    css: keepsTest ? current.css : null,
    source: keepsTest ? current.source : 'manual',
    test: keepsTest ? current.test : null,
    groups: request.groups ? request.groups.map((g) => ({ name: g.name.trim(), base: secondsOf(g.base_100), volumeFactor: g.volume_factor ?? 1 })) : (current?.groups ?? []),
  };
}

/** Paces a test gave: the free base and the threshold; other strokes and groups kept when the course is the same. */
export function fromTest(test: PaceTestRequest, result: Derived, current: PacesRow | undefined, today: string): PacesValues {
  const same = current?.course === test.course;
  return {
    course: test.course,
    base: { ...(same ? current.base : {}), free: result.base },
    css: result.threshold,
    source: test.type,
    test: { type: test.type, date: today, summary: result.summary },
    groups: same ? current.groups : [],
  };
}

/** What a plan writer is told: only what the coach's tier includes (a test's threshold from Lite, groups at Elite). */
export function paceJobOf(row: PacesRow, tier: Tier): PaceJob {
  return {
    course: row.course,
    base: row.base,
    css: entitled(tier, 'test_paces') ? row.css : null,
    source: entitled(tier, 'test_paces') ? row.source : 'manual',
    groups: entitled(tier, 'lane_groups') ? row.groups.map((g) => ({ name: g.name, base: g.base, volume_factor: g.volumeFactor })) : [],
  };
}
