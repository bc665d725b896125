import type { Course, Focus, Level, Plan, PlanSection, SectionKind, SeasonPlan, SetBlock, Stroke, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { composeWorkout } from './compose';
import { convertCourse } from './convert';
import { type Intent, extractIntent, volumeRange } from './intent';
import { blockDistance, levelNames, numberText, sectionNames } from '@laneforge/contracts';
import { poolLength, sectionDistance, withTotals } from './model';
import { feasibleInterval, roundUpToClock, strokeFactor } from './paces';
import { createRng } from './random';
import { withSeasonTotals } from './season';
import { type Flex, type Kit } from './templates/kit';
import { kickSet, pullSet } from './templates/kickpull';
import * as main from './templates/main';
import { racePace, sprintSet } from './templates/secondary';
import { drillSet } from './templates/technique';
import { validatePlan } from './validate';

export interface RefineResult {
  plan: Plan;
  /** What was changed, in the coach's terms. */
  applied: string[];
  /** Parts of the instruction the engine did not understand; the plan is left as it was for them. */
  notUnderstood: string[];
  /** Set when the instruction was understood but applying it would break the plan: why it was kept as it was. */
  rejected?: string;
}

const strokeWords: Record<string, Stroke> = {
  fly: 'fly', butterfly: 'fly', breast: 'breast', breaststroke: 'breast', back: 'back', backstroke: 'back',
  free: 'free', freestyle: 'free', im: 'im', kick: 'kick', pull: 'pull', drill: 'drill', choice: 'choice',
};
const strokeAlternation = Object.keys(strokeWords).join('|');

const levelWords: Array<[Level, RegExp]> = [
  ['age_group_8_10', /8\s*-\s*10|10\s*&?\s*u(?:nder)?/],
  ['age_group_11_12', /11\s*-\s*12/],
  ['age_group_13_14', /13\s*-\s*14/],
  ['high_school', /high school/],
  ['college_senior', /college|senior/],
  ['elite', /elite|professional/],
  ['masters', /masters/],
  ['summer_swim_team', /summer/],
  ['recreational', /recreational|beginner/],
];

const mainZones: Array<[RegExp, (kit: Kit, budget: number) => SetBlock[], Focus]> = [
  [/threshold|en2/, main.threshold, 'threshold'],
  [/aerobic|endurance|en1/, main.aerobic, 'aerobic'],
  [/sprint|speed|sp3/, main.sprint, 'sprint'],
  [/vo2|en3/, main.vo2, 'vo2'],
  [/lactate|sp1|sp2/, main.lactate, 'lactate'],
  [/distance/, main.distance, 'distance'],
  [/\bim\b/, main.im, 'im'],
];

function kitFor(plan: WorkoutPlan, seed: string): Kit {
  const stroke = plan.focus.find((f): f is 'back' | 'breast' | 'fly' | 'free' => f === 'back' || f === 'breast' || f === 'fly' || f === 'free') ?? 'free';
  return {
    rng: createRng(`${plan.date}\u0000${seed}`),
    level: plan.level,
    course: plan.course,
    focus: plan.focus,
    stroke,
    excluded: [],
    drillSection: plan.sections.some((s) => s.kind === 'drill'),
    targetEvent: null,
    flexReps: new Map<SwimSet, Flex>(),
    flexDistance: new Map<SwimSet, Flex>(),
  };
}

function clone(plan: WorkoutPlan): WorkoutPlan {
  return structuredClone(plan);
}

/** The step in which a set's reps can change without making its wording false ("descend 1-4" moves by 4). */
function repStep(set: SwimSet): number {
  const m = /descend 1-(\d)/.exec(set.description);
  return m ? Number(m[1]) : 1;
}

/**
 * Brings a workout to `target` by changing reps, rounds and the easy warm-up and cool-down swims,
 * leaving the sections in `keep` as they are.
 */
function fitTo(plan: WorkoutPlan, target: number, keep: ReadonlySet<PlanSection> = new Set()): void {
  const step = poolLength(plan.course);
  for (let i = 0; i < 500; i++) {
    const total = plan.sections.reduce((s, sec) => s + sectionDistance(sec), 0);
    const diff = target - total;
    if (Math.abs(diff) < step) return;
    const dir = Math.sign(diff);
    let best: { delta: number; apply: () => void; priority: number } | null = null;
    const consider = (delta: number, apply: () => void, priority: number) => {
      if (Math.abs(diff - delta) >= Math.abs(diff)) return;
      if (!best || priority < best.priority || (priority === best.priority && Math.abs(diff - delta) < Math.abs(diff - best.delta))) best = { delta, apply, priority };
    };
    for (const section of plan.sections) {
      if (keep.has(section)) continue;
      if (dir < 0 && !['warmup', 'main', 'cooldown'].includes(section.kind)) {
        section.blocks.forEach((block, index) => consider(-blockDistance(block), () => section.blocks.splice(index, 1), 0));
      }
      for (const block of section.blocks) {
        if (block.rounds > 1 || (dir > 0 && block.label !== null)) {
          const next = block.rounds + dir;
          if (next >= 1 && next <= 8) consider(dir * blockDistance({ ...block, rounds: 1 }), () => (block.rounds = next), 0);
        }
        for (const set of block.sets) {
          const continuous = set.reps === 1 && set.sendOff === null && (section.kind === 'warmup' || section.kind === 'cooldown');
          if (continuous) {
            const next = set.distance + dir * 50;
            if (next >= 100 && next <= 1200) consider(dir * 50 * block.rounds, () => (set.distance = next), 1);
            continue;
          }
          const s = repStep(set);
          const next = set.reps + dir * s;
          if (next >= 1 && next <= 40) consider(dir * s * set.distance * block.rounds, () => (set.reps = next), 0);
        }
      }
    }
    if (!best) return;
    (best as { apply: () => void }).apply();
  }
}

function insertBeforeCooldown(plan: WorkoutPlan, section: PlanSection): void {
  const at = plan.sections.findIndex((s) => s.kind === 'cooldown');
  plan.sections.splice(at < 0 ? plan.sections.length : at, 0, section);
}

function newSection(kind: SectionKind, blocks: SetBlock[]): PlanSection {
  return { kind, name: sectionNames[kind], blocks, distance: 0 };
}

function retime(plan: WorkoutPlan, set: SwimSet, seconds: number): { type: 'interval'; seconds: number } {
  const floor = roundUpToClock(feasibleInterval(plan.level, plan.course, set));
  return { type: 'interval', seconds: Math.max(floor, roundUpToClock(seconds)) };
}

function replaceStroke(plan: WorkoutPlan, from: Stroke, to: Stroke): number {
  let changed = 0;
  for (const section of plan.sections) {
    for (const block of section.blocks) {
      block.sets = block.sets.map((set) => {
        const hit = set.stroke === from || (from !== 'im' && set.stroke === 'im' && to !== 'im' && ['fly', 'back', 'breast'].includes(from));
        if (!hit) return set;
        changed++;
        const stroke: Stroke = set.stroke === 'im' ? 'choice' : to;
        const description = set.stroke === 'im' ? [set.description, `no ${from}`].filter(Boolean).join(', ') : set.description;
        const next = { ...set, stroke, description };
        if (set.sendOff?.type === 'interval') next.sendOff = retime(plan, next, (set.sendOff.seconds * strokeFactor[stroke]) / strokeFactor[set.stroke]);
        return next;
      });
    }
  }
  return changed;
}

function recompose(plan: WorkoutPlan, changes: Partial<Intent>, seed: string): WorkoutPlan {
  const intent: Intent = {
    ...extractIntent({ date: plan.date, description: '' }),
    kind: 'workout',
    level: plan.level,
    course: plan.course,
    volume: plan.totals.distance,
    requestedDistance: plan.requestedDistance,
    requestedMinutes: plan.requestedMinutes,
    focus: plan.focus.length > 0 ? plan.focus : ['aerobic'],
    targetEvent: null,
    group: plan.group,
    dryland: plan.dryland.length > 0,
    mobility: false,
    assumptions: [],
    ...changes,
  };
  const [lo, hi] = volumeRange[intent.level];
  intent.volume = Math.min(hi, Math.max(lo, intent.volume));
  const next = composeWorkout(intent, plan.date, createRng(`${plan.date}\u0000${seed}`));
  return { ...next, title: next.title, provider: plan.provider, assumptions: plan.assumptions, notes: plan.notes, dryland: plan.dryland, targetEvent: plan.targetEvent };
}

/** "2 rounds: A" followed by the same "2 rounds: A" is written as "4 rounds: A", as a coach would. */
function mergeRepeatedBlocks(section: PlanSection): PlanSection {
  const blocks: SetBlock[] = [];
  for (const block of section.blocks) {
    const last = blocks.at(-1);
    if (last && last.label === block.label && JSON.stringify(last.sets) === JSON.stringify(block.sets)) {
      blocks[blocks.length - 1] = { ...last, rounds: last.rounds + block.rounds };
    } else {
      blocks.push(block);
    }
  }
  return { ...section, blocks };
}

function refineWorkout(input: WorkoutPlan, instruction: string): RefineResult {
  let plan = clone(input);
  const applied: string[] = [];
  const notUnderstood: string[] = [];
  let target = plan.totals.distance;
  const protect = new Set<PlanSection>();
  // A course change replaces every section, so it is made once the rest has been fitted.
  let courseChange: Course | null = null;
  const clauses = instruction
    .split(/[.;\n]|,\s*(?=\D)|\band\b|\bthen\b|\balso\b|(?=\bwith\b)/i)
    .map((c) => c.trim())
    .filter(Boolean);

  for (const raw of clauses) {
    const c = raw.toLowerCase();
    const before = applied.length;
    const level = /\bfor\b|\blevel\b/.test(c) ? levelWords.find(([, re]) => re.test(c))?.[0] : undefined;
    const volume = /(\d{1,2}[,.]?\d{3}|\d{3,5}|\d{1,2}(?:\.\d)?\s*k)\s*(?:yards?|yds?|meters?|metres?|m\b|y\b)?/.exec(c);
    const course: Course | null = /\blcm\b|long course/.test(c) ? 'LCM' : /\bscm\b|short course met/.test(c) ? 'SCM' : /\bscy\b|short course yards|\byards pool\b/.test(c) ? 'SCY' : null;
    const swap = new RegExp(`(?:swap|replace|change|switch)\\s+(?:the\\s+)?(${strokeAlternation})\\s+(?:for|with|to|into)\\s+(${strokeAlternation})`).exec(c);
    const without = new RegExp(`\\b(?:no|without|remove|drop|skip)\\s+(?:the\\s+)?(${strokeAlternation})\\b`).exec(c);
    const mainZone = /main(?: set)?/.test(c) ? mainZones.find(([re]) => re.test(c)) : undefined;

    if (level) {
      plan = recompose(plan, { level, volume: target }, `${instruction}|level`);
      target = plan.totals.distance;
      applied.push(`Rewritten for ${levelNames[level].toLowerCase()} swimmers: send-offs and rep lengths for that level.`);
    } else if (course) {
      if (course !== plan.course) {
        courseChange = course;
        applied.push(`Converted to ${course}.`);
      } else {
        applied.push(`Already ${course}.`);
      }
    } else if (swap?.[1] && swap[2] && strokeWords[swap[1]] && strokeWords[swap[2]]) {
      const n = replaceStroke(plan, strokeWords[swap[1]]!, strokeWords[swap[2]]!);
      applied.push(n > 0 ? `Swapped ${swap[1]} for ${swap[2]} in ${n} set${n === 1 ? '' : 's'}.` : `No ${swap[1]} sets to swap.`);
    } else if (without?.[1] && strokeWords[without[1]] && !['kick', 'pull', 'drill'].includes(strokeWords[without[1]]!)) {
      const n = replaceStroke(plan, strokeWords[without[1]]!, 'free');
      plan.focus = plan.focus.filter((f) => f !== strokeWords[without[1]!]);
      applied.push(n > 0 ? `Replaced ${without[1]} with free in ${n} set${n === 1 ? '' : 's'}.` : `No ${without[1]} in the plan.`);
    } else if (mainZone) {
      const [, template, focus] = mainZone;
      const index = plan.sections.findIndex((s) => s.kind === 'main');
      const budget = index >= 0 ? sectionDistance(plan.sections[index]!) : target * 0.38;
      const section = newSection('main', template(kitFor(plan, instruction), budget));
      if (index >= 0) plan.sections[index] = section;
      else insertBeforeCooldown(plan, section);
      protect.add(section);
      plan.focus = [focus, ...plan.focus.filter((f) => f !== focus)];
      applied.push(`Main set rewritten as ${focus} work.`);
    } else if (/\b(?:add|include|with|more)\b.*\b(?:sprint|speed)\b/.test(c) || /\brace[- ]?pace\b/.test(c)) {
      const racePaceSet = /race[- ]?pace/.test(c);
      const section = newSection(racePaceSet ? 'race_pace' : 'sprint', (racePaceSet ? racePace : sprintSet)(kitFor(plan, instruction), target * 0.08));
      insertBeforeCooldown(plan, section);
      protect.add(section);
      applied.push(`Added a ${racePaceSet ? 'race-pace' : 'sprint'} set.`);
    } else if (/\b(?:more|extra|add|longer)\b.*\b(kick|pull|drills?)\b|\b(kick|pull|drills?)\b.*\bmore\b/.exec(c)) {
      const word = /\b(kick|pull|drill)/.exec(c)?.[1] as 'kick' | 'pull' | 'drill';
      const template = word === 'kick' ? kickSet : word === 'pull' ? pullSet : drillSet;
      const existing = plan.sections.find((s) => s.kind === word);
      const blocks = template(kitFor(plan, instruction), Math.max(200, target * 0.1));
      if (existing) {
        existing.blocks.push(...blocks);
        protect.add(existing);
      } else {
        const section = newSection(word, blocks);
        const mainAt = plan.sections.findIndex((s) => s.kind === 'main');
        plan.sections.splice(mainAt < 0 ? 1 : mainAt, 0, section);
        protect.add(section);
      }
      applied.push(`More ${word}: ${existing ? 'added to the' : 'a new'} ${word} section.`);
    } else if (/\b(?:less|shorter|reduce)\b.*\brest\b|\btighter\b|\bfaster (?:intervals|send-?offs)\b/.test(c) || /\bmore\b.*\brest\b|\beasier (?:intervals|send-?offs)\b/.test(c)) {
      const more = /\bmore\b|\beasier\b/.test(c);
      let floored = 0;
      for (const section of plan.sections) {
        for (const block of section.blocks) {
          for (const set of block.sets) {
            if (set.sendOff?.type === 'interval') {
              const wanted = set.sendOff.seconds + (more ? 5 : -5);
              const sendOff = retime(plan, set, wanted);
              if (sendOff && sendOff.seconds > wanted) floored++;
              set.sendOff = sendOff;
            } else if (set.sendOff?.type === 'rest') {
              set.sendOff = { type: 'rest', seconds: Math.max(5, set.sendOff.seconds + (more ? 5 : -5)) };
            }
          }
        }
      }
      applied.push(`${more ? 'Added' : 'Took'} 5 seconds ${more ? 'to' : 'off'} each send-off${floored > 0 ? `; ${floored} set${floored === 1 ? ' was' : 's were'} already at the fastest send-off this level can make` : ''}.`);
    } else if (volume?.[1] && /\bto\b|\btotal\b|\bmake it\b|\bonly\b/.test(c)) {
      const raw = volume[1];
      const n = raw.endsWith('k') ? Math.round(parseFloat(raw) * 1000) : parseInt(raw.replace(/[,.]/g, ''), 10);
      const [lo, hi] = volumeRange[plan.level];
      target = Math.min(hi, Math.max(lo, n));
      applied.push(target === n ? `Volume set to ${numberText(target)} ${plan.unit}.` : `Volume set to ${numberText(target)} ${plan.unit} (${numberText(n)} is outside what one practice of this level holds).`);
    } else if (/\bshorter\b|\bless volume\b|\bcut\b|\breduce\b/.test(c)) {
      target = Math.max(volumeRange[plan.level][0], Math.round((target * 0.8) / 100) * 100);
      applied.push(`Shorter: about ${numberText(target)} ${plan.unit}.`);
    } else if (/\blonger\b|\bmore volume\b|\bmore yards\b|\bmore meters\b/.test(c)) {
      target = Math.min(volumeRange[plan.level][1], Math.round((target * 1.2) / 100) * 100);
      applied.push(`Longer: about ${numberText(target)} ${plan.unit}.`);
    }
    if (applied.length === before) notUnderstood.push(raw);
  }

  fitTo(plan, target, protect);
  plan.sections = plan.sections.filter((s) => s.blocks.length > 0).map(mergeRepeatedBlocks);
  if (Math.abs(plan.sections.reduce((s, sec) => s + sectionDistance(sec), 0) - target) > target * 0.05) fitTo(plan, target);
  if (target !== input.totals.distance || plan.requestedDistance !== null) plan.requestedDistance = target;
  plan = withTotals(plan);
  if (courseChange) {
    const converted = convertCourse(plan, courseChange) as WorkoutPlan;
    // The converter explains what it did; that explanation replaces the short "Converted to" line.
    const explanation = converted.notes.at(-1)!;
    applied[applied.indexOf(`Converted to ${courseChange}.`)] = explanation;
    plan = { ...converted, notes: converted.notes.slice(0, -1) };
  }
  const notes = [...plan.notes, ...applied];
  if (notUnderstood.length > 0) notes.push(`Not understood, left as it was: ${notUnderstood.map((c) => `"${c}"`).join(', ')}.`);
  const result = validatePlan({ ...plan, notes });
  if (!result.ok) {
    const reasons = result.issues.filter((i) => !i.fixed && i.severity === 'error').map((i) => i.message).join('; ');
    return { plan: input, applied: [], notUnderstood, rejected: `"${instruction}" would have broken the plan (${reasons}), so it was kept as it was.` };
  }
  return { plan: result.plan, applied, notUnderstood };
}

function refineSeason(input: SeasonPlan, instruction: string): RefineResult {
  let plan: SeasonPlan = structuredClone(input);
  const applied: string[] = [];
  const notUnderstood: string[] = [];
  for (const raw of instruction.split(/[.;\n]|\band\b/i).map((c) => c.trim()).filter(Boolean)) {
    const c = raw.toLowerCase();
    const course: Course | null = /\blcm\b|long course/.test(c) ? 'LCM' : /\bscm\b/.test(c) ? 'SCM' : /\bscy\b/.test(c) ? 'SCY' : null;
    const scale = /\bless volume\b|\blighter\b|\bshorter\b|\breduce\b/.test(c) ? 0.85 : /\bmore volume\b|\bharder\b|\blonger\b/.test(c) ? 1.15 : null;
    if (course && course !== plan.course) {
      plan = convertCourse(plan, course) as SeasonPlan;
      applied.push(`Converted to ${course}.`);
    } else if (scale) {
      plan.weeks = plan.weeks.map((w) => ({ ...w, volume: Math.round((w.volume * scale) / 100) * 100 }));
      applied.push(`Weekly volumes ${scale < 1 ? 'down' : 'up'} ${Math.round(Math.abs(1 - scale) * 100)}%.`);
    } else {
      notUnderstood.push(raw);
    }
  }
  const notes = [...plan.notes, ...applied];
  if (notUnderstood.length > 0) notes.push(`Not understood, left as it was: ${notUnderstood.map((c) => `"${c}"`).join(', ')}.`);
  const result = validatePlan(withSeasonTotals({ ...plan, notes }));
  return { plan: result.plan, applied, notUnderstood };
}

/** The `est` provider's refinement: understood instructions are applied, the rest reported, never guessed. */
export function refinePlan(plan: Plan, instruction: string): RefineResult {
  return plan.kind === 'workout' ? refineWorkout(plan, instruction) : refineSeason(plan, instruction);
}
