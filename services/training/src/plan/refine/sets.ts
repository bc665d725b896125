import type { Equipment, PlanSection, Stroke, SwimSet } from '@laneforge/contracts';
import { equipmentNames } from '@laneforge/contracts';
import { equipmentWords } from '../vocabulary';
import { feasibleInterval, plannedInterval, roundUpToClock } from '../paces';
import { longestFor, profileOf, squadOf, swimmersOf } from '../squads';
import * as main from '../templates/main';
import { type RefineDraft, Refusal, newSection, volumeOf } from './draft';
import { type Op, guard } from './op';

/** Changes to the sets themselves: rep lengths, strokes, rest, effort and gear. */

/** The sets a refinement may change; the coach's own sets only when the instruction names them ("the 100s"). */
const everySet = (d: RefineDraft, where: (s: PlanSection) => boolean = () => true, coach = false) =>
  d.plan.sections.filter(where).flatMap((section) => section.blocks.filter((b) => coach || !b.coachWritten).flatMap((block) => block.sets.map((set) => ({ set, block, section }))));

function retimed(d: RefineDraft, set: SwimSet): SwimSet {
  if (set.sendOff?.type !== 'interval') return set;
  return { ...set, sendOff: { type: 'interval', seconds: plannedInterval(swimmersOf(d.plan), d.plan.course, set, profileOf(d.plan).extraRest) } };
}

/** "Turn the 100s into 50s", "make the 200s 100s": the same volume in the new repeat. */
export function readRepSwap(clause: string): Op | null {
  const m = /\b(?:turn|make|change|convert|swap|switch)\s*(?:all\s*)?(?:the\s*)?(\d{2,4})s?\s*(?:into|to|for|with|->|→)?\s*(\d{2,4})s\b/.exec(clause) ?? /\b(\d{2,4})s\s*(?:into|to|->|→)\s*(\d{2,4})s\b/.exec(clause);
  const instead = /\b(\d{2,4})s\s+instead of\s+(?:the\s*)?(\d{2,4})s\b/.exec(clause);
  const [from, to] = m ? [Number(m[1]), Number(m[2])] : instead ? [Number(instead[2]), Number(instead[1])] : [0, 0];
  if (!from || !to || from === to) return null;
  return {
    understood: `${from}s into ${to}s`,
    run: (d) => {
      const step = d.plan.course === 'LCM' ? 50 : 25;
      if (to % step !== 0) throw new Refusal(`${to}s do not fit a ${d.plan.course} pool`);
      // A full IM needs four lengths or more: IM repeats keep their distance when the new one is no full IM.
      const fullIm = to % ((d.plan.course === 'LCM' ? 50 : 25) * 4) === 0 && to !== 150;
      const hits = everySet(d, () => true, true).filter(({ set }) => set.distance === from && !(set.reps === 1 && set.sendOff === null) && (set.stroke !== 'im' || fullIm));
      if (hits.length === 0) throw new Refusal(`there are no ${from}s in this plan to change`);
      for (const { set, block, section } of hits) {
        const reps = Math.max(1, Math.round((set.reps * from) / to));
        const description = set.description.replace(/descend 1-(\d)/, (_m, n: string) => (reps % Number(n) === 0 ? `descend 1-${n}` : 'descend by round'));
        block.sets[block.sets.indexOf(set)] = retimed(d, { ...set, reps, distance: to, description });
        d.protect.add(section);
      }
      return `${from}s turned into ${to}s in ${hits.length} set${hits.length === 1 ? '' : 's'}, same volume, send-offs for the new distance.`;
    },
  };
}

const strokeOf: ReadonlyArray<readonly [RegExp, Stroke]> = [
  [/^(?:back(?:stroke)?|bk)$/, 'back'],
  [/^(?:breast(?:stroke)?|br)$/, 'breast'],
  [/^(?:fly|butterfly)$/, 'fly'],
  [/^(?:free(?:style)?|fr)$/, 'free'],
  [/^(?:im)$/, 'im'],
  [/^(?:choice)$/, 'choice'],
];
const strokeWord = (w: string) => strokeOf.find(([re]) => re.test(w))?.[1];
const bans: Partial<Record<Stroke, Array<'no_fly' | 'shoulder' | 'no_breast' | 'no_back' | 'no_im'>>> = { fly: ['no_fly', 'shoulder'], breast: ['no_breast'], back: ['no_back'], im: ['no_im'] };

/** "Swap fly for back", "replace the breast with free", "back instead of fly". */
export function readStrokeSwap(clause: string): Op | null {
  const words = 'back(?:stroke)?|bk|breast(?:stroke)?|br|fly|butterfly|free(?:style)?|fr|im|choice';
  const swap = new RegExp(`\\b(?:swap|replace|change|switch|turn)\\s*(?:all\\s*)?(?:the\\s*)?(${words})\\s*(?:sets?\\s*)?(?:for|with|to|into|->|→)\\s*(${words})\\b`).exec(clause);
  const instead = new RegExp(`\\b(${words})\\s+instead of\\s+(?:the\\s*)?(${words})\\b`).exec(clause);
  const from = strokeWord(swap?.[1] ?? instead?.[2] ?? '');
  const to = strokeWord(swap?.[2] ?? instead?.[1] ?? '');
  if (!from || !to || from === to) return null;
  return {
    understood: `${from} swapped for ${to}`,
    run: (d) => {
      guard(d, bans[to] ?? [], `${to}`);
      const hits = everySet(d).filter(({ set }) => set.stroke === from);
      if (hits.length === 0) throw new Refusal(`there is no ${from} in this plan to swap`);
      // The new stroke's repeats stay within the squad's longest (a 9-10's 400 free becomes 200s of breast).
      const cap = Math.min(to === 'fly' ? profileOf(d.plan).flyRep : Infinity, longestFor(squadOf(d.plan), to));
      for (const { set, block, section } of hits) {
        const distance = Math.min(set.distance, cap);
        const reps = Math.round((set.reps * set.distance) / distance);
        block.sets[block.sets.indexOf(set)] = retimed(d, { ...set, stroke: to, reps, distance, description: set.description.replace(new RegExp(`\\b${from}\\b`, 'gi'), to) });
        d.protect.add(section);
      }
      if (from !== 'free' && from !== 'choice' && from !== 'im') d.plan.focus = d.plan.focus.filter((f) => f !== from);
      return `${from === 'im' ? 'IM' : from} swapped for ${to === 'im' ? 'IM' : to} in ${hits.length} set${hits.length === 1 ? '' : 's'}.`;
    },
  };
}

/** "More rest", "less rest", "tighter send-offs": 5 seconds on each send-off, never below what the squad can make. */
export function readRest(clause: string): Op | null {
  const more = /\bmore rest\b|\beasier (?:intervals|send-?offs)\b|\bslower (?:intervals|send-?offs)\b|\bmore time\b|\brest longer\b/.test(clause);
  const less = /\bless rest\b|\btighter\b|\bfaster (?:intervals|send-?offs)\b|\bshorter rest\b|\bless time\b/.test(clause);
  if (more === less) return null;
  return {
    understood: more ? 'more rest' : 'less rest',
    run: (d) => {
      if (less) guard(d, ['crowded_lanes', 'slowest_send_off', 'returning'], 'less rest');
      let floored = 0;
      for (const { set, block } of everySet(d)) {
        if (set.sendOff?.type === 'interval') {
          const wanted = set.sendOff.seconds + (more ? 5 : -5);
          const floor = roundUpToClock(feasibleInterval(swimmersOf(d.plan), d.plan.course, set));
          if (floor > wanted) floored++;
          block.sets[block.sets.indexOf(set)] = { ...set, sendOff: { type: 'interval', seconds: Math.max(floor, wanted) } };
        } else if (set.sendOff?.type === 'rest') {
          block.sets[block.sets.indexOf(set)] = { ...set, sendOff: { type: 'rest', seconds: Math.max(5, set.sendOff.seconds + (more ? 5 : -5)) } };
        }
      }
      return `${more ? 'Added' : 'Took'} 5 seconds ${more ? 'to' : 'off'} each send-off${floored > 0 ? `; ${floored} set${floored === 1 ? ' was' : 's were'} already at the fastest send-off this group can make` : ''}.`;
    },
  };
}

const ladder = [main.aerobic, main.threshold, main.vo2, main.lactate];
const ladderNames = ['aerobic (EN1)', 'threshold (EN2)', 'VO2 (EN3)', 'lactate (SP1/SP2)'];
const zoneStep: Record<string, number> = { REC: 0, EN1: 0, EN2: 1, EN3: 2, SP1: 3, SP2: 3, SP3: 3 };

/** "Make it harder" / "easier": the main set one zone up or down, as many metres. */
export function readEffort(clause: string): Op | null {
  const harder = /\bharder\b|\btougher\b|\bmore intense\b|\bmore challenging\b|\bstep it up\b|\bpush (?:them|it) more\b|\bmore difficult\b/.test(clause);
  const easier = /\beasier\b|\bless intense\b|\bgentler\b|\btone it down\b|\bless hard\b|\blighter\b(?! volume)/.test(clause);
  if (harder === easier) return null;
  return {
    understood: harder ? 'harder' : 'easier',
    run: (d) => {
      if (harder) guard(d, ['returning'], 'harder');
      const at = d.plan.sections.findIndex((s) => s.kind === 'main');
      if (at < 0) throw new Refusal('this plan has no main set to make harder or easier');
      const current = d.plan.sections[at]!;
      const dominant = current.blocks.flatMap((b) => b.sets).sort((a, b) => b.reps * b.distance - a.reps * a.distance)[0];
      const barred = profileOf(d.plan).noZones;
      let step = zoneStep[dominant?.zone ?? 'EN1']! + (harder ? 1 : -1);
      if (harder && step >= 3 && barred.includes('SP1')) step = 2;
      if (harder && step >= 2 && barred.includes('EN3')) step = 1;
      if (step < 0 || step > 3 || step === zoneStep[dominant?.zone ?? 'EN1']) throw new Refusal(`the main set is already as ${harder ? 'hard' : 'easy'} as this group's practice goes`);
      const next = newSection(d, 'main', ladder[step]!, volumeOf(current), current.name);
      d.plan.sections[at] = next;
      return `${harder ? 'Harder' : 'Easier'}: the main set is now ${ladderNames[step]} work.`;
    },
  };
}

/** "Add fins to the kick", "use paddles on the pull", "snorkels for the drill". */
export function readGear(clause: string): Op | null {
  if (!/\b(?:add|use|with|put|bring)\b/.test(clause)) return null;
  const gear = equipmentWords.find(([, re]) => re.test(clause))?.[0];
  if (!gear) return null;
  const where = /\bkick\b/.test(clause) ? 'kick' : /\bpull\b/.test(clause) ? 'pull' : /\bdrill\b/.test(clause) ? 'drill' : /\bwarm[- ]?up\b/.test(clause) ? 'warmup' : gear === 'fins' ? 'kick' : gear === 'paddles' || gear === 'pull_buoy' ? 'pull' : 'drill';
  return {
    understood: `${equipmentNames[gear].toLowerCase()} on the ${where}`,
    run: (d) => {
      const bans: Partial<Record<Equipment, Array<'no_fins' | 'ankle' | 'no_paddles' | 'shoulder' | 'no_snorkel' | 'no_pull_buoy' | 'no_kickboard' | 'neck'>>> = { fins: ['no_fins', 'ankle'], paddles: ['no_paddles', 'shoulder'], band: ['shoulder'], snorkel: ['no_snorkel'], pull_buoy: ['no_pull_buoy'], kickboard: ['no_kickboard', 'neck'] };
      guard(d, bans[gear] ?? [], `${equipmentNames[gear].toLowerCase()}`);
      if ((gear === 'paddles' || gear === 'band' || gear === 'parachute') && !profileOf(d.plan).paddles) throw new Refusal(`${equipmentNames[gear].toLowerCase()} are not for this age group`);
      const hits = everySet(d, (s) => s.kind === where);
      if (hits.length === 0) throw new Refusal(`there is no ${where} set to put ${equipmentNames[gear].toLowerCase()} on`);
      for (const { set, block, section } of hits) {
        block.sets[block.sets.indexOf(set)] = retimed(d, { ...set, equipment: set.equipment.includes(gear) ? set.equipment : [...set.equipment, gear] });
        d.protect.add(section);
      }
      return `${equipmentNames[gear]} on the ${where} (${hits.length} set${hits.length === 1 ? '' : 's'}), send-offs adjusted.`;
    },
  };
}

