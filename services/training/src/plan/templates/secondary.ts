import type { SetBlock } from '@laneforge/contracts';
import { type Kit, flexible, makeSet, repsFor, rounds, single, strokeWord } from './kit';

export function sprintSet(kit: Kit, budget: number): SetBlock[] {
  const n = repsFor(budget, 25, 4, 12, 2);
  return [single(flexible(kit, makeSet(kit, { reps: n, distance: 25, stroke: kit.stroke, zone: 'SP3', description: kit.rng.pick(['max speed from a push', 'fast to 15, easy in', 'sprint, breath control']), halfLength: true }), 4, 12, 2))];
}

/** Work at the pace of the target event, broken so the swimmers can hold it. */
export function racePace(kit: Kit, budget: number): SetBlock[] {
  const event = kit.targetEvent ?? { distance: 100, stroke: kit.stroke };
  const eventName = kit.targetEvent ? `${event.distance} ${strokeWord(event.stroke)}` : 'goal';
  if (event.distance >= 200 && budget >= 600) {
    const n = Math.min(4, Math.max(1, Math.round(budget / (4 * 50 + 100))));
    return [
      rounds(n, `Broken ${eventName}`, [
        makeSet(kit, { reps: 4, distance: 50, stroke: event.stroke, zone: 'SP1', timing: 'rest', rest: 20, description: `${eventName} race pace` }),
        makeSet(kit, { distance: 100, stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' }),
      ]),
    ];
  }
  return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 10, 2), distance: 50, stroke: event.stroke, zone: 'SP1', description: `at ${eventName} race pace` }), 4, 12, 2))];
}

/** Starts, turns, underwaters and pacing, as the focus asks. */
export function skills(kit: Kit, budget: number): SetBlock[] {
  const blocks: SetBlock[] = [];
  const want = kit.focus.filter((f) => f === 'starts' || f === 'turns' || f === 'underwaters' || f === 'pacing');
  const share = budget / Math.max(1, want.length);
  for (const f of want) {
    if (f === 'starts') {
      blocks.push(single(flexible(kit, makeSet(kit, { reps: repsFor(share, 25, 4, 8, 2), distance: 25, stroke: kit.stroke, zone: 'SP3', description: 'from the blocks, fast to 15, reaction and entry', halfLength: true }), 2, 8, 2)));
    } else if (f === 'turns') {
      blocks.push(single(flexible(kit, makeSet(kit, { reps: repsFor(share, 50, 4, 8, 2), distance: 50, stroke: kit.stroke, zone: 'EN3', description: 'fast 5 m into and out of each wall, no breath in or out of the turn' }), 2, 8, 2)));
    } else if (f === 'underwaters') {
      blocks.push(single(flexible(kit, makeSet(kit, { reps: repsFor(share, 25, 4, 12, 2), distance: 25, stroke: 'kick', zone: 'EN3', description: 'underwater dolphin kick to 12 m, streamline', halfLength: true }), 2, 12, 2)));
    } else {
      blocks.push(single(flexible(kit, makeSet(kit, { reps: repsFor(share, 100, 2, 6), distance: 100, stroke: kit.stroke, zone: 'EN3', description: 'hit goal split within a second, coach calls times' }), 2, 6)));
    }
  }
  return blocks;
}
