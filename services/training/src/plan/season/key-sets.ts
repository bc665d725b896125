import type { SeasonPhase, SeasonRace, Stroke, SwimSet, Zone } from '@laneforge/contracts';
import { minimumRest, swimSeconds } from '../paces';
import { squads } from '../squads';
import { type Kit, isYoung, longest, makeSet } from '../templates/kit';

/**
 * The week's key sets (COACHING.md §8): in a block, the same sets every week with one lever moved
 * each week — more repeats, or a send-off 5 s faster — so the coach sees the progression; a new
 * block (after the test) starts from new sets. Written in the season's stroke or event, not free only.
 */

export interface KeySetSource {
  kit: Kit;
  race: SeasonRace;
  /** The strokes the season works on, first the main one: focus strokes and the event's. */
  strokes: readonly Stroke[];
  event: { distance: number; stroke: Stroke } | null;
  sprint: boolean;
  distance: boolean;
  /** The most one key set may hold: about half of a full practice, so the rest of the practice still fits the clock. */
  setCap: number;
  /** Swimmers of 8 and under in a mixed group ("ages 6-14"): they swim half the distance of each repeat. */
  youngest?: boolean;
}

/** Repeats and distance that fit the cap: fewer repeats first (not under 3), then shorter ones. */
function fitted(reps: number, distance: number, cap: number): { reps: number; distance: number } {
  let [r, d] = [reps, distance];
  while (r * d > cap) {
    if (r > 3 && (r - 1) * d >= cap * 0.6) r--;
    else if (d >= 200) {
      d = d / 2;
      r = Math.max(3, Math.min(r * 2, Math.floor(cap / d)));
    } else if (r > 3) r--;
    else break;
  }
  return { reps: r, distance: d };
}

/** The hardest zone the squad may train at or below `zone`. */
function allowedZone(kit: Kit, zone: Zone): Zone {
  const order: Zone[] = ['SP1', 'EN3', 'EN2', 'EN1'];
  const barred = squads[kit.squad].noZones;
  if (!barred.includes(zone)) return zone;
  return order.slice(order.indexOf(zone) + 1).find((z) => !barred.includes(z)) ?? 'EN1';
}

const word = (stroke: Stroke) => (stroke === 'im' ? 'IM' : stroke);
/** IM needs four lengths: a 25 or a 50 of the IM is swum as choice. */
const short = (stroke: Stroke): Stroke => (stroke === 'im' ? 'choice' : stroke);

/** Children's race pace (COACHING.md §2): speed with full rest, 50s (25s for 8&U), never a short-rest lactate set. */
function racePaceSpeed(kit: Kit, reps: number, stroke: Stroke): SwimSet {
  const eight = kit.squad === 'age_8_under';
  return makeSet(kit, { reps, distance: eight ? 25 : 50, stroke, zone: 'SP3', description: 'fast at race speed, full rest', halfLength: eight });
}

function phaseSets(src: KeySetSource, phase: SeasonPhase): SwimSet[] {
  const { kit } = src;
  kit.section = 'main';
  const young = isYoung(kit);
  const [first = 'free', second = first] = src.strokes;
  const fit = (stroke: Stroke, d: number) => Math.min(d, longest(kit, stroke));
  const ev = src.event ?? { distance: 100, stroke: first };
  const pace = `at ${ev.distance} ${word(ev.stroke)} race pace`;
  const open = src.race !== 'pool';
  const set = (reps: number, distance: number, stroke: Stroke, zone: Zone, description: string, halfLength = false) => {
    const size = fitted(reps, fit(stroke, distance), src.setCap);
    return makeSet(kit, { reps: size.reps, distance: size.distance, stroke, zone: allowedZone(kit, zone), description, halfLength });
  };
  switch (phase) {
    case 'general_preparation':
      return [
        // Long aerobic repeats of breast or fly load knees and shoulders: they are swum free, the stroke comes in the threshold set.
        set(young ? (src.youngest ? 8 : 4) : open || src.distance ? 3 : 4, open || src.distance ? 800 : young ? (src.youngest ? 100 : 200) : 400, open || first === 'breast' || first === 'fly' ? 'free' : first, 'EN1', open ? 'steady, sight every 6-9 strokes' : 'negative split'),
        set(young ? 6 : 10, 100, second, 'EN2', 'hold best average'),
      ];
    case 'specific_preparation':
      return [
        src.sprint
          ? set(young ? 8 : 12, young ? 50 : 100, young ? short(first) : first, 'EN2', 'hold best average')
          : set(open || src.distance ? 5 : 6, open || src.distance ? 400 : 200, first, 'EN2', open ? 'at CSS pace, 15-20 s rest' : 'descend 1-3'),
        // Children: one threshold set a week; the other key set is strokes and turns, aerobic.
        young
          ? set(8, 50, 'choice', 'EN1', 'IM order by 25, perfect turns and streamlines')
          : set(8, src.sprint ? 50 : 100, src.sprint ? short(second) : second, 'EN3', open ? '15 m surge at the start of each' : 'best average'),
      ];
    case 'competition':
      return open
        ? [set(3, 800, 'free', 'EN2', 'race rhythm, sight every 6 strokes, no walls'), set(8, 100, 'free', 'EN3', 'fast start 25, settle to race pace')]
        : [
            young ? racePaceSpeed(kit, 6, short(ev.stroke === 'im' ? second : ev.stroke)) : set(6, 50, short(ev.stroke === 'im' ? second : ev.stroke), 'SP1', pace),
            young ? set(8, 25, short(ev.stroke), 'SP3', 'fast, perfect turns and finishes', true) : set(4, 100, ev.stroke, 'SP1', 'max effort, hold stroke count'),
          ];
    default:
      return [];
  }
}

function buildSets(src: KeySetSource, phase: SeasonPhase): SwimSet[] {
  const sets = phaseSets(src, phase);
  // "ages 6-14": one set for the lane, the 8&U half each repeat on the same send-off (COACHING.md §2: 100 at most for them).
  return src.youngest ? sets.map((x) => (x.distance >= 100 && x.zone !== 'SP3' ? { ...x, description: `${x.description}; 8&U swim ${x.distance / 2}s on the same send-off` } : x)) : sets;
}

/** Total distance a key set of the zone may reach (COACHING.md §3, senior; half for young swimmers). */
const zoneCap: Record<Zone, number> = { REC: 1200, EN1: 4000, EN2: 3000, EN3: 1200, SP1: 800, SP2: 600, SP3: 300 };

/** The tightest send-off that keeps the zone's rest for a typical swimmer of the squad, on the coach's stored paces when there are some. */
function fastestSendOff(kit: Kit, s: SwimSet): number {
  const swim = swimSeconds(kit, kit.course, s);
  return Math.ceil((swim + minimumRest(s.zone, swim, kit)) / 5) * 5;
}

/** Week `k` of a block (0 = first): one lever a week, repeats and send-off in turn, each within its limit. */
export function progressed(kit: Kit, base: SwimSet, k: number, setCap = Infinity): SwimSet {
  const cap = Math.min(zoneCap[base.zone] * (isYoung(kit) ? 0.5 : 1), Math.max(setCap, base.reps * base.distance));
  let s = base;
  for (let j = 1; j <= k; j++) {
    const step = s.reps >= 8 ? 2 : 1;
    const more = (s.reps + step) * s.distance <= cap;
    const faster =
      s.sendOff?.type === 'interval' && s.distance >= 100 && ['EN1', 'EN2', 'EN3'].includes(s.zone) && s.sendOff.seconds - 5 >= fastestSendOff(kit, s);
    if ((j % 2 === 0 || !more) && faster && s.sendOff?.type === 'interval') s = { ...s, sendOff: { type: 'interval', seconds: s.sendOff.seconds - 5 } };
    else if (more) s = { ...s, reps: s.reps + step };
  }
  return s;
}

/** The block's sets as written in its `k`-th loading week. */
export function blockKeySets(src: KeySetSource, phase: SeasonPhase, k: number): SwimSet[] {
  return buildSets(src, phase).map((s) => progressed(src.kit, s, k, src.setCap));
}

/** A lighter week keeps the technique; a mini-rest keeps speed and race pace; the taper sharpens. */
export function lighterKeySets(src: KeySetSource, load: 'recovery' | 'mini_rest' | 'taper' | 'race'): SwimSet[] {
  const { kit } = src;
  kit.section = 'main';
  const young = isYoung(kit);
  const [first = 'free'] = src.strokes;
  const ev = src.event ?? { distance: 100, stroke: first };
  const stroke = short(ev.stroke === 'im' ? (src.strokes.find((s) => s !== 'im') ?? 'choice') : ev.stroke);
  const pace = `at ${ev.distance} ${word(ev.stroke)} race pace, full recovery`;
  const fast = allowedZone(kit, 'SP1');
  if (load === 'recovery') return [makeSet(kit, { reps: young ? 6 : 8, distance: 100, stroke: 'drill', zone: 'EN1', description: `${word(first)} drill/swim by 25, perfect strokes` })];
  if (src.race !== 'pool') {
    return [makeSet(kit, { reps: load === 'race' ? 4 : 6, distance: 100, stroke: 'free', zone: 'EN3', description: 'race pace, sight every 6 strokes, full recovery' })];
  }
  // Children's race pace is speed with full rest (25s), not a lactate set.
  const racePace = (reps: number) => (young ? racePaceSpeed(kit, reps, stroke) : makeSet(kit, { reps, distance: 50, stroke, zone: fast, description: pace }));
  if (load === 'mini_rest') return [racePace(6)];
  return [
    racePace(load === 'race' ? 4 : 6),
    makeSet(kit, { reps: 6, distance: 25, stroke, zone: 'SP3', description: young ? 'fast from a push' : 'fast from a dive', halfLength: true }),
  ];
}
