import type { Brief, BriefLane, BriefVolume, Focus, Plan, SetBlock } from '@laneforge/contracts';
import { squadNames } from '@laneforge/contracts';
import { poolLength } from '../model';
import { squadOf } from '../squads';
import { readEvent } from '../vocabulary';
import { normalise } from '../vocabulary';

/**
 * The brief of a plan stored without one (written before briefs were kept, or by a model): what the
 * plan itself says of its swimmers, pool, volume, focus, limits, lanes and meets. Refinements and
 * corrections then work on a brief like any other.
 */
export function briefOfPlan(plan: Plan): Brief {
  const squad = squadOf(plan);
  const event = plan.targetEvent ? readEvent(normalise(plan.targetEvent)).event : null;
  const volume: BriefVolume | null =
    plan.kind === 'workout'
      ? plan.totals.distance > 0
        ? { value: plan.requestedDistance ?? plan.totals.distance, low: plan.totals.distance, high: plan.totals.distance, bound: plan.requestedDistance ? 'exact' : 'about' }
        : null
      : { value: plan.sessionVolume ?? Math.round(Math.max(...plan.weeks.map((w) => w.volume)) / plan.sessionsPerWeek / 100) * 100, low: 0, high: 0, bound: 'about' };
  const lanes: BriefLane[] = (plan.laneGroups ?? []).map((g) => ({ name: g.name, base: g.paces?.base ?? 90, factor: g.volumeFactor, volume: null, focus: null, squad: null, limits: [], source: 'said' }));
  const coachSets =
    plan.kind === 'workout'
      ? plan.sections
          .filter((s) => s.blocks.some((b) => b.coachWritten))
          .map((s) => ({ kind: s.kind, blocks: s.blocks.filter((b): b is SetBlock => b.coachWritten === true), locked: false, place: null, words: s.name }))
      : [];
  const planFact = { source: 'said' as const, words: 'the plan' };
  return {
    kind: { value: plan.kind, ...planFact },
    session: { value: plan.kind === 'workout' ? (plan.sessionType ?? 'practice') : 'practice', ...planFact },
    who: { value: { squad, label: squadNames[squad], ages: null, headcount: null }, ...planFact },
    pool: { value: { course: plan.course, length: poolLength(plan.course), unit: plan.unit, openWater: false, shallow: false }, ...planFact },
    date: { value: plan.date, ...planFact },
    clock: { value: { minutes: plan.kind === 'workout' ? plan.requestedMinutes : null, start: null, end: null }, source: plan.kind === 'workout' && plan.requestedMinutes ? 'said' : 'assumed' },
    volume: { value: volume, source: plan.kind === 'workout' && plan.requestedDistance ? 'said' : 'assumed' },
    base: { value: plan.paces?.base ?? null, source: plan.paces && plan.paces.source !== 'level' ? 'stored' : 'assumed' },
    focus: { value: [...plan.focus] as Focus[], ...planFact },
    emphasis: [],
    event: { value: event ? { distance: event.distance, stroke: event.stroke, goal: null } : null, ...planFact },
    test: null,
    lanes,
    together: false,
    swimmers: [],
    limits: [...(plan.constraints ?? [])],
    wants: [],
    coachSets,
    meets: plan.kind === 'season' ? (plan.meets ?? []).map((m) => ({ ...m, endDate: m.endDate ?? null, who: m.who ?? null, source: 'said' as const })) : [],
    season:
      plan.kind === 'season'
        ? {
            weeks: plan.weeks.length,
            startDate: plan.date,
            targetDate: plan.targetDate ?? plan.weeks.at(-1)!.startDate,
            championship: plan.taper !== null,
            taperWeeks: plan.taper?.weeks ?? null,
            sessionsPerWeek: plan.sessionsPerWeek,
            days: plan.practiceDays ?? null,
            taperDays: plan.taper?.days ?? null,
            race: plan.race ?? 'pool',
            breaks: (plan.breaks ?? []).map((b) => ({ ...b })),
            drylandPerWeek: null,
          }
        : null,
    lesson: null,
    dryland: null,
    clinic: null,
    context: [],
    assumed: [...plan.assumptions],
  };
}
