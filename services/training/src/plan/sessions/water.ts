import type { BriefOpenWater } from '@laneforge/contracts';
import type { Order } from '../understand';
import { timedSteps } from './lesson';
import { type Kit, flexible, isYoung, makeSet, profile, repsFor, rules, single } from '../templates/kit';
import { kickSet, pullSet } from '../templates/kickpull';
import { preset } from '../templates/technique';
import { cooldown, warmup } from '../templates/warmup';
import { SAFETY_LINE, type SessionDraft, addSection, emptyDraft } from './draft';
import { breathMain, openWaterMain } from './families';

/** Breath control within the safe rules (COACHING.md §5.O) and open-water skills in a pool (§5.P). */

/** Conditions that rule out long breathing patterns for whoever has them (COACHING.md §9b, special populations). */
const noPatterns: ReadonlyArray<readonly [string, string]> = [
  ['asthma', 'asthma: breathe every 2-3 on every set, inhaler at the end of the lane, stop at any wheeze or tight chest'],
  ['pregnant', 'pregnant: breathe every 2-3 on every set, no breath-holding, rest whenever needed'],
  ['light_only', 'cleared for light swimming only: breathe every 2-3, easy throughout'],
  ['no_breath_control', 'no breath control: breathe every 2-3 on every set'],
];

/** The breathing set when the whole group has a reason not to stretch the breath: every 3, smooth, never longer. */
const gentleBreathing = (reason: string) => (kit: Kit, budget: number) => [
  single(flexible(kit, makeSet(kit, { reps: repsFor(budget, 100, 4, 16), distance: 100, zone: 'EN1', description: `breathe every 3, both sides, long smooth exhale into the water; every 2 whenever needed (${reason}). ${SAFETY_LINE}` }), 2, 20)),
];

export function composeBreathControl(kit: Kit, order: Order, volume: number): SessionDraft {
  const draft = emptyDraft('Breath-Control Workout');
  const young = isYoung(kit);
  const ruled = rules(kit);
  // Asthma said of the group is said of some of them ("a few have asthma"): they get their own line; the others keep the patterns.
  const group = noPatterns.find(([rule]) => rule !== 'asthma' && ruled.has(rule as never));
  const asthma = ruled.has('asthma');
  const noUnderwater = ruled.has('no_underwater') || ruled.has('no_breath_control') || group !== undefined;
  const kicks = noUnderwater
    ? 'streamline off each wall and break out on the first kick: no underwater kicking'
    : ruled.has('no_kick')
      ? 'streamline glide off each wall'
      : 'at most 3-5 dolphin kicks off each wall (never past 15 m), then surface and breathe freely';
  addSection(draft, kit, 'warmup', volume * 0.2, warmup);
  addSection(draft, kit, 'preset', volume * 0.1, preset);
  addSection(draft, kit, 'main', volume * 0.34, group ? gentleBreathing(group[1].split(':')[0]!) : breathMain, { name: group ? 'Smooth Breathing' : 'Breathing Patterns' });
  addSection(draft, kit, 'secondary', volume * 0.14, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 50, 4, 12, 2), distance: 50, zone: 'EN1', description: `${kicks}. ${SAFETY_LINE}` }), 2, 12, 2))], { name: 'Off the Walls' });
  if (!ruled.has('no_kick')) addSection(draft, kit, 'kick', volume * 0.12, kickSet);
  if (!young && !ruled.has('no_pull_buoy')) addSection(draft, kit, 'pull', volume * 0.1, pullSet);
  addSection(draft, kit, 'cooldown', volume * 0.08, cooldown);
  if (asthma) draft.notes.push('Swimmers with asthma: breathe every 2-3 on every set, no longer patterns and no underwater kicking; inhaler at the end of the lane; stop at any wheeze or tight chest.');
  if (group) draft.notes.push(`The group's ${group[1].split(':')[0]}: breathing kept to every 3 (every 2 whenever needed), no longer patterns and no underwater kicking.`);
  // A named swimmer's condition changes their breathing alone: one line each.
  for (const swimmer of order.brief.swimmers) {
    const line = noPatterns.find(([rule]) => swimmer.limits.some((c) => c.rule === rule));
    if (line) draft.notes.push(`${swimmer.name} (${line[1].split(':')[0]}):${line[1].split(':')[1]}; no underwater kicking off the walls.`);
  }
  draft.notes.push('No breath-holding for time or distance and no underwater lengths: breathing patterns at moderate speed instead.');
  draft.notes.push('Breath control only with a coach on deck; never for learn-to-swim or unsupervised swimmers.');
  return draft;
}

/** What the water's temperature means for the session (COACHING.md §9b, special populations: cold water). */
function waterRules(f: number | null, wetsuits: BriefOpenWater['wetsuits']): { cold: boolean; veryCold?: boolean; line: string } {
  const c = (x: number) => Math.round(((x - 32) * 5) / 9);
  if (f === null) return { cold: false, line: 'Water temperature not given: measure it before anyone goes in; under 64 °F (18 °C) the cold-water rules apply (short swims, a cold check every 5-10 min, out at shivering).' };
  const t = `Water ${f} °F (${c(f)} °C)`;
  if (f < 60) return { cold: true, veryCold: true, line: `${t}, very cold: wetsuits, caps (two caps or neoprene); swims of 5-10 min at a time, 20-30 min in the water at most for anyone not used to it; a cold check every 5 min; out at shivering, slurred words or clumsy hands; warm clothes and a warm drink on the shore; no standing about in the water.` };
  if (f < 64) return { cold: true, line: `${t}, cold (under 64 °F / 18 °C): short swims of 10-15 min with a cold check between (every 5-10 min: a word with each swimmer, watch for slurred words and clumsy strokes); out at shivering; wetsuits ${wetsuits === 'none' ? 'not worn, so keep the swims shorter still' : 'strongly advised'}; acclimatise over several sessions; warm clothes on the shore.` };
  if (f <= 68) return { cold: false, line: `${t}: wetsuits ${wetsuits === 'optional' ? 'optional, recommended for first-timers and lean swimmers' : 'recommended for first-timers and lean swimmers'}; cold checks every 10 min; anyone shivering gets out.` };
  if (f <= 78) return { cold: false, line: `${t}: wetsuits optional (legal to 78 °F in age-group racing); watch first-timers for cold all the same.` };
  return { cold: false, line: `${t}: warm water, no wetsuits (overheating); drinks on the shore.` };
}

/** How much of the course the craft the coach listed can watch: two or more cover a course, one only a short loop, none only the shallows. */
type Cover = 'full' | 'thin' | 'none';
/** Buoys at most this far apart when one craft and the coach on the shore are all the cover. */
const THIN_COVER_BUOYS = 100;

/** Very cold water (under 60 °F): three short swims with warming on the shore between; the time beyond them is spent on land. */
function veryColdSteps(briefing: string, course: string, waves: boolean, minutes: number) {
  const swim = Math.max(5, Math.min(8, Math.round(minutes / 10)));
  const water: Array<readonly [number, string, string]> = [
    [4, 'Entry and acclimatising', 'Walk in to the waist, splash the face and neck, then duck the shoulders; if the breath races, stand and breathe slowly until it settles (cold shock); face in and blow bubbles.'],
    [swim, 'Swim 1: parallel to the shore', 'Easy with the buddy between two landmarks in chest-deep water, sighting every 6-9 strokes; cold check at the end.'],
    [5, 'Out and warm', 'Out of the water at once, towel and jacket on, a warm drink; no standing about in the water.'],
    [swim, 'Swim 2: the course', `${waves ? 'Waves A and B' : 'In buddy pairs'}: ${course}, turning back at the coach's whistle${waves ? '; wave C parallel to the shore' : ''}. Cold check at the end.`],
    [5, 'Out and warm', 'Out, dry and dressed in layers; anyone who shivered stays out.'],
    [swim, 'Swim 3: entries and exits', 'Run-in entries and exits from knee-deep water, 2-3 times, then out; head count out, every buddy pair reports.'],
  ];
  const inWater = water.reduce((m, [x]) => m + x, 0);
  const land = timedSteps(
    [
      [8, 'Briefing on the shore', briefing],
      [10, 'Warm-up on the beach', 'Dry land, in warm layers: a jog, arm swings and circles, leg swings, 20 squats; wetsuits and two caps on at the end.'],
      [6, 'Skills on land', 'Sighting rehearsed standing (crocodile eyes to a landmark), goggles and caps checked, the buddy check, the course pointed out from the shore.'],
      [8, 'Warm-down on land and debrief', 'Warm clothes on, a warm drink, a walk; what the sighting and the cold felt like, and what to bring next time.'],
    ],
    Math.max(6, minutes - inWater),
  );
  return [land[0]!, land[1]!, land[2]!, ...water.map(([m, title, detail]) => ({ minutes: m, title, detail })), land[3]!];
}

/**
 * A swim in open water (COACHING.md §6, no walls; §9b cold water): by time and landmarks, never
 * send-offs; a briefing, buddies and boat cover first, an acclimatising entry, sighting, the
 * course in waves by level, first-timers near the shore, exits, and a head count in and out.
 */
function composeLakeSwim(kit: Kit, order: Order): SessionDraft {
  const brief = order.brief;
  const ow = brief.openWater ?? null;
  const minutes = Math.max(30, Math.min(150, brief.clock.value.minutes ?? 60));
  const site = /\b(lake|sea|ocean|river|bay|quarry|beach)\b/.exec(brief.pool.words ?? '')?.[1] ?? 'open water';
  const water = waterRules(ow?.waterF ?? null, ow?.wetsuits ?? null);
  const boats = ow?.boats ?? null;
  // Only the cover the coach listed is on the water: one craft cannot cover a long course, none cannot cover any.
  const cover: Cover = !boats ? 'none' : boats.count >= 2 ? 'full' : 'thin';
  const said = ow?.buoysMeters ?? null;
  const buoys = cover === 'none' ? null : said && cover === 'thin' ? Math.min(said, THIN_COVER_BUOYS) : said;
  const shortened = cover === 'thin' && said !== null && buoys !== said;
  const loop = buoys ? 2 * buoys : null;
  const course =
    cover === 'none'
      ? 'the course: parallel to the shore between two landmarks about 100 m apart, in water where swimmers can stand'
      : shortened
        ? `the course: buoy to buoy and back, the buoys moved in to about ${buoys} m apart (or a turn at a marker halfway), close to and parallel to the shore, ${loop} m a loop`
        : buoys
          ? `the course: buoy to buoy (${buoys} m) and back, ${loop} m a loop`
          : 'the course: out to a landmark about 150-200 m along the shore and back';
  const craft = boats?.kind ?? 'kayak';
  const waves = ow?.mixedLevels || ow?.firstTimers || (brief.who.value.headcount ?? 0) > 12;
  // Open-water pace per 100 m: the pool's steady pace, slower for sighting and no walls; each wave slower again.
  const base = Math.round(profile(kit).pace * 1.1 + 10);
  const paceA = base;
  const paceB = base + 20;
  const coverLine =
    cover === 'full'
      ? `${craft === 'lifeguard' ? 'Lifeguard' : `${craft.charAt(0).toUpperCase()}${craft.slice(1)}`} 1 at the far ${buoys ? 'buoy' : 'landmark'}; ${craft} 2 with the last swimmers${waves ? ' (wave C)' : ''}${boats!.count > 2 ? `; the other ${boats!.count - 2} along the outside of the course` : ''}`
      : cover === 'thin'
        ? `Cover: one ${craft} on the water and the coach on the shore, so the course stays inside what they can watch${shortened ? ` (the ${said} m course shortened)` : ''}: the ${craft} on the water at the outside of the loop, the coach on the shore level with its middle with a whistle and a rescue tube, every cap in sight; swimmers stay with their buddy, side by side or on the feet, never more than a body length apart`
        : 'No boat named: stay parallel to the shore in water where swimmers can stand, or put a kayak or paddleboard out before anyone swims the course';
  const helper = cover === 'none' ? 'the coach wades in' : cover === 'thin' ? `the ${craft} goes, the coach whistles everyone else to stop and stand or tread` : `the nearest ${craft} goes`;
  const signals = `Signals: an arm up and waving = help (${helper}); a hand on the head = I'm OK (the answer to the coach's check); a whistle = stop, look at the coach`;
  const firstTimersCourse =
    cover === 'full'
      ? `the coach or a ${craft} alongside; out to the first marker and back only if comfortable, with a ${craft} beside them`
      : cover === 'thin'
        ? `the coach on the shore in reach of them; out to the first buoy and back only in the last minutes, one pair at a time with the ${craft} beside them while waves A and B swim in the shallows`
        : 'the coach in the water with them, nobody out of standing depth';
  const loopsFor = (mins: number, pace: number) => (loop ? Math.max(0, Math.floor((mins * 60) / ((loop / 100) * pace))) : 0);
  const loopText = (mins: number, pace: number) => {
    if (!loop) return 'out and back on the course';
    const halves = Math.floor(loopsFor(mins * 2, pace));
    if (halves < 2) return `out to the first ${buoys ? 'buoy' : 'landmark'} and back`;
    const whole = Math.floor(halves / 2);
    return `about ${whole}${halves % 2 ? '½' : ''} loop${halves > 2 ? 's' : ''}`;
  };
  const mainMinutes = Math.round(minutes * 0.42);
  const block = water.cold ? Math.min(12, Math.max(6, Math.round(mainMinutes / 3))) : mainMinutes;
  const blocks = Math.max(1, Math.floor(mainMinutes / (block + (water.cold ? 2 : 0))));
  const timing = water.cold ? `${blocks} x ${block} min, a cold check at the start ${buoys ? 'buoy' : 'landmark'} between (a word with each swimmer, 1 min, no standing about)` : `${mainMinutes} min continuous`;
  const main = waves
    ? `Waves 1 min apart. Wave A (experienced): ${timing} on ${course}, ${loopText(water.cold ? block * blocks : mainMinutes, paceA)}, steady with the last few minutes stronger, drafting on a buddy's feet. Wave B (steady): the same time, ${loopText(water.cold ? block * blocks : mainMinutes, paceB)}, turn back early rather than push. ${ow?.firstTimers ? `Wave C (first-timers): stay near the shore and swim parallel to it in water where they can stand, 3-4 min swims with a stand-up rest, ${firstTimersCourse}.` : 'Wave C (newer swimmers): parallel to the shore, 3-4 min swims with a stand-up rest.'}`
    : `In buddy pairs: ${timing} on ${course}, ${loopText(water.cold ? block * blocks : mainMinutes, paceA)}, steady; sight every 6-9 strokes.`;
  const briefing = `${course.charAt(0).toUpperCase()}${course.slice(1)}. Buddy pairs of the same speed, bright caps${waves ? `, waves by level: A experienced, B steady${ow?.firstTimers ? ', C first-timers' : ', C newer'}` : ''}. ${signals}. ${coverLine}. Head count in: each pair goes in and comes out together.`;
  // Very cold water: three short swims with warming on the shore between; the rest of the time is on land.
  const veryCold = water.veryCold === true;
  const steps = veryCold
    ? veryColdSteps(briefing, course, waves === true, minutes)
    : timedSteps(
        [
          [7, 'Briefing on the shore', briefing],
          [5, 'Entry and acclimatising', `Walk in, no running or diving in; ${water.cold ? 'splash the face and neck first; if the breath races, stand and breathe slowly until it settles (cold shock); ' : ''}wetsuits flushed; face in and blow bubbles, then 1-2 min easy where everyone stands.`],
          [9, 'Warm-up parallel to the shore', 'Easy swimming with the buddy between two landmarks along the shore, in water about chest deep; sight every 6-9 strokes.'],
          [9, 'Sighting and skills', `Sighting: "crocodile eyes" to the ${buoys ? 'buoy' : 'landmark'} every 6-9 strokes, then breathe to the side; swim on a buddy's feet (drafting); ${ow?.firstTimers ? 'first-timers practise sighting and standing up in the shallows; ' : ''}turning round a ${buoys ? 'buoy' : 'marker'} and a start from treading water for waves A and B.`],
          [30, water.cold ? 'The course, in short blocks' : 'The course', main],
          [5, 'Exits and entries', 'Swim in until the hands touch the bottom, stand and walk (or run) out; turn and walk back in; twice.'],
          [5, 'Easy swim and head count out', 'Easy swimming parallel to the shore, then out; every buddy pair reports to the coach (head count out); warm clothes on at once.'],
        ],
        minutes,
      );
  const inWater = veryCold ? [`In the water about ${steps.filter((x) => x.title.startsWith('Swim') || x.title.startsWith('Entry')).reduce((m, x) => m + x.minutes, 0)} min in all, in three short swims: the rest of the ${minutes} min is on land.`] : [];
  const draft = emptyDraft(`${site === 'open water' ? 'Open-Water' : `${site.charAt(0).toUpperCase()}${site.slice(1)}`} Swim (${minutes} min)`);
  draft.steps = steps;
  draft.notes.push(water.line, ...inWater);
  if (brief.clock.value.minutes === null) draft.notes.push(`${minutes} minutes: no time given.`);
  draft.notes.push('No send-offs or walls: swims by time and landmarks. No underwater swimming or breath-holding; breathe every 2-3 strokes.');
  if (ow?.firstTimers) draft.notes.push(`First-timers: near the shore, parallel to it, where they can stand; with a buddy and ${cover === 'full' ? 'a boat or coach' : 'the coach'} beside them; nobody swims out alone.`);
  if (shortened) draft.notes.push(`Cover: one ${craft} and the coach on the shore are not enough for a ${said} m course with ${brief.who.value.headcount ?? 'this many'} swimmers, so the buoys come in to about ${buoys} m and the loop stays close to the shore; with a second ${craft === 'kayak' ? 'kayak' : `${craft} or a kayak`} on the water, the full course.`);
  if (!boats) draft.notes.push('Cover: a kayak, paddleboard or lifeguard on the water before anyone swims away from the shore.');
  draft.notes.push(`Paces used for the loops: about ${Math.floor(paceA / 60)}:${String(paceA % 60).padStart(2, '0')} per 100 m for wave A and ${Math.floor(paceB / 60)}:${String(paceB % 60).padStart(2, '0')} for wave B; swimmers turn back at the coach's whistle whatever the loop.`);
  return draft;
}

export function composeOpenWater(kit: Kit, order: Order, volume: number): SessionDraft {
  if (order.openWater) return composeLakeSwim(kit, order);
  const draft = emptyDraft('Open-Water Skills Workout');
  const steady = profile(kit).noZones.includes('EN3') ? 'EN1' : 'EN2';
  addSection(draft, kit, 'warmup', volume * 0.2, warmup);
  addSection(draft, kit, 'skills', volume * 0.13, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 50, 4, 10, 2), distance: 50, zone: 'EN1', description: 'sighting: eyes up every 6-9 strokes to a target on deck, then breathe to the side' }), 4, 12, 2))], { name: 'Sighting' });
  addSection(draft, kit, 'preset', volume * 0.1, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 50, 4, 8, 2), distance: 50, zone: steady, timing: 'rest', rest: 30, description: 'deep-water start: tread 10 s at mid-pool, sprint 15 m, then settle to race pace' }), 2, 8, 2))], { name: 'Deep-water Starts' });
  addSection(draft, kit, 'main', volume * 0.42, openWaterMain, { name: 'Pack Swimming' });
  addSection(draft, kit, 'secondary', volume * 0.13, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 50, 4, 10, 2), distance: 50, zone: steady, description: 'surges: 15 m hard at mid-length, settle back into pace' }), 4, 12, 2))], { name: 'Surges' });
  addSection(draft, kit, 'cooldown', volume * 0.05, cooldown);
  draft.notes.push('Lane lines out if the pool allows; otherwise swim it in the widest lanes.');
  return draft;
}
