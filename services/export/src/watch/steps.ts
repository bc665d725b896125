import type { Course, Equipment, SectionKind, Stroke, SwimSet, WorkoutPlan } from '@laneforge/contracts/plan';
import { sendOffText, sectionNames, strokeLabel } from '@laneforge/contracts/plan-format';

/**
 * A workout as a watch swims it: one step per rep, each followed by the rest its send-off gives.
 * Pure: the FIT encoder only writes these steps down, in this order.
 */
export type WatchStep = SwimStep | RestStep;

export interface SwimStep {
  kind: 'swim';
  /** "Main Set 3/13": where the swimmer is, short enough for a watch face. */
  name: string;
  /** In the plan's own unit (yards or meters). */
  distance: number;
  /** The stroke the watch can be told; null for choice, kick and pull, which FIT has no stroke for. */
  stroke: 'freestyle' | 'backstroke' | 'breaststroke' | 'butterfly' | 'im' | 'drill' | null;
  equipment: 'swimFins' | 'swimKickboard' | 'swimPaddles' | 'swimPullBuoy' | 'swimSnorkel' | null;
  intensity: 'warmup' | 'active' | 'cooldown';
  /** "100 Free @ 1:30 — EN2, hold best average" */
  notes: string;
}

export interface RestStep {
  kind: 'rest';
  /** `interval`: leave again when this many seconds have passed since the rep began. `rest`: rest this long. */
  until: 'interval' | 'rest';
  seconds: number;
}

export interface WatchWorkout {
  title: string;
  course: Course;
  unit: WorkoutPlan['unit'];
  steps: WatchStep[];
}

const fitStrokes: Partial<Record<Stroke, SwimStep['stroke']>> = {
  free: 'freestyle',
  back: 'backstroke',
  breast: 'breaststroke',
  fly: 'butterfly',
  im: 'im',
  drill: 'drill',
};

const fitEquipment: Partial<Record<Equipment, NonNullable<SwimStep['equipment']>>> = {
  fins: 'swimFins',
  kickboard: 'swimKickboard',
  paddles: 'swimPaddles',
  pull_buoy: 'swimPullBuoy',
  snorkel: 'swimSnorkel',
};

const intensityOf = (kind: SectionKind): SwimStep['intensity'] => (kind === 'warmup' ? 'warmup' : kind === 'cooldown' ? 'cooldown' : 'active');

function setNotes(set: SwimSet): string {
  const timing = sendOffText(set.sendOff);
  return `${set.distance} ${strokeLabel(set)}${timing ? ` ${timing}` : ''} — ${set.zone}${set.description ? `, ${set.description}` : ''}`;
}

/** Every rep of every set, rounds unrolled, in the order the plan is swum. */
export function watchWorkout(plan: WorkoutPlan): WatchWorkout {
  const steps: WatchStep[] = [];
  for (const section of plan.sections) {
    const reps = section.blocks.flatMap((block) => Array.from({ length: block.rounds }, () => block.sets.flatMap((set) => Array.from({ length: set.reps }, () => set))).flat());
    const label = section.name || sectionNames[section.kind];
    reps.forEach((set, i) => {
      steps.push({
        kind: 'swim',
        name: `${label} ${i + 1}/${reps.length}`,
        distance: set.distance,
        stroke: fitStrokes[set.stroke] ?? null,
        equipment: set.equipment.map((e) => fitEquipment[e]).find((e) => e !== undefined) ?? null,
        intensity: intensityOf(section.kind),
        notes: setNotes(set),
      });
      if (set.sendOff && set.sendOff.seconds > 0) steps.push({ kind: 'rest', until: set.sendOff.type, seconds: set.sendOff.seconds });
    });
  }
  return { title: plan.title, course: plan.course, unit: plan.unit, steps };
}
