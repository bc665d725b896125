import type { PlanSection, SetBlock, Stroke } from '@laneforge/contracts';
import { clock } from '@laneforge/contracts';
import type { Order } from '../understand';
import { swimSeconds } from '../paces';
import { type Kit, flexible, grid, isYoung, makeSet, profile, repsFor, rotate, rules, single, strokeWord, vary } from '../templates/kit';
import { cooldown, warmup } from '../templates/warmup';
import { type SessionDraft, addSection, emptyDraft } from './draft';
import { composePractice } from './practice';

/** Meet warm-up (COACHING.md §5.L) and race-pace / USRPT practice (§5.F). */

const continuous = (kit: Kit, d: number, stroke: Stroke, description: string): SetBlock => single(makeSet(kit, { distance: grid(kit, d), stroke, zone: stroke === 'kick' || stroke === 'drill' ? 'EN1' : 'REC', timing: 'none', description }));

/**
 * A meet warm-up by the USA Swimming safety practice (COACHING.md §9b, §5.L): the general warm-up is
 * entered feet first and swum as continuous circle swimming with no stopping at the walls; dives
 * happen only in the one-way sprint lanes afterwards, from the blocks at the marshal's signal. Each
 * part says which it is.
 */
export function composeMeetWarmup(kit: Kit, order: Order, volume: number): SessionDraft {
  const draft = emptyDraft('Meet Warm-up');
  const stroke: Stroke = kit.targetEvent?.stroke && kit.targetEvent.stroke !== 'im' ? kit.targetEvent.stroke : kit.stroke === 'im' ? 'choice' : kit.stroke;
  const scale = Math.max(0.5, volume / 1550);
  const noDives = rules(kit).has('no_dives') || isYoung(kit);
  const young = profile(kit).noZones.includes('SP1');
  const eightUnder = profile(kit).noZones.includes('EN3');
  const crowd = order.brief.who.value.headcount && order.brief.clinic === null ? order.brief.who.value.headcount : null;
  addSection(draft, kit, 'warmup', 600 * scale, (k) => [
    continuous(k, Math.max(100, Math.round((300 * scale) / 100) * 100), 'free', 'enter feet first (slide in, one hand on the wall); easy, continuous circle swim, no stopping at the walls'),
    continuous(k, Math.max(100, Math.round((200 * scale) / 100) * 100), 'drill', 'choice drill, as space allows'),
    continuous(k, 100, rules(k).has('no_kick') ? 'pull' : 'kick', 'easy'),
  ], { name: 'General Warm-up: Loosen' });
  addSection(draft, kit, 'preset', 400 * scale, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 100, 2, 6), distance: 100, stroke: 'choice', zone: 'EN1', timing: 'none', description: `${stroke === 'free' || stroke === 'choice' ? 'build each 25' : `build: 50 ${strokeWord(stroke)}, 50 free`}, continuous, go when there is a gap` }), 2, 8))], { name: 'General Warm-up: Build' });
  // "events today 200 free, 100 fly, 200 IM": a pace swim of each event's stroke, not of the first event's alone.
  const events = order.focus.filter((f): f is 'free' | 'back' | 'breast' | 'fly' | 'im' => ['free', 'back', 'breast', 'fly', 'im'].includes(f)).filter((f) => !rules(kit).has(`no_${f}` as never));
  if (events.length >= 2 && !eightUnder) {
    addSection(draft, kit, 'race_pace', 300, (k) => events.map((f) => single(makeSet(k, f === 'im'
      ? { reps: 1, distance: 100, stroke: 'im', zone: young ? 'EN2' : 'EN3', timing: 'rest', rest: 45, description: 'IM race pace, sharp transitions, from a push, as space allows' }
      : { reps: 2, distance: 50, stroke: f, zone: young ? 'EN3' : 'SP1', timing: 'rest', rest: 45, description: `${strokeWord(f)} race pace, good turn, from a push, as space allows` }))), { name: 'General Warm-up: Pace (each event)', protect: true });
  } else addSection(draft, kit, 'race_pace', 300, (k) => [
    single(makeSet(k, { reps: 2, distance: 50, stroke, zone: eightUnder ? 'EN1' : young ? 'EN2' : 'EN3', timing: 'rest', rest: 30, description: `${eightUnder ? 'smooth' : '200 pace'}, from a push, as space allows` })),
    single(makeSet(k, { reps: 2, distance: 50, stroke, zone: eightUnder ? 'EN2' : young ? 'EN3' : 'SP1', timing: 'rest', rest: 45, description: `${eightUnder ? 'strong, good turn' : '100 pace'}, from a push` })),
    single(makeSet(k, { reps: 2, distance: 50, stroke, zone: 'EN2', timing: 'rest', rest: 30, description: 'smooth, fast last 15, from a push' })),
  ], { name: 'General Warm-up: Pace', protect: true });
  const start = noDives ? 'push start in the water' : 'from the blocks at the marshal’s signal';
  addSection(draft, kit, 'sprint', 75, (k) => [single(makeSet(k, { reps: 3, distance: 25, stroke, zone: 'SP3', timing: 'rest', rest: 60, description: `race pace ${start}, one way, exit at the far end`, halfLength: true }))], { name: 'Sprint Lanes (after the general warm-up)', protect: true });
  addSection(draft, kit, 'cooldown', 200, (k) => [continuous(k, 200, 'choice', 'easy, then stay warm until the first race')], { name: 'Easy' });
  draft.notes.push('General warm-up: feet-first entry only, no diving; circle swim, no stopping at the walls or on the flags; pass only at the wall.');
  draft.notes.push(`Sprint lanes open in the last 10-15 minutes: one way, ${noDives ? 'push starts only' : 'dives only from the blocks at the marshal’s signal'}, leave the lane at the far end.`);
  if (crowd && crowd >= 16) draft.notes.push(`About ${crowd} swimmers: split them across your lanes, 8-12 a lane, fastest first; swim the general warm-up continuous, as space allows.`);
  draft.notes.push('After each race: 200-600 easy warm-down.');
  if (order.targetEvent) draft.name = `Meet Warm-up — ${order.targetEvent.name}`;
  return draft;
}

/** "goal times 1:52-1:58": the group's goals, fastest and slowest, in seconds. */
function goalRange(order: Order): readonly [number, number] | null {
  const m = order.brief.wants.map((w) => /^goal range (\d+)-(\d+)$/.exec(w.structure ?? '')).find((x) => x);
  return m ? [Math.min(+m[1]!, +m[2]!), Math.max(+m[1]!, +m[2]!)] : null;
}

/** Goal pace per repeat: from the coach's goal time or goal times, or the squad's usual race pace. */
function target(kit: Kit, order: Order, piece: number, raceDistance: number, stroke: Stroke): string {
  const range = goalRange(order);
  const event = order.targetEvent?.distance ?? 200;
  if (range && !order.goalTime) {
    // Each swimmer's goal split; the 100 pace of a 200 swimmer is about half a second a 25 faster than their 200 pace.
    const faster = raceDistance < event ? (0.5 * piece) / 25 : 0;
    const [fast, slow] = range.map((g) => g / (event / piece) - faster) as [number, number];
    const split = (x: number) => (x < 60 ? x.toFixed(1) : clock(Math.round(x)));
    const goals = `goals ${clock(range[0])}-${clock(range[1])} for the ${event}`;
    return raceDistance < event ? `hold ${raceDistance} goal pace, ${split(fast)}-${split(slow)} (a little faster than ${event} pace from the ${goals})` : `hold ${split(fast)}-${split(slow)}, each swimmer their own goal ÷ ${event / piece} (${goals})`;
  }
  if (order.goalTime && order.targetEvent && order.targetEvent.distance === raceDistance) {
    const per = order.goalTime / (raceDistance / piece);
    return `hold ${per < 60 ? per.toFixed(1) : clock(Math.round(per))} (goal ${clock(Math.floor(order.goalTime))}${order.goalTime % 1 ? `.${Math.round((order.goalTime % 1) * 100)}` : ''} for the ${raceDistance})`;
  }
  const per = swimSeconds(kit, kit.course, { distance: piece, stroke, zone: raceDistance >= 200 ? 'EN3' : 'SP1', equipment: [] }) * (raceDistance >= 200 ? 0.97 : 1);
  return `hold ${raceDistance} goal pace (about ${per < 60 ? Math.round(per) : clock(Math.round(per))} for this group)`;
}

const STOP_RULE = 'stop rule: first miss, sit out the next repeat; second miss, sit out two; third miss, the set ends';

/** The failure rule: the coach's own ("out after 2 misses") when they said one, else USRPT's sit-outs. */
const stopRule = (order: Order) => {
  const n = order.brief.outAfterMisses;
  const nth = n === undefined ? '' : ['first', 'second', 'third', 'fourth', 'fifth'][n - 1]!;
  // "miss your time once, sit out the next one; 3rd miss and you're done": the coach's rule, as said.
  if (order.brief.sitOutAfterMiss) return `stop rule: a miss sits the swimmer out of the next repeat${n === undefined ? '' : `; out of the set at the ${nth} miss`}, as you said`;
  return n === undefined ? STOP_RULE : `stop rule: out of the set at the ${nth} miss, as you said`;
};

/**
 * The USRPT set (§5.F): race-pace repeats of a piece of the event on short rest, the target stated per
 * repeat and the stop rule; which piece, rest and start turn with the day.
 */
function racePaceMain(order: Order, stroke: Stroke, long: number) {
  return (kit: Kit, budget: number): SetBlock[] => {
    const lcm = kit.course === 'LCM';
    const ways: Array<{ piece: number; rest: number; start: string; min: number; max: number }> = [
      { piece: 50, rest: 20, start: 'from a push', min: 20, max: 40 },
      { piece: 50, rest: 15, start: 'from a push, race turn in the middle of each', min: 20, max: 40 },
      ...(lcm ? [] : [{ piece: 75, rest: 20, start: 'from a push, race turns', min: 12, max: 24 }]),
      ...(long >= 400 ? [{ piece: 100, rest: 20, start: 'from a push, race turns', min: 10, max: 20 }] : [{ piece: 50, rest: 20, start: 'odds from a push, evens from the blocks', min: 20, max: 40 }]),
      { piece: 50, rest: 20, start: 'from a push, hold the race stroke count', min: 16, max: 30 },
      { piece: 50, rest: 15, start: 'from a push, breathing pattern as in the race', min: 20, max: 40 },
    ];
    const way = rotate(kit, ways);
    // "race pace 50s @:50": the coach's repeat and send-off.
    const asked = coachRacePace(order);
    if (asked) {
      // "max 20": the coach's most repeats is the set's, never more.
      const most = asked.most ?? 40;
      const fewest = Math.min(16, most);
      const set = makeSet(kit, { reps: asked.most ?? repsFor(budget, asked.piece, fewest, most, 2), distance: asked.piece, stroke, zone: 'EN3', timing: 'interval', description: `${target(kit, order, asked.piece, long, stroke)}, from a push, on the ${clockWords(asked.on)} as you said${asked.most ? `, ${asked.most} at most` : ''}; ${stopRule(order)}` });
      const fixed = { ...set, sendOff: { type: 'interval' as const, seconds: asked.on } };
      const easy = makeSet(kit, { distance: grid(kit, 200), stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy, loosen out' });
      // The coach's count stands as they said it: the fitter sizes the sets around it, never this one.
      return [asked.most ? { ...single(fixed), coachWritten: true } : single(flexible(kit, fixed, fewest, most, 2)), single(easy)];
    }
    const set = makeSet(kit, { reps: repsFor(budget, way.piece, way.min, way.max, 2), distance: way.piece, stroke, zone: 'EN3', timing: 'rest', rest: way.rest, description: `${target(kit, order, way.piece, long, stroke)}, ${way.start}${vary(kit, ['', ', breakout to the flags', ', same turn every time', ', fast hands into the wall'])}, ${way.rest} s rest; ${stopRule(order)}` });
    const easy = makeSet(kit, { distance: grid(kit, vary(kit, [300, 200, 400])), stroke: 'choice', zone: 'REC', timing: 'none', description: vary(kit, ['easy', 'easy backstroke', 'easy, loosen out']) });
    return [single(flexible(kit, set, way.min, way.max, 2)), single(easy)];
  };
}

/** "race pace 50s @:50", "50s on :50 at 100 pace": the repeat and send-off the coach gave for the race-pace set. */
function coachRacePace(order: Order): { piece: number; on: number; most: number | null } | null {
  const said = order.brief.wants.find((w) => w.structure === 'coach race pace' && w.sendOff && w.distance);
  if (said) return { piece: said.distance!, on: said.sendOff!, most: said.most ?? null };
  const m = /\b(?:race[- ]pace\s+)?(25|50|75|100)s?\s*(?:free\s+|back\s+|breast\s+|fly\s+)?(?:@|on(?: the)?)\s*(\d?:[0-5]\d)\b/.exec(`${order.brief.wants.map((w) => w.words).join(' ')} ${order.brief.context.join(' ')}`);
  if (!m) return null;
  const [mm, ss] = m[2]!.split(':');
  const on = Number(mm || 0) * 60 + Number(ss);
  return on >= 20 && on <= 240 ? { piece: Number(m[1]), on, most: null } : null;
}

const clockWords = (s: number) => `${Math.floor(s / 60) || ''}:${String(s % 60).padStart(2, '0')}`;

/** Seconds on the clock, written the way a deck board reads: ":14.9", "1:02.5". */
const splitText = (s: number) => (s < 60 ? `:${s.toFixed(1).padStart(4, '0')}` : `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')}`);

/**
 * Each named swimmer's own target on every race-pace repeat, from their goal time (COACHING.md §5.F):
 * a 25 or 50 at race pace is the goal's split, plus a little for the push start of a 50 in a 100.
 */
export function swimmerTargets(sections: PlanSection[], order: Order): void {
  const goals = order.brief.swimmers.filter((s) => s.event?.goal);
  if (goals.length === 0 || !order.targetEvent) return;
  for (const section of sections) {
    if (section.kind !== 'main' && section.kind !== 'race_pace') continue;
    for (const block of section.blocks) {
      const set = block.sets.find((s) => s.zone !== 'REC');
      if (!set) continue;
      block.swimmers = goals.map((s) => {
        const goal = s.event!.goal!;
        const per = goal / (order.targetEvent!.distance / set.distance) + (set.distance >= 50 && order.targetEvent!.distance <= 100 ? 0.5 : 0);
        return { name: s.name, sets: [{ ...set, description: `hold ${splitText(per)}` }], note: `goal ${splitText(goal)}` };
      });
      set.description = set.description.replace(/hold [^,]*\)(?=,)/, 'hold each swimmer’s own target (below)');
    }
  }
}

export function composeRacePace(kit: Kit, order: Order, volume: number): SessionDraft {
  const draft = emptyDraft('Race-Pace (USRPT) Workout');
  if (profile(kit).noZones.includes('EN3')) return composePractice(kit, order, volume);
  const event = order.targetEvent ?? { distance: 200, stroke: kit.stroke === 'im' ? 'free' : kit.stroke, name: '' };
  // "race pace 100 breast + 100 fly day, breaststrokers do breast flyers do fly": each swims their own race stroke.
  const raced = kit.focus.filter((f): f is 'back' | 'breast' | 'fly' | 'free' => f === 'back' || f === 'breast' || f === 'fly' || f === 'free');
  const own = raced.length >= 2 && (raced as string[]).includes(event.stroke);
  const stroke: Stroke = event.stroke === 'im' || own ? 'choice' : event.stroke;
  // A 100's race pace is swum as 50s and 25s at 100 pace; longer events as 50s at their own pace.
  const long = event.distance >= 100 ? event.distance : 100;
  const short = event.distance <= 100 ? event.distance : 100;
  const rp = volume * 0.65;
  addSection(draft, kit, 'warmup', volume * 0.2, warmup);
  addSection(draft, kit, 'skills', 200, (k) => [single(makeSet(k, { reps: 8, distance: grid(k, 25), stroke, zone: 'EN1', description: rules(k).has('no_kick') ? 'streamline and breakout' : 'underwater kicks to the flags + breakout', halfLength: true }))], { protect: true });
  // "30x25 @ :20, fail out rules, 2 rounds": the coach's own race-pace set is the day's; the engine writes what goes around it.
  const theirs = order.coachSections.flatMap((c) => c.blocks.flatMap((b) => b.sets)).filter((x) => x.reps >= 10 && x.distance <= 100);
  if (theirs.length > 0) {
    // "fail out rules": the stop rule written out on the coach's set.
    for (const x of theirs) if (/fail-out rules/.test(x.description)) x.description = x.description.replace('fail-out rules', stopRule(order));
    // Swum at the event's race pace: the zone of race-pace work unless the coach said another effort.
    for (const x of theirs) if (x.zone === 'EN2' && !/\b(?:easy|aerobic|en[123]|threshold|smooth|moderate)\b/i.test(x.description)) x.zone = 'SP1';
    addSection(draft, kit, 'cooldown', volume * 0.08, cooldown);
    draft.notes.push('Planned maximum: the total is less when the stop rule ends a set. If every repeat is made, the target gets faster next time.');
    return draft;
  }
  // The coach's own race-pace set ("race pace 50s @:50 til 2 failures out") is the set of the day, nothing of the engine's beside it.
  const ownSet = coachRacePace(order) !== null;
  addSection(draft, kit, 'main', ownSet ? rp : rp * 0.6, racePaceMain(order, stroke, long), { name: ownSet ? 'Race Pace' : 'Race Pace 1' });
  if (!ownSet) addSection(draft, kit, 'race_pace', rp * 0.4, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 25, 20, 40, 2), distance: 25, stroke, zone: 'SP1', timing: 'rest', rest: 15, halfLength: true, description: `${target(k, order, 25, short, stroke)}, 15 s rest; ${stopRule(order)}` }), 20, 40, 2))], { name: 'Race Pace 2' });
  addSection(draft, kit, 'cooldown', volume * 0.08, cooldown);
  draft.notes.push('Planned maximum: the total is less when the stop rule ends a set. If every repeat is made, the target gets faster next time.');
  if (own) {
    const whose = `${raced.map((f) => strokeWord(f)).join(' or ')}: each swimmer their own race stroke`;
    for (const section of draft.sections) for (const block of section.blocks) for (const set of block.sets) if (set.stroke === 'choice' && set.zone !== 'REC') set.description = `${whose}, ${set.description}`;
    draft.notes.push(`Race pace for each swimmer's own event (${raced.map((f) => `${event.distance} ${strokeWord(f)}`).join(', ')}): goal times per stroke.`);
  }
  return draft;
}
