import type { SetBlock } from '@laneforge/contracts';
import { drillStroke, drillsFor } from './drills';
import { type Kit, flexible, grid, isYoung, makeSet, repsFor, rounds, roundsFor, single, strokeWord } from './kit';

/** Drill work for the stroke of the day: named drills paired with the full stroke. */
export function drillSet(kit: Kit, budget: number): SetBlock[] {
  const stroke = drillStroke(kit.stroke === 'im' ? kit.rng.pick(['fly', 'back', 'breast', 'free'] as const) : kit.stroke);
  const drills = drillsFor(kit, stroke);
  const first = kit.rng.pick(drills);
  const second = drills.length > 1 ? kit.rng.pick(drills.filter((d) => d !== first)) : first;
  const name = strokeWord(stroke);
  const options: Array<() => SetBlock[]> = [
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 12, 2), distance: 50, stroke: 'drill', zone: 'EN1', description: `${first}/${name} by 25` }), 4, 16, 2))],
    () => [
      rounds(roundsFor(budget, grid(kit, 50) * 2 + grid(kit, 100)), null, [
        makeSet(kit, { reps: 2, distance: 50, stroke: 'drill', zone: 'EN1', description: `${first}, then ${second}` }),
        makeSet(kit, { distance: 100, stroke, zone: 'EN1', description: 'swim, hold the drill feel' }),
      ]),
    ],
    () => {
      if (isYoung(kit) || budget < 400) {
        const d = grid(kit, 25);
        const description = d === 25 ? `${first} on odds, ${name} swim on evens` : `${first} down, ${name} swim back`;
        return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 4, 16, 2), distance: d, stroke: 'drill', zone: 'EN1', description }), 4, 16, 2))];
      }
      return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 3, 8), distance: 100, stroke: 'drill', zone: 'EN1', description: `25 ${first}/25 ${second}/50 ${name}` }), 2, 10))];
    },
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 12, 2), distance: 50, stroke, zone: 'EN1', description: `count strokes: take 2 fewer on each even 50` }), 4, 12, 2))],
  ];
  return kit.rng.pick(options)();
}

/** A build-up before the main set: speed changes at low volume. */
export function preset(kit: Kit, budget: number): SetBlock[] {
  const stroke = kit.stroke === 'im' ? 'choice' : kit.stroke === 'fly' ? 'free' : kit.stroke;
  const options: Array<() => SetBlock[]> = [
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 12, 4), distance: 50, stroke, zone: 'EN2', description: 'descend 1-4' }), 4, 12, 4))],
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 3, 6), distance: 100, stroke, zone: 'EN1', description: 'build each 100, last 25 fast' }), 2, 8))],
    () => [
      rounds(roundsFor(budget, grid(kit, 50) * 3 + grid(kit, 50), 3), null, [
        makeSet(kit, { reps: 3, distance: 50, stroke, zone: 'EN2', description: 'descend 1-3' }),
        makeSet(kit, { distance: 50, stroke: 'choice', zone: 'REC', description: 'easy' }),
      ]),
    ],
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 75, 4, 8, 2), distance: kit.course === 'LCM' ? 100 : 75, stroke, zone: 'EN1', description: 'odds build, evens smooth' }), 2, 10, 2))],
  ];
  return kit.rng.pick(options)();
}
