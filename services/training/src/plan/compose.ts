import type { Focus, PlanSection, SectionKind, SetBlock, Stroke, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { composeDryland } from './dryland';
import type { Intent } from './intent';
import { blockDistance } from '@laneforge/contracts';
import { planBasics, poolLength, sectionDistance, titleCase, withTotals } from './model';
import { focusNames, levelNames, sectionNames } from '@laneforge/contracts';
import type { Rng } from './random';
import { type Flex, type Kit, isYoung } from './templates/kit';
import { cooldown, warmup } from './templates/warmup';
import { drillSet, preset } from './templates/technique';
import { kickSet, pullSet } from './templates/kickpull';
import * as main from './templates/main';
import { racePace, skills, sprintSet } from './templates/secondary';

type Template = (kit: Kit, budget: number) => SetBlock[];

const mainByFocus: Partial<Record<Focus, Template>> = {
  aerobic: main.aerobic,
  threshold: main.threshold,
  vo2: main.vo2,
  lactate: main.lactate,
  sprint: main.sprint,
  im: main.im,
  distance: main.distance,
  technique: main.aerobic,
};

const skillFocus: readonly Focus[] = ['starts', 'turns', 'underwaters', 'pacing'];

function strokeOfDay(focus: readonly Focus[]): Kit['stroke'] {
  const s = focus.find((f): f is 'back' | 'breast' | 'fly' | 'free' => f === 'back' || f === 'breast' || f === 'fly' || f === 'free');
  return s ?? 'free';
}

function mainTemplate(kit: Kit): Template {
  const first = kit.focus.find((f) => mainByFocus[f]);
  if (first) return mainByFocus[first] as Template;
  return kit.rng.pick([main.threshold, main.aerobic, main.vo2]);
}

function secondaryTemplate(kit: Kit, primary: Template): { kind: SectionKind; template: Template } | null {
  if (kit.focus.some((f) => skillFocus.includes(f) && f !== 'pacing')) return { kind: 'skills', template: skills };
  if (kit.focus.includes('pacing') || kit.targetEvent) return { kind: 'race_pace', template: racePace };
  const other = kit.focus.map((f) => mainByFocus[f]).find((t) => t && t !== primary);
  if (other === main.sprint) return { kind: 'sprint', template: sprintSet };
  if (other) return { kind: 'secondary', template: other };
  if (primary === main.sprint || primary === main.lactate) return { kind: 'secondary', template: main.aerobic };
  return { kind: 'sprint', template: sprintSet };
}

/** Share of the volume each section gets; sections that do not fit a short practice are left out. */
function layout(kit: Kit, volume: number, primary: Template): Array<{ kind: SectionKind; share: number; template: Template; name?: string }> {
  const technique = kit.focus.includes('technique');
  const young = isYoung(kit.level);
  const parts: Array<{ kind: SectionKind; share: number; template: Template; name?: string }> = [
    { kind: 'warmup', share: volume < 2500 ? 0.2 : 0.17, template: warmup },
  ];
  if (technique || young || kit.rng.chance(0.5)) parts.push({ kind: 'drill', share: technique ? 0.16 : 0.09, template: drillSet });
  else if (volume >= 2500) parts.push({ kind: 'preset', share: 0.08, template: preset });
  if (volume >= 1200 || parts.length === 1) parts.push({ kind: 'kick', share: 0.1, template: kickSet });
  if (volume >= 3500) parts.push({ kind: 'pull', share: 0.1, template: pullSet });
  parts.push({ kind: 'main', share: primary === main.sprint || primary === main.lactate ? 0.28 : 0.38, template: primary });
  const secondary = volume >= 2000 || kit.focus.some((f) => skillFocus.includes(f)) ? secondaryTemplate(kit, primary) : null;
  if (volume >= 6000) {
    const aerobicTaken = primary === main.aerobic || secondary?.template === main.aerobic;
    parts.push({ kind: 'secondary', share: 0.14, template: aerobicTaken ? main.threshold : main.aerobic, name: aerobicTaken ? 'Threshold Set' : 'Aerobic Set' });
  }
  if (secondary) parts.push({ ...secondary, share: secondary.template === main.aerobic ? 0.16 : 0.08 });
  parts.push({ kind: 'cooldown', share: volume < 2500 ? 0.08 : 0.06, template: cooldown });
  const sum = parts.reduce((s, p) => s + p.share, 0);
  return parts.map((p) => ({ ...p, share: p.share / sum }));
}

interface FlexMove {
  apply: () => void;
  delta: number;
  /** 0: reps, rounds or dropping a block; 1: stretching warm-up and cool-down swims by 50; 2: by one length. */
  priority: number;
}

/** Stretch the flexible sets, one step at a time, until the total lands on the asked volume. */
function fitVolume(sections: PlanSection[], kit: Kit, target: number, budgets: ReadonlyMap<PlanSection, number> = new Map()): void {
  const step = poolLength(kit.course);
  const stretch = 50;
  const repeatable = new Set(sections.flatMap((s) => s.blocks.filter((b) => b.rounds > 1)));
  for (let i = 0; i < 400; i++) {
    const total = sections.reduce((s, sec) => s + sectionDistance(sec), 0);
    const diff = target - total;
    if (Math.abs(diff) < step) return;
    const moves: FlexMove[] = [];
    if (diff < 0) {
      for (const section of sections) {
        section.blocks.forEach((block, index) => {
          const easy = block.sets.every((s) => s.zone === 'REC');
          const keep =
            section.kind === 'cooldown' ||
            section.kind === 'skills' ||
            section.kind === 'race_pace' ||
            (section.kind === 'main' && !(easy && section.blocks.length > 1)) ||
            (section.kind === 'warmup' && (index === 0 || sectionDistance(section) - blockDistance(block) < target * 0.1));
          if (!keep) moves.push({ delta: -blockDistance(block), apply: () => section.blocks.splice(index, 1), priority: 0 });
        });
      }
    }
    for (const section of sections) {
      // Growing a side section far past its share would turn a kick set into the main set.
      const budget = budgets.get(section);
      const room = diff > 0 && budget !== undefined && section.kind !== 'main' && section.kind !== 'secondary' ? budget * 1.5 - sectionDistance(section) : Infinity;
      for (const block of section.blocks) {
        if (repeatable.has(block)) {
          const next = block.rounds + Math.sign(diff);
          const ceiling = section.kind === 'main' || section.kind === 'secondary' ? 8 : block.rounds;
          if (next >= 1 && next <= Math.max(ceiling, block.rounds) && blockDistance({ ...block, rounds: 1 }) <= room) moves.push({ delta: Math.sign(diff) * blockDistance({ ...block, rounds: 1 }), apply: () => (block.rounds = next), priority: 0 });
        }
        for (const set of block.sets) {
          const reps: Flex | undefined = kit.flexReps.get(set);
          if (reps) {
            const dir = Math.sign(diff);
            const next = set.reps + dir * reps.step;
            if (next >= reps.min && next <= reps.max && (dir < 0 || reps.step * set.distance * block.rounds <= room)) {
              moves.push({ delta: dir * reps.step * set.distance * block.rounds, apply: () => (set.reps = next), priority: 0 });
            }
          }
          const dist: Flex | undefined = kit.flexDistance.get(set);
          if (dist) {
            const dir = Math.sign(diff);
            for (const [by, priority] of [[stretch, 1], [step, 2]] as const) {
              const next = set.distance + dir * by;
              if (next >= dist.min && next <= dist.max) {
                moves.push({ delta: dir * by * set.reps * block.rounds, apply: () => (set.distance = next), priority });
              }
            }
          }
        }
      }
    }
    let best: FlexMove | null = null;
    for (const m of moves) {
      if (Math.abs(diff - m.delta) >= Math.abs(diff)) continue;
      if (!best || m.priority < best.priority || (m.priority === best.priority && Math.abs(diff - m.delta) < Math.abs(diff - best.delta))) best = m;
    }
    if (!best) return;
    best.apply();
  }
}

function titleFor(intent: Intent, focus: readonly Focus[]): string {
  const named = focus.slice(0, 2).map((f) => focusNames[f]);
  const event = intent.targetEvent ? ` — ${intent.targetEvent.name} Prep` : '';
  const kind = intent.group === 'private' ? 'Private Lesson' : intent.group === 'semi_private' ? 'Semi-private Lesson' : intent.group === 'group' ? 'Group Lesson' : 'Workout';
  return `${titleCase(levelNames[intent.level])} ${named.join(' & ')} ${kind}${event}`;
}

export function composeWorkout(intent: Intent, date: string, rng: Rng): WorkoutPlan {
  const kit: Kit = {
    rng,
    level: intent.level,
    course: intent.course,
    focus: intent.focus,
    stroke: strokeOfDay(intent.focus),
    excluded: intent.excluded,
    drillSection: false,
    targetEvent: intent.targetEvent ? { distance: intent.targetEvent.distance, stroke: intent.targetEvent.stroke } : null,
    flexReps: new Map<SwimSet, Flex>(),
    flexDistance: new Map<SwimSet, Flex>(),
  };
  if (kit.excluded.includes(kit.stroke)) kit.stroke = 'free';
  const primary = mainTemplate(kit);
  const parts = layout(kit, intent.volume, primary);
  kit.drillSection = parts.some((p) => p.kind === 'drill');
  const budgets = new Map<PlanSection, number>();
  const sections: PlanSection[] = parts.map((part) => {
    const blocks = part.template(kit, intent.volume * part.share).flatMap((b) =>
      b.rounds === 1 && b.label === null && b.sets.length > 1 ? b.sets.map((set) => ({ rounds: 1, label: null, sets: [set] })) : [b],
    );
    const section: PlanSection = { kind: part.kind, name: part.name ?? sectionNames[part.kind], blocks, distance: 0 };
    budgets.set(section, intent.volume * part.share);
    return section;
  });
  fitVolume(sections, kit, intent.volume, budgets);
  const short = intent.volume - sections.reduce((s, sec) => s + sectionDistance(sec), 0);
  if (short > intent.volume * 0.02) {
    // Sprint and skill days carry little volume in their own sets; the rest is swum as aerobic support.
    const support: PlanSection = { kind: 'secondary', name: 'Aerobic Set', blocks: main.aerobic(kit, short), distance: 0 };
    sections.splice(sections.length - 1, 0, support);
    fitVolume(sections, kit, intent.volume, budgets);
  }
  for (const set of kit.flexReps.keys()) {
    const descend = /descend 1-(\d), repeat/.exec(set.description);
    if (descend && set.reps === Number(descend[1])) set.description = set.description.replace(', repeat', '');
  }
  const swapped = sections.filter((s) => s.blocks.length > 0).map((s) => ({
    ...s,
    blocks: s.blocks.map((b) => ({ ...b, sets: b.sets.map((set) => withoutExcluded(set, intent.excluded)) })),
  }));

  const dryland = [];
  if (intent.dryland) dryland.push(composeDryland(intent.level, rng));
  if (intent.mobility && !intent.dryland) dryland.push(composeDryland(intent.level, rng, { mobilityOnly: true }));

  return withTotals({
    kind: 'workout',
    ...planBasics(intent, date, titleFor(intent, intent.focus), dryland, intent.assumptions),
    requestedDistance: intent.requestedDistance,
    requestedMinutes: intent.requestedMinutes,
    sections: swapped,
    totals: { distance: 0, bySection: [], byZone: { REC: 0, EN1: 0, EN2: 0, EN3: 0, SP1: 0, SP2: 0, SP3: 0 }, minutes: 0 },
  });
}

function withoutExcluded(set: SwimSet, excluded: readonly Stroke[]): SwimSet {
  return excluded.includes(set.stroke) ? { ...set, stroke: 'free' } : set;
}
