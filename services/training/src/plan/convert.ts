import type { Course, Plan, SwimSet } from '@laneforge/contracts';
import { unitOf, withTotals } from './model';
import { type Who, courseFactor, plannedInterval, roundUpToClock } from './paces';
import { withSeasonTotals } from './season';
import { swimmersOf } from './squads';

/**
 * Reps onto the new pool grid. The numbers stay the coach's (a 100 is still a 100); only reps that
 * do not fit are regrouped, and sprint 25s in a long-course pool become half-lengths.
 */
function convertSet(set: SwimSet, from: Course, to: Course, squad: Who): SwimSet {
  let { reps, distance, halfLength } = set;
  if (to === 'LCM' && set.stroke === 'im' && distance === 100) {
    // A 100 IM needs four walls; in a 50 m pool the nearest full IM is the 200 (COACHING.md §7.4).
    reps = Math.max(1, Math.round(reps / 2));
    distance = 200;
  } else if (to === 'LCM' && distance % 50 !== 0) {
    // Fly 25s stay 25s (to the middle) whatever their zone: a 50 of fly is past many squads' fly repeat.
    if (distance === 25 && (set.stroke === 'fly' || set.zone === 'SP3' || set.zone === 'SP2' || set.zone === 'SP1' || set.zone === 'EN1' || set.zone === 'REC')) {
      halfLength = true;
    } else {
      const volume = reps * distance;
      const next = Math.max(50, Math.round(distance / 50) * 50);
      if (volume % next === 0) {
        reps = volume / next;
      } else {
        reps = Math.max(1, Math.round(volume / next));
      }
      distance = next;
      halfLength = false;
    }
  } else if (to !== 'LCM') {
    halfLength = false;
  }
  let sendOff = set.sendOff;
  if (sendOff?.type === 'interval') {
    const scaled = roundUpToClock((sendOff.seconds * courseFactor[to] * distance) / (courseFactor[from] * set.distance));
    const floor = plannedInterval(squad, to, { distance, stroke: set.stroke, zone: set.zone, equipment: set.equipment });
    sendOff = { type: 'interval', seconds: Math.max(scaled, Math.min(floor, scaled + 60)) };
  }
  // Regrouped reps keep their wording true: "descend 1-4" on what are now 2 repeats descends 1-2.
  const description = reps === set.reps ? set.description : set.description.replace(/descend 1-(\d)/, (m, n: string) => (reps % Number(n) === 0 ? m : reps >= 2 ? `descend 1-${reps}` : 'build'));
  return { ...set, reps, distance, halfLength, sendOff, description };
}

export function convertCourse(plan: Plan, course: Course): Plan {
  if (plan.course === course) return plan;
  const note = `Converted from ${plan.course} to ${course}: distances kept as written, send-offs scaled for the pool.`;
  const squad = swimmersOf(plan);
  if (plan.kind === 'season') {
    return withSeasonTotals({
      ...plan,
      course,
      unit: unitOf(course),
      notes: [...plan.notes, note],
      weeks: plan.weeks.map((w) => ({ ...w, keySets: w.keySets.map((s) => convertSet(s, plan.course, course, squad)) })),
    });
  }
  return withTotals({
    ...plan,
    course,
    unit: unitOf(course),
    notes: [...plan.notes, note],
    sections: plan.sections.map((s) => ({
      ...s,
      blocks: s.blocks.map((b) => ({ ...b, sets: b.sets.map((set) => convertSet(set, plan.course, course, squad)) })),
    })),
  });
}
