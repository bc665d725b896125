import type { BriefWant, SetBlock, Stroke, Zone } from '@laneforge/contracts';
import * as main from '../templates/main';
import { type Kit, allowed, flexible, grid, holdText, isYoung, longest, makeSet, profile, repsFor, rounds, rules, single } from '../templates/kit';
import { SAFETY_LINE } from './draft';
import { kickSet } from '../templates/kickpull';

/**
 * The parts a coach asked for without writing them (COACHING.md §4-5): "a main set of 100s at
 * threshold", "a pyramid main", "race pace 50s at the end", "a relay game to close (15 min)", "all
 * 25s today", "the 12 days of Christmas", "sighting in the pool", "flags-to-wall counting". Each is
 * written here as real sets; the practice composer places them.
 */

type Template = main.Template;

const zoneTemplates: Partial<Record<Zone, Template>> = { EN1: main.aerobic, EN2: main.threshold, EN3: main.vo2, SP1: main.lactate, SP2: main.lactate, SP3: main.sprint };

/** The zone a squad may train that is nearest the one asked (no lactate before ~12, COACHING.md §2). */
function zoneFor(kit: Kit, zone: Zone): Zone {
  const ladder: Zone[] = ['SP3', 'SP2', 'SP1', 'EN3', 'EN2', 'EN1'];
  if (zone === 'SP3') return 'SP3';
  for (const z of ladder.slice(ladder.indexOf(zone))) if (!profile(kit).noZones.includes(z)) return z;
  return 'EN1';
}

const effort: Record<Zone, (kit: Kit, d: number, stroke: Stroke) => string> = {
  REC: () => 'easy',
  EN1: (kit) => (kit.rng.chance(0.5) ? 'steady, same pace on every one' : 'odds long and smooth, evens at tempo'),
  EN2: (kit, d, stroke) => `hold ${holdText(kit, d, stroke, 'EN2')}`,
  EN3: (kit, d, stroke) => `best average, target ${holdText(kit, d, stroke, 'EN3')}`,
  SP1: () => 'race pace, full effort',
  SP2: () => 'all out, full recovery',
  SP3: () => 'all out from a push, perfect finish',
};

/** "A main set of 100s (at threshold)": repeats of that distance in the zone, in rounds when there are many. */
function repeats(distance: number, zone: Zone, asked?: Stroke | null): Template {
  return (kit, budget) => {
    // "a main set of fly 50s": the stroke the coach named for it, as the limits allow.
    const own = asked && asked !== 'kick' && asked !== 'pull' && asked !== 'drill' && asked !== 'choice' ? asked : null;
    const stroke = allowed(kit, own ?? (kit.stroke === 'im' ? 'free' : kit.stroke));
    const z = zoneFor(kit, zone);
    const d = Math.min(grid(kit, distance), Math.max(grid(kit, 25), longest(kit, stroke)));
    const most = d <= 25 ? 24 : d <= 50 ? 24 : d <= 100 ? 30 : d <= 200 ? 12 : 8;
    const reps = repsFor(budget, d, 3, most * 2);
    const description = effort[z](kit, d, stroke);
    if (reps <= most || z === 'SP3') return [single(flexible(kit, makeSet(kit, { reps: Math.min(reps, most), distance: d, stroke, zone: z, description }), 3, most))];
    // Thirty-odd 100s are written as rounds with an easy swim between, as coaches break a long set.
    const n = reps > most * 1.5 ? 3 : 2;
    const per = Math.round(reps / n);
    return [
      rounds(n, null, [
        makeSet(kit, { reps: per, distance: d, stroke, zone: z, description: `${description}${n > 1 ? ', each round a little faster' : ''}` }),
        makeSet(kit, { distance: grid(kit, 100), stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' }),
      ]),
    ];
  };
}

/** A pyramid in the zone asked: up and back down, one pace per 100 (COACHING.md §5). */
function pyramid(zone: Zone, ladder = false): Template {
  return (kit, budget) => {
    const stroke = allowed(kit, kit.stroke === 'im' ? 'free' : kit.stroke);
    const z = zoneFor(kit, zone === 'SP3' || zone === 'SP2' || zone === 'SP1' ? 'EN2' : zone);
    const top = longest(kit, stroke) >= 400 && budget >= 2000 ? 400 : longest(kit, stroke) >= 300 && budget >= 1400 ? 300 : 200;
    const step = top >= 300 ? 100 : 50;
    const up = Array.from({ length: top / step }, (_, i) => grid(kit, (i + 1) * step));
    // A ladder goes one way: down from the longest, each step a little faster per 100.
    const steps = ladder ? [...up].reverse() : [...up, ...up.slice(0, -1).reverse()];
    const per = steps.reduce((a, b) => a + b, 0);
    const times = Math.max(1, Math.min(ladder ? 3 : 2, Math.round(budget / per)));
    const pace = ladder ? 'each step a little faster per 100' : z === 'EN1' ? 'same pace per 100 on every step' : `${holdText(kit, 100, stroke, z)} per 100 on every step`;
    return [rounds(times, `${ladder ? 'ladder down' : 'pyramid'} ${steps.join('-')}, ${pace}`, steps.map((d) => makeSet(kit, { distance: d, stroke, zone: z, description: '' })))];
  };
}

/** "The 12 days of Christmas": day n is n x 25, strokes in turn; one day at a time, with the coach calling the day. */
const christmasDays: ReadonlyArray<readonly [Stroke, string]> = [
  ['free', 'a partridge: easy free'],
  ['back', 'two turtle doves: back'],
  ['kick', 'three French hens: kick'],
  ['drill', 'four calling birds: drill'],
  ['breast', 'five golden rings: breast'],
  ['free', 'six geese: build free'],
  ['choice', 'seven swans: choice'],
  ['kick', 'eight maids: kick fast'],
  ['im', 'nine ladies: IM order by 25'],
  ['free', 'ten lords: free, fast'],
  ['back', 'eleven pipers: back'],
  ['free', 'twelve drummers: all out free'],
];

function twelveDays(kit: Kit, budget: number): SetBlock[] {
  const d = grid(kit, 25);
  // All twelve days are 78 lengths; a shorter practice swims the even days (42 lengths).
  const all = budget >= d * 48;
  return [
    rounds(1, `12 days of Christmas, day n is n x ${d}${all ? '' : ' (the even days)'}, 10 s rest between`, christmasDays
      .map(([stroke, words], i) => ({ day: i + 1, stroke: stroke === 'im' && d % 25 === 0 ? ('choice' as Stroke) : allowed(kit, stroke), words }))
      .filter((x) => all || x.day % 2 === 0)
      .map((x) => makeSet(kit, { reps: x.day, distance: d, stroke: x.stroke, zone: x.day === 12 ? 'SP3' : x.stroke === 'drill' ? 'REC' : 'EN1', timing: 'rest', rest: 10, description: `day ${x.day}, ${x.words}`, halfLength: true }))),
  ];
}

/** The main set the coach asked for, or null to let the practice composer choose. */
export function wantedMain(want: BriefWant | undefined, focusZone: Zone): Template | null {
  if (!want) return null;
  if (want.structure === '12 days') return twelveDays;
  if (want.structure === 'fun') return funMain;
  if (want.structure === 'stroke count') return strokeCountMain;
  if (want.structure === 'relay exchanges') return relayExchanges;
  if (want.structure === 'power') return powerMain;
  const zone = want.zone ?? focusZone;
  if (want.structure === 'pyramid' || want.structure === 'ladder') return pyramid(zone, want.structure === 'ladder');
  if (want.distance) return repeats(want.distance, zone, want.stroke);
  return want.zone ? (zoneTemplates[want.zone] ?? null) : null;
}

/**
 * A power day with resistance ("we have parachutes, power racks and stretch cords"): rounds of short all-out swims
 * against the chute, then the same swim free of it to feel the speed; full rest, quality over yards.
 */
const powerMain: Template = (kit, budget) => {
  const d = grid(kit, 25);
  const strokes = [allowed(kit, 'free'), ...(['fly', 'breast', 'back'] as const).filter((x) => kit.focus.includes(x) && allowed(kit, x) === x)];
  const gear = profile(kit).paddles && !rules(kit).has('shoulder') ? (['parachute'] as const) : ([] as const);
  const each = Math.max(2, Math.min(4, Math.round(budget / (d * 3) / strokes.length)));
  return strokes.map((stroke, i) =>
    rounds(each, i === 0 ? 'power: resisted, then free, full rest' : null, [
      makeSet(kit, { reps: 2, distance: d, stroke, zone: 'SP3', timing: 'rest', rest: 60, equipment: [...gear], description: gear.length > 0 ? 'max effort against the chute, from a push' : 'max effort, from a push', halfLength: true }),
      makeSet(kit, { reps: 1, distance: d, stroke, zone: 'SP3', timing: 'rest', rest: 90, description: 'same swim without it: feel the speed, race the turn', halfLength: true }),
    ]),
  );
};

/** "Race pace 50s at the end", "sprint 25s to finish": that distance at that effort. */
export function wantedSpeed(want: BriefWant): Template {
  return (kit, budget) => {
    const stroke = allowed(kit, kit.stroke === 'im' ? 'free' : kit.stroke);
    const d = grid(kit, want.distance ?? (want.kind === 'race_pace' ? 50 : 25));
    const z = zoneFor(kit, want.zone ?? (want.kind === 'race_pace' ? 'SP1' : 'SP3'));
    const goal = kit.targetEvent ? `${kit.targetEvent.distance} ${kit.targetEvent.stroke === 'im' ? 'IM' : kit.targetEvent.stroke}` : d <= 25 ? '50' : '100';
    const description = want.kind === 'race_pace' ? `at ${goal} race pace, full recovery, coach calls splits` : 'all out, perfect finish';
    return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 4, 12, 2), distance: d, stroke, zone: z, description, halfLength: d < 50 }), 4, 12, 2))];
  };
}

/**
 * A relay practice: exchanges taught in fours (the takeoff on the incoming touch), then relay rounds
 * raced from the blocks with the order changed each round, and medley exchanges when the group swims
 * all four strokes.
 */
const relayExchanges: Template = (kit, budget) => {
  const d = grid(kit, 25);
  const fifty = grid(kit, 50);
  const noDives = rules(kit).has('no_dives');
  const takeoffs = noDives
    ? ['in-water exchanges: the next swimmer holds the wall and goes on the touch']
    : ['step-up starts on the blocks: move as the incoming hand passes the flags, feet leave on the touch', 'arm-swing takeoffs: start the swing as the incoming swimmer takes the last stroke, feet leave on the touch', 'exchange practice: the incoming swimmer sprints the last 12 and the coach calls each takeoff safe or early'];
  const teach = flexible(kit, makeSet(kit, { reps: kit.rng.pick([4, 6, 8]), distance: d, stroke: 'free', zone: 'SP3', timing: 'rest', rest: 45, description: `relay exchanges in fours: ${kit.rng.pick(takeoffs)}; coach judges every takeoff (early = DQ)`, halfLength: true }), 4, 8, 2);
  const medley = !rules(kit).has('no_fly') && !rules(kit).has('no_breast') && !rules(kit).has('no_back') && !isYoung(kit)
    ? [single(flexible(kit, makeSet(kit, { reps: 4, distance: d, stroke: 'choice', zone: 'SP3', timing: 'rest', rest: 45, description: `medley exchanges: back → breast → fly → free, one ${d} each, the next swimmer leaves on the touch`, halfLength: true }), 4, 4))]
    : [];
  const start = noDives ? 'push starts' : 'exchanges from the blocks';
  // The relay rounds change from day to day: 50s raced, 100s held at race pace, or a round of 25s for the takeoffs.
  const designs = [
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.45, fifty, 3, 6, 1), distance: fifty, stroke: 'free', zone: 'SP2', timing: 'rest', rest: kit.rng.pick([120, 150, 180]), description: `relay rounds: relays of four, one ${fifty} each, ${start}, race the other relays; change the order each round` }), 3, 6))],
    () => [single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.45, fifty * 2, 2, 4, 1), distance: fifty * 2, stroke: 'free', zone: 'SP1', timing: 'rest', rest: 180, description: `relay rounds: relays of four, one ${fifty * 2} each at race pace, ${start}; each leg's split read out, beat it next round` }), 2, 4))],
    () => [
      single(flexible(kit, makeSet(kit, { reps: 4, distance: d, stroke: 'free', zone: 'SP3', timing: 'rest', rest: 60, description: `takeoff round: relays of four, one ${d} each, ${start}; the fastest exchange wins, not the fastest swim`, halfLength: true }), 4, 4)),
      single(flexible(kit, makeSet(kit, { reps: repsFor(budget * 0.35, fifty, 2, 4, 1), distance: fifty, stroke: 'free', zone: 'SP2', timing: 'rest', rest: 150, description: `relay rounds: relays of four, one ${fifty} each, ${start}, raced; swap the anchor each round` }), 2, 4)),
    ],
  ];
  // Legs as long as the relay raced: a 200 relay's legs are 50s, never 100s.
  const short = kit.targetEvent !== null && kit.targetEvent.distance <= 200;
  const choices = short ? [designs[0]!, designs[2]!] : designs;
  return [single(teach), ...medley, ...choices[kit.variant % choices.length]!()];
};

/**
 * A swim-off for a spot (a relay leg, an event): swum fresh after the warm-up, the swimmers side by side
 * from the blocks with two watches a lane, after a short race-speed prep; a tie swims again.
 */
export function swimOff(want: BriefWant): Template {
  return (kit) => {
    // "race a 200, their choice of stroke": a race of the coach's is each swimmer's stroke when none is named.
    const race = want.structure === 'race';
    const stroke = want.stroke && want.stroke !== 'kick' && want.stroke !== 'pull' ? allowed(kit, want.stroke) : race ? 'choice' : 'free';
    const d = grid(kit, want.distance ?? 50);
    const dives = !rules(kit).has('no_dives');
    const prep = makeSet(kit, { reps: 3, distance: grid(kit, 25), stroke, zone: 'SP3', timing: 'rest', rest: 60, description: race ? `build to race speed ${dives ? 'from the blocks' : 'from a push'}, the last one at 100 %${stroke === 'choice' ? ', in the stroke they race' : ''}` : `swim-off swimmers: ${dives ? 'from the blocks' : 'push starts'}, build to race speed, the last one at 100 %`, halfLength: true });
    const swim = makeSet(kit, { reps: 1, distance: d, stroke, zone: d <= 50 ? 'SP2' : 'SP1', description: race ? `RACE IT ${dives ? 'from a dive' : 'from a push'}${stroke === 'choice' ? ', their choice of stroke' : ''}: side by side, a watch on each, times called and written down` : `SWIM-OFF: side by side ${dives ? 'from the blocks' : 'from a push'}, two watches a lane, fastest takes the spot; a tie swims it again after 10 min easy` });
    const down = makeSet(kit, { reps: 1, distance: grid(kit, 200), stroke: 'free', zone: 'REC', description: race && want.place === 'end' ? 'swim-down, easy, loosen out' : 'swim-down, then back into the practice' });
    // A race to close the practice: the cool-down after it is the swim-down.
    if (race && want.place === 'end') return [single(flexible(kit, prep, 3, 3)), single(flexible(kit, swim, 1, 1))];
    return [single(flexible(kit, prep, 3, 3)), single(flexible(kit, swim, 1, 1)), single(flexible(kit, down, 1, 1))];
  };
}

/** A relay game to close: teams by lane, everyone swims, the winners choose the cool-down. */
export function relayGame(want: BriefWant): Template {
  return (kit, budget) => {
    const young = isYoung(kit) || profile(kit).level === 'age_group_11_12';
    const d = grid(kit, 25);
    const legs = want.minutes ? Math.max(4, Math.min(12, Math.round(want.minutes / 2))) : repsFor(budget, d, 4, 10, 2);
    const noDives = rules(kit).has('no_dives') || young;
    const games = young
      ? ['relay: teams by lane, one 25 each, free then back then "silly stroke"; winners pick the cool-down', 'relay: teams by lane, one 25 each, odd legs kick with a board, even legs swim; cheer every finish']
      : ['relay: teams by lane, one 25 each, stroke drawn from a hat each round', 'medley relay rounds: teams of four, one 25 each, back-breast-fly-free, then switch legs'];
    const start = noDives ? ', push starts in the water' : ', relay exchanges from the blocks';
    return [single(makeSet(kit, { reps: legs, distance: d, stroke: rules(kit).has('no_fly') ? 'free' : 'choice', zone: 'SP3', timing: 'rest', rest: 45, description: `${kit.rng.pick(games)}${start}`, halfLength: true }))];
  };
}

/** Skills asked by name: sighting in the pool, backstroke flags-to-wall and rollover turns, streamline off the walls, breaststroke pullouts. */
export function wantedSkill(want: BriefWant): Template {
  return (kit, budget) => {
    const d = grid(kit, want.structure === 'sighting' ? 50 : 25);
    const reps = repsFor(budget, d, 4, 12, 2);
    if (want.structure === 'sighting') return [single(makeSet(kit, { reps, distance: d, stroke: 'free', zone: 'EN1', description: 'sight every 6 strokes on a mark at the end wall: eyes up like a crocodile, then breathe to the side' }))];
    // Open water has no walls: turn at the flags or around a teammate, no push.
    if (want.structure === 'no-wall turns') return [single(makeSet(kit, { reps: Math.max(2, Math.round(reps / 2)), distance: d * 2, stroke: 'free', zone: 'EN1', description: 'no-wall turns: turn at the flags or around a teammate "buoy", never touch the wall' }))];
    if (want.structure === 'flip progression') {
      // New flip-turners (COACHING.md §4, turns): the flip alone, then into the wall, then at speed.
      const steps = [
        makeSet(kit, { reps: Math.max(4, Math.round(reps / 3)), distance: d, stroke: 'free', zone: 'REC', timing: 'rest', rest: 20, description: 'mid-pool somersaults: push off, 3 strokes, tuck and flip in open water, chin to chest, blow out through the nose' }),
        makeSet(kit, { reps: Math.max(4, Math.round(reps / 3)), distance: d, stroke: 'free', zone: 'EN1', timing: 'rest', rest: 20, description: 'from the flags: breathe at the flags, 3 strokes in, flip, feet on the wall, push off on the back, rotate in streamline' }),
        makeSet(kit, { reps: Math.max(4, Math.round(reps / 3)), distance: d * 2, stroke: 'free', zone: 'EN1', timing: 'rest', rest: 20, description: 'a flip at the turn at swimming speed, streamline past the flags; walk it back if it goes wrong' }),
      ];
      return [rounds(1, 'Flip-turn progression, each step demonstrated first', steps)];
    }
    if (want.structure === 'streamline') return [single(makeSet(kit, { reps, distance: d, stroke: 'kick', zone: 'EN1', timing: 'rest', rest: 20, description: 'streamline off every wall: hands stacked, arms squeezing the ears, tight body, glide past the flags, then kick to the surface; longest glide wins' }))];
    if (want.structure === 'back turns') {
      const flip = rules(kit).has('no_flip_turns') ? 'open turn' : 'rollover onto the front, one pull, flip';
      return [single(makeSet(kit, { reps, distance: d, stroke: 'back', zone: 'EN1', description: `count strokes from the flags to the wall, then ${flip}; same count every length` }))];
    }
    return [single(makeSet(kit, { reps, distance: d, stroke: allowed(kit, 'breast'), zone: 'EN1', description: 'pullout off every wall: glide, pull to the thighs, glide, dolphin kick, kick to the surface, then 2 strokes' }))];
  };
}

/**
 * "Some breath control on 3/5 (not crazy)" in a practice about something else: one set of
 * breathing patterns at moderate speed, never longer than the coach said (COACHING.md §5.O), with
 * the safety line; every 3 at most for young swimmers or a group with a reason not to stretch the breath.
 */
export function wantedBreathing(want: BriefWant): Template {
  return (kit, budget) => {
    const said = [...want.words.matchAll(/\d/g)].map((m) => +m[0]).filter((n) => n >= 2 && n <= 9);
    const ruled = rules(kit);
    const gentle = isYoung(kit) || ['asthma', 'pregnant', 'light_only', 'no_breath_control'].some((r) => ruled.has(r as never));
    // "bilateral breathing": every 3, both sides, not a hypoxic ladder.
    const most = gentle || /\bbilateral\b|\bboth sides\b/.test(want.words) ? 3 : Math.min(7, said.length > 0 ? Math.max(...said) : /not crazy|easy|light|a little|some\b/.test(want.words) ? 5 : 7);
    const ladder = [3, 5, 7].filter((n) => n <= most);
    const d = budget >= 800 ? 100 : 50;
    const pattern = ladder.length === 1 ? 'breathe every 3, both sides, long smooth exhale' : `breathe every ${ladder.join('/')} by 25 at moderate speed`;
    return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 4, 12, 2), distance: d, stroke: allowed(kit, 'free'), zone: 'EN1', extra: 5, description: `${pattern}. ${SAFETY_LINE}` }), 2, 16, 2))];
  };
}

/** Whether a stroke's own kick may be swum: not with a limit on the stroke, a lower back for fly, a knee for breaststroke. */
export function strokeKickAllowed(kit: Kit, stroke: Stroke): boolean {
  const ruled = rules(kit);
  return allowed(kit, stroke) === stroke && !(stroke === 'fly' && ruled.has('lower_back')) && !(stroke === 'breast' && (ruled.has('knee') || ruled.has('no_breast_kick')));
}

/** The kick of a stroke the coach named ("breaststroke kick"): that kick, with the cues that make it (COACHING.md §4). */
export function strokeKick(stroke: Stroke): Template {
  const cues: Partial<Record<Stroke, readonly string[]>> = {
    breast: ['breast kick with a board: heels to the seat, feet turned out, snap together and glide', 'breast kick on the back, hands at the sides: knees stay under the water', 'odds breast kick in streamline, evens 2 kicks 1 pull'],
    fly: ['dolphin kick on the back in streamline, small fast kicks from the hips', 'odds dolphin kick on the stomach, evens on the side, arms in streamline'],
    back: ['back kick in streamline, ears in, hips up, toes boil the surface', 'odds back kick hands at the sides, evens in streamline: hips at the surface', 'back kick, no board, arms at the sides: ears in, eyes up, hips up'],
  };
  return (kit, budget) => {
    // A limit on that stroke or its kick leaves the usual kick set.
    if (!strokeKickAllowed(kit, stroke)) return kickSet(kit, budget);
    const options = cues[stroke] ?? ['flutter kick, steady'];
    const board = stroke === 'breast' && !rules(kit).has('no_kickboard') && kit.rng.chance(0.5);
    const d = grid(kit, 50);
    return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, d, 4, 16, 2), distance: d, stroke: 'kick', zone: 'EN1', equipment: board ? ['kickboard'] : [], description: board ? options[0]! : kit.rng.pick(options.slice(1).length > 0 ? options.slice(1) : options) }), 4, 20, 2))];
  };
}

/** A fun day's main set (COACHING.md §2, games for young swimmers): the stroke drawn by chance, every swim still real aerobic work. */
function funMain(kit: Kit, budget: number): SetBlock[] {
  const d = grid(kit, 50);
  const reps = repsFor(budget * 0.6, d, 8, 24, 2);
  const noFly = allowed(kit, 'fly') !== 'fly';
  const games = [
    `roll the die each one: 1 ${noFly ? 'kick' : 'fly'}, 2 back, 3 breast, 4 free, 5 kick, 6 swimmer's choice`,
    `draw a card each one: hearts free, spades back, diamonds breast, clubs ${noFly ? 'kick' : 'fly'}; a face card is a fast one`,
    'the lane leader picks the stroke each one and goes last next time; the coach calls a "switch!" mid-length now and then',
  ];
  const steady = makeSet(kit, { reps, distance: d, stroke: 'choice', zone: 'EN1', extra: 10, description: kit.rng.pick(games) });
  const ladder = makeSet(kit, { reps: repsFor(budget * 0.4, grid(kit, 25), 4, 16, 2), distance: grid(kit, 25), stroke: 'choice', zone: 'SP3', timing: 'rest', rest: 30, description: 'beat the coach: the coach swims (or walks) a length, anyone who finishes first picks the next stroke', halfLength: true });
  return [single(flexible(kit, steady, 2, 30, 2)), single(ladder)];
}

/** Stroke counts (COACHING.md §4, technique): counted on every length, fewer strokes at the same send-off, never spinning to make it. */
function strokeCountMain(kit: Kit, budget: number): SetBlock[] {
  const d = grid(kit, 100);
  const count = makeSet(kit, { reps: repsFor(budget * 0.6, d, 4, 16), distance: d, stroke: 'free', zone: 'EN1', extra: 15, description: 'count strokes on every length: odds hold your count, evens take 2 fewer at the same speed' });
  const d2 = grid(kit, 50);
  const golf = makeSet(kit, { reps: repsFor(budget * 0.4, d2, 4, 12, 2), distance: d2, stroke: 'free', zone: 'EN1', extra: 15, description: 'swim golf: time + strokes per 50, lower the score each one' });
  return [single(flexible(kit, count, 2, 20)), single(flexible(kit, golf, 2, 16, 2))];
}
