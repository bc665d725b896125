import type { Brief, BriefCoachSet, Course, Focus, GroupType, Level, PaceJob, PlanConstraint, PlanLaneGroup, PlanPaces, SeasonMeet, SeasonRace, SessionType, Squad, Stroke } from '@laneforge/contracts';
import { clock, strokeNames } from '@laneforge/contracts';
import { squads } from '../squads';
import { groupPacesLabel, laneGroupsOf, pacesFromBase, planPaces } from '../stored-paces';
import type { Emphasis, TestKind } from '../vocabulary';
import { swimMinutesOf } from './facts';

/**
 * What the composers are told to write: the brief read once into the working fields every composer
 * needs (the squad's level, the volume's tolerance, the paces the send-offs follow). It is derived
 * from the brief in this one place and never built by hand: a refinement or a correction changes
 * the brief and derives the order again.
 */
export interface Order {
  kind: 'workout' | 'season';
  sessionType: SessionType;
  squad: Squad;
  level: Level;
  course: Course;
  /** One length of the pool in the course's unit (20 for a 20-yard pool). */
  poolLength: number;
  openWater: boolean;
  /** Per-session volume in the course's unit. */
  volume: number;
  /** How far the plan may land from `volume`: 5 % for a number, 10 % for "about", a range's half-width. */
  tolerance: number;
  requestedDistance: number | null;
  requestedMinutes: number | null;
  /** The volume is the most the group swims in the coach's time and still short of it: the send-offs open to fill the clock. */
  openToClock?: boolean;
  focus: Focus[];
  emphasis: Emphasis[];
  targetEvent: { name: string; distance: number; stroke: Stroke } | null;
  goalTime: number | null;
  test: TestKind | null;
  constraints: PlanConstraint[];
  coachSections: BriefCoachSet[];
  targetDate: string | null;
  weeks: number | null;
  group: GroupType;
  dryland: boolean;
  mobility: boolean;
  taperWeeks: number | null;
  taperDays: number | null;
  championship: boolean;
  sessionsPerWeek: number | null;
  meets: SeasonMeet[];
  race: SeasonRace;
  startDate: string;
  assumptions: string[];
  /** The paces the send-offs follow: the coach's stored or said base, else the squad's defaults. */
  paces?: PlanPaces | undefined;
  /** Lanes or groups, each on its own send-offs (COACHING.md §9). */
  laneGroups: PlanLaneGroup[] | null;
  brief: Brief;
}

function groupOf(brief: Brief): GroupType {
  const format = brief.lesson?.format;
  const needs = brief.lesson?.needs ?? [];
  if (needs.includes('semi_private')) return 'semi_private';
  if (format === 'private' || needs.includes('one_to_one')) return 'private';
  if (format) return 'group';
  if (brief.who.value.headcount !== null && brief.who.value.headcount <= 3 && brief.session.value === 'learn_to_swim') return 'semi_private';
  return 'team';
}

function toleranceOf(brief: Brief): number {
  const v = brief.volume.value;
  if (!v || brief.volume.source !== 'said') return 0.1;
  if (v.bound === 'exact') return 0.05;
  if (v.bound === 'range') return Math.max(0.05, (v.high - v.low) / 2 / v.value);
  return 0.1;
}

/** The lanes of the brief as the plan's lane groups, each on paces from its own base. */
function laneGroups(brief: Brief, course: Course, job: PaceJob | undefined): PlanLaneGroup[] | null {
  if (brief.lanes.length < 2) return null;
  if (brief.lanes.every((l) => l.source === 'stored') && job && job.groups.length >= 2) return laneGroupsOf(job);
  return brief.lanes.map((l) => ({ name: l.name, paces: pacesFromBase(l.base, course, `${l.name}: base ${clock(l.base)}/100 ${course}`), volumeFactor: Math.min(1, Math.max(0.4, l.factor)) }));
}

export function orderOf(brief: Brief, job?: PaceJob): Order {
  const squad = brief.who.value.squad;
  const course = brief.pool.value.course;
  const season = brief.season;
  const groups = laneGroups(brief, course, job);
  const base = brief.base.value;
  const paces = groups
    ? { ...groups[0]!.paces!, label: groupPacesLabel(groups, course, { stored: 'stored lane groups', said: 'as you said', assumed: `assumed: ${brief.lanes.find((l) => l.words)?.words ?? 'no bases given'}` }[brief.lanes[0]!.source]) }
    : base !== null && brief.base.source !== 'stored'
      ? pacesFromBase(base, course, `Paces: base ${clock(base)}/100 ${course} (${brief.base.source === 'said' ? 'as you said' : (brief.base.words ?? 'assumed')})`)
      : job
        ? planPaces(job, squad, course)
        : undefined;
  const event = brief.event.value;
  const minutes = brief.clock.value.minutes;
  const constraints = [...brief.limits];
  const timed = brief.kind.value === 'workout' && brief.session.value !== 'dryland' && brief.session.value !== 'learn_to_swim';
  if (timed && minutes !== null && brief.clock.source === 'said' && !constraints.some((c) => c.rule === 'max_minutes')) {
    const swim = swimMinutesOf(brief, minutes)!;
    constraints.push({ rule: 'max_minutes', value: swim, said: brief.clock.words ?? `${minutes} min` });
  }
  // "All 25s today": no repeat longer than that, warm-up and cool-down included.
  const all = brief.wants.find((w) => w.structure === 'all' && w.distance);
  if (all?.distance && !constraints.some((c) => c.rule === 'longest_rep')) constraints.push({ rule: 'longest_rep', value: all.distance, said: all.words });
  const volume = brief.volume.value?.value ?? 0;
  return {
    kind: brief.kind.value,
    sessionType: brief.session.value,
    squad,
    level: squads[squad].level,
    course,
    poolLength: brief.pool.value.length,
    openWater: brief.pool.value.openWater,
    volume,
    tolerance: toleranceOf(brief),
    requestedDistance: brief.volume.source === 'said' && brief.volume.value ? brief.volume.value.value : null,
    requestedMinutes: brief.clock.source === 'said' ? minutes : null,
    focus: [...brief.focus.value],
    emphasis: [...brief.emphasis],
    targetEvent: event ? { name: `${event.distance} ${strokeNames[event.stroke]}`, distance: event.distance, stroke: event.stroke } : null,
    goalTime: event?.goal ?? null,
    test: brief.test,
    constraints,
    coachSections: brief.coachSets,
    targetDate: season?.targetDate ?? null,
    weeks: season?.weeks ?? null,
    group: groupOf(brief),
    dryland: brief.dryland !== null && brief.dryland.focus === 'strength',
    mobility: brief.dryland?.focus === 'mobility',
    taperWeeks: season?.taperWeeks ?? null,
    taperDays: season?.taperDays ?? null,
    championship: season?.championship ?? false,
    sessionsPerWeek: season?.sessionsPerWeek ?? null,
    meets: brief.meets.map((m) => ({ name: m.name, date: m.date, importance: m.importance, ...(m.endDate ? { endDate: m.endDate } : {}), ...(m.who ? { who: m.who } : {}) })),
    race: season?.race ?? (brief.pool.value.openWater ? 'open_water' : 'pool'),
    startDate: season?.startDate ?? brief.date.value,
    assumptions: [...brief.assumed],
    paces,
    laneGroups: groups,
    brief,
  };
}
