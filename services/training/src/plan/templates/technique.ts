import type { SetBlock } from '@laneforge/contracts';
import { type Kit, flexible, grid, isYoung, makeSet, repsFor, rounds, single, strokeWord } from './kit';
import { drillStroke, drillsByStroke } from './drills';

/** Drill work for the stroke of the day: named drills paired with the full stroke. */
export function drillSet(kit: Kit, budget: number): SetBlock[] {
  const stroke = drillStroke(kit.stroke);
  const drills = drillsByStroke[stroke];
  const first = kit.rng.pick(drills);
  const second = kit.rng.pick(drills.filter((d) => d !== first));
  const name = strokeWord(stroke);
  const options: Array<() => SetBlock[]> = [
    () => {
      const set = makeSet(kit, { reps: repsFor(budget, 50, 4, 12, 2), distance: 50, stroke: 'drill', zone: 'EN1', description: `${first}/${name} by 25` });
      return [single(flexible(kit, set, 4, 16, 2))];
    },
    () => {
      const n = Math.min(4, Math.max(1, Math.round(budget / (grid(kit, 50) * 2 + grid(kit, 100)))));
      return [
        rounds(n, null, [
          makeSet(kit, { reps: 2, distance: 50, stroke: 'drill', zone: 'EN1', description: `${first} then ${second}` }),
          makeSet(kit, { distance: 100, stroke, zone: 'EN1', description: 'swim, hold the drill feel' }),
        ]),
      ];
    },
    () => {
      if (isYoung(kit.level) || budget < 400) {
        const set = makeSet(kit, { reps: repsFor(budget, 25, 4, 16, 2), distance: 25, stroke: 'drill', zone: 'EN1', description: `${first}, odds; ${name} swim, evens` });
        return [single(flexible(kit, set, 4, 16, 2))];
      }
      const set = makeSet(kit, { reps: repsFor(budget, 100, 3, 8), distance: 100, stroke: 'drill', zone: 'EN1', description: `25 ${first}/25 ${second}/50 ${name}` });
      return [single(flexible(kit, set, 3, 10))];
    },
  ];
  return kit.rng.pick(options)();
}

/** A build-up before the main set: speed changes at low volume. */
export function preset(kit: Kit, budget: number): SetBlock[] {
  const options: Array<() => SetBlock[]> = [
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 10, 2), distance: 50, stroke: kit.stroke, zone: 'EN2', description: 'descend 1-2, repeat' }), 4, 12, 2))],
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 3, 6), distance: 100, stroke: kit.stroke, zone: 'EN1', description: 'build each 100, last 25 fast' }), 2, 8))],
    () => [
      rounds(Math.min(3, Math.max(1, Math.round(budget / (grid(kit, 50) * 3 + grid(kit, 50))))), null, [
        makeSet(kit, { reps: 3, distance: 50, stroke: kit.stroke, zone: 'EN2', description: 'descend 1-3' }),
        makeSet(kit, { distance: 50, stroke: 'choice', zone: 'REC', description: 'easy' }),
      ]),
    ],
  ];
  return kit.rng.pick(options)();
}
