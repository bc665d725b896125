import type { SetBlock, Stroke } from '@laneforge/contracts';
import { poolLength } from '../model';
import { type Kit, rotate, vary, allowed, flexible, grid, holdText, isYoung, longest, makeSet, profile, repsFor, rounds, roundsFor, rules, single, strokeWord } from './kit';

/**
 * Main sets by energy zone (COACHING.md §3, §5), several real structures each so that ten practices
 * of one request do not repeat one main set. Every structure keeps its zone's rest, its reps within
 * the squad's longest repeat, and numbers on its effort words.
 */

export type Template = (kit: Kit, budget: number) => SetBlock[];

/** The main stroke: the stroke of the day; IM days have their own template. */
const mainStroke = (kit: Kit): Stroke => (kit.stroke === 'im' ? 'free' : kit.stroke);

/** A rep length for the main set among `choices`, never beyond what the squad swims in that stroke. */
function repLength(kit: Kit, choices: readonly number[], budget: number, minReps: number, stroke: Stroke = mainStroke(kit)): number {
  const cap = Math.min(longest(kit, stroke), stroke === 'fly' ? profile(kit).flyRep : Infinity, budget / minReps);
  const fit = choices.filter((d) => d <= cap && d % grid(kit, 25) === 0);
  // When none of the structure's lengths fits the squad, the longest repeats it can swim stand in.
  const fallback = [200, 150, 100, 50].filter((d) => d <= cap && d % grid(kit, 25) === 0);
  return grid(kit, vary(kit, fit.length > 0 ? fit : fallback.length > 0 ? fallback.slice(0, 2) : [grid(kit, 50)]));
}

/** A choice within today's structure: it turns with the structure, so the set differs the next time it comes round. */
const pick = <T>(kit: Kit, options: readonly T[]): T => vary(kit, options);

/**
 * A fly day within the squad's fly limits (COACHING.md §5.H): short fly repeats and fly/free 50s
 * first, then the zone's set swum free.
 */
function flyDay(kit: Kit, budget: number, zone: 'EN1' | 'EN2' | 'EN3', rest: Template): SetBlock[] {
  const p = profile(kit);
  const fly = Math.min(budget * 0.45, p.flySession * 0.5);
  const hard = zone === 'EN1' ? 'EN1' : 'EN2';
  const blocks = [
    single(flexible(kit, makeSet(kit, { reps: repsFor(fly * 0.5, 25, 2, 16, 2), distance: 25, stroke: 'fly', zone: hard, description: 'hold form; switch to drill when the stroke breaks', halfLength: true }), 2, 16, 2)),
    single(flexible(kit, makeSet(kit, { reps: repsFor(fly, 50, 2, 12, 2), distance: 50, stroke: 'fly', zone: 'EN1', mix: [{ stroke: 'fly', distance: 25 }, { stroke: 'free', distance: 25 }], description: 'long and smooth' }), 2, 12, 2)),
  ];
  const used = blocks.reduce((s, b) => s + b.sets[0]!.reps * b.sets[0]!.distance, 0);
  return [...blocks, ...rest({ ...kit, stroke: 'free' }, Math.max(grid(kit, 200), budget - used))];
}

/** The zone's template, or a fly day when fly is the stroke of the day. */
const withFly = (zone: 'EN1' | 'EN2' | 'EN3', template: Template): Template => (kit, budget) => (kit.stroke === 'fly' ? flyDay(kit, budget, zone, template) : template(kit, budget));

function aerobicStraight(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = repLength(kit, [200, 300, 400, 500], budget, 3);
  const words = d >= 200 ? ['negative split each', stroke === 'free' ? 'steady, breathe every 3' : 'steady, long strokes', 'hold the same pace on each', 'odds smooth, evens build'] : ['steady, same pace each', 'hold your stroke count'];
  const description = pick(kit, words);
  return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 2, 10, description.startsWith('odds') ? 2 : 1), distance: d, stroke, zone: 'EN1', description }), 2, 12, description.startsWith('odds') ? 2 : 1))];
}

function aerobicPyramid(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const top = longest(kit, stroke) >= 400 && budget >= 1800 ? 400 : longest(kit, stroke) >= 200 && budget >= 900 ? 200 : 100;
  const steps = top === 400 ? [100, 200, 300, 400, 300, 200, 100] : top === 200 ? [50, 100, 150, 200, 150, 100, 50] : [50, 100, 50, 100, 50];
  const usable = steps.map((d) => grid(kit, d));
  const blocks = [rounds(1, `pyramid, ${pick(kit, ['same pace per 100 on every step', 'faster per 100 on the way down', 'count strokes, same count on every length'])}`, usable.map((d) => makeSet(kit, { distance: d, stroke, zone: 'EN1', description: '' })))];
  const rest = budget - usable.reduce((a, b) => a + b, 0);
  if (rest >= grid(kit, 200)) blocks.push(single(flexible(kit, makeSet(kit, { reps: repsFor(rest, 100, 2, 12), distance: 100, stroke, zone: 'EN1', description: 'hold pyramid pace' }), 2, 16)));
  return blocks;
}

function aerobicMixed(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = repLength(kit, [200, 300, 400], budget, 3);
  return [
    rounds(roundsFor(budget, d + grid(kit, 100) * 3, 5), null, [
      makeSet(kit, { distance: d, stroke, zone: 'EN1', description: pick(kit, ['smooth', 'steady, long strokes', 'build by 100', 'negative split']) }),
      makeSet(kit, { reps: 3, distance: 100, stroke, zone: 'EN1', description: `same pace per 100 as the ${d}` }),
    ]),
  ];
}

function aerobicHundreds(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const description = pick(kit, ['odds for distance per stroke, evens at threshold feel', 'hold the same time on every one', 'breathe every 3, smooth turns']);
  return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 4, 30, 2), distance: 100, stroke, zone: 'EN1', description }), 4, 40, 2))];
}

function aerobicSwimPull(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = repLength(kit, [200, 300], budget, 3);
  return [
    rounds(roundsFor(budget, d + grid(kit, 200), 5), null, [
      makeSet(kit, { distance: d, stroke, zone: 'EN1', description: pick(kit, ['swim, build by 100', 'swim, steady', 'swim, breathe every 3']) }),
      makeSet(kit, { distance: Math.min(200, longest(kit, 'pull')), stroke: 'pull', zone: 'EN1', equipment: ['pull_buoy'], description: pick(kit, ['pull, same pace', 'pull, count strokes', 'pull, strong catch']) }),
    ]),
  ];
}

function aerobicLadder(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const top = longest(kit, stroke) >= 500 && budget >= 1500 ? 500 : longest(kit, stroke) >= 300 ? 300 : 200;
  // The steps stay within the squad's longest repeat of the stroke (8&U: 100).
  const down = (top === 500 ? [500, 400, 300, 200, 100] : top === 300 ? [300, 200, 100] : longest(kit, stroke) >= 200 ? [200, 150, 100, 50] : [100, 75, 50, 25]).filter((d) => d % grid(kit, 25) === 0);
  const upward = kit.rng.chance(0.4);
  const steps = upward ? [...down].reverse() : down;
  const per = steps.reduce((a, b) => a + grid(kit, b), 0);
  const n = roundsFor(budget, per, 3);
  const label = `ladder ${upward ? 'up' : 'down'}, ${pick(kit, ['each step faster per 100', 'hold the same pace per 100', 'count strokes on each last length', stroke === 'free' ? 'breathe every 3' : 'long strokes'])}`;
  return [rounds(n, label, steps.map((d) => makeSet(kit, { distance: d, stroke, zone: 'EN1', description: '' })))];
}

function aerobicBroken(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = repLength(kit, [400, 300, 200], budget, 2);
  // Breaking needs a repeat of 200 or more (no "50s broken at each 50").
  if (d < 200) return aerobicStraight(kit, budget);
  // Pieces of whole lengths that divide the repeat: 4 x 50 of a 200, 5 x 40 in a 20-yard pool.
  const piece = [d / 4, d / 5, d / 2].find((p) => Number.isInteger(p) && p >= grid(kit, 50) && grid(kit, p) === p);
  if (!piece) return aerobicStraight(kit, budget);
  return [rounds(roundsFor(budget, d + grid(kit, 100), 6), `${d}s broken at each ${piece} for :05`, [
    makeSet(kit, { reps: d / piece, distance: piece, stroke, zone: 'EN1', timing: 'rest', rest: 5, description: pick(kit, ['steady, long strokes', 'hold the same split each piece', 'fast turns, steady pace']) }),
    makeSet(kit, { distance: 100, stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' }),
  ])];
}

/** Pull inside a main set only where shoulders and gear allow it. */
const pullOk = (kit: Kit) => !rules(kit).has('shoulder') && !rules(kit).has('no_pull_buoy');

export const aerobic: Template = withFly('EN1', (kit, budget) => {
  // Lanes finishing together each drop repeats of their own: straight repeats, never a shape every lane swims whole (a ladder, rounds of one 300).
  if (kit.together) return rotate(kit, [aerobicStraight, aerobicHundreds])(kit, budget);
  return rotate(kit, [aerobicStraight, aerobicPyramid, aerobicMixed, aerobicHundreds, aerobicLadder, aerobicBroken, ...(pullOk(kit) ? [aerobicSwimPull] : [])])(kit, budget);
});

function thresholdHundreds(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = repLength(kit, [100, 100, 200, 150], budget, 5);
  const hold = holdText(kit, d, stroke, 'EN2');
  const description = pick(kit, [`hold ${hold}`, `hold ${hold}, same stroke count every one`, `hold ${hold}, breathe every 3 on the odds`, `best average, no slower than ${hold.split('-')[1]}`]);
  return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 4, 30), distance: d, stroke, zone: 'EN2', description }), 3, 40))];
}

/** A descending-distance round at one pace per 100: 200, 2 x 100, 4 x 50. */
function thresholdBreakdown(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  // A breakdown starts from a 200: a group whose longest repeat is shorter holds a pace on 100s instead.
  if (longest(kit, stroke) < 200) return thresholdHundreds(kit, budget);
  // A small budget breaks down from a 100 (100, 2 x 50, 4 x 25).
  const top = longest(kit, stroke) >= 400 && budget >= 2000 ? 400 : budget >= 500 ? 200 : 100;
  const hold = holdText(kit, 100, stroke, 'EN2');
  // Each step halves the last; a step shorter than the pool allows (25s in a 50 m pool) is left out.
  const sets = [
    makeSet(kit, { distance: top, stroke, zone: 'EN2', description: `${hold} per 100` }),
    makeSet(kit, { reps: 2, distance: top / 2, stroke, zone: 'EN2', description: 'same pace' }),
    ...(top / 4 >= poolLength(kit.course) ? [makeSet(kit, { reps: 4, distance: top / 4, stroke, zone: 'EN2', description: 'same pace, fast turns' })] : []),
  ];
  return [rounds(roundsFor(budget, sets.reduce((a, x) => a + x.reps * x.distance, 0), 4), pick(kit, ['breakdown, one pace per 100', 'breakdown, same pace per 100, faster turns as the repeats get shorter', 'breakdown, one pace per 100, count strokes on each last length']), sets)];
}

function thresholdDescend(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = repLength(kit, [100, 200, 300], budget, 5);
  const easy = grid(kit, pick(kit, [50, 100, 100, 200]));
  return [
    rounds(roundsFor(budget, 4 * d + easy), null, [
      makeSet(kit, { reps: 4, distance: d, stroke, zone: 'EN2', description: `descend 1-4 to ${holdText(kit, d, stroke, 'EN2').split('-')[0]}` }),
      makeSet(kit, { distance: easy, stroke: 'choice', zone: 'REC', timing: 'none', description: pick(kit, ['easy', 'easy, loosen out', 'easy backstroke']) }),
    ]),
  ];
}

function thresholdWithPull(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  return [
    rounds(roundsFor(budget, grid(kit, 100) * 4 + grid(kit, 200), 5), null, [
      makeSet(kit, { reps: 4, distance: 100, stroke, zone: 'EN2', description: `hold ${holdText(kit, 100, stroke, 'EN2')}` }),
      makeSet(kit, { distance: Math.min(200, longest(kit, 'pull')), stroke: 'pull', zone: 'EN1', equipment: ['pull_buoy'], description: pick(kit, ['aerobic', 'smooth', 'long strokes']) }),
    ]),
  ];
}

/** Three rounds on send-offs 5 s apart: the same swim gets less rest each round. */
function thresholdSendOffDrop(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const reps = repsFor(budget / 3, 100, 3, 8);
  const base = makeSet(kit, { reps, distance: 100, stroke, zone: 'EN2', description: `round 1, hold ${holdText(kit, 100, stroke, 'EN2')}` });
  const words = pick(kit, ['', ', same stroke count', ', fast turns', ', breathe every 3']);
  const at = (seconds: number, round: number) => ({ ...base, description: `round ${round}, hold ${holdText(kit, 100, stroke, 'EN2')}${words}`, sendOff: { type: 'interval' as const, seconds } });
  const first = base.sendOff?.type === 'interval' ? base.sendOff.seconds + 5 : 100;
  return [single(at(first + 5, 1)), single(at(first, 2)), single(at(first - 5, 3))];
}

function thresholdBroken(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = repLength(kit, [300, 400, 500], budget, 3);
  // Splits need a repeat long enough to show them: young swimmers' short repeats hold a pace instead.
  if (d < 200) return thresholdHundreds(kit, budget);
  const hold = holdText(kit, 100, stroke, 'EN2');
  const description = pick(kit, [`negative split, hold ${hold} per 100`, `even splits at ${hold} per 100`, `build each one, finish at ${hold.split('-')[0]} pace`, `hold ${hold} per 100, count strokes on the last length`, `odds even splits, evens negative split, ${hold} per 100`, `descend by round of 2, start at ${hold.split('-')[1]} per 100`]);
  return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 2, 8), distance: d, stroke, zone: 'EN2', description }), 2, 10))];
}

function thresholdLadder(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  // One round of the ladder fits the budget: 100-400 is 1,000 on its own, too much for an 800 practice.
  const up = (longest(kit, stroke) >= 400 && budget >= 800 ? [100, 200, 300, 400] : budget >= 400 ? [50, 100, 150, 200] : [50, 100, 150]).filter((d) => d <= Math.max(100, longest(kit, stroke)));
  const steps = pick(kit, [up, [...up].reverse()]);
  const per = steps.reduce((a, b) => a + grid(kit, b), 0);
  return [rounds(roundsFor(budget, per, 3), `${steps[0]! < steps[1]! ? 'ladder up' : 'ladder down'}, ${pick(kit, ['same pace per 100 on each step', 'same pace per 100, fast turns', 'same pace per 100, count strokes on each last length'])} (${holdText(kit, 100, stroke, 'EN2')})`, steps.map((d) => makeSet(kit, { distance: d, stroke, zone: 'EN2', description: '' })))];
}

export const threshold: Template = withFly('EN2', (kit, budget) => {
  if (kit.together) return rotate(kit, [thresholdHundreds, thresholdBroken])(kit, budget);
  const options = [thresholdHundreds, thresholdDescend, thresholdBroken, thresholdLadder, thresholdBreakdown, ...(pullOk(kit) ? [thresholdWithPull] : [])];
  if (budget >= 1200) options.push(thresholdSendOffDrop);
  return rotate(kit, options)(kit, budget);
});

function vo2Hundreds(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const reps = pick(kit, [4, 5, 6] as const);
  const easy = grid(kit, pick(kit, [100, 200, 300]));
  return [
    rounds(roundsFor(budget, reps * 100 + easy, 4), null, [
      makeSet(kit, { reps, distance: 100, stroke, zone: 'EN3', description: `${pick(kit, ['best average', 'best average, fast turns', 'best average, hold the stroke count'])}, target ${holdText(kit, 100, stroke, 'EN3')}` }),
      makeSet(kit, { distance: easy, stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' }),
    ]),
  ];
}

function vo2Rounds(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const reps = pick(kit, [3, 4] as const);
  return [
    rounds(roundsFor(budget, grid(kit, 100) * reps + grid(kit, 200)), null, [
      makeSet(kit, { reps, distance: 100, stroke, zone: 'EN3', description: `200 pace + 2 (${holdText(kit, 100, stroke, 'EN3')})${pick(kit, ['', ', race turns', ', even splits'])}` }),
      makeSet(kit, { distance: 200, stroke: 'choice', zone: 'REC', timing: 'none', description: pick(kit, ['easy', 'easy backstroke', 'easy, loosen out']) }),
    ]),
  ];
}

function vo2Descend(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = !isYoung(kit) && stroke === 'free' && profile(kit).longest >= 1000 ? 200 : 100;
  return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 3, 9, 3), distance: d, stroke, zone: 'EN3', description: pick(kit, ['descend 1-3, last one at 200 race pace', 'descend 1-3 by 2 seconds', 'descend 1-3, hold the stroke count']) }), 3, 9, 3))];
}

function vo2Fifties(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const reps = pick(kit, [6, 8] as const);
  return [
    rounds(roundsFor(budget, reps * 50 + grid(kit, 100), 4), null, [
      makeSet(kit, { reps, distance: 50, stroke, zone: 'EN3', description: `400 pace or faster (${holdText(kit, 50, stroke, 'EN3')})` }),
      makeSet(kit, { distance: grid(kit, 100), stroke: 'choice', zone: 'REC', timing: 'none', description: pick(kit, ['easy', 'easy backstroke']) }),
    ]),
  ];
}

function vo2OneFifties(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = kit.course === 'LCM' ? 150 : pick(kit, [150, 150, 75] as const);
  return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 4, 10, 2), distance: d, stroke, zone: 'EN3', description: pick(kit, ['hold 200 pace, odds build the last 50', 'hold 200 pace, even splits', '200 pace, fast turns']) }), 4, 12, 2))];
}

export const vo2: Template = withFly('EN3', (kit, budget) => {
  if (profile(kit).noZones.includes('EN3')) return threshold(kit, budget);
  return rotate(kit, [vo2Hundreds, vo2Rounds, vo2Descend, vo2Fifties, vo2OneFifties])(kit, budget);
});

/** Lactate work only after a full warm-up and always followed by easy swimming (COACHING.md §4). */
export function lactate(kit: Kit, budget: number): SetBlock[] {
  if (profile(kit).noZones.includes('SP1')) return vo2(kit, budget);
  const stroke = mainStroke(kit);
  const easy = (d: number) => makeSet(kit, { distance: d, stroke: 'choice', zone: 'REC', timing: 'none', description: pick(kit, ['easy, loosen out', 'easy backstroke', 'easy, long strokes']) });
  const options: Array<() => SetBlock[]> = [
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.7, 100, 3, 8), distance: 100, stroke, zone: 'SP1', description: pick(kit, ['200 race pace, full effort', '200 race pace, hold the stroke count', '200 race pace from a push, full effort']) }), 3, 8)), single(easy(grid(kit, pick(kit, [300, 400, 200]))))],
    () => [
      rounds(roundsFor(budget, grid(kit, 75) * 4 + grid(kit, 200), 3), null, [
        makeSet(kit, { reps: 4, distance: kit.course === 'LCM' ? 100 : 75, stroke, zone: 'SP1', description: pick(kit, ['race pace, last 25 all out', 'race pace, fast turns, last 25 all out', 'race pace, hold the stroke count']) }),
        easy(grid(kit, pick(kit, [200, 300, 100]))),
      ]),
    ],
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.6, 50, 4, 10, 2), distance: 50, stroke, zone: 'SP2', description: pick(kit, ['all out from a push, full recovery', 'all out, strong finish into the wall, full recovery', 'all out, fast turn, full recovery']) }), 4, 10, 2)), single(easy(grid(kit, pick(kit, [300, 400, 200]))))],
    () => [
      rounds(roundsFor(budget, grid(kit, 100) * 3 + grid(kit, 200), 3), null, [
        makeSet(kit, { reps: 3, distance: 100, stroke, zone: 'SP1', description: pick(kit, ['broken at the 50 for :05, race pace', 'broken at the 50 for :05, race pace, fast turn in', 'broken at the 50 for :05, 100 race pace']) }),
        easy(grid(kit, pick(kit, [200, 300, 100]))),
      ]),
    ],
  ];
  return rotate(kit, options)();
}

/** Speed: short, all-out, long rest; quality over volume (COACHING.md §5.E). */
export function sprint(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  // Children and 11-12s swim their fast 50s as short EN3, not lactate work (COACHING.md §2: 11-12 minimal SP1/SP2).
  const young = isYoung(kit) || profile(kit).noZones.includes('SP2') || profile(kit).level === 'age_group_11_12';
  const fastFifty = !young ? 'SP2' : profile(kit).noZones.includes('EN3') ? 'EN2' : 'EN3';
  const all: Array<() => SetBlock[]> = [
    () => [
      rounds(roundsFor(budget * 0.5, grid(kit, 25) * 4 + grid(kit, 100), 3), null, [
        makeSet(kit, { reps: 4, distance: 25, stroke, zone: 'SP3', description: pick(kit, ['all out, 15 m breakout', 'max speed, fast hands']), halfLength: true }),
        makeSet(kit, { distance: 100, stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' }),
      ]),
      single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.4, 50, 4, 8, 2), distance: 50, stroke, zone: fastFifty, description: young ? 'fast, perfect turn' : 'max, hold stroke rate, full rest' }), 4, 10, 2)),
    ],
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.7, 50, 4, 12, 2), distance: 50, stroke, zone: fastFifty, description: young ? pick(kit, ['fast, perfect turn', 'fast, strong finish', 'fast, streamline off every wall']) : pick(kit, ['all out, full recovery', 'all out from a push, full recovery', 'all out, race finish, full recovery']) }), 4, 12, 2)), single(makeSet(kit, { distance: grid(kit, pick(kit, [200, 300, 100])), stroke: 'choice', zone: 'REC', timing: 'none', description: pick(kit, ['easy', 'easy backstroke', 'easy, loosen out']) }))],
    () => [
      single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.45, 25, 8, 16, 2), distance: 25, stroke, zone: 'SP3', description: pick(kit, ['all out, full recovery', 'race speed, perfect finish', 'max speed from a push']), halfLength: true }), 6, 16, 2)),
      single(flexible(kit, makeSet(kit, { reps: repsFor(budget - 6 * grid(kit, 25), 100, 2, 8), distance: 100, stroke: 'choice', zone: 'EN1', description: pick(kit, ['smooth between efforts', 'aerobic, long strokes', 'easy speed, perfect technique']) }), 2, 10)),
    ],
    () => [
      rounds(roundsFor(budget * 0.8, grid(kit, 50) * 2, 6), null, [
        makeSet(kit, { distance: 50, stroke, zone: fastFifty, description: young ? 'fast, perfect turn' : pick(kit, ['all out, hold stroke rate', 'max effort, no breath in or out of the turn', 'all out, count strokes on the second 25']).replace(', no breath in or out of the turn', ', tight turn') }),
        makeSet(kit, { distance: 50, stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' }),
      ]),
    ],
    () => [
      single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.4, 25, 6, 12, 2), distance: 25, stroke, zone: 'SP3', description: pick(kit, ['odds from a push, evens fast breakout', 'fast feet, fast hands, full rest', 'race start speed, 15 m breakout']), halfLength: true }), 4, 12, 2)),
      single(makeSet(kit, { distance: grid(kit, 200), stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' })),
      single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.35, 50, 4, 8, 2), distance: 50, stroke, zone: fastFifty, description: young ? 'fast, strong finish' : 'all out, full recovery' }), 2, 10, 2)),
    ],
    () => [
      rounds(roundsFor(budget, grid(kit, 25) * 2 + grid(kit, 50) + grid(kit, 100), 4), null, [
        makeSet(kit, { reps: 2, distance: 25, stroke, zone: 'SP3', description: pick(kit, ['dive-speed from a push', 'fast breakout, no breath first 3 strokes', 'all out to the wall']).replace(', no breath first 3 strokes', ', quick first 3 strokes'), halfLength: true }),
        makeSet(kit, { distance: 50, stroke, zone: fastFifty, description: young ? 'fast' : 'all out' }),
        makeSet(kit, { distance: 100, stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' }),
      ]),
    ],
  ];
  // A speed day for children and 11-12s is all-out 25s (SP3 is theirs too), not only fast 50s.
  const options = young ? [all[0]!, all[2]!, all[4]!, all[5]!] : all;
  return rotate(kit, options)();
}

/** Technique: fewer strokes at the same speed, counted every length; the day's structure turns like every family (COACHING.md §5.H, §5.J). */
export function technique(kit: Kit, budget: number): SetBlock[] {
  const stroke = mainStroke(kit);
  const d = longest(kit, stroke) >= 100 ? 100 : 50;
  const drill = () => pick(kit, ['catch-up/swim by 25', 'fingertip drag/swim by 25', '6-kick switch/swim by 25', 'fist drill/swim by 25', 'single arm/swim by 25']);
  const options: Array<() => SetBlock[]> = [
    () => {
      const sets = [
        makeSet(kit, { reps: 4, distance: grid(kit, 50), stroke: 'drill', zone: 'EN1', description: drill() }),
        makeSet(kit, { reps: 4, distance: d, stroke, zone: 'EN1', description: 'count strokes every length: odds your count, evens 2 fewer at the same time' }),
      ];
      return [rounds(roundsFor(budget, sets.reduce((s, x) => s + x.reps * x.distance, 0), 5), pick(kit, ['stroke count, long and quiet strokes', 'distance per stroke, same speed', 'stroke count, no spinning, finish each pull']), sets)];
    },
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 6, 24, 2), distance: d, stroke, zone: 'EN1', description: pick(kit, ['odds: fewest strokes; evens: same count, 2 s faster', 'hold your stroke count, send-off the same every one', 'count strokes: hold the first 25’s count to the wall']) }), 4, 24, 2))],
    () => {
      const steps = [grid(kit, 50), grid(kit, d), grid(kit, Math.min(200, longest(kit, stroke)))];
      return [rounds(roundsFor(budget, steps.reduce((a, b) => a + b, 0) * 2, 4), `count ladder, the same stroke count per length on every step (${pick(kit, ['write it down', 'say it to your lane mate', 'the coach calls it'])})`, steps.map((x) => makeSet(kit, { reps: 2, distance: x, stroke, zone: 'EN1', description: '' })))];
    },
    () => {
      const sets = [makeSet(kit, { reps: 3, distance: grid(kit, 50), stroke: 'drill', zone: 'EN1', description: drill() }), makeSet(kit, { distance: grid(kit, d * 2 > longest(kit, stroke) ? d : d * 2), stroke, zone: 'EN1', description: 'swim it with the drill’s feel, fewest strokes' })];
      return [rounds(roundsFor(budget, sets.reduce((s, x) => s + x.reps * x.distance, 0), 6), 'drill then swim', sets)];
    },
  ];
  return rotate(kit, options)();
}

export const distance: Template = withFly('EN1', (kit, budget) => {
  const stroke = mainStroke(kit);
  // Distance sets need repeats of 200 and more: younger swimmers swim the aerobic family instead.
  if (longest(kit, stroke) < 200) return aerobic(kit, budget);
  const options: Array<() => SetBlock[]> = [
    () => {
      const d = repLength(kit, [400, 500, 800], budget, 3);
      return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 2, 8), distance: d, stroke, zone: 'EN1', description: pick(kit, d >= 400 ? ['negative split each', 'descend by 400', 'hold 1500 pace + 2 per 100'] : ['negative split each', 'steady, count strokes', 'hold 1500 pace + 2 per 100']) }), 2, 10))];
    },
    () => {
      // Within the squad's longest repeat of the stroke (an 8&U breaststroker's is 100).
      const rep = Math.min(200, longest(kit, stroke));
      // A long swim a coach writes in round hundreds (1,000, not 1,025).
      const long = grid(kit, Math.round(Math.min(longest(kit, stroke), Math.max(200, budget * 0.4)) / 100) * 100);
      return [
        single(makeSet(kit, { distance: long, stroke, zone: 'EN1', timing: 'none', description: 'steady, count strokes per length' })),
        single(flexible(kit, makeSet(kit, { reps: repsFor(budget - long, rep, 2, 10), distance: rep, stroke, zone: 'EN2', description: `hold ${kit.course === 'SCY' ? '1650' : '1500'} pace (${holdText(kit, rep, stroke, 'EN2')})` }), 2, 12)),
      ];
    },
    () => {
      const d = repLength(kit, [1000, 800, 500], budget, 3);
      return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 2, 4), distance: d, stroke, zone: 'EN2', description: pick(kit, ['negative split, each one faster', 'negative split, count strokes on the last length of each 100', 'each one faster, even splits']) }), 2, 5))];
    },
    () => {
      const d = repLength(kit, [800, 500, 400], budget, 2);
      return [rounds(roundsFor(budget, d + grid(kit, 100) * 4, 3), null, [
        makeSet(kit, { distance: d, stroke, zone: 'EN1', description: 'steady' }),
        makeSet(kit, { reps: 4, distance: 100, stroke, zone: 'EN2', description: `hold ${holdText(kit, 100, stroke, 'EN2')}` }),
      ])];
    },
  ];
  return rotate(kit, options)();
});

/** The shortest full IM the pool allows: 100 in a short-course pool, 200 in long course (COACHING.md §7.4). */
const shortestIm = (kit: Kit) => (kit.course === 'LCM' ? 200 : 100);

/** "IM order" names the strokes that are left when the coach ruled one out. */
function imOrder(kit: Kit): string {
  const left = (['fly', 'back', 'breast', 'free'] as const).filter((s) => allowed(kit, s) === s);
  return left.length === 4 ? 'IM order' : `in the order ${left.map(strokeWord).join(', ')}`;
}

export function im(kit: Kit, budget: number): SetBlock[] {
  const imStroke = allowed(kit, 'im');
  const short = shortestIm(kit);
  const rotation = () => {
    const words = pick(kit, ['hold form', 'hold the stroke count', 'fast walls', 'build each one', 'odds smooth, evens strong', 'race turns']);
    const strokes = (['fly', 'back', 'breast', 'free'] as const).map((s) => allowed(kit, s)).filter((s, i, all) => all.indexOf(s) === i);
    const d = budget < 800 || profile(kit).flyRep < 100 || longest(kit, 'im') < 100 ? 50 : pick(kit, [50, 100, 100]);
    return strokes.map((s) =>
      single(flexible(kit, makeSet(kit, { reps: repsFor(budget / strokes.length, d, 2, 6), distance: s === 'fly' ? Math.min(d, Math.max(25, profile(kit).flyRep)) : d, stroke: s, zone: 'EN2', description: `${strokeWord(s)}, ${imOrder(kit)}, ${words}`, halfLength: s === 'fly' }), 1, 8)),
    );
  };
  if (imStroke !== 'im' || short > longest(kit, 'im')) return rotation();
  const options: Array<() => SetBlock[]> = [
    () => {
      const d = budget < 900 || longest(kit, 'im') < 200 ? short : longest(kit, 'im') >= 400 && budget >= 2000 ? pick(kit, [200, 200, 400]) : 200;
      return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 3, 10), distance: d, stroke: imStroke, zone: 'EN2', description: pick(kit, ['strong transitions, fast walls', 'descend by round of 3', 'hold form on the fly, race the free', 'fast breaststroke pull-outs', 'even splits, count strokes on the back', 'negative split each']) }), 2, 12))];
    },
    // A round of IM rounds is four full IMs and an easy swim: only where the budget holds one.
    ...(budget >= short * 4 + grid(kit, 100)
      ? [
          () => [
            rounds(roundsFor(budget, short * 4 + grid(kit, 200)), 'IM rounds', [
              makeSet(kit, { reps: 4, distance: short, stroke: imStroke, zone: 'EN2', description: pick(kit, ['descend 1-4', 'descend 1-4 by 2 seconds', 'descend 1-4, race turns']) }),
              makeSet(kit, { distance: pick(kit, [100, 200, 200]), stroke: pick(kit, ['free', 'choice']), zone: 'EN1', description: pick(kit, ['smooth', 'easy aerobic', 'long strokes']) }),
            ]),
          ],
        ]
      : []),
    rotation,
    () => {
      const d = kit.course === 'LCM' ? 200 : 100;
      return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 4, 16, 2), distance: d, stroke: imStroke, zone: 'EN2', description: pick(kit, ['odds IM, evens reverse IM order (free, breast, back, fly)', 'odds reverse IM order (free, breast, back, fly), evens IM', 'IM, descend by 4s']).replace('descend by 4s', 'hold the same time') }), 2, 16, 2))];
    },
    () => {
      if (longest(kit, 'im') < 400 || budget < 1200) return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, short, 3, 10), distance: short, stroke: imStroke, zone: 'EN2', description: 'hold form on the fly, fast breaststroke turn' }), 2, 12))];
      // Every rest falls mid-stroke, so each change of stroke is swum at pace, never rested through.
      const easy = pick(kit, [[200, 'free', 'smooth'], [100, 'choice', 'easy'], [200, 'choice', 'easy backstroke']] as const);
      return [rounds(roundsFor(budget, 400 + grid(kit, easy[0]), 4), 'transition 100s across each change of stroke, :10 rest', [
        makeSet(kit, { distance: 100, stroke: imStroke, zone: 'EN2', timing: 'rest', rest: 10, description: '50 fly/50 back, race the fly-to-back turn' }),
        makeSet(kit, { distance: 100, stroke: imStroke, zone: 'EN2', timing: 'rest', rest: 10, description: '50 back/50 breast, crossover or bucket turn' }),
        makeSet(kit, { distance: 100, stroke: imStroke, zone: 'EN2', timing: 'rest', rest: 10, description: '50 breast/50 free, two-hand touch, fast breakout' }),
        makeSet(kit, { distance: easy[0], stroke: easy[1], zone: easy[1] === 'free' ? 'EN1' : 'REC', timing: easy[1] === 'free' ? 'interval' : 'none', description: easy[2] }),
      ])];
    },
    () => [
      rounds(roundsFor(budget, 200 + grid(kit, 50) * 4), null, [
        makeSet(kit, { distance: longest(kit, 'im') >= 200 ? 200 : short, stroke: imStroke, zone: 'EN2', description: pick(kit, ['descend by round', 'hold the same time each round', 'negative split each']) }),
        makeSet(kit, { reps: 4, distance: 50, stroke: 'choice', zone: 'EN1', description: `one stroke each, ${imOrder(kit)}` }),
      ]),
    ],
  ];
  return rotate(kit, options)();
}
