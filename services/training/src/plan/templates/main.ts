import type { SetBlock, Stroke } from '@laneforge/contracts';
import { type Kit, allowed, flexible, grid, isYoung, longestRep, makeSet, repsFor, rounds, single, strokeWord } from './kit';

/** A rep length for the main set: longer reps for aerobic work, never beyond what the level swims. */
/** Fly beyond 100s (200s for the fastest groups) and long breast or back reps break the stroke down. */
function strokeCap(kit: Kit): number {
  const fast = kit.level === 'elite' || kit.level === 'college_senior';
  if (kit.stroke === 'fly') return fast ? 200 : 100;
  if (kit.stroke === 'breast' || kit.stroke === 'back') return fast ? 300 : 200;
  return Infinity;
}

function repLength(kit: Kit, choices: readonly number[], budget: number, minReps: number): number {
  const max = Math.min(longestRep(kit.level), strokeCap(kit), budget / minReps);
  const fit = choices.filter((d) => d <= max);
  return grid(kit, kit.rng.pick(fit.length > 0 ? fit : [Math.min(100, ...choices)]));
}

function mainStroke(kit: Kit): Stroke {
  return kit.stroke;
}

export function aerobic(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const options: Array<() => SetBlock[]> = [
    () => {
      const d = repLength(kit, [200, 300, 400, 500], budget, 3);
      const set = makeSet(kit, { reps: repsFor(budget, d, 2, 10), distance: d, stroke, zone: 'EN1', description: kit.rng.pick(['negative split', stroke === 'free' ? 'steady, breathe every 3' : 'steady, long strokes', 'hold the same pace on each']) });
      return [single(flexible(kit, set, 2, 12))];
    },
    () => {
      const top = longestRep(kit.level) >= 400 && budget >= 1600 ? 400 : longestRep(kit.level) >= 200 && budget >= 800 ? 200 : 100;
      const steps = top === 400 ? [100, 200, 300, 400, 300, 200, 100] : top === 200 ? [50, 100, 150, 200, 150, 100, 50] : [50, 100, 50, 100, 50];
      const blocks = steps.map((d, i) =>
        single(makeSet(kit, { distance: d, stroke, zone: 'EN1', description: i === 0 ? (top === 100 ? 'alternate 50s and 100s, same pace per 100' : 'pyramid up and down, same pace per 100') : '' })),
      );
      const rest = budget - steps.reduce((a, b) => a + grid(kit, b), 0);
      if (rest >= grid(kit, 200)) {
        blocks.push(single(flexible(kit, makeSet(kit, { reps: repsFor(rest, 100, 2, 12), distance: 100, stroke, zone: 'EN1', description: top === 100 ? 'hold the same pace' : 'hold pyramid pace' }), 2, 16)));
      }
      return blocks;
    },
    () => {
      const d = repLength(kit, [200, 300], budget, 3);
      const n = Math.min(5, Math.max(1, Math.round(budget / (d + grid(kit, 50) * 4))));
      return [
        rounds(n, null, [
          makeSet(kit, { distance: d, stroke, zone: 'EN1', description: 'smooth' }),
          makeSet(kit, { reps: 4, distance: 50, stroke: allowed(kit, 'choice'), zone: 'EN2', description: 'descend 1-4' }),
        ]),
      ];
    },
  ];
  return kit.rng.pick(options)();
}

export function threshold(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const options: Array<() => SetBlock[]> = [
    () => {
      const set = makeSet(kit, { reps: repsFor(budget, 100, 6, 30), distance: 100, stroke, zone: 'EN2', description: 'hold best average' });
      return [single(flexible(kit, set, 4, 40))];
    },
    () => {
      const d = repLength(kit, [100, 200, 300], budget, 5);
      const n = Math.min(4, Math.max(1, Math.round(budget / (4 * d + grid(kit, 100)))));
      return [
        rounds(n, null, [
          makeSet(kit, { reps: 4, distance: d, stroke, zone: 'EN2', description: 'descend 1-4' }),
          makeSet(kit, { distance: 100, stroke: 'choice', zone: 'REC', description: 'easy' }),
        ]),
      ];
    },
    () => {
      const n = Math.min(5, Math.max(1, Math.round(budget / (grid(kit, 100) * 4 + grid(kit, 200)))));
      return [
        rounds(n, null, [
          makeSet(kit, { reps: 4, distance: 100, stroke, zone: 'EN2', description: 'hold threshold pace' }),
          makeSet(kit, { distance: Math.min(200, longestRep(kit.level)), stroke: 'pull', zone: 'EN1', equipment: ['pull_buoy'], description: 'aerobic' }),
        ]),
      ];
    },
  ];
  return kit.rng.pick(options)();
}

export function vo2(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const options: Array<() => SetBlock[]> = [
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 4, 16), distance: 100, stroke, zone: 'EN3', description: 'best average, heart rate near max' }), 4, 20))],
    () => {
      const n = Math.min(4, Math.max(1, Math.round(budget / (grid(kit, 100) * 3 + grid(kit, 100)))));
      return [
        rounds(n, null, [
          makeSet(kit, { reps: 3, distance: 100, stroke, zone: 'EN3', description: 'fast, 200 pace + 2' }),
          makeSet(kit, { distance: 100, stroke: 'choice', zone: 'REC', description: 'easy' }),
        ]),
      ];
    },
    () => {
      const d = kit.stroke === 'free' && !isYoung(kit.level) && kit.level !== 'age_group_11_12' ? 200 : 100;
      return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 3, 9, 3), distance: d, stroke, zone: 'EN3', description: 'descend 1-3, repeat' }), 3, 9, 3))];
    },
  ];
  return kit.rng.pick(options)();
}

export function lactate(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const options: Array<() => SetBlock[]> = [
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.75, 100, 3, 8), distance: 100, stroke, zone: 'SP1', description: 'max effort, hold the stroke together' }), 2, 10))],
    () => {
      const n = Math.min(3, Math.max(1, Math.round(budget / (grid(kit, 75) * 4 + grid(kit, 200)))));
      return [
        rounds(n, null, [
          makeSet(kit, { reps: 4, distance: 75, stroke, zone: 'SP1', description: 'race pace, last 25 all out' }),
          makeSet(kit, { distance: 200, stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' }),
        ]),
      ];
    },
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.6, 50, 4, 12, 2), distance: 50, stroke, zone: 'SP2', description: 'all out from a push' }), 4, 12, 2))],
  ];
  return kit.rng.pick(options)();
}

export function sprint(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const options: Array<() => SetBlock[]> = [
    () => {
      const n = Math.min(4, Math.max(1, Math.round((budget * 0.5) / (grid(kit, 25) * 4 + grid(kit, 100)))));
      const left = budget - n * (grid(kit, 25) * 4 + grid(kit, 100));
      return [
        rounds(n, null, [
          makeSet(kit, { reps: 4, distance: 25, stroke, zone: 'SP3', description: 'max speed, no breath first 15', halfLength: true }),
          makeSet(kit, { distance: 100, stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' }),
        ]),
        single(flexible(kit, makeSet(kit, { reps: repsFor(left, 50, 4, 10, 2), distance: 50, stroke, zone: 'SP2', description: 'all out, hold stroke rate' }), 4, 12, 2)),
      ];
    },
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.6, 50, 4, 12, 2), distance: 50, stroke, zone: 'SP2', description: 'fast 25, easy 25; then all out' }), 4, 12, 2))],
    () => [
      single(makeSet(kit, { reps: 6, distance: 25, stroke, zone: 'SP3', description: 'all out, full recovery', halfLength: true })),
      single(flexible(kit, makeSet(kit, { reps: repsFor(budget - 6 * grid(kit, 25), 100, 2, 8), distance: 100, stroke: 'choice', zone: 'EN1', description: 'smooth between efforts' }), 2, 10)),
    ],
  ];
  return kit.rng.pick(options)();
}

export function distance(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = repLength(kit, [200, 300, 400, 500], budget, 3);
  const options: Array<() => SetBlock[]> = [
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 2, 8), distance: d, stroke, zone: 'EN1', description: 'negative split each' }), 2, 10))],
    () => {
      const long = grid(kit, Math.max(200, Math.min(budget * 0.4, longestRep(kit.level) * 2)));
      const rest = budget - long;
      return [
        single(makeSet(kit, { distance: long, stroke, zone: 'EN1', timing: 'none', description: 'steady, count strokes per length' })),
        single(flexible(kit, makeSet(kit, { reps: repsFor(rest, 200, 2, 10), distance: 200, stroke, zone: 'EN2', description: `hold ${kit.course === 'SCY' ? '1650' : '1500'} pace` }), 2, 12)),
      ];
    },
  ];
  return kit.rng.pick(options)();
}

export function im(kit: Kit, budget: number): SetBlock[] {
  const imStroke = allowed(kit, 'im');
  const options: Array<() => SetBlock[]> = [
    () => {
      const d = budget < 900 || longestRep(kit.level) < 200 ? 100 : 200;
      return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 3, 10), distance: d, stroke: imStroke, zone: 'EN2', description: 'strong transitions' }), 2, 12))];
    },
    () => {
      const n = Math.min(4, Math.max(1, Math.round(budget / (grid(kit, 100) * 4 + grid(kit, 200)))));
      return [
        rounds(n, 'IM rounds', [
          makeSet(kit, { reps: 4, distance: 100, stroke: imStroke, zone: 'EN2', description: 'descend 1-4' }),
          makeSet(kit, { distance: 200, stroke: 'free', zone: 'EN1', description: 'smooth' }),
        ]),
      ];
    },
    () => {
      const strokes = (['fly', 'back', 'breast', 'free'] as const).filter((s) => !kit.excluded.includes(s));
      const d = budget < 800 ? 50 : 100;
      return strokes.map((s) =>
        single(flexible(kit, makeSet(kit, { reps: repsFor(budget / strokes.length, d, 2, 6), distance: d, stroke: s, zone: 'EN2', description: `${strokeWord(s)} in IM order, hold form` }), 1, 8)),
      );
    },
  ];
  return kit.rng.pick(options)();
}
