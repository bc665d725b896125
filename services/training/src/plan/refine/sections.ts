import type { ConstraintRule, Focus, SectionKind, SetBlock, Stroke } from '@laneforge/contracts';
import { blockDistance, numberText, sectionNames } from '@laneforge/contracts';
import { composeDryland } from '../dryland';
import { readMinutes } from '../vocabulary';
import { parseBlocks } from '../parse';
import type { Kit } from '../templates/kit';
import { kickSet, pullSet } from '../templates/kickpull';
import * as main from '../templates/main';
import { racePace, skills, sprintSet } from '../templates/secondary';
import { drillSet } from '../templates/technique';
import { cooldown, warmup } from '../templates/warmup';
import { type RefineDraft, Refusal, insertBeforeCooldown, insertBeforeMain, newSection, volumeOf } from './draft';
import { type Op, guard } from './op';

/** Sections: add, remove, replace, more or less of one, and the main set's zone or stroke. */

type Write = (kit: Kit, budget: number) => SetBlock[];

interface Kind {
  kind: SectionKind;
  write: Write;
  words: RegExp;
  name?: string;
  focus?: Focus;
  /** Limits that rule this section out. */
  blocked?: ConstraintRule[];
  early?: boolean;
}

const kinds: Kind[] = [
  { kind: 'kick', write: kickSet, words: /\bkick(?:ing)?\b/, blocked: ['no_kick', 'tired_legs'], early: true },
  { kind: 'pull', write: pullSet, words: /\bpull(?:ing)?\b/, blocked: ['no_pull_buoy'], early: true },
  { kind: 'drill', write: drillSet, words: /\bdrills?\b|\btechnique\b/, early: true },
  { kind: 'sprint', write: sprintSet, words: /\bsprints?\b|\bspeed\b/ },
  { kind: 'race_pace', write: racePace, words: /\brace[- ]?pace\b/ },
  { kind: 'skills', write: skills, words: /\bstarts?\b|\bturns?\b|\bunderwaters?\b|\bskills?\b/ },
  { kind: 'secondary', write: main.im, words: /\bim\b/, name: 'IM Set', focus: 'im', blocked: ['no_im'] },
  { kind: 'secondary', write: main.threshold, words: /\bthreshold\b/, name: 'Threshold Set', focus: 'threshold' },
  { kind: 'secondary', write: main.aerobic, words: /\baerobic\b|\bendurance\b/, name: 'Aerobic Set', focus: 'aerobic' },
  { kind: 'warmup', write: warmup, words: /\bwarm[- ]?up\b/, early: true },
  { kind: 'cooldown', write: cooldown, words: /\bcool[- ]?down\b|\bwarm[- ]?down\b/ },
  { kind: 'preset', write: main.aerobic, words: /\bpre[- ]?set\b/, early: true },
];

const kindIn = (clause: string) => kinds.find((k) => k.words.test(clause));

const sectionFor = (d: RefineDraft, k: Kind) => d.plan.sections.find((s) => s.kind === k.kind && (k.name === undefined || s.name === k.name || k.kind !== 'secondary'));

function add(d: RefineDraft, k: Kind, budget: number): string {
  guard(d, k.blocked ?? [], `add ${k.name ?? sectionNames[k.kind]}`);
  if (k.kind === 'skills') d.kit = { ...d.kit, focus: [...d.kit.focus, 'starts', 'turns'] };
  const section = newSection(d, k.kind, k.write, budget, k.name);
  if (k.early) insertBeforeMain(d, section);
  else insertBeforeCooldown(d, section);
  if (k.focus && !d.plan.focus.includes(k.focus)) d.plan.focus = [...d.plan.focus, k.focus];
  return `Added ${(k.name ?? sectionNames[k.kind]).toLowerCase()} (${numberText(volumeOf(section))}); the total is kept.`;
}

function dryland(clause: string): Op {
  const minutes = readMinutes(clause)?.value ?? 10;
  const warmUp = /warm[- ]?up|before|activation/.test(clause);
  return {
    understood: `add ${minutes} min of dryland${warmUp ? ' before the swim' : ''}`,
    run: (d) => {
      const session = composeDryland(d.kit.squad, d.kit.rng, { minutes, kind: warmUp ? 'warmup' : 'full', constraints: d.plan.constraints ?? [] });
      d.plan.dryland = warmUp ? [session, ...d.plan.dryland.filter((s) => s.title !== session.title)] : [...d.plan.dryland, session];
      return warmUp ? `Added a ${minutes}-minute dryland warm-up before the swim.` : `Added ${session.minutes} min of dryland.`;
    },
  };
}

/** "add 8 x 50 fly @ 1:00": the coach's own set, kept as written, on top of the total. */
function coachSet(clause: string): Op | null {
  const m = /\b(\d{1,2}\s*x\s*(?:\(|\d{2,4}).*)$/.exec(clause);
  if (!m?.[1] || !/\b(?:add|include|put in|throw in|with)\b/.test(clause)) return null;
  const blocks = parseBlocks(m[1], 'secondary');
  if (typeof blocks === 'string') return null;
  return {
    understood: `add ${m[1]}`,
    run: (d) => {
      const written = blocks.map((b) => ({ ...b, coachWritten: true }));
      const section = { kind: 'secondary' as const, name: 'Coach Set', blocks: written, distance: 0 };
      insertBeforeCooldown(d, section);
      d.protect.add(section);
      const added = written.reduce((s, b) => s + blockDistance(b), 0);
      if (!d.volumeSet) d.target += added;
      return `Added your set as written: ${m[1]} (${numberText(added)}).`;
    },
  };
}

export function readAdd(clause: string): Op | null {
  if (!/\b(?:add|include|put in|throw in|insert|give (?:them|me)|want|need|with)\b/.test(clause)) return null;
  if (/\bdry[- ]?land\b|\bcore\b|\bstrength\b/.test(clause)) return dryland(clause);
  const own = coachSet(clause);
  if (own) return own;
  const k = kindIn(clause);
  if (!k) return null;
  return { understood: `add ${k.name ?? sectionNames[k.kind]}`.toLowerCase(), run: (d) => add(d, k, Math.max(200, d.target * 0.08)) };
}

export function readRemove(clause: string): Op | null {
  const m = /\b(?:remove|drop|take out|delete|skip|cut(?: out)?|lose|get rid of|ditch|scrap|no more|leave out)\b\s*(?:the\s*|all\s*(?:the\s*)?)?(.*)$/.exec(clause);
  const k = m?.[1] ? kindIn(m[1]) : undefined;
  if (!k || /\d/.test(m![1]!) || k.kind === 'warmup' || k.kind === 'cooldown') return null;
  const label = (k.name ?? sectionNames[k.kind]).toLowerCase();
  return {
    understood: `remove the ${label}`,
    run: (d) => {
      const section = sectionFor(d, k);
      if (!section || section.kind === 'main') throw new Refusal(`there is no ${label} in this plan to remove`);
      d.plan.sections = d.plan.sections.filter((s) => s !== section);
      if (!d.volumeSet) d.target -= volumeOf(section);
      return `Removed the ${label} (${numberText(volumeOf(section))}); the total is ${d.volumeSet ? 'kept' : 'lower by as much'}.`;
    },
  };
}

export function readReplace(clause: string): Op | null {
  const swap = /\b(?:replace|swap|change|switch|turn|trade)\s*(?:out\s*)?(?:the\s*)?(.+?)\s*(?:set\s*)?(?:for|with|to|into|->|→)\s*(?:a\s*|an\s*|some\s*)?(.+)$/.exec(clause);
  const instead = /^(?:do\s+)?(?:a\s*|an\s*|some\s*)?(.+?)\s+instead of\s+(?:the\s*)?(.+)$/.exec(clause);
  const [fromText, toText] = swap ? [swap[1], swap[2]] : instead ? [instead[2], instead[1]] : [undefined, undefined];
  const from = fromText ? kindIn(fromText) : undefined;
  const to = toText ? kindIn(toText) : undefined;
  if (!from || !to || from === to || /\bmain\b/.test(fromText ?? '')) return null;
  return {
    understood: `replace the ${(from.name ?? sectionNames[from.kind]).toLowerCase()} with ${(to.name ?? sectionNames[to.kind]).toLowerCase()}`,
    run: (d) => {
      guard(d, to.blocked ?? [], `${to.name ?? sectionNames[to.kind]}`);
      const section = sectionFor(d, from);
      if (!section) throw new Refusal(`there is no ${(from.name ?? sectionNames[from.kind]).toLowerCase()} in this plan to replace`);
      const next = newSection(d, to.kind, to.write, volumeOf(section), to.name);
      d.plan.sections[d.plan.sections.indexOf(section)] = next;
      return `Replaced the ${section.name.toLowerCase()} with ${next.name.toLowerCase()} (${numberText(volumeOf(next))}).`;
    },
  };
}

export function readMoreLess(clause: string): Op | null {
  const more = /\bmore\b|\bextra\b|\bincrease\b|\bdouble\b/.test(clause);
  const less = /\bless\b|\bfewer\b|\breduce\b|\bhalf\b|\bcut down\b|\bshorter\b/.test(clause);
  const k = kindIn(clause);
  if (more === less || !k || k.kind === 'warmup' || k.kind === 'cooldown') return null;
  const label = (k.name ?? sectionNames[k.kind]).toLowerCase();
  return {
    understood: `${more ? 'more' : 'less'} ${label}`,
    run: (d) => {
      if (more) guard(d, k.blocked ?? [], `more ${label}`);
      const section = sectionFor(d, k);
      if (!more) {
        if (!section) throw new Refusal(`there is no ${label} in this plan to cut down`);
        const keep = Math.max(100, volumeOf(section) / 2);
        const next = newSection(d, k.kind, k.write, keep, section.name);
        d.plan.sections[d.plan.sections.indexOf(section)] = next;
        return `Less ${label}: ${numberText(volumeOf(next))} instead of ${numberText(volumeOf(section))}; the total is kept.`;
      }
      if (!section) return add(d, k, Math.max(200, d.target * 0.1));
      const extra = newSection(d, k.kind, k.write, Math.max(200, d.target * 0.08), section.name);
      section.blocks.push(...extra.blocks);
      d.protect.add(section);
      return `More ${label}: ${numberText(volumeOf(extra))} added to the ${section.name.toLowerCase()}; the total is kept.`;
    },
  };
}

const mainZones: ReadonlyArray<readonly [RegExp, main.Template, Focus]> = [
  [/\bthreshold\b|\ben2\b|\bcss\b/, main.threshold, 'threshold'],
  [/\baerobic\b|\bendurance\b|\ben1\b|\beasier\b/, main.aerobic, 'aerobic'],
  [/\bsprint\b|\bspeed\b|\bsp3\b/, main.sprint, 'sprint'],
  [/\bvo2\b|\ben3\b/, main.vo2, 'vo2'],
  [/\blactate\b|\bsp1\b|\bsp2\b|\btolerance\b/, main.lactate, 'lactate'],
  [/\bdistance\b|\blong(?:er)? reps\b/, main.distance, 'distance'],
  [/\bim\b/, main.im, 'im'],
];

const strokeWords: ReadonlyArray<readonly [RegExp, Stroke]> = [
  [/\bback(?:stroke)?\b/, 'back'],
  [/\bbreast(?:stroke)?\b/, 'breast'],
  [/\bfly\b|\bbutterfly\b/, 'fly'],
  [/\bfree(?:style)?\b/, 'free'],
];

const zoneTemplate: Record<string, main.Template> = { EN1: main.aerobic, REC: main.aerobic, EN2: main.threshold, EN3: main.vo2, SP1: main.lactate, SP2: main.lactate, SP3: main.sprint };

/** "Make the main set threshold", "swap the main set to back": the main set written again, same size. */
export function readMain(clause: string): Op | null {
  if (!/\bmain\b/.test(clause)) return null;
  const zone = mainZones.find(([re]) => re.test(clause));
  const stroke = strokeWords.find(([re]) => re.test(clause))?.[1];
  if (!zone && !stroke) return null;
  return {
    understood: `main set as ${[stroke, zone?.[2]].filter(Boolean).join(' ')}`,
    run: (d) => {
      const at = d.plan.sections.findIndex((s) => s.kind === 'main');
      if (at < 0) throw new Refusal('this plan has no main set to change');
      const current = d.plan.sections[at]!;
      const dominant = current.blocks.flatMap((b) => b.sets).sort((a, b) => b.reps * b.distance - a.reps * a.distance)[0];
      const template = zone?.[1] ?? zoneTemplate[dominant?.zone ?? 'EN1'] ?? main.aerobic;
      if (stroke) {
        guard(d, stroke === 'fly' ? ['no_fly', 'shoulder'] : stroke === 'breast' ? ['no_breast'] : stroke === 'back' ? ['no_back'] : [], `main set ${stroke}`);
        d.kit.stroke = stroke as Kit['stroke'];
      }
      const next = newSection(d, 'main', template, volumeOf(current), current.name);
      d.plan.sections[at] = next;
      if (zone) d.plan.focus = [zone[2], ...d.plan.focus.filter((f) => f !== zone[2])];
      if (stroke && stroke !== 'free') d.plan.focus = [stroke as Focus, ...d.plan.focus.filter((f) => f !== stroke)];
      return `Main set rewritten${stroke ? ` as ${stroke === 'free' ? 'freestyle' : stroke}` : ''}${zone ? ` as ${zone[2]} work` : ''} (${numberText(volumeOf(next))}).`;
    },
  };
}

