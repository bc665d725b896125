import type { SetBlock } from '@laneforge/contracts';
import { type Kit, flexible, grid, isYoung, makeSet, repsFor, rounds, single } from './kit';

export function kickSet(kit: Kit, budget: number): SetBlock[] {
  const young = isYoung(kit.level);
  const options: Array<() => SetBlock[]> = [
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 12, 2), distance: 50, stroke: 'kick', zone: 'EN1', equipment: ['kickboard'], description: 'fast/easy by 25' }), 4, 16, 2))],
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 3, 9, 3), distance: 100, stroke: 'kick', zone: 'EN1', equipment: young ? ['kickboard'] : [], description: 'choice, descend 1-3, repeat' }), 3, 12, 3))],
    () => {
      if (budget < 300) {
        return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 25, 4, 12, 2), distance: 25, stroke: 'kick', zone: 'EN2', description: 'fast, streamline off each wall' }), 4, 12, 2))];
      }
      const n = Math.min(4, Math.max(1, Math.round(budget / (grid(kit, 25) * 4 + grid(kit, 100)))));
      return [
        rounds(n, null, [
          makeSet(kit, { reps: 4, distance: 25, stroke: 'kick', zone: 'EN3', description: 'fast, underwater first half' }),
          makeSet(kit, { distance: 100, stroke: 'kick', zone: 'EN1', equipment: ['kickboard'], description: 'easy' }),
        ]),
      ];
    },
  ];
  if (!young) {
    options.push(() => [
      single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 75, 4, 8), distance: 75, stroke: 'kick', zone: 'EN2', equipment: ['fins'], description: 'on your side, strong 6-beat' }), 3, 10)),
    ]);
  }
  return kit.rng.pick(options)();
}

export function pullSet(kit: Kit, budget: number): SetBlock[] {
  const young = isYoung(kit.level);
  const options: Array<() => SetBlock[]> = [
    () => {
      const d = young ? 100 : kit.rng.pick([200, 300] as const);
      return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 2, 6), distance: d, stroke: 'pull', zone: 'EN1', equipment: ['pull_buoy'], description: 'breathe 3/5 by 50' }), 1, 8))];
    },
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 3, 10), distance: 100, stroke: 'pull', zone: 'EN2', equipment: young ? ['pull_buoy'] : ['pull_buoy', 'paddles'], description: 'strong catch, hold count' }), 3, 12))],
  ];
  return kit.rng.pick(options)();
}
