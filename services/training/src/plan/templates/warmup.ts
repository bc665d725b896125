import type { SetBlock } from '@laneforge/contracts';
import { drillsFor } from './drills';
import { type Kit, allowed, flexible, grid, isYoung, longest, makeSet, repsFor, rounds, roundsFor, single } from './kit';

/** The longest easy swim that opens a warm-up or a cool-down for these swimmers. */
function openerCap(kit: Kit, budget: number): number {
  return Math.min(longest(kit, 'free'), isYoung(kit) ? 300 : Math.min(1000, Math.max(400, Math.round((budget * 0.6) / 100) * 100)));
}

/** An easy opening swim the fitter may lengthen or shorten, then a structured build; never hard (COACHING.md §4). */
export function warmup(kit: Kit, budget: number): SetBlock[] {
  const max = openerCap(kit, budget);
  const opener = makeSet(kit, {
    distance: Math.min(max, Math.max(100, Math.round((budget * 0.45) / 100) * 100)),
    stroke: kit.rng.pick(['free', 'choice'] as const),
    zone: 'REC',
    timing: 'none',
    // Backstroke lengths only where the coach has not ruled backstroke out (no "odd lengths free, even lengths free").
    description: kit.rng.pick(['easy', 'easy, long strokes', 'loosen up, breathe every 3', ...(allowed(kit, 'back') === 'back' ? ['easy, mix in backstroke', 'easy, odd lengths free, even lengths back'] : [])]),
  });
  // The opener keeps at least 40 % of the warm-up's share: a time or volume cut does not leave a 100 warm-up.
  kit.flexDistance.set(opener, { min: Math.min(opener.distance, grid(kit, Math.max(100, Math.round((budget * 0.4) / 50) * 50))), max, step: grid(kit, 50) });
  const rest = budget - opener.distance;
  const blocks: SetBlock[] = [single(opener)];
  if (rest < grid(kit, 100)) return blocks;
  blocks.push(kit.rng.pick(builds(kit))(rest));
  return blocks;
}

function builds(kit: Kit): Array<(rest: number) => SetBlock> {
  const options: Array<(rest: number) => SetBlock> = [
    (rest) => single(flexible(kit, makeSet(kit, { reps: repsFor(rest, kit.course === 'LCM' ? 100 : 75, 2, 6), distance: kit.course === 'LCM' ? 100 : 75, stroke: 'choice', zone: 'EN1', description: 'kick/drill/swim by 25' }), 2, 8)),
    (rest) => single(flexible(kit, makeSet(kit, { reps: repsFor(rest, 50, 4, 8, 2), distance: 50, zone: 'EN1', description: 'build each 50' }), 2, 10, 2)),
    (rest) => {
      // A 100 IM needs four walls: in a 50 m pool the 100s are IM-order drill/swim instead.
      const im = allowed(kit, 'im') === 'im' && kit.course !== 'LCM' && longest(kit, 'im') >= 100;
      return single(flexible(kit, makeSet(kit, { reps: repsFor(rest, 100, 2, 6), distance: 100, stroke: im ? 'im' : 'choice', zone: 'EN1', description: im || allowed(kit, 'im') !== 'im' ? 'drill/swim by 25' : 'drill/swim by 25, IM order' }), 1, 8));
    },
    (rest) => single(flexible(kit, makeSet(kit, { reps: repsFor(rest, 50, 4, 8, 2), distance: 50, stroke: 'choice', zone: 'EN1', description: 'odds free, evens stroke, smooth' }), 2, 10, 2)),
  ];
  if (!kit.drillSection) {
    options.push((rest) => {
      const drill = kit.rng.pick(drillsFor(kit, kit.stroke));
      return single(flexible(kit, makeSet(kit, { reps: repsFor(rest, 50, 4, 8, 2), distance: 50, stroke: 'drill', zone: 'EN1', description: `${drill}/swim by 25` }), 2, 10, 2));
    });
  }
  if (!isYoung(kit)) {
    options.push((rest) =>
      rounds(roundsFor(rest, grid(kit, 100) + grid(kit, 50)), null, [
        makeSet(kit, { distance: 100, stroke: 'pull', zone: 'EN1', equipment: ['pull_buoy'], description: 'smooth' }),
        makeSet(kit, { distance: 50, stroke: 'kick', zone: 'EN1', description: 'on your back' }),
      ]),
    );
  }
  return options;
}

export function cooldown(kit: Kit, budget: number): SetBlock[] {
  const max = Math.min(longest(kit, 'free'), Math.max(300, Math.min(800, Math.round((budget * 1.5) / 100) * 100)));
  const swim = makeSet(kit, {
    distance: Math.min(max, Math.max(100, Math.round(budget / 50) * 50)),
    stroke: 'choice',
    zone: 'REC',
    timing: 'none',
    description: kit.rng.pick(['easy', 'easy, stretch out', 'easy, long and loose', 'easy, 50 back/50 free', 'easy, count strokes per length']),
  });
  kit.flexDistance.set(swim, { min: grid(kit, 100), max, step: grid(kit, 50) });
  return [single(swim)];
}
