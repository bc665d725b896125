import type { SetBlock, Stroke } from '@laneforge/contracts';
import { clock, focusNames, strokeNames } from '@laneforge/contracts';
import type { Order } from '../understand';
import { roundUpToClock, swimSeconds } from '../paces';
import { type Kit, allowed, flexible, grid, isYoung, longest, makeSet, profile, repsFor, rounds, rules, single, strokeWord } from '../templates/kit';
import { kickSet, pullSet } from '../templates/kickpull';
import * as main from '../templates/main';
import { drillsFor } from '../templates/drills';
import { preset } from '../templates/technique';
import { cooldown, warmup } from '../templates/warmup';
import { strokeKickAllowed } from './wants';
import { type SessionDraft, addSection, emptyDraft } from './draft';
import { brokenMain, clinicApply, preMeetMain, recoveryMain } from './families';
import { composeStationClinic } from './clinic';
import { runsInStations } from '../understand';
import { timedSteps } from './lesson';
import { heatMinutes, t30Heats } from '../vocabulary';

/** Test sets (COACHING.md §5.N), recovery (K), pre-meet (M), broken swims and IM transitions (G). */

const easy = (kit: Kit, d: number, description = 'easy'): SetBlock => single(makeSet(kit, { distance: Math.min(grid(kit, d), longest(kit, 'choice')), stroke: 'choice', zone: 'REC', timing: 'none', description }));

/** Swim time of a repeat for the kit's swimmers, on the clock. */
const timeOf = (kit: Kit, distance: number, stroke: Stroke, zone: 'EN1' | 'EN2' | 'EN3' | 'SP1') => swimSeconds(kit, kit.course, { distance, stroke, zone, equipment: [] });

function t30(kit: Kit, heats = 1): SetBlock[] {
  const minutes = isYoung(kit) ? 20 : 30;
  const estimate = Math.round(((minutes * 60) / timeOf(kit, 100, 'free', 'EN2')) * 100);
  const distance = Math.max(grid(kit, 50), Math.round(estimate / (kit.course === 'LCM' ? 100 : 50)) * (kit.course === 'LCM' ? 100 : 50));
  const counting = heats > 1
    ? `in two heats: half the team swims while each one's partner counts from the deck (every length ticked, the 5-minute marks called), then they switch for heat 2`
    : `swimmers start 10 s apart in each lane and a counter per lane (the coach with a lap sheet, a parent or a teammate who tests next time) ticks every length and calls the 5-minute marks`;
  const description = `T-${minutes}: ${minutes}:00 continuous at the fastest even pace you can hold (test effort, not a sprint start); ${counting}; a length past halfway counts; T per 100 = ${minutes}:00 ÷ (distance ÷ 100); about ${distance.toLocaleString('en-US')} for this group`;
  return [single(makeSet(kit, { distance, zone: 'EN2', timing: 'none', description }))];
}

function css(kit: Kit): SetBlock[] {
  return [
    single(makeSet(kit, { distance: 400, zone: 'EN3', timing: 'none', description: 'CSS test part 1: all out, even pace; record the time (T400)' })),
    single(makeSet(kit, { distance: grid(kit, 300), stroke: 'choice', zone: 'REC', timing: 'none', description: '5-10 min easy between the swims' })),
    // Triathletes and masters without lactate work swim the 200 as hard as they hold it: EN3 on the label.
    single(makeSet(kit, { distance: 200, zone: profile(kit).noZones.includes('SP1') ? 'EN3' : 'SP1', timing: 'none', description: 'CSS test part 2: all out; record the time (T200). CSS per 100 = (T400 − T200) ÷ 2' })),
  ];
}

function stepTest(kit: Kit): SetBlock[] {
  const sendOff = Math.max(300, roundUpToClock(timeOf(kit, 200, 'free', 'EN1') * 2.2));
  const step = (reps: number, zone: 'EN1' | 'EN2' | 'EN3' | 'SP1', words: string) => ({ ...makeSet(kit, { reps, distance: 200, zone, description: `${words}; record time, splits, heart rate at once and stroke count` }), sendOff: { type: 'interval' as const, seconds: sendOff } });
  return [
    single(step(3, 'EN1', 'steps 1-3, each 200 faster than the one before')),
    single(step(2, 'EN2', 'steps 4-5, faster again')),
    single(step(1, 'EN3', 'step 6, hard')),
    single(step(1, 'SP1', 'step 7, maximal')),
  ];
}

function bestAverage(kit: Kit): SetBlock[] {
  const swim = timeOf(kit, 100, 'free', 'EN3');
  const set = makeSet(kit, { reps: 10, distance: 100, zone: 'EN3', description: 'test: each as fast as can be held; record every time, the average is the score' });
  return [single({ ...set, sendOff: { type: 'interval', seconds: Math.max(120, roundUpToClock(swim * 2)) } })];
}

export function composeTest(kit: Kit, order: Order, volume: number): SessionDraft {
  if (order.test === 'time_trial') return composeTimeTrial(kit, order);
  if (order.test === 'broken') return composeBrokenTest(kit, order, volume);
  const kind = profile(kit).noZones.includes('EN3') || order.test === null ? 't30' : order.test;
  const draft = emptyDraft({ t30: 'T-30 Test Set', css: 'CSS Test', step: '7 x 200 Step Test', best_average: '10 x 100 Best Average Test' }[kind]);
  if (kind === 't30' && isYoung(kit)) draft.name = 'T-20 Test Set';
  const heats = t30Heats(order.brief.who.value.headcount, Math.max(1, order.laneGroups?.length ?? order.brief.lanes.length), order.brief.clock.value.minutes);
  const protocol = kind === 't30' ? t30(kit, heats) : { css, step: stepTest, best_average: bestAverage }[kind](kit);
  // "7x200 on 3:00 descending, take HR and times": the coach's own test set is the test, in the test's place.
  const theirs = order.coachSections.find((c) => c.kind === 'main');
  const testVolume = (theirs?.blocks ?? protocol).reduce((s, b) => s + b.rounds * b.sets.reduce((t, x) => t + x.reps * x.distance, 0), 0);
  const warm = Math.max(grid(kit, 400), Math.min(1200, volume * 0.3));
  addSection(draft, kit, 'warmup', warm, warmup);
  addSection(draft, kit, 'preset', volume * 0.08, (k) => [single(makeSet(k, { reps: 4, distance: 50, zone: 'EN1', description: '2 easy, 2 building to test pace' })), easy(k, 200)], { protect: true });
  addSection(draft, kit, 'main', testVolume, () => protocol, { name: 'Test Set', protect: !theirs });
  const left = volume - warm - volume * 0.08 - testVolume;
  if (left > grid(kit, 400)) addSection(draft, kit, 'pull', left * 0.6, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 100, 2, 10), distance: 100, stroke: allowed(k, 'pull'), zone: 'EN1', equipment: ['pull_buoy'], description: 'easy aerobic, loosen out after the test' }), 1, 20))], { name: 'Aerobic Pull' });
  // A cool-down is 200-600 easy (COACHING.md §4): the rest after the test is aerobic pull.
  addSection(draft, kit, 'cooldown', Math.min(600, Math.max(300, left * 0.4)), cooldown);
  draft.notes.push('Test on a rested day after a full warm-up, with the same protocol every 4-8 weeks; record the times for the next test.');
  return draft;
}

/** "goal 200 times range 1:48 to 2:15": the goals in seconds, as the brief keeps them. */
function goalRange(order: Order): readonly [number, number] | null {
  const m = order.brief.wants.map((w) => /^goal range (\d+)-(\d+)$/.exec(w.structure ?? '')).find((x) => x);
  return m ? [+m[1]!, +m[2]!] : null;
}

const tenths = (seconds: number) => (seconds >= 60 ? clock(Math.floor(seconds)) + (seconds % 1 ? `.${Math.round((seconds % 1) * 10)}` : '') : seconds.toFixed(1));

/**
 * A broken-200 test (COACHING.md §5.N, §7 28): the event swum in pieces on short rest at goal pace,
 * in heats one swimmer a lane so the coaches can take every split, in the middle of the practice
 * after a full warm-up, a recovery swim right after and aerobic swimming to fill the time.
 */
function composeBrokenTest(kit: Kit, order: Order, volume: number): SessionDraft {
  const event = kit.targetEvent ?? { distance: 200, stroke: 'free' as Stroke };
  const stroke = event.stroke === 'im' ? 'free' : event.stroke;
  const asked = order.brief.wants.find((w) => w.structure === 'broken' && w.distance);
  const piece = asked?.distance && asked.distance < event.distance ? asked.distance : event.distance / 4;
  const pieces = Math.max(2, Math.round(event.distance / piece));
  const rest = asked?.rest ?? 10;
  // No lanes said: a six-lane pool, as most are.
  const lanes = order.laneGroups?.length ?? (order.brief.lanes.length || 6);
  const timers = +(order.brief.wants.map((w) => /^timers (\d)$/.exec(w.structure ?? '')).find((x) => x)?.[1] ?? 2);
  const perCoach = Math.ceil(lanes / timers);
  const swimmers = order.brief.who.value.headcount ?? lanes * 5;
  const heats = Math.ceil(swimmers / lanes);
  const range = goalRange(order);
  const goals = range ? [...new Set(Array.from({ length: Math.min(lanes, 6) }, (_, i) => Math.round(range[0] + ((range[1] - range[0]) * i) / Math.max(1, Math.min(lanes, 6) - 1))))] : [];
  const splits = goals.length > 0 ? `goal splits (goal ÷ ${pieces}): ${goals.map((g) => `${clock(g)} → ${tenths(g / pieces)}`).join(' · ')}` : `each ${piece} at goal ${event.distance} pace (goal ÷ ${pieces})`;
  const coaches = Array.from({ length: timers }, (_, c) => {
    const first = c * perCoach + 1;
    const last = Math.min(lanes, first + perCoach - 1);
    return `coach ${c + 1} times lane${last > first ? `s ${first}-${last}` : ` ${first}`}`;
  }).join(', ');
  const name = `${event.distance} ${strokeWord(stroke)}`;
  const description = `broken ${name} test at goal pace: ${splits}. In heats, one swimmer a lane, seeded by goal time (${numberWord(heats)} heats of ${lanes} for about ${swimmers} swimmers, about 4 min a heat); ${coaches}; within a coach's lanes the starts go 10 s apart so no two touches come together. Each ${piece} from a push, the ${rest} s rest on the pace clock; the coach calls every ${piece} split and the total swim time (the rest not counted), the next heat's swimmer in that lane writes them on the lane sheet`;
  const zone = profile(kit).noZones.includes('SP1') ? 'EN3' : 'SP1';
  const draft = emptyDraft(`Broken ${event.distance} ${strokeNames[stroke]} Test`);
  const warm = Math.max(grid(kit, 600), Math.min(1200, volume * 0.16));
  addSection(draft, kit, 'warmup', warm, warmup);
  // Legs fresh for the test: the kick before it is aerobic, nothing fast.
  const kick = !rules(kit).has('no_kick');
  addSection(draft, kit, kick ? 'kick' : 'pull', volume * 0.1, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 100, 3, 8), distance: 100, stroke: kick ? 'kick' : allowed(k, 'pull'), zone: 'EN1', equipment: kick ? [] : ['pull_buoy'], description: 'aerobic, smooth: legs fresh for the test' }), 2, 8))]);
  addSection(draft, kit, 'preset', volume * 0.07, (k) => [single(makeSet(k, { reps: 6, distance: 50, stroke, zone: 'EN1', description: `descend 1-6 to goal ${event.distance} pace on the last two, a push start each` })), easy(k, 200, 'easy, then to your lane for the heats')], { protect: true, name: 'Pre-test' });
  // Every lane swims the whole test: the block is locked against the lanes' fewer repeats.
  addSection(draft, kit, 'main', pieces * piece, (k) => [{ ...single(makeSet(k, { reps: pieces, distance: piece, stroke, zone, timing: 'rest', rest, description })), locked: true }], { name: 'Test Set', protect: true });
  addSection(draft, kit, 'secondary', 400, (k) => [easy(k, 400, 'recovery swim right after the test, all the lanes together: easy, long strokes, 50 back every 100')], { name: 'Recovery Swim', protect: true });
  addSection(draft, { ...kit, stroke: 'free' }, 'secondary', volume * 0.3, main.aerobic, { name: 'Aerobic Set' });
  addSection(draft, kit, 'cooldown', Math.min(500, Math.max(200, volume * 0.05)), cooldown);
  const wait = heatMinutes('broken', swimmers, lanes);
  draft.notes.push(`The test in the middle of practice: the heats take about ${wait + 4} min on deck, ${wait} of them waiting, which the written swimming leaves room for. Waiting swimmers stay behind their lane, warm and dry, the next heat ready on the blocks' end.`);
  draft.notes.push('Test after a full warm-up, with the same protocol every 4-8 weeks; keep the lane sheets for the next test.');
  return draft;
}

const strokesOf = (events: ReadonlyArray<{ stroke?: Stroke | null }>) => new Set(events.map((e) => e.stroke)).size;

const numberWord = (n: number) => (['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n));

/**
 * A time trial for young swimmers (COACHING.md §9b, §5 Q's no-dive rule): each event asked swum once,
 * timed, in heats one swimmer a lane, an order of events the parents can follow with stopwatches.
 */
function composeTimeTrial(kit: Kit, order: Order): SessionDraft {
  const trials = order.brief.wants.filter((w) => w.structure?.startsWith('time trial') && w.distance && w.stroke);
  const events = trials.length > 0 ? trials : (['free', 'back', 'breast', 'fly'] as const).map((stroke) => ({ distance: isYoung(kit) ? 25 : 50, stroke, structure: 'time trial' }));
  // The pool's lanes as said; a lane a band the engine made up from the ages is no lane of the pool.
  const poolLanes = +(order.brief.wants.map((w) => /^lanes (\d+)$/.exec(w.structure ?? '')).find((x) => x)?.[1] ?? 0);
  const lanes = poolLanes || (order.brief.lanes.some((l) => l.source !== 'assumed') ? order.brief.lanes.length : 6);
  const swimmers = order.brief.who.value.headcount ?? lanes * 4;
  const bands = [...new Set(events.map((e) => e.structure!.replace(/^time trial ?/, '')).filter((b) => b))];
  const perBand = bands.length > 1 ? Math.ceil(swimmers / bands.length) : swimmers;
  const minutes = order.requestedMinutes ?? 60;
  const unit = kit.course === 'SCY' ? 'yd' : 'm';
  const heatsOf = (n: number) => Math.ceil(n / lanes);
  const steps: Array<readonly [number, string, string]> = [
    [3, 'Timers and order of events', `Parents: two stopwatches a lane at the finish end, started on the starter's "go" (whistle and arm down) and stopped at the touch; the times written on the lane sheet by heat. ${unit === 'yd' ? '25s' : 'Single lengths'} start at the far end so every race finishes at the timers' end. ${bands.length > 1 ? `${bands.join(' and ')} alternate, so each swimmer rests while the other group swims.` : ''}`.trim()],
    [12, 'Warm-up', `${grid(kit, 200)} ${unit} easy free and back, 4 x 25 kick (board), one 25 of each stroke they will race, easy, then 2 x 25 build to fast. Circle swimming, feet-first entries.`],
  ];
  // "100 IM for 11+" in an 8-14 team: the swimmers of that band only, by their share of the ages.
  const ages = order.brief.who.value.ages;
  const bandSwimmers = (who: string) => {
    const from = /^(\d{1,2})\+$/.exec(who)?.[1];
    if (from && ages && ages.high > ages.low) return Math.max(1, Math.round((swimmers * Math.max(1, ages.high - +from + 1)) / (ages.high - ages.low + 1)));
    return bands.length > 1 ? perBand : swimmers;
  };
  events.forEach((e, i) => {
    const who = e.structure!.replace(/^time trial ?/, '');
    const n = heatsOf(who ? bandSwimmers(who) : swimmers);
    const perHeat = (e.distance! <= 25 ? 1.2 : e.distance! <= 50 ? 1.8 : e.distance! <= 100 ? 2.8 : 4.5) * (e.stroke === 'breast' || e.stroke === 'fly' ? 1.1 : 1);
    const start = e.stroke === 'back' ? 'backstroke start in the water, hands on the wall' : who === '8&U' || (!who && isYoung(kit)) ? 'start in the water, pushing off the wall (no dives)' : 'from the blocks only for swimmers already taught to dive and only where the water is 6 ft (1.84 m) or deeper; everyone else starts in the water from the wall';
    steps.push([Math.max(2, Math.ceil(n * perHeat)), `Event ${i + 1}: ${who ? `${who} ` : ''}${e.distance} ${strokeNames[e.stroke!]}`, `${n} heat${n > 1 ? 's' : ''} of up to ${lanes}, one swimmer a lane; ${start}. The next heat waits behind the lanes.`]);
  });
  steps.push([4, 'Warm-down and times', `Easy ${grid(kit, 100)} ${unit} in every lane; times read back to the swimmers from the lane sheets.`]);
  const needed = steps.reduce((m, [x]) => m + x, 0);
  const draft = emptyDraft('Time Trial');
  draft.steps = timedSteps(steps, Math.max(minutes, needed));
  if (needed > minutes) draft.notes.push(`All the events asked take about ${needed} min with ${swimmers} swimmers in ${lanes} lanes: ${needed - minutes} min more than your ${minutes}; fewer events per swimmer would fit it.`);
  if (bands.length > 1) {
    const each = bands.map((b) => `${b} swim the ${[...new Set(events.filter((e) => e.structure === `time trial ${b}`).map((e) => e.distance))].join(' and ')}s`).join(', ');
    draft.notes.push(`${each}: every event for everyone would be ${new Set(events.map((e) => `${e.distance} ${e.stroke}`)).size} swims each instead of ${strokesOf(events)}, too many for the hour.`);
  }
  draft.notes.push('Every swimmer on the deck side of the lane between heats; no diving anywhere else; a coach on deck for every start.');
  return draft;
}

export function composeRecovery(kit: Kit, _intent: Order, volume: number): SessionDraft {
  const draft = emptyDraft('Recovery Swim');
  const fins = !rules(kit).has('no_fins') && !rules(kit).has('ankle') && !rules(kit).has('no_kick') && !isYoung(kit);
  addSection(draft, kit, 'warmup', volume * 0.25, (k, b) => [easy(k, Math.min(600, Math.max(200, Math.round(b / 100) * 100)), 'easy, long strokes')]);
  addSection(draft, kit, 'drill', volume * 0.2, (k, b) => [
    single(flexible(k, makeSet(k, { reps: repsFor(b * 0.6, 50, 4, 10, 2), distance: 50, stroke: 'drill', zone: 'EN1', timing: 'rest', rest: 15, description: 'drill/swim by 25, choice of drills' }), 2, 12, 2)),
    single(makeSet(k, { reps: 8, distance: 25, stroke: 'drill', zone: 'REC', timing: 'rest', rest: 15, description: 'scull: front, middle, back', halfLength: true })),
  ]);
  if (fins) addSection(draft, kit, 'kick', volume * 0.15, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 100, 2, 6), distance: 100, stroke: 'kick', zone: 'REC', equipment: ['fins'], timing: 'rest', rest: 20, description: 'easy kick with fins, on your back' }), 2, 8))]);
  addSection(draft, kit, 'main', volume * (fins ? 0.32 : 0.45), recoveryMain);
  addSection(draft, kit, 'cooldown', volume * 0.08, cooldown);
  draft.notes.push('Nothing faster than EN1 today; stop early rather than add volume.');
  return draft;
}

export function composePreMeet(kit: Kit, order: Order, volume: number): SessionDraft {
  const draft = emptyDraft('Pre-meet Practice');
  const event = kit.targetEvent ?? { distance: 200, stroke: kit.stroke === 'im' ? 'free' : kit.stroke };
  const stroke = event.stroke === 'im' ? 'choice' : event.stroke;
  addSection(draft, kit, 'warmup', volume * 0.36, warmup);
  addSection(draft, kit, 'drill', volume * 0.22, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 100, 3, 8), distance: 100, stroke: 'drill', zone: 'EN1', description: '50 drill/50 swim' }), 2, 8))]);
  addSection(draft, kit, 'main', volume * 0.16, preMeetMain(order.targetEvent ? order.targetEvent.name : '200', stroke), { name: 'Race-Pace Set', protect: true });
  addSection(draft, kit, 'skills', 100, (k) => [single(makeSet(k, { reps: 4, distance: 25, stroke: 'choice', zone: 'SP3', timing: 'rest', rest: 45, description: rules(k).has('no_dives') || isYoung(k) ? 'push starts and turns' : 'starts, turns and relay exchanges', halfLength: true }))], { protect: true });
  addSection(draft, kit, 'cooldown', volume * 0.12, cooldown);
  draft.notes.push('Taper: intensity kept, volume cut, rest generous.');
  return draft;
}

export function composeBroken(kit: Kit, order: Order, volume: number): SessionDraft {
  const event = kit.targetEvent ?? { distance: isYoung(kit) ? 100 : 200, stroke: kit.stroke === 'im' ? 'free' : kit.stroke };
  const name = `${event.distance} ${strokeWord(event.stroke)}`;
  const draft = emptyDraft(`Broken ${event.distance} ${event.stroke === 'im' ? 'IM' : strokeNames[event.stroke]} Workout`);
  const goal = order.goalTime ? ` (goal ${clock(Math.round(order.goalTime))}: the four swims add up to goal + 1-2 s)` : ', add up the swims and compare with the goal time';
  addSection(draft, kit, 'warmup', volume * 0.22, warmup);
  addSection(draft, kit, 'preset', volume * 0.1, preset);
  const asked = order.brief.wants.find((w) => w.structure === 'broken' && w.distance);
  addSection(draft, kit, 'main', volume * 0.3, brokenMain(event, name, goal, asked ? { piece: asked.distance!, rest: asked.rest ?? null } : undefined), { name: 'Broken Swims' });
  addSection(draft, kit, rules(kit).has('no_kick') ? 'pull' : 'kick', volume * 0.14, rules(kit).has('no_kick') ? pullSet : kickSet);
  // The aerobic support is swum free: the event's stroke has had its work in the broken swims.
  addSection(draft, { ...kit, stroke: 'free' }, 'secondary', volume * 0.14, main.aerobic, { name: 'Aerobic Set' });
  addSection(draft, kit, 'cooldown', volume * 0.08, cooldown);
  return draft;
}

/** The strokes of an IM the coach allows, in order, and the turns between them. */
function transitions(kit: Kit): string[] {
  const order = (['fly', 'back', 'breast', 'free'] as const).filter((s) => allowed(kit, s) === s);
  return order.slice(0, -1).map((s, i) => `${strokeWord(s)}-to-${strokeWord(order[i + 1]!)}`);
}

/** The back-to-breast turns the coach named, as the turn set teaches them. */
const backToBreastTurns: Record<string, string> = {
  'bucket turn': 'back-to-breast as a bucket turn (touch on the back, backward somersault, push off on the breast)',
  'crossover turn': 'back-to-breast as a crossover turn (touch, roll over the touching arm, push off on the breast)',
  'open turn': 'back-to-breast as an open turn (touch on the back, turn to the breast at the wall)',
  'somersault turn': 'back-to-breast as a somersault turn',
  'rollover turn': 'back-to-breast as a crossover turn (touch, roll over the touching arm, push off on the breast)',
};

export function composeImTransitions(kit: Kit, order: Order, volume: number): SessionDraft {
  const draft = emptyDraft('IM Transitions Workout');
  const named = order.brief.wants.map((w) => (w.structure ? backToBreastTurns[w.structure] : undefined)).filter((x): x is string => x !== undefined);
  // Two turns named ("crossover and bucket"): odds one, evens the other; a demo before the set.
  const backBreast = named.length >= 2 ? `odds ${named[0]!.replace(/^back-to-breast as /, '')}, evens ${named[1]!.replace(/^back-to-breast as /, '')} for back-to-breast (demo first)` : named[0] ? `${named[0]} (demo first)` : null;
  const turns = [...transitions(kit).filter((t) => !(backBreast && t === 'back-to-breast')), ...(backBreast ? [backBreast] : [])].join(', ');
  const lcm = kit.course === 'LCM';
  addSection(draft, kit, 'warmup', volume * 0.2, warmup);
  addSection(draft, kit, 'preset', volume * 0.15, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, lcm ? 100 : 50, 6, 12, 3), distance: lcm ? 100 : 50, stroke: 'choice', zone: 'EN1', description: `across one turn each: ${turns}, repeat` }), 3, 12, 3))], { name: 'Transition Pre-set' });
  addSection(draft, kit, 'kick', volume * 0.13, kickSet);
  addSection(draft, kit, 'main', volume * 0.38, main.im);
  addSection(draft, kit, 'skills', volume * 0.06, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, lcm ? 50 : 25, 4, 12, 2), distance: lcm ? 50 : 25, stroke: 'choice', zone: 'EN2', description: `from mid-pool: into the wall, IM turn, out to the flags; ${turns}` }), 4, 12, 2))], { name: 'IM Turns' });
  addSection(draft, kit, 'cooldown', volume * 0.08, cooldown);
  return draft;
}

/** A clinic: stations on a rotation when there are helpers or many swimmers (§9b); one coach and one theme is a technique session (§5.J). */
export function composeClinic(kit: Kit, order: Order, volume: number): SessionDraft {
  if (runsInStations(order.brief)) return composeStationClinic(kit, order);
  const stroke = kit.stroke === 'im' ? 'free' : kit.stroke;
  const draft = emptyDraft(`${focusNames[stroke]} Clinic`);
  addSection(draft, kit, 'warmup', volume * 0.2, (k, b) => [easy(k, Math.max(200, Math.round((b * 0.6) / 100) * 100)), single(makeSet(k, { reps: 4, distance: 50, stroke: 'choice', zone: 'EN1', timing: 'rest', rest: 20, description: 'build, long strokes' }))]);
  // "His breaststroke kick is a scissor kick": the progression teaches that stroke's kick (COACHING.md §5.H).
  const kickFix = order.brief.wants.some((w) => w.kind === 'kick' && w.stroke === stroke) && (stroke === 'breast' || stroke === 'fly') && strokeKickAllowed(kit, stroke);
  const kickDrills: Record<'breast' | 'fly', string[]> = {
    breast: ['breast kick on the wall, holding the gutter: heels to the seat, toes turned out, squeeze', 'breast kick on the back, knees under the water', 'breast kick with a board, feet flexed, a glide after each kick', '2 kicks 1 pull, a long glide after each kick'],
    fly: ['fly kick on the back, small and fast from the core', 'fly kick on the side, hands at the sides', 'fly kick with a board, two beats a breath', '3 kicks 1 pull fly'],
  };
  addSection(draft, kit, 'drill', volume * 0.5, (k) => {
    const drills = kickFix ? kickDrills[stroke as 'breast' | 'fly'] : drillsFor(k, stroke);
    const blocks: SetBlock[] = [];
    // A kick taught in steps goes in order; drills for the whole stroke start anywhere in their list.
    const offset = kickFix ? 0 : k.rng.int(0, drills.length - 1);
    for (let i = 0; i < Math.min(4, drills.length); i++) {
      const name = drills[(offset + i) % drills.length]!;
      blocks.push(rounds(1, `Step ${i + 1}: ${name}`, [
        makeSet(k, { reps: 4, distance: grid(k, 25), stroke: 'drill', zone: 'EN1', timing: 'rest', rest: 20, description: `${name}, coach feedback at the wall` }),
        makeSet(k, { reps: 2, distance: stroke === 'fly' ? 25 : 50, stroke, zone: 'EN1', timing: 'rest', rest: 20, description: 'swim, apply the drill', halfLength: true }),
      ]));
    }
    return blocks;
  }, { name: 'Drill Progression', protect: true });
  addSection(draft, kit, 'main', volume * 0.22, clinicApply(stroke), { name: 'Apply It' });
  addSection(draft, kit, 'cooldown', volume * 0.08, cooldown);
  draft.notes.push('One theme, long coaching rest: REC and EN1 only. Demo first: the coach shows each drill from the deck (or a swimmer shows it) before the group swims it; coach at the end of the lane where the 25s finish, one point per swimmer at the wall.');
  // The swimming is the smaller part of a clinic's clock: the demonstrations and the feedback fill the rest.
  if (order.requestedMinutes) draft.notes.push(`About ${order.requestedMinutes} minutes with the demonstrations and the feedback at the wall; the swimming alone is the time in the header.`);
  return draft;
}

