import type { SetBlock, Stroke } from '@laneforge/contracts';
import { type Kit, flexible, grid, isYoung, longest, makeSet, profile, repsFor, rotate, rounds, roundsFor, rules, single, vary } from '../templates/kit';
import { SAFETY_LINE } from './draft';

/**
 * Main-set families of the special sessions (COACHING.md §5.F-P): several real structures each,
 * rotated by the day like the practice main sets, so ten recovery days or ten open-water sessions of
 * one request are not one set. Every structure keeps its session's rules: recovery and clinics stay
 * REC/EN1, breath work carries the safety line, broken swims rest at the walls.
 */

export type Template = (kit: Kit, budget: number) => SetBlock[];

const easySwim = (kit: Kit, d: number, description = 'easy'): SwimSetSpec => ({ distance: grid(kit, d), stroke: 'choice', zone: 'REC', timing: 'none', description });

type SwimSetSpec = Parameters<typeof makeSet>[1];

/** A repeat length no longer than the squad swims, on the pool grid. */
const capped = (kit: Kit, d: number, stroke: Stroke = 'free') => grid(kit, Math.min(d, longest(kit, stroke)));

/** Recovery (§5.K): easy, long strokes, generous rest; nothing faster than EN1. */
export const recoveryMain: Template = (kit, budget) => {
  const repeat = (d: number, description: string, stroke: Stroke = 'free', min = 2, max = 12): SetBlock => {
    const distance = capped(kit, d, stroke);
    const rest = vary(kit, distance >= 200 ? [20, 30, 25] : [15, 20, 25]);
    // Short repeats come in even numbers, as a coach writes them.
    const step = distance <= 50 ? 2 : 1;
    return single(flexible(kit, makeSet(kit, { reps: repsFor(budget, distance, min, max, step), distance, stroke, zone: 'EN1', timing: 'rest', rest, description }), step, max + 2, step));
  };
  const options: Array<() => SetBlock[]> = [
    () => [repeat(200, vary(kit, ['smooth, count strokes and hold the count', 'smooth, breathe every 3', 'long strokes, easy turns']))],
    () => [repeat(100, vary(kit, ['25 free/25 back, long strokes', 'free, breathe every 3, relaxed kick', 'odds free, evens back, smooth']), 'choice', 4, 16)],
    () => [repeat(150, vary(kit, ['50 swim/50 drill/50 swim, choice of drill', '50 back/50 free/50 back, easy']), 'choice', 2, 10)],
    () => {
      const long = capped(kit, vary(kit, [400, 300, 500]));
      return [single(makeSet(kit, { distance: long, zone: 'EN1', timing: 'none', description: 'continuous, easy, long strokes' })), repeat(50, vary(kit, ['choice, easy, fewest strokes', 'back, easy, steady kick']), 'choice', 2, 12)];
    },
    () => {
      const top = longest(kit, 'free') >= 300 ? 300 : 200;
      const steps = (top === 300 ? [100, 200, 300, 200, 100] : [50, 100, 200, 100, 50]).map((d) => grid(kit, d));
      return [rounds(1, vary(kit, ['easy pyramid, same pace every step', 'easy pyramid, count strokes on the last length']), steps.map((d) => makeSet(kit, { distance: d, stroke: 'choice', zone: 'EN1', timing: 'rest', rest: 20, description: '' })))];
    },
    () => [repeat(300, vary(kit, ['100 free/100 back/100 free', 'swim-drill-swim by 100']), 'choice', 2, 6)],
  ];
  return rotate(kit, options)();
};

/** Pre-meet (§5.M): a short race-pace set with full rest, then speed from a dive or a push. */
export function preMeetMain(event: string, stroke: Stroke): Template {
  return (kit, budget) => {
    if (budget <= 0) return [];
    const dive = rules(kit).has('no_dives') || isYoung(kit) ? 'from a push' : 'from a dive';
    const pace = profile(kit).noZones.includes('EN3') ? 'EN2' : 'EN3';
    const shape = rotate(kit, [
      { fifties: [3, 2], fast: 1, words: 'race pace' },
      { fifties: [2, 3], fast: 2, words: 'race pace, hold the stroke count' },
      { fifties: [1, 4], fast: 4, words: 'race pace, race turns' },
      { fifties: [1, 6], fast: 3, words: 'descend 1-3 to race pace' },
      { fifties: [2, 2], fast: 2, words: 'race pace, broken at the 50 for :10', hundreds: true },
    ]);
    const speed = vary(kit, ['race speed', 'race speed, fast breakout', 'race speed, race finish']);
    const [n, reps] = shape.fifties as [number, number];
    const paced = makeSet(kit, { reps: shape.hundreds ? 1 : reps, distance: shape.hundreds ? 100 : 50, stroke, zone: pace, extra: 30, description: `${shape.words.startsWith('descend') ? shape.words.replace('race pace', `${event} race pace`) : `${event} ${shape.words}`}` });
    const fast = makeSet(kit, { reps: shape.fast, distance: 25, stroke, zone: 'SP3', description: `${speed} ${dive}`, halfLength: true });
    const easy = single(makeSet(kit, easySwim(kit, vary(kit, [200, 100, 300]), vary(kit, ['easy', 'easy backstroke', 'easy, loosen out']))));
    return [n > 1 ? rounds(n, null, [paced, fast]) : rounds(1, null, [paced, fast]), easy];
  };
}

/** Broken swims (§5.G): the race distance in pieces with rest at the walls, then easy. */
export function brokenMain(event: { distance: number; stroke: Stroke }, name: string, goal: string, asked?: { piece: number; rest: number | null }): Template {
  return (kit, budget) => {
    const zone = profile(kit).noZones.includes('SP1') ? 'EN3' : 'SP1';
    const stroke = event.stroke === 'im' ? 'choice' : event.stroke;
    const lengths = grid(kit, 25);
    const ways: Array<{ pieces: number[]; rest: number }> = [
      { pieces: [event.distance / 4, event.distance / 4, event.distance / 4, event.distance / 4], rest: 10 },
      { pieces: [event.distance / 2, event.distance / 2], rest: 15 },
      { pieces: [event.distance / 2, event.distance / 4, event.distance / 4], rest: 10 },
      { pieces: [event.distance / 4, event.distance / 4, event.distance / 2], rest: 10 },
      { pieces: Array.from({ length: 8 }, () => event.distance / 8), rest: 5 },
    ].filter((w) => w.pieces.every((p) => p >= lengths && p % lengths === 0));
    // The coach's own break ("break at 100 w 10 sec") wins over the day's rotation.
    const own = asked && asked.piece < event.distance && event.distance % asked.piece === 0 && asked.piece % lengths === 0 ? { pieces: Array.from({ length: event.distance / asked.piece }, () => asked.piece), rest: asked.rest ?? 10 } : null;
    const way = own ?? rotate(kit, ways.length > 0 ? ways : [{ pieces: [Math.max(lengths, event.distance / 4)], rest: 10 }]);
    const easy = vary(kit, [200, 100, 300]);
    const cue = vary(kit, ['', ', race turns', ', hold the stroke count']);
    // A broken IM swims its legs in order: "100 fly, 100 back, 100 breast, 100 free", a 200 "fly/back".
    const legs = ['fly', 'back', 'breast', 'free'] as const;
    const legOf = (from: number, d: number): Pick<SwimSetSpec, 'stroke' | 'mix'> => {
      if (event.stroke !== 'im') return { stroke };
      const leg = event.distance / 4;
      const first = Math.floor(from / leg);
      const last = Math.floor((from + d - 1) / leg);
      if (first === last) return { stroke: legs[first]! };
      return { stroke: 'choice', mix: legs.slice(first, last + 1).map((l, i) => ({ stroke: l, distance: Math.min(leg, d - i * leg) })) };
    };
    let swum = 0;
    const sets = way.pieces.reduce<SwimSetSpec[]>((acc, d) => {
      const last = acc.at(-1);
      const how = legOf(swum, d);
      swum += d;
      if (last && last.distance === d && last.stroke === how.stroke && !how.mix && !last.mix) last.reps = (last.reps ?? 1) + 1;
      else acc.push({ reps: 1, distance: d, ...how, zone, timing: 'rest', rest: way.rest, description: '' });
      return acc;
    }, []);
    sets[0]!.description = `${name} race pace, broken with :${String(way.rest).padStart(2, '0')} at each wall${cue}${goal}`;
    const label = `Broken ${name} (${way.pieces.join('-')})`;
    return [rounds(roundsFor(budget, event.distance + grid(kit, easy), 4), label, [...sets.map((s) => makeSet(kit, s)), makeSet(kit, easySwim(kit, easy, vary(kit, ['easy', 'easy backstroke', 'easy, loosen out'])))])];
  };
}

/** Breath control at moderate speed, always with the safety line (§5.O). */
export const breathMain: Template = (kit, budget) => {
  const young = isYoung(kit);
  const line = (pattern: string) => `${pattern}. ${SAFETY_LINE}`;
  const repeat = (d: number, pattern: string, min: number, max: number, step = 1) => {
    const distance = capped(kit, d);
    // Breathing work gets a little more rest some days: the send-off carries 0-10 s more.
    return single(flexible(kit, makeSet(kit, { reps: repsFor(budget, distance, min, max, step), distance, zone: 'EN1', extra: vary(kit, [5, 0, 10]), description: line(pattern) }), step, max + 4, step));
  };
  const options: Array<() => SetBlock[]> = young
    ? [
        () => [repeat(100, vary(kit, ['breathe every 3, both sides, relaxed', 'breathe every 3, long exhale into the water']), 4, 16)],
        () => [repeat(50, vary(kit, ['breathe every 3, smooth', 'odds breathe every 3, evens every 2 to the weaker side']), 4, 20, 2)],
        () => [repeat(200, vary(kit, ['breathe every 3, even strokes both sides', 'breathe every 3, count strokes']), 2, 8)],
      ]
    : [
        () => [repeat(100, vary(kit, ['breathe every 3/5/7 by 25 at moderate speed', 'breathe every 3/5/7 by 50 at moderate speed', 'breathe every 5, then every 3 by 50, moderate speed']), 4, 16)],
        () => [repeat(200, vary(kit, ['breathe every 3/5/7/3 by 50 at moderate speed', 'breathe every 5 on the odd 50s, every 3 on the even 50s']), 2, 8)],
        () => [repeat(50, vary(kit, ['odds breathe every 5, evens every 3, moderate speed', 'breathe every 3 going, every 5 coming back']), 4, 20, 2)],
        () => [repeat(300, vary(kit, ['breathe every 3/5/7 by 100 at moderate speed', 'breathe every 3, 5, 3 by 100, smooth']), 2, 6)],
        () => [repeat(150, vary(kit, ['breathe every 3/5/7 by 50, steady pace', 'breathe every 3 on the first 100, every 5 on the last 50']), 2, 10)],
      ];
  return rotate(kit, options)();
};

/** Open-water skills in a pool (§5.P): pack swimming and drafting, no-wall turns, sighting under way. */
export const openWaterMain: Template = (kit, budget) => {
  const steady = profile(kit).noZones.includes('EN3') ? 'EN1' : 'EN2';
  const noWall = (d: number) => single(makeSet(kit, { distance: capped(kit, d), zone: 'EN1', timing: 'none', description: 'no-wall turns: turn at the flags or around a teammate "buoy", never touch the wall' }));
  const pack = (d: number, description: string, max = 5) => rounds(roundsFor(budget * 0.6, capped(kit, d), max), null, [makeSet(kit, { distance: capped(kit, d), zone: steady, description })]);
  const options: Array<() => SetBlock[]> = [
    () => [noWall(vary(kit, [400, 300, 500])), pack(200, vary(kit, ['pack swimming: 3-4 abreast or nose-to-toe, feet and hip drafting, change the leader every 50', 'pack swimming nose-to-toe, draft on the feet ahead, leader to the back every 50']))],
    () => [pack(300, vary(kit, ['drafting in pairs: hip position, swap the lead each 100, sight every 6 strokes', 'pairs drafting on the feet, sight every 9 strokes, swap the lead each 100']), 4), noWall(vary(kit, [200, 300, 400]))],
    () => [rounds(roundsFor(budget, capped(kit, 200) + grid(kit, 100), 5), null, [
      makeSet(kit, { distance: capped(kit, 200), zone: steady, description: vary(kit, ['pack swim, drafting on the feet ahead', 'pack swim 3 abreast, hip drafting']) }),
      makeSet(kit, { distance: 100, zone: 'EN1', timing: 'none', description: vary(kit, ['no-wall turns, sight every 6 strokes', 'no-wall turns, sight every 9 strokes', 'easy, turn around a teammate at each end']) }),
    ])],
    () => [noWall(vary(kit, [600, 500, 800])), pack(100, vary(kit, ['drafting: nose-to-toe lines of 3, leader to the back every 100', 'feet drafting in threes, sight every 6 strokes', 'hip drafting in pairs, swap sides every 100']), 8)],
    () => [pack(400, vary(kit, ['pack swim with a turn around a teammate at each end, drafting, sight every 9 strokes', 'race simulation: drafting in a pack, turn at the flags, sight every 6 strokes']), 4), noWall(vary(kit, [200, 300, 400]))],
  ];
  return rotate(kit, options)();
};

/** A clinic's "apply it" set: the whole stroke with one coaching point, REC/EN1 only (§5.Q). */
export function clinicApply(stroke: Exclude<Stroke, 'im' | 'kick' | 'pull' | 'drill' | 'choice'>): Template {
  return (kit, budget) => {
    const fly = stroke === 'fly';
    const room = fly ? Math.max(100, (profile(kit).flySession - 200) * 2) : budget;
    const repeat = (d: number, description: string, step = 2) => {
      const distance = capped(kit, d, stroke);
      const half = fly && distance === 50;
      return single(flexible(kit, makeSet(kit, { reps: repsFor(Math.min(budget, room), distance, 2, 12, step), distance, stroke, zone: 'EN1', timing: 'rest', rest: vary(kit, [20, 15, 25]), ...(half ? { mix: [{ stroke: 'fly' as const, distance: 25 }, { stroke: 'free' as const, distance: 25 }] } : {}), description, halfLength: distance === 25 }), 2, 16, step));
    };
    const options: Array<() => SetBlock[]> = [
      () => [repeat(50, vary(kit, ['whole stroke, count strokes, one coaching point each', 'whole stroke, hold the drill feel, count strokes']))],
      () => [repeat(25, vary(kit, ['whole stroke at moderate speed, feedback at the wall', 'whole stroke, fewest strokes, feedback at the wall']))],
      ...(fly
        ? [() => [repeat(50, vary(kit, ['two-arm pull on the fly, one coaching point each', 'breathe every second stroke on the fly, feedback at the wall']))]]
        : [
            () => [repeat(100, vary(kit, ['25 drill/75 swim, one coaching point each', '25 drill/75 swim, fewest strokes on the swim']))],
            () => [repeat(75, vary(kit, ['drill-swim-swim by 25, coach feedback each', 'swim-drill-swim by 25, one coaching point each']), 1)],
            () => [repeat(150, vary(kit, ['50 drill/100 swim, hold the count', '50 swim/50 drill/50 swim, one coaching point each']), 1)],
          ]),
    ];
    return rotate(kit, options)();
  };
}
