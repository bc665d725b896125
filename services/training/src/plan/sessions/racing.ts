import type { SetBlock, Stroke } from '@laneforge/contracts';
import { clock } from '@laneforge/contracts';
import type { Order } from '../understand';
import { swimSeconds } from '../paces';
import { type Kit, flexible, grid, isYoung, makeSet, profile, repsFor, rotate, rules, single, strokeWord, vary } from '../templates/kit';
import { cooldown, warmup } from '../templates/warmup';
import { type SessionDraft, addSection, emptyDraft } from './draft';
import { composePractice } from './practice';

/** Meet warm-up (COACHING.md §5.L) and race-pace / USRPT practice (§5.F). */

const continuous = (kit: Kit, d: number, stroke: Stroke, description: string): SetBlock => single(makeSet(kit, { distance: grid(kit, d), stroke, zone: stroke === 'kick' || stroke === 'drill' ? 'EN1' : 'REC', timing: 'none', description }));

export function composeMeetWarmup(kit: Kit, order: Order, volume: number): SessionDraft {
  const draft = emptyDraft('Meet Warm-up');
  const stroke: Stroke = kit.targetEvent?.stroke && kit.targetEvent.stroke !== 'im' ? kit.targetEvent.stroke : kit.stroke === 'im' ? 'choice' : kit.stroke;
  const scale = Math.max(0.5, volume / 1550);
  const dive = rules(kit).has('no_dives') || isYoung(kit) ? 'from a push' : 'from a dive';
  const young = profile(kit).noZones.includes('SP1');
  addSection(draft, kit, 'warmup', 600 * scale, (k) => [
    continuous(k, Math.max(100, Math.round((300 * scale) / 100) * 100), 'free', 'easy, continuous, no stopping at the walls'),
    continuous(k, Math.max(100, Math.round((200 * scale) / 100) * 100), 'drill', 'choice drill, as space allows'),
    continuous(k, 100, rules(k).has('no_kick') ? 'pull' : 'kick', 'easy'),
  ], { name: 'Loosen' });
  addSection(draft, kit, 'preset', 400 * scale, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 100, 2, 6), distance: 100, stroke: 'choice', zone: 'EN1', timing: 'rest', rest: 20, description: stroke === 'free' || stroke === 'choice' ? 'build each 25' : `build: 50 ${strokeWord(stroke)}, 50 free` }), 2, 8))], { name: 'Build' });
  const eightUnder = profile(kit).noZones.includes('EN3');
  addSection(draft, kit, 'race_pace', 300, (k) => [
    single(makeSet(k, { reps: 2, distance: 50, stroke, zone: eightUnder ? 'EN1' : young ? 'EN2' : 'EN3', timing: 'rest', rest: 30, description: eightUnder ? 'smooth' : '200 pace' })),
    single(makeSet(k, { reps: 2, distance: 50, stroke, zone: eightUnder ? 'EN2' : young ? 'EN3' : 'SP1', timing: 'rest', rest: 45, description: eightUnder ? 'strong, good turn' : '100 pace' })),
    single(makeSet(k, { reps: 2, distance: 50, stroke, zone: 'EN2', timing: 'rest', rest: 30, description: 'smooth, fast last 15' })),
  ], { name: 'Pace', protect: true });
  addSection(draft, kit, 'sprint', 75, (k) => [single(makeSet(k, { reps: 3, distance: 25, stroke, zone: 'SP3', timing: 'rest', rest: 60, description: `race pace ${dive}, sprint lane, one way`, halfLength: true }))], { name: 'Speed', protect: true });
  addSection(draft, kit, 'cooldown', 200, (k) => [continuous(k, 200, 'choice', 'easy')], { name: 'Easy' });
  draft.notes.push('Lanes hold 8-15 swimmers: swim it continuous, as space allows; sprint lanes open in the last 10-15 minutes.');
  draft.notes.push('After each race: 200-600 easy warm-down.');
  if (order.targetEvent) draft.name = `Meet Warm-up — ${order.targetEvent.name}`;
  return draft;
}

/** Goal pace per repeat: from the coach's goal time, or the squad's usual race pace. */
function target(kit: Kit, order: Order, piece: number, raceDistance: number, stroke: Stroke): string {
  if (order.goalTime && order.targetEvent && order.targetEvent.distance === raceDistance) {
    const per = order.goalTime / (raceDistance / piece);
    return `hold ${per < 60 ? per.toFixed(1) : clock(Math.round(per))} (goal ${clock(Math.floor(order.goalTime))}${order.goalTime % 1 ? `.${Math.round((order.goalTime % 1) * 100)}` : ''} for the ${raceDistance})`;
  }
  const per = swimSeconds(kit, kit.course, { distance: piece, stroke, zone: raceDistance >= 200 ? 'EN3' : 'SP1', equipment: [] }) * (raceDistance >= 200 ? 0.97 : 1);
  return `hold ${raceDistance} goal pace (about ${per < 60 ? Math.round(per) : clock(Math.round(per))} for this group)`;
}

const STOP_RULE = 'stop rule: first miss, sit out the next repeat; second miss, sit out two; third miss, the set ends';

/**
 * The USRPT set (§5.F): race-pace repeats of a piece of the event on short rest, the target stated per
 * repeat and the stop rule; which piece, rest and start turn with the day.
 */
function racePaceMain(order: Order, stroke: Stroke, long: number) {
  return (kit: Kit, budget: number): SetBlock[] => {
    const lcm = kit.course === 'LCM';
    const ways: Array<{ piece: number; rest: number; start: string; min: number; max: number }> = [
      { piece: 50, rest: 20, start: 'from a push', min: 20, max: 40 },
      { piece: 50, rest: 15, start: 'from a push, race turn in the middle of each', min: 20, max: 40 },
      ...(lcm ? [] : [{ piece: 75, rest: 20, start: 'from a push, race turns', min: 12, max: 24 }]),
      ...(long >= 400 ? [{ piece: 100, rest: 20, start: 'from a push, race turns', min: 10, max: 20 }] : [{ piece: 50, rest: 20, start: 'odds from a push, evens from a dive start in the water', min: 20, max: 40 }]),
      { piece: 50, rest: 20, start: 'from a push, hold the race stroke count', min: 16, max: 30 },
      { piece: 50, rest: 15, start: 'from a push, breathing pattern as in the race', min: 20, max: 40 },
    ];
    const way = rotate(kit, ways);
    const set = makeSet(kit, { reps: repsFor(budget, way.piece, way.min, way.max, 2), distance: way.piece, stroke, zone: 'EN3', timing: 'rest', rest: way.rest, description: `${target(kit, order, way.piece, long, stroke)}, ${way.start}${vary(kit, ['', ', breakout to the flags', ', same turn every time', ', fast hands into the wall'])}, ${way.rest} s rest; ${STOP_RULE}` });
    const easy = makeSet(kit, { distance: grid(kit, vary(kit, [300, 200, 400])), stroke: 'choice', zone: 'REC', timing: 'none', description: vary(kit, ['easy', 'easy backstroke', 'easy, loosen out']) });
    return [single(flexible(kit, set, way.min, way.max, 2)), single(easy)];
  };
}

export function composeRacePace(kit: Kit, order: Order, volume: number): SessionDraft {
  const draft = emptyDraft('Race-Pace (USRPT) Workout');
  if (profile(kit).noZones.includes('EN3')) return composePractice(kit, order, volume);
  const event = order.targetEvent ?? { distance: 200, stroke: kit.stroke === 'im' ? 'free' : kit.stroke, name: '' };
  const stroke: Stroke = event.stroke === 'im' ? 'choice' : event.stroke;
  const long = event.distance >= 200 ? event.distance : 200;
  const short = event.distance <= 100 ? event.distance : 100;
  const rp = volume * 0.65;
  addSection(draft, kit, 'warmup', volume * 0.2, warmup);
  addSection(draft, kit, 'skills', 200, (k) => [single(makeSet(k, { reps: 8, distance: grid(k, 25), stroke, zone: 'EN1', description: rules(k).has('no_kick') ? 'streamline and breakout' : 'underwater kicks to the flags + breakout', halfLength: true }))], { protect: true });
  addSection(draft, kit, 'main', rp * 0.6, racePaceMain(order, stroke, long), { name: 'Race Pace 1' });
  addSection(draft, kit, 'race_pace', rp * 0.4, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 25, 20, 40, 2), distance: 25, stroke, zone: 'SP1', timing: 'rest', rest: 15, halfLength: true, description: `${target(k, order, 25, short, stroke)}, 15 s rest; ${STOP_RULE}` }), 20, 40, 2))], { name: 'Race Pace 2' });
  addSection(draft, kit, 'cooldown', volume * 0.08, cooldown);
  draft.notes.push('Planned maximum: the total is less when the stop rule ends a set. If every repeat is made, the target gets faster next time.');
  return draft;
}
