import type { SetBlock } from '@laneforge/contracts';
import { type Kit, allowed, flexible, makeSet, profile, repsFor, rounds, roundsFor, rules, single, strokeWord } from './kit';

/** Short speed: 25s all out on long rest (SP3), a few minutes of quality. */
/** Push starts only: a limit on dives, the young, novices, JV and adults who do not race from the blocks. */
export const pushStartsOnly = (kit: Kit): boolean => rules(kit).has('no_dives') || profile(kit).young || ['masters_novice', 'masters', 'recreational', 'hs_jv', 'triathlete'].includes(kit.squad);

export function sprintSet(kit: Kit, budget: number): SetBlock[] {
  const stroke = kit.stroke === 'im' ? 'choice' : kit.stroke;
  const pushOnly = pushStartsOnly(kit);
  const start = pushOnly ? 'from a push' : kit.rng.pick(['from a push', 'from a dive']);
  const description = kit.rng.pick([`max speed ${start}`, `fast to 15, smooth in, ${start}`, `all out ${start}, perfect finish`]);
  return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 25, 4, 12, 2), distance: 25, stroke, zone: 'SP3', description, halfLength: true }), 4, 12, 2))];
}

/** Work at the pace of the target event, broken so the swimmers can hold it. */
export function racePace(kit: Kit, budget: number): SetBlock[] {
  const event = kit.targetEvent ?? { distance: 100, stroke: kit.stroke === 'im' ? 'free' : kit.stroke };
  const name = kit.targetEvent ? `${event.distance} ${strokeWord(event.stroke)}` : 'goal';
  const legStroke = event.stroke === 'im' ? 'choice' : event.stroke;
  const imOrder = event.stroke === 'im' ? ', IM order by 50 (fly, back, breast, free)' : '';
  if (profile(kit).noZones.includes('SP1')) {
    return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 25, 4, 12, 2), distance: 25, stroke: legStroke, zone: 'SP3', description: `${name} race speed, perfect turns and finishes`, halfLength: true }), 4, 12, 2))];
  }
  if (event.distance >= 200 && budget >= 500) {
    return [
      rounds(roundsFor(budget, 4 * 50 + 100), `Broken ${name}`, [
        makeSet(kit, { reps: 4, distance: 50, stroke: legStroke, zone: 'SP1', timing: 'rest', rest: 10, description: `${name} race pace, :10 rest, add up the swims` }),
        makeSet(kit, { distance: 100, stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy' }),
      ]),
    ];
  }
  // A 400's race pace is an EN3 effort, a 100's or 200's an SP1 one (COACHING.md §3).
  const zone = event.distance >= 400 ? 'EN3' : 'SP1';
  return [single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 50, 4, 10, 2), distance: 50, stroke: legStroke, zone, description: `at ${name} race pace${imOrder}${zone === 'SP1' ? ', full recovery' : ''}` }), 4, 12, 2))];
}

/** Starts, turns, underwaters and pacing, as the focus asks. */
export function skills(kit: Kit, budget: number): SetBlock[] {
  const stroke = kit.stroke === 'im' ? 'choice' : kit.stroke;
  const want = kit.focus.filter((f) => f === 'starts' || f === 'turns' || f === 'underwaters' || f === 'pacing');
  const share = budget / Math.max(1, want.length);
  const noDives = rules(kit).has('no_dives') || profile(kit).young;
  const flip = rules(kit).has('no_flip_turns') ? 'open turns' : 'turns';
  return want.flatMap((f) => {
    if (f === 'starts') {
      const description = noDives ? 'push starts: streamline, first stroke, breakout by 15' : 'from the blocks: reaction, entry, breakout by 15';
      return single(flexible(kit, makeSet(kit, { reps: repsFor(share, 25, 4, 8, 2), distance: 25, stroke, zone: 'SP3', description, halfLength: true }), 2, 8, 2));
    }
    // "breast + fly 2 hand touches are a mess": the touch the rules judge, swum into the wall from the flags, stroke by stroke.
    const touch = (['breast', 'fly'] as const).filter((x) => kit.focus.includes(x) && allowed(kit, x) === x);
    if (f === 'turns' && touch.length > 0) {
      const cue = { breast: 'from the flags into the wall: both hands touch at the same time, shoulders level, quick open turn, one pullout off the wall', fly: 'from the flags into the wall: both hands touch together, no glide into it, quick open turn, dolphin kicks off the wall' };
      return touch.flatMap((x) => single(flexible(kit, makeSet(kit, { reps: repsFor(share / touch.length, 25, 4, 12, 2), distance: 25, stroke: x, zone: 'EN1', description: cue[x] }), 2, 12, 2)));
    }
    if (f === 'turns') return single(flexible(kit, makeSet(kit, { reps: repsFor(share, 50, 4, 8, 2), distance: 50, stroke, zone: 'EN1', description: `fast into and out of each wall, ${flip}, tight streamline` }), 2, 8, 2));
    if (f === 'underwaters') {
      const kickWord = rules(kit).has('no_kick') ? 'streamline glide' : '4-6 dolphin kicks';
      return single(flexible(kit, makeSet(kit, { reps: repsFor(share, 50, 4, 10, 2), distance: 50, stroke, zone: 'EN1', description: `${kickWord} off every wall, breakout before the flags` }), 2, 10, 2));
    }
    return single(flexible(kit, makeSet(kit, { reps: repsFor(share, 100, 2, 6), distance: 100, stroke, zone: 'EN2', description: 'hit the goal split within a second, coach calls times' }), 2, 6));
  });
}
