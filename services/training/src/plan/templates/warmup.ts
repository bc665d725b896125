import type { SetBlock } from '@laneforge/contracts';
import { type Kit, allowed, flexible, grid, isYoung, makeSet, repsFor, rounds, single } from './kit';
import { drillStroke, drillsByStroke } from './drills';

/** An easy opening swim the composer may lengthen or shorten, then a structured build. */
export function warmup(kit: Kit, budget: number): SetBlock[] {
  const young = isYoung(kit.level);
  const openerMax = young ? 300 : Math.min(1000, Math.max(400, Math.round((budget * 0.6) / 100) * 100));
  const opener = makeSet(kit, {
    distance: Math.min(openerMax, Math.max(100, Math.round((budget * 0.45) / 100) * 100)),
    stroke: kit.rng.pick(['free', 'choice'] as const),
    zone: 'REC',
    timing: 'none',
    description: kit.rng.pick(['easy', 'easy, long strokes', 'easy, mix in backstroke', 'loosen up, breathe every 3']),
  });
  kit.flexDistance.set(opener, { min: grid(kit, 100), max: openerMax, step: grid(kit, 50) });
  const rest = budget - opener.distance;
  const blocks: SetBlock[] = [single(opener)];
  if (rest < grid(kit, 100)) return blocks;
  const options: Array<() => SetBlock> = [
    () => single(flexible(kit, makeSet(kit, { reps: repsFor(rest, kit.course === 'LCM' ? 100 : 75, 2, 6), distance: 75, stroke: 'choice', zone: 'EN1', description: 'kick/drill/swim by 25' }), 2, 8)),
    () => single(flexible(kit, makeSet(kit, { reps: repsFor(rest, 50, 4, 8, 2), distance: 50, zone: 'EN1', description: 'build each 50' }), 2, 10)),
    () => single(flexible(kit, makeSet(kit, { reps: repsFor(rest, 100, 2, 6), distance: 100, stroke: allowed(kit, 'im'), zone: 'EN1', description: 'drill/swim by 25' }), 1, 8)),
  ];
  if (!kit.drillSection) {
    options.push(() => {
      const drill = kit.rng.pick(drillsByStroke[drillStroke(kit.stroke)]);
      return single(flexible(kit, makeSet(kit, { reps: repsFor(rest, 50, 4, 8, 2), distance: 50, stroke: 'drill', zone: 'EN1', description: `${drill}/swim by 25` }), 2, 10));
    });
  }
  if (!young) {
    options.push(() => {
      const n = Math.min(4, Math.max(1, Math.round(rest / (grid(kit, 100) + grid(kit, 50)))));
      return rounds(n, null, [
        makeSet(kit, { distance: 100, stroke: 'pull', zone: 'EN1', equipment: ['pull_buoy'], description: 'smooth' }),
        makeSet(kit, { distance: 50, stroke: 'kick', zone: 'EN1', description: 'on your back' }),
      ]);
    });
  }
  blocks.push(kit.rng.pick(options)());
  return blocks;
}

export function cooldown(kit: Kit, budget: number): SetBlock[] {
  const swim = makeSet(kit, {
    distance: Math.max(100, Math.round(budget / 50) * 50),
    stroke: 'choice',
    zone: 'REC',
    timing: 'none',
    description: kit.rng.pick(['easy', 'easy, stretch out', 'easy, long and loose', 'easy, 50 back/50 free']),
  });
  kit.flexDistance.set(swim, { min: grid(kit, 100), max: Math.max(300, Math.min(800, Math.round((budget * 1.5) / 100) * 100)), step: grid(kit, 50) });
  return [single(swim)];
}
