import type { SetBlock } from '@laneforge/contracts';
import { type Kit, flexible, grid, isYoung, longest, makeSet, profile, repsFor, rounds, roundsFor, rules, single } from './kit';

/** Kick: mostly aerobic, some fast; a fast label only where the kick is sprinted (COACHING.md §3). */
export function kickSet(kit: Kit, budget: number): SetBlock[] {
  const young = isYoung(kit);
  // A stroke day kicks that stroke's kick (COACHING.md §5.H): breaststroke kick checked on the back, where the knees
  // and a scissor kick show; a fly day's dolphin kick. Never for a swimmer or a team a limit keeps off it.
  const ruled = rules(kit);
  if (kit.focus[0] === 'breast' && !ruled.has('no_breast_kick') && !ruled.has('no_breast') && !ruled.has('knee') && !ruled.has('no_kick')) {
    return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 12, 2), distance: 50, stroke: 'kick', zone: 'EN1', equipment: young ? ['kickboard'] : [], description: 'breaststroke kick: odds on your back, hands on the thighs (knees stay inside the hips, heels to the seat, feet turned out), evens on the front with a streamline; both feet snap together, no scissor' }), 4, 12, 2))];
  }
  if (kit.focus[0] === 'fly' && !ruled.has('no_fly') && !ruled.has('lower_back') && !ruled.has('no_kick')) {
    return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 12, 2), distance: 50, stroke: 'kick', zone: 'EN1', description: 'dolphin kick: 25 on your back, 25 on your front, small fast kicks from the hips, streamline' }), 4, 12, 2))];
  }
  const board = young ? (['kickboard'] as const) : ([] as const);
  const options: Array<() => SetBlock[]> = [
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 12, 2), distance: 50, stroke: 'kick', zone: 'EN1', equipment: ['kickboard'], description: 'odd 50s easy, even 50s strong' }), 4, 16, 2))],
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 3, 9, 3), distance: 100, stroke: 'kick', zone: 'EN1', equipment: [...board], description: 'choice, descend 1-3' }), 3, 12, 3))],
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 3, 8), distance: 100, stroke: 'kick', zone: 'EN1', description: 'on your back, streamline, steady' }), 2, 10))],
    () => {
      if (budget < 300) return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, grid(kit, 25), 4, 12, 2), distance: grid(kit, 25), stroke: 'kick', zone: 'EN1', description: 'streamline off each wall, steady' }), 4, 12, 2))];
      return [
        rounds(roundsFor(budget, grid(kit, 25) * 4 + grid(kit, 100)), null, [
          makeSet(kit, { reps: 4, distance: 25, stroke: 'kick', zone: profile(kit).noZones.includes('EN3') ? 'SP3' : 'EN3', description: 'fast kick, sprinted', halfLength: true }),
          makeSet(kit, { distance: 100, stroke: 'kick', zone: 'EN1', equipment: ['kickboard'], description: 'easy' }),
        ]),
      ];
    },
  ];
  if (!young && !rules(kit).has('no_fins')) {
    options.push(() => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, kit.course === 'LCM' ? 100 : 75, 4, 8), distance: kit.course === 'LCM' ? 100 : 75, stroke: 'kick', zone: 'EN1', equipment: ['fins'], description: 'on your side, strong 6-beat' }), 3, 10))]);
  }
  if (!young) {
    options.push(() => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 10, 2), distance: 50, stroke: 'kick', zone: 'EN1', description: 'fast underwater to the flags, easy kick in' }), 4, 12, 2))]);
  }
  return kit.rng.pick(options)();
}

/** Pull: a buoy; paddles only for strong senior shoulders and on part of the pull (COACHING.md §4). */
export function pullSet(kit: Kit, budget: number): SetBlock[] {
  const young = isYoung(kit);
  const paddles = profile(kit).paddles && !rules(kit).has('shoulder') && !rules(kit).has('no_paddles');
  const options: Array<() => SetBlock[]> = [
    () => {
      // Within the squad's longest pull (novice masters: 200).
      const d = young ? 100 : Math.min(kit.rng.pick([200, 300] as const), longest(kit, 'pull'));
      return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 2, 6), distance: d, stroke: 'pull', zone: 'EN1', equipment: ['pull_buoy'], description: kit.rng.pick(['breathe every 3', 'count strokes, hold the count', 'smooth, long strokes']) }), 1, 8))];
    },
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 3, 10), distance: 100, stroke: 'pull', zone: 'EN1', equipment: ['pull_buoy'], description: 'strong catch, hold your stroke count' }), 3, 12))],
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 200, 2, 6), distance: young ? 100 : 200, stroke: 'pull', zone: 'EN1', equipment: ['pull_buoy'], description: 'negative split' }), 2, 8))],
  ];
  if (paddles && budget >= 600) {
    options.push(() => {
      const n = roundsFor(budget, grid(kit, 100) * 3 + grid(kit, 100), 4);
      return [
        rounds(n, null, [
          makeSet(kit, { reps: 3, distance: 100, stroke: 'pull', zone: 'EN1', equipment: ['pull_buoy'], description: 'buoy only, smooth' }),
          makeSet(kit, { distance: 100, stroke: 'pull', zone: 'EN2', equipment: ['pull_buoy', 'paddles'], description: 'strong, early catch' }),
        ]),
      ];
    });
  }
  return kit.rng.pick(options)();
}
