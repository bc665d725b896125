import type { Focus, SeasonWeek, Stroke, SwimSet } from '@laneforge/contracts';
import { focusNames } from '@laneforge/contracts';
import type { Order } from '../understand';
import { mondayOf } from '../understand/season';
import { plannedInterval } from '../paces';
import { longestFor, squads } from '../squads';

/**
 * Weeks the coach shaped by hand (a refinement's "week 8 IM focus", "make week 6 a recovery week"):
 * the week's key sets in the stroke asked for, and a lighter week said as the coach's own choice
 * rather than as a holiday.
 */

const strokeFocus = new Set<Focus>(['free', 'back', 'breast', 'fly', 'im']);

/** A key set swum in the week's stroke: the same zone and time, repeats within the squad's longest for it. */
function inStroke(set: SwimSet, stroke: Stroke, order: Order): SwimSet {
  if (!['free', 'back', 'breast', 'fly', 'im', 'choice'].includes(set.stroke)) return set;
  const p = squads[order.squad];
  const step = order.course === 'LCM' ? 50 : 25;
  // A full IM needs four lengths: shorter repeats of an IM week are swum in IM order, one stroke each.
  const im = stroke === 'im' && set.distance < step * 4;
  const cap = Math.min(stroke === 'fly' ? p.flyRep : Infinity, longestFor(order.squad, stroke));
  const distance = Math.max(step, Math.min(set.distance, cap));
  const reps = Math.max(1, Math.round((set.reps * set.distance) / distance));
  const { mix: _mix, legs: _legs, strokes: _strokes, ...plain } = set;
  const next: SwimSet = { ...plain, stroke: im ? 'choice' : stroke, distance, reps, description: im ? `${set.description}, IM order by repeat`.replace(/^, /, '') : set.description };
  return next.sendOff?.type === 'interval' ? { ...next, sendOff: { type: 'interval', seconds: plannedInterval({ squad: order.squad, paces: order.paces }, order.course, next, p.extraRest) } } : next;
}

export function withCoachWeeks(weeks: SeasonWeek[], order: Order): SeasonWeek[] {
  const season = order.brief.season;
  const focus = new Map((season?.weekFocus ?? []).map((w) => [w.week, w.focus]));
  const lighter = (season?.breaks ?? []).filter((b) => b.kind === 'light' && b.label === 'Lighter week');
  return weeks.map((w) => {
    const monday = mondayOf(w.startDate);
    let week = w;
    const own = focus.get(monday);
    if (own && strokeFocus.has(own) && w.phase !== 'taper' && w.load !== 'race') {
      week = { ...week, keySets: week.keySets.map((s) => inStroke(s, own as Stroke, order)), emphasis: `${focusNames[own]} week, as you asked: key sets in ${own === 'im' ? 'IM' : focusNames[own].toLowerCase()}; ${week.emphasis}` };
    }
    if (lighter.some((b) => b.from <= week.startDate && b.to >= week.startDate)) {
      week = { ...week, emphasis: week.emphasis.replace(/^holiday week, lighter:/, 'lighter week, as you asked:') };
    }
    return week;
  });
}
