import type { Brief, Focus, LessonStep } from '@laneforge/contracts';
import { numberText } from '@laneforge/contracts';
import type { Order } from '../understand';
import type { Kit } from '../templates/kit';
import { drillsFor } from '../templates/drills';
import { SAFETY_LINE, type SessionDraft, emptyDraft } from './draft';

/**
 * A clinic with stations (COACHING.md §9b): a coach at each station, groups of 6-10 rotating every
 * 10-15 minutes on the whistle, a demonstration before each station, easy swimming (REC/EN1), a
 * short relay to finish. It is written as the deck schedule — who stands where and when groups move —
 * with each station's plan, never as yardage totals.
 */

interface Station {
  name: string;
  /** Where it works: the deep end for starts. */
  deep: boolean;
  demo: string;
  plan: string;
}

const focusStations: Partial<Record<Focus, string>> = { starts: 'starts', turns: 'turns', underwaters: 'underwater kicks', free: 'freestyle', back: 'backstroke', breast: 'breaststroke', fly: 'butterfly', im: 'IM turns' };

/** The stations: the coach's, else the clinic's themes, else starts, turns, underwaters and the stroke of the day. */
function stationNames(brief: Brief, kit: Kit): string[] {
  const listed = brief.clinic?.stations ?? [];
  if (listed.length >= 2) return listed;
  const themes = brief.focus.value.map((f) => focusStations[f]).filter((s): s is string => Boolean(s));
  const stroke = kit.stroke === 'im' ? 'freestyle' : ({ free: 'freestyle', back: 'backstroke', breast: 'breaststroke', fly: 'butterfly' } as const)[kit.stroke];
  const names = [...new Set([...listed, ...themes])];
  for (const extra of ['starts', 'turns', 'underwater kicks', stroke]) if (names.length < 3 && !names.includes(extra)) names.push(extra);
  return names.slice(0, 6);
}

function stationOf(name: string, kit: Kit, deepOk: boolean, one: number): Station {
  const n = name.toLowerCase();
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  if (/start|dive|block/.test(n)) {
    return deepOk
      ? {
          name: title,
          deep: true,
          demo: 'the coach (or a strong swimmer) shows the start from the deck: set position, drive, hands-first streamline entry, dolphin kicks, breakout',
          plan: 'sitting dive from the edge, then kneeling, then standing from the edge (blocks only for swimmers already certified), each into a streamline glide and 3 dolphin kicks to the breakout; backstroke start holding the wall. One swimmer at a time per lane, the next goes when the lane is clear; swim back easy down the side.',
        }
      : {
          name: `${title} (no dives)`,
          deep: false,
          demo: 'the coach shows a push start from the wall in the water: tight streamline, dolphin kicks, breakout stroke',
          plan: 'no dives in this water: push starts from the wall under the surface into streamline, 3-5 dolphin kicks and a fast breakout; backstroke start holding the wall. Dive starts only where the water is 6 ft (1.84 m) deep or more.',
        };
  }
  if (/turn|wall/.test(n) && !/im/.test(n)) {
    return {
      name: title,
      deep: false,
      demo: 'the coach shows the flip turn from the flags: last stroke, tuck, feet planted, push on the back, rotate in streamline; then the open turn for breast and fly (two-hand touch, elbow back)',
      plan: `somersaults in the middle of the lane, then from the flags with 3 strokes into the wall and out in streamline; then ${one}s from mid-pool into the wall and out to the flags, 15-20 s between swimmers; open turns for breast and fly.`,
    };
  }
  if (/im\b|transition/.test(n)) {
    return { name: title, deep: false, demo: 'the coach shows each IM turn: fly-to-back, back-to-breast (open or crossover), breast-to-free', plan: `${one}s from mid-pool into the wall across each turn in order, out to the flags; feedback at the wall each time.` };
  }
  if (/under|uw|dolphin|streamline|breakout/.test(n)) {
    return {
      name: title,
      deep: false,
      demo: 'the coach shows a tight streamline (hands stacked, arms squeezing the ears) and a small fast dolphin kick from the core',
      plan: `push-offs: streamline glide, then 3 kicks, then 5 kicks, then to the flags and on as far as the kick stays strong, never past 15 m/yd; on the front, the side and the back; surface and breathe freely after each. The coach counts kicks, not distance. ${SAFETY_LINE}`,
    };
  }
  if (/relay|exchange/.test(n)) {
    return deepOk
      ? { name: title, deep: true, demo: 'the coach shows the exchange: feet on the edge until the incoming swimmer\'s hand touches, arms swinging', plan: 'exchanges from the edge at the deep end, one lane at a time; a judge watches each touch.' }
      : { name: `${title} (no dives)`, deep: false, demo: 'the coach shows the in-water exchange: the next swimmer holds the wall and pushes off as the incoming swimmer touches', plan: 'in-water exchanges from the wall, no dives; a judge watches each touch.' };
  }
  const stroke = /back/.test(n) ? 'back' : /breast/.test(n) ? 'breast' : /fly|butterfly/.test(n) ? 'fly' : 'free';
  const drills = drillsFor(kit, stroke).slice(0, 3);
  const extra = stroke === 'back' ? ' Backstroke turn off the flags: count the strokes from the flags to the wall.' : stroke === 'breast' ? ' Pull-outs off each wall.' : '';
  return {
    name: title,
    deep: false,
    demo: `the coach (or a swimmer) shows each drill before the group swims it`,
    plan: `${drills.join(', then ')}, ${one}s each with the coach's point at the wall, then the whole stroke applying it.${extra}`,
  };
}

const clockText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const lanesText = (from: number, to: number) => (from === to ? `lane ${from}` : `lanes ${from}-${to}`);
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function composeStationClinic(kit: Kit, order: Order): SessionDraft {
  const brief = order.brief;
  const minutes = Math.max(30, Math.min(240, brief.clock.value.minutes ?? 90));
  const swimmers = brief.who.value.headcount ?? 24;
  const one = kit.course === 'LCM' ? 50 : 25;
  const unit = kit.course === 'SCY' ? 'yd' : 'm';
  const deepOk = !brief.pool.value.shallow && !order.constraints.some((c) => c.rule === 'no_dives');
  const named = stationNames(brief, kit);
  const helpers = brief.clinic?.coaches ?? null;
  // A coach at each station: with fewer coaches than stations, the head coach takes one, and a coach may run two in turn.
  const coaches = helpers === null ? named.length : Math.min(named.length, helpers < named.length ? helpers + 1 : helpers);
  const chunks: string[][] = Array.from({ length: coaches }, () => []);
  named.forEach((s, i) => chunks[i % coaches]!.push(s));
  const stations = chunks.map((names) => {
    const parts = names.map((n) => stationOf(n, kit, deepOk, one));
    return parts.length === 1 ? parts[0]! : { name: parts.map((p) => p.name).join(' + '), deep: parts.some((p) => p.deep), demo: parts.map((p) => p.demo).join('; then '), plan: parts.map((p) => `${p.name}: ${p.plan}`).join(' Half the rotation each. ') };
  });
  // Starts at the deep end: that station goes first in the lane order, at the deep end of its lanes.
  stations.sort((x, y) => Number(y.deep) - Number(x.deep));
  const k = stations.length;
  const lanes = brief.clinic?.lanes ?? Math.min(8, Math.max(k, Math.ceil(swimmers / 6)));
  const perStation = Math.max(1, Math.floor(lanes / k));
  // Groups of 6-10: several groups share a station (a lane each) when the swimmers are many.
  const atEach = Math.max(1, Math.ceil(swimmers / (k * 10)));
  const groups = k * atEach;
  const size = Math.ceil(swimmers / groups);
  const smallest = Math.floor(swimmers / groups);
  const sizeText = smallest === size ? `${size}` : `${smallest}-${size}`;
  const groupNames = Array.from({ length: groups }, (_, i) => letters[i] ?? `G${i + 1}`);
  const groupsAt = (station: number, rotation: number) => {
    const slot = (((station - rotation) % k) + k) % k;
    return groupNames.slice(slot * atEach, slot * atEach + atEach).join('+');
  };
  const where = stations.map((s, i) => `${s.name} — Coach ${i + 1}, ${lanesText(i * perStation + 1, i * perStation + perStation)}${s.deep ? ', deep end' : ''}`);

  // The clock: welcome, warm-up, the rotations, a break in a long clinic, the relay, the wrap-up.
  const long = minutes >= 90;
  let welcome = long ? 5 : 3;
  let warm = minutes >= 100 ? 15 : minutes >= 60 ? 10 : 6;
  let relay = long ? 10 : minutes >= 60 ? 8 : 5;
  let wrap = long ? 5 : 3;
  let rest = minutes >= 110 ? 5 : 0;
  // "rotate every 20 min": the coach's rotation stands; the warm-up, the relay, the break and the wrap-up give way to it.
  const asked = brief.clinic?.rotationMinutes ?? null;
  if (asked) {
    let over = asked * k - (minutes - welcome - warm - relay - wrap - rest);
    const give = (from: number, least: number) => {
      const cut = Math.max(0, Math.min(over, from - least));
      over -= cut;
      return from - cut;
    };
    rest = give(rest, 0);
    relay = give(relay, 0);
    warm = give(warm, 6);
    wrap = give(wrap, 3);
    welcome = give(welcome, 3);
  }
  const room = minutes - welcome - warm - relay - wrap - rest;
  const rotation = asked && asked * k <= room ? asked : Math.max(5, Math.min(15, Math.floor(room / k)));
  let together = room - rotation * k;
  // A few minutes over go to the warm-up; more make a block that puts the stations together.
  if (together < 5) {
    warm += together;
    together = 0;
  }
  const steps: LessonStep[] = [];
  let at = 0;
  const add = (length: number, title: string, detail: string) => {
    if (length <= 0) return;
    steps.push({ minutes: length, title: `${title}, ${clockText(at)}-${clockText(at + length)}`, detail });
    at += length;
  };
  const groupLine = `${groups} groups of ${sizeText} (${groupNames.join(', ')}) by age and speed${atEach > 1 ? `, ${atEach} groups to a station, a lane each` : ''}`;
  add(welcome, 'Welcome and groups', `On deck: ${groupLine}. Coaches to their stations: ${where.join('; ')}. Safety: feet-first entries ${deepOk ? 'except at the starts station' : 'everywhere (no dives today)'}; walk on deck; whistle = stop and look at the coach.`);
  add(
    warm,
    'Warm-up, all groups',
    `${lanes} lanes, about ${Math.ceil(swimmers / lanes)} a lane, circle swimming 5 s apart (feet-first entry): ${minutes >= 90 ? `300 ${unit} easy swim, 4 x ${2 * one} kick/swim by ${one} w/ :15 rest, 4 x ${one} build w/ :15 rest` : `200 ${unit} easy swim, 4 x ${one} kick/swim w/ :15 rest, 4 x ${one} build w/ :15 rest`}. Easy (REC/EN1). Station coaches on deck at their lanes.`,
  );
  const half = Math.ceil(k / 2);
  for (let r = 0; r < k; r++) {
    if (rest > 0 && r === half) add(rest, 'Water and bathroom break', 'Out of the pool, on deck, water bottles; coaches reset their stations.');
    const map = stations.map((s, i) => `${s.name}: ${groupsAt(i, r)}`).join(' · ');
    const whistle = `Whistle at ${clockText(at + rotation)}`;
    const next = r === k - 1 ? `${whistle}: everyone to the ${together >= 5 ? 'warm-up lanes' : relay > 0 ? 'relay lanes' : 'wall for the wrap-up'}.` : r === 0 ? `${whistle}: every group moves on to the next station (${stations.map((s) => s.name).join(' → ')} → ${stations[0]!.name}).` : `${whistle}: move on.`;
    add(rotation, `Rotation ${r + 1}`, `${map}. ${r === 0 ? 'Each station: demo first (2 min) by the station coach, then the progression; easy swimming with long rests. ' : ''}${next}`);
  }
  if (together >= 5) add(together, 'Put it together', `All groups back in their warm-up lanes: ${one}s and ${2 * one}s using every station's skill (a ${deepOk ? 'start from the edge at the deep end' : 'push start'}, underwater kicks to the breakout, a turn), easy to moderate with :20-:30 rest; coaches on deck at the lanes they coached.`);
  add(
    relay,
    'Relay finish',
    `Relays by group, ${one}s${deepOk ? ', starts from the edge at the deep end only (6 ft / 1.84 m or deeper), in-water starts elsewhere' : ', in-water push starts (no dives)'}; each swimmer shows one skill from the day; the next swimmer goes on the touch.`,
  );
  add(wrap, 'Cool-down and wrap-up', `100-200 ${unit} easy, then out and seated on deck: each station coach gives one thing to take home; questions.`);

  const titled = named.map((n) => n.replace(/\b[a-z]/g, (c) => c.toUpperCase()));
  const draft = emptyDraft(`${named.length <= 4 ? titled.join(', ').replace(/, ([^,]*)$/, ' & $1') : 'Stations'} Clinic (${minutes} min)`);
  draft.steps = steps;
  stations.forEach((s, i) => draft.notes.push(`Station ${i + 1} — ${where[i]}: demo first: ${s.demo}. Then ${s.plan}`));
  const notes = [
    `${numberText(swimmers)} swimmers${brief.who.value.headcount === null ? ' (assumed: no number given)' : ''}, ${k} stations with a coach each, ${lanes} lanes${brief.clinic?.lanes ? '' : ' (assumed)'}; rotations of ${rotation} min${asked && asked !== rotation ? ` (${asked} min at each of ${k} stations is more than the ${minutes} min holds)` : ''}${brief.clock.value.minutes === null ? `; ${minutes} min (no time given)` : ''}.`,
    helpers !== null && helpers > k ? `${helpers - k} coach${helpers - k > 1 ? 'es' : ''} more than stations: one on deck as the lifeguard and timekeeper, the others with the biggest groups.` : helpers !== null && helpers < named.length ? `${helpers} helper${helpers === 1 ? '' : 's'} for ${named.length} stations: the head coach runs one station${coaches < named.length ? ', and a coach runs two stations in turn, half the rotation each' : ''}.` : 'The head coach floats: shows the demos, keeps the clock and blows the whistle.',
    size > 10 ? `Groups of ${size} are big: split each station's lanes in waves, or ask parents to help.` : '',
    deepOk ? 'Dives only at the starts station, at the deep end (6 ft / 1.84 m or deeper), one swimmer at a time; feet-first entries everywhere else.' : 'No dives anywhere today: the water is not deep enough (or you said no dives); starts are push starts from the wall.',
    'Swimming stays easy (REC/EN1) with long coaching rests: a clinic teaches, it does not train.',
  ].filter(Boolean);
  draft.notes.push(...notes);
  return draft;
}
