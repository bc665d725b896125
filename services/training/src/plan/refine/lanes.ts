import type { Brief, BriefLane, Course, PlanLaneGroup, PlanSection, SectionKind, SetBlock, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { blockDistance, clock, sectionNames } from '@laneforge/contracts';
import type { Stroke } from '@laneforge/contracts';
import { forLaneGroups, scaledTimes } from '../lanes';
import { kickStyle } from './sets';
import { plannedInterval } from '../paces';
import { parseBlocks } from '../parse';
import { squadOf } from '../squads';
import { sectionDistance } from '../model';
import { inStroke, readSwap, sectionNamed, swapMade, swapSet, swapText } from './swimmers';
import { groupPacesLabel, pacesFromBase } from '../stored-paces';
import { inCourse } from '../understand/people';
import { clockSeconds, readLanes, readLimits } from '../vocabulary';
import { type RefineDraft, Refusal } from './draft';
import type { Op, ReadContext } from './op';
import { cleanReps } from './shape';
import { sectionsOf, type Target } from './target';

/**
 * One lane or group (COACHING.md §9): "lane 4 needs more rest on the main", "fewer reps for the slow
 * lane", "JV does less". The change is made to that lane's own repeats or send-offs once every lane's
 * sets are written; the other lanes keep theirs.
 */

/** The lane a clause names, as its index among the plan's groups; undefined when it names none, -1 when it names one the plan does not have. */
export function laneIn(clause: string, groups: readonly PlanLaneGroup[] | undefined): { index: number; words: string } | undefined {
  const numbered = /\blanes? (\d)\b/.exec(clause);
  const lettered = /\b(?:lane|group) ([a-f])\b|\bthe ([a-f]) (?:lane|group)\b/.exec(clause);
  const edge = /\b(?:the )?(fast(?:est)?|top|quick(?:est)?|slow(?:est)?|bottom|middle|mid) (?:lane|group)\b/.exec(clause);
  const byName = groups?.findIndex((g) => g.name.length > 1 && !/^lanes? \d/i.test(g.name) && new RegExp(`\\b${g.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:ers?|s)?\\b`).test(clause)) ?? -1;
  if (!numbered && !lettered && !edge && byName < 0) return undefined;
  if (!groups || groups.length < 2) return { index: -1, words: (numbered ?? lettered ?? edge)![0] };
  if (byName >= 0) return { index: byName, words: groups[byName]!.name };
  if (edge) {
    const w = edge[1]!;
    const index = /fast|top|quick/.test(w) ? 0 : /slow|bottom/.test(w) ? groups.length - 1 : Math.floor((groups.length - 1) / 2);
    return { index, words: edge[0] };
  }
  if (numbered) {
    const n = Number(numbered[1]);
    const index = groups.findIndex((g) => {
      const m = /(\d)(?:\s*-\s*(\d))?/.exec(g.name);
      return m ? n >= Number(m[1]) && n <= Number(m[2] ?? m[1]) : false;
    });
    // Groups named for what they swim ("Distance A", "Breast"): lane 3 is the third of them, as the pool is laid out.
    const ordinal = index < 0 && groups.every((g) => !/\d/.test(g.name)) && n >= 1 && n <= groups.length ? n - 1 : index;
    return { index: ordinal, words: ordinal !== index ? `${numbered[0]} (${groups[ordinal]!.name})` : numbered[0] };
  }
  const letter = (lettered![1] ?? lettered![2])!;
  const index = groups.findIndex((g) => new RegExp(`\\b${letter}\\b`, 'i').test(g.name));
  return { index: index >= 0 ? index : letter.charCodeAt(0) - 97 < groups.length ? letter.charCodeAt(0) - 97 : -1, words: lettered![0] };
}

/** Every lane's entry for a set, so one lane can change alone. */
function withEntries(set: SwimSet, count: number): SwimSet {
  return set.lanes && set.lanes.length === count ? set : { ...set, lanes: Array.from({ length: count }, () => ({ reps: set.reps, sendOff: set.sendOff })) };
}

function laneSets(plan: WorkoutPlan, lane: number, target: Target | null, each: (set: SwimSet, block: SetBlock, section: PlanSection) => SwimSet | null): number {
  const groups = plan.laneGroups!;
  let n = 0;
  for (const section of sectionsOf(plan.sections, target)) {
    if (section.lanes && !section.lanes.includes(groups[lane]!.name)) continue;
    for (const block of section.blocks) {
      if (block.coachWritten) continue;
      block.sets = block.sets.map((set) => {
        if (target?.distance && set.distance !== target.distance) return set;
        const next = each(withEntries(set, groups.length), block, section);
        if (!next) return set;
        n++;
        // A section of the lane's own is written for that lane alone: its change is the set's, with no other lane's entries.
        if (section.lanes && next.lanes) {
          const { lanes, ...plain } = next;
          return { ...plain, reps: lanes[lane]!.reps, sendOff: lanes[lane]!.sendOff };
        }
        return next;
      });
    }
  }
  return n;
}

/** Whether the draft has a set the lane's change could touch. */
const hasSets = (d: RefineDraft, target: Target | null, test: (set: SwimSet) => boolean) =>
  sectionsOf(d.plan.sections, target).some((s) => s.blocks.some((b) => !b.coachWritten && b.sets.some((set) => (!target?.distance || set.distance === target.distance) && test(set))));

const noLanes = (d: RefineDraft, words: string) => new Refusal(d.plan.laneGroups ? `this plan has no ${words} (its lanes: ${d.plan.laneGroups.map((g) => g.name).join(', ')})` : `this plan is written for one group, with no lanes; ask for lanes with their base send-offs ("3 lanes, base 1:15 / 1:25 / 1:35") to write it lane by lane`);

/**
 * "give lane 1 5 x 400 @ 4:40 as their main": that lane swims the coach's set, kept as written, in a
 * section of its own; the other lanes keep the section as it was.
 */
function laneOwnSet(clause: string, at: ReadContext, lane: { index: number; words: string }): Op | null {
  if (!/\b(?:give|have|gets?|do(?:es)?|swims?|put|goes?)\b/.test(clause)) return null;
  const rest = clause.replace(lane.words, ' ');
  const m = /\b(\d{1,2}\s*x\s*(?:\(|\d{2,4}\b)[^,;]*?)(?=\s+(?:as|for|on|in)\s+(?:their|the|its|his|her)\s+(?:main|kick|pull|pre[- ]?set|sprint)|\s*,|$)/.exec(rest);
  if (!m?.[1]) return null;
  const kind: SectionKind = at.target?.sections?.[0] ?? (/\b(?:their|the|its) kick\b/.test(rest) ? 'kick' : /\b(?:their|the|its) pull\b/.test(rest) ? 'pull' : 'main');
  const blocks = parseBlocks(m[1].trim(), kind);
  if (typeof blocks === 'string' || blocks.length === 0) return null;
  const said = m[1].trim();
  return {
    understood: `${lane.words}: ${said} as their ${sectionNames[kind].toLowerCase()}`,
    run: (d) => {
      if (lane.index < 0) throw noLanes(d, lane.words);
      const groups = d.plan.laneGroups!;
      const name = groups[lane.index]!.name;
      const i = d.plan.sections.findIndex((s) => s.kind === kind && (!s.lanes || s.lanes.includes(name)));
      if (i < 0) throw new Refusal(`this plan has no ${sectionNames[kind].toLowerCase()} for ${name}`);
      const section = d.plan.sections[i]!;
      const written: SetBlock[] = blocks.map((b) => ({ ...b, coachWritten: true }));
      const own: PlanSection = { kind, name: `${sectionNames[kind]} — ${name}`, lanes: [name], blocks: written, distance: written.reduce((sum, b) => sum + blockDistance(b), 0) };
      const others = (section.lanes ?? groups.map((g) => g.name)).filter((n) => n !== name);
      const base = section.name.replace(/\s+—\s+.*$/, '');
      if (others.length === 0) d.plan.sections[i] = { ...own, name: section.name };
      else {
        section.lanes = others;
        section.name = `${base} — ${others.join(', ')}`;
        // In lane order: lane 1's own main before the others'.
        const first = groups.findIndex((g) => others.includes(g.name));
        d.plan.sections.splice(lane.index < first ? i : i + 1, 0, own);
        d.protect.add(section);
      }
      d.protect.add(own);
      // The fitting reads every section: a section added for one lane adds its yards, so nothing else moves to make room.
      if (!d.volumeSet) d.target += others.length === 0 ? own.distance - section.distance : own.distance;
      // Written as said for that lane, whatever the lanes' bases would make of it.
      d.laneEdits.push((plan) => {
        const mine = plan.sections.find((s) => s.lanes?.length === 1 && s.lanes[0] === name && s.kind === kind && s.blocks.every((b) => b.coachWritten));
        for (const block of mine?.blocks ?? []) block.sets = block.sets.map((set) => ({ ...set, lanes: plan.laneGroups!.map((_, k) => (k === lane.index ? { reps: set.reps, sendOff: set.sendOff } : (set.lanes?.[k] ?? { reps: set.reps, sendOff: set.sendOff }))) }));
      });
      return `${name}: ${said} as their ${sectionNames[kind].toLowerCase()}, kept as you wrote it; ${others.length > 0 ? `${others.join(', ')} keep the ${sectionNames[kind].toLowerCase()} as it was` : 'the other lanes as they were'}.`;
    },
  };
}

/**
 * "lanes 1-2 are free distance", "only lane 3 does the breast main", "give lanes 1-2 something free": those lanes swim
 * the main in that stroke, in a main of their own; the other lanes keep theirs.
 */
function laneStroke(clause: string, lane: { index: number; words: string }): Op | null {
  const m = /\b(free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|butterfly|im)\b/.exec(clause.replace(lane.words, ' '));
  if (!m || !/\b(?:main|something|does|do|swims?|are|is|gets?|give|only)\b/.test(clause) || /\b(?:more|less|fewer|rest|reps)\b/.test(clause)) return null;
  const stroke: Stroke = /^free/.test(m[1]!) ? 'free' : /^back/.test(m[1]!) ? 'back' : /^breast/.test(m[1]!) ? 'breast' : m[1] === 'im' ? 'im' : 'fly';
  const span = /\blanes? (\d)\s*(?:-|&|and|to)\s*(\d)\b/.exec(clause);
  return {
    understood: `${span ? span[0] : lane.words}: the main as ${stroke}`,
    run: (d) => {
      if (lane.index < 0) throw noLanes(d, lane.words);
      const groups = d.plan.laneGroups!;
      const ordinal = groups.every((g) => !/\d/.test(g.name));
      const indexes = span && ordinal ? Array.from({ length: +span[2]! - +span[1]! + 1 }, (_, i) => +span[1]! - 1 + i).filter((i) => i < groups.length) : [lane.index];
      const names = indexes.map((i) => groups[i]!.name);
      const at = d.plan.sections.findIndex((s) => s.kind === 'main' && (!s.lanes || names.every((n) => s.lanes!.includes(n))));
      if (at < 0) throw new Refusal(`this plan has no main set that ${names.join(' and ')} swim`);
      const section = d.plan.sections[at]!;
      const sets = section.blocks.flatMap((b) => b.sets);
      if (sets.every((x) => x.stroke === stroke || ['kick', 'pull', 'drill'].includes(x.stroke))) return `${names.join(' and ')} already ${names.length === 1 ? 'swims' : 'swim'} the main as ${stroke}.`;
      const others = (section.lanes ?? groups.map((g) => g.name)).filter((n) => !names.includes(n));
      const own: PlanSection = { ...structuredClone(section), name: `${sectionNames.main} — ${names.join(', ')}`, lanes: names, blocks: section.blocks.map((b) => ({ ...b, sets: b.sets.map(({ lanes: _l, ...x }) => inStroke(d.plan, x, stroke)) })) };
      if (others.length === 0) d.plan.sections[at] = { ...own, name: section.name };
      else {
        section.lanes = others;
        section.name = `${sectionNames.main} — ${others.join(', ')}`;
        d.plan.sections.splice(indexes[0]! < groups.findIndex((g) => others.includes(g.name)) ? at : at + 1, 0, own);
        d.protect.add(section);
      }
      d.protect.add(own);
      if (!d.volumeSet && others.length > 0) d.target += sectionDistance(own);
      return `${names.join(' and ')}: the main as ${stroke}, a main of their own; ${others.length > 0 ? `${others.join(', ')} keep the main as it was` : 'the other lanes as they were'}.`;
    },
  };
}

/**
 * A count for one lane: "lane 2 can do 8 per round on the main not 7", "(slow lane) 5 of each 50 in the main instead of 4",
 * "(lane 4) only 4x100 kick". That lane's repeats on the sets named become the count said; the other lanes keep theirs.
 */
function laneCount(clause: string, at: ReadContext, lane: { index: number; words: string }): Op | null {
  const rest = clause.replace(lane.words, ' ');
  const sized = /\b(\d{1,2})\s*x\s*(\d{2,4})\b/.exec(rest);
  const each = sized ? null : /\b(\d{1,2})\s+(?:per|a|each|every)\s+round\b|\b(\d{1,2})\s+of each(?:\s+(\d{2,4}))?\b|\b(\d{1,2})\s+(?:reps|repeats)\b/.exec(rest);
  if (!sized && !each) return null;
  if (/\b(?:more|less|fewer)\s+(?:rest|time|sec|seconds)\b|@|\bon\s+\d?:\d\d\b/.test(rest)) return null;
  const was = /\b(?:not|instead of|rather than|from)\s+(\d{1,2})\b(?!\s*x)/.exec(rest);
  const reps = Number(sized?.[1] ?? each?.[1] ?? each?.[2] ?? each?.[4]);
  const distance = sized ? Number(sized[2]) : each?.[3] ? Number(each[3]) : null;
  const from = was ? Number(was[1]) : null;
  if (reps < 1 || reps === from) return null;
  const named = at.target?.sections ? at.target : sized ? null : { sections: ['main' as SectionKind], distance: null, round: null, words: 'the main set' };
  const target: Target = { sections: named?.sections ?? null, distance: distance ?? named?.distance ?? null, round: null, words: named?.words ?? (distance ? `the ${distance}s` : 'the sets') };
  const said = sized ? `${reps} x ${distance}` : `${reps}${each?.[1] ? ' a round' : distance ? ` of each ${distance}` : ' repeats'}`;
  const scope = target.sections ? ` on ${named!.words}` : ` on the ${distance}s`;
  return {
    understood: `${lane.words}: ${said}${scope}`,
    run: (d) => {
      if (lane.index < 0) throw noLanes(d, lane.words);
      const k = lane.index;
      const fits = (set: SwimSet) => from === null || (set.lanes?.[k]?.reps ?? set.reps) === from;
      if (!hasSets(d, target, fits)) throw new Refusal(`${lane.words} has no set${from !== null ? ` of ${from}` : ''}${scope}`);
      d.laneEdits.push(grows(reps > (from ?? 0), (plan) => {
        laneSets(plan, k, target, (set) => {
          const entry = set.lanes![k]!;
          // "make it 3x200" of a lane's repeats: a single swim of that length elsewhere (the warm-up's 200) is not one of them.
          if (!target.sections && set.reps === 1 && entry.reps === 1) return null;
          if ((from !== null && entry.reps !== from) || entry.reps === reps) return null;
          const lanes = set.lanes!.map((l, i) => (i === k ? { ...l, reps } : l));
          return k === 0 ? { ...set, reps, lanes } : { ...set, lanes };
        });
      }));
      return `${d.plan.laneGroups![k]!.name}: ${said}${from !== null ? ` instead of ${from}` : ''}${scope}; the other lanes as they were.`;
    },
  };
}

/** A lane's edit that adds the repeats the coach asked of it: the clock is not fitted by cutting the other lanes for it. */
export type LaneEdit = ((plan: WorkoutPlan) => void) & { grows?: boolean };
const grows = (more: boolean, edit: (plan: WorkoutPlan) => void): LaneEdit => Object.assign(edit, { grows: more });

const kindWords: ReadonlyArray<readonly [RegExp, SectionKind]> = [
  [/\bwarm[- ]?ups?\b/, 'warmup'],
  [/\bpull\b/, 'pull'],
  [/\bkick\b/, 'kick'],
  [/\bdrills?\b/, 'drill'],
  [/\bcool[- ]?downs?\b/, 'cooldown'],
  [/\bpre[- ]?set\b/, 'preset'],
  [/\bmain\b/, 'main'],
];

/**
 * A lane's own total: "(lane 4 only gets 3725) get them closer to 4000 but add it in warm up or pull not the main".
 * That lane swims more repeats of the sets named (never the ones the coach said not to) until its total is near the number.
 */
function laneVolume(clause: string, lane: { index: number; words: string }): Op | null {
  const rest = clause.replace(lane.words, ' ');
  const m = /\b(?:get|bring|bump|take|push|raise|make)\b[^,;]*?\b(?:closer to|up to|to about|to around|to|near)\s*~?\s*(\d{1,2},?\d{3})\b/.exec(rest);
  if (!m) return null;
  const goal = Number(m[1]!.replace(',', ''));
  if (goal < 500) return null;
  const not = /\bnot (?:in |on |from )?(?:the )?([a-z -]+)$/.exec(rest)?.[1] ?? '';
  const kept = rest.replace(/\bnot (?:in |on |from )?(?:the )?[a-z -]+$/, ' ');
  let kinds = kindWords.filter(([re]) => re.test(kept)).map(([, k]) => k);
  if (kinds.length === 0) kinds = ['warmup', 'pull', 'kick'].filter((k) => !kindWords.some(([re, kk]) => kk === k && re.test(not))) as SectionKind[];
  kinds = kinds.filter((k) => !kindWords.some(([re, kk]) => kk === k && re.test(not)));
  if (kinds.length === 0) return null;
  const where = kinds.map((k) => sectionNames[k].toLowerCase()).join(' and ');
  return {
    understood: `${lane.words}: about ${goal} in all, more in the ${where}`,
    run: (d) => {
      if (lane.index < 0) throw noLanes(d, lane.words);
      const k = lane.index;
      if (!d.plan.sections.some((s) => kinds.includes(s.kind) && s.blocks.some((b) => !b.coachWritten && b.sets.some((set) => set.sendOff !== null)))) throw new Refusal(`this plan has no ${where} with repeats ${lane.words} could add to`);
      d.laneEdits.push(grows(true, (plan) => {
        const name = plan.laneGroups![k]!.name;
        const mine = plan.sections.filter((s) => !s.lanes || s.lanes.includes(name));
        const total = () => mine.reduce((sum, s) => sum + s.blocks.reduce((b, block) => b + block.rounds * block.sets.reduce((t, set) => t + (set.lanes?.[k]?.reps ?? set.reps) * set.distance, 0), 0), 0);
        const places = mine.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.blocks.filter((b) => !b.coachWritten).flatMap((block) => block.sets.map((_, i) => ({ block, i })).filter(({ i }) => block.sets[i]!.sendOff !== null && block.sets[i]!.reps >= 2)));
        for (let guard = 0; guard < 40; guard++) {
          const need = goal - total();
          const fit = places.map((p) => ({ p, add: p.block.rounds * p.block.sets[p.i]!.distance })).filter((x) => x.add <= need + x.add / 2).sort((a, b) => b.add - a.add)[0];
          if (!fit) break;
          const set = withEntries(fit.p.block.sets[fit.p.i]!, plan.laneGroups!.length);
          const lanes = set.lanes!.map((l, i) => (i === k ? { ...l, reps: l.reps + 1 } : l));
          fit.p.block.sets[fit.p.i] = k === 0 ? { ...set, reps: lanes[0]!.reps, lanes } : { ...set, lanes };
        }
      }));
      return `${d.plan.laneGroups![k]!.name}: more repeats in the ${where} to come closer to ${goal.toLocaleString('en-US')} in all${not ? `, none in the ${not.trim()}` : ''}; the other lanes as they were.`;
    },
  };
}

/** The sets one lane swims in a section, as that lane swims them: its repeats, send-offs and targets at its base. */
function laneVersion(section: PlanSection, plan: WorkoutPlan, k: number): PlanSection {
  const groups = plan.laneGroups!;
  const first = groups[0]!.paces?.base;
  const mine = groups[k]!.paces?.base;
  const own = (set: SwimSet): SwimSet => {
    const { lanes, ...plain } = set;
    const entry = lanes?.[k];
    const description = first && mine && lanes ? scaledTimes(plain.description, mine / first) : plain.description;
    return entry ? { ...plain, reps: entry.reps, sendOff: entry.sendOff, description } : plain;
  };
  return { ...structuredClone(section), blocks: section.blocks.map((b) => ({ ...structuredClone(b), sets: b.sets.map(own) })) };
}

/** "(lane 5) 4x200 in the pack swim instead of the 400s": where the swap goes among the sections the lane swims. */
function swapPlace(sections: readonly PlanSection[], swap: NonNullable<ReturnType<typeof readSwap>>, previous: Target | null | undefined): PlanSection | undefined {
  const named = (words: string | null) => (words ? sectionNamed(words, sections) : undefined);
  const holds = (s: PlanSection) => swap.from.distance === null || s.blocks.some((b) => b.sets.some((x) => x.distance === swap.from.distance));
  const said = named(swap.where) ?? named(swap.from.part);
  if (said) return holds(said) ? said : undefined;
  const before = previous?.sections ? sections.find((s) => previous.sections!.includes(s.kind) && holds(s)) : undefined;
  if (before) return before;
  const holding = sections.filter((s) => swap.from.distance !== null && holds(s));
  return holding.find((s) => s.kind === 'main') ?? holding[0];
}

/**
 * "give lane 5 4x200 in the pack swim instead of the 400s", "give lane 6 a kick set w/ fins instead of the starts set": that
 * lane swims the coach's set in place of those sets, in a section of its own where the others swim the section as it was.
 */
const blockSum = (s: PlanSection) => s.blocks.reduce((sum, b) => sum + blockDistance(b), 0);

function laneInstead(clause: string, at: ReadContext, lane: { index: number; words: string }): Op | null {
  const read = readSwap(clause.replace(`${lane.words}'s`, ' ').replace(lane.words, ' ').replace(/\blanes? \d\b(?:'s)?/g, ' '));
  // "give lane 4 50s kick w a board instead": what comes out is that part, when none is named.
  const swap = read && read.from.distance === null && read.from.part === null && read.kind && /\binstead\b/.test(clause) ? { ...read, from: { ...read.from, part: read.kind } } : read;
  if (!swap || (swap.from.distance === null && swap.from.part === null && !/\bthere\b/.test(clause))) return null;
  const fromWords = swap.from.distance ? `the ${swap.from.distance}s` : swap.from.part ? `the ${swap.from.part}` : at.previous?.words ?? 'that set';
  return {
    understood: `${lane.words}: ${swap.said} instead of ${fromWords}`,
    run: (d) => {
      if (lane.index < 0) throw noLanes(d, lane.words);
      const groups = d.plan.laneGroups!;
      const name = groups[lane.index]!.name;
      const swum = d.plan.sections.filter((s) => !s.lanes || s.lanes.includes(name));
      const section = swapPlace(swum, swap, at.previous);
      if (!section) throw new Refusal(`${name} swims no ${fromWords.replace(/^the /, '')}${swap.where ? ` in the ${swap.where}` : ''} in this plan`);
      const mine = laneVersion(section, d.plan, lane.index);
      const outOf = (x: SwimSet) => swap.from.distance === null || x.distance === swap.from.distance;
      const hit = mine.blocks.findIndex((b) => b.sets.some(outOf));
      const block = mine.blocks[hit]!;
      // "6x50 from the blocks instead of the 2x25 rounds": the rounds go whole, the coach's set in their place.
      const whole = /\b(?:instead of|in place of|not|rather than)\s+(?:the\s+|their\s+)?[^,;]{0,30}\brounds?\b/.test(clause);
      const out = whole ? block.sets : block.sets.filter(outOf);
      const left = whole ? [] : block.sets.filter((x) => !outOf(x));
      // The coach's count is the whole set; a block of rounds with other sets left keeps its rounds, the count split over them.
      const rounds = left.length > 0 ? block.rounds : 1;
      const set = swapSet({ ...swap, reps: swap.reps !== null && rounds > 1 ? Math.max(1, Math.round(swap.reps / rounds)) : swap.reps }, out, left.length > 0 ? 1 : block.rounds, { squad: squadOf(d.plan), paces: groups[lane.index]!.paces ?? d.plan.paces }, d.plan.course);
      const at0 = block.sets.findIndex(outOf);
      const sets = whole ? [set] : [...block.sets.slice(0, at0).filter((x) => !outOf(x)), set, ...block.sets.slice(at0).filter((x) => !outOf(x))];
      mine.blocks[hit] = { ...block, rounds, sets, coachWritten: swap.reps !== null ? true : block.coachWritten, label: left.length > 0 ? block.label : null };
      // Only the swapped set's own part goes: the rest of a section of many blocks (the no-wall 200 after the pack's 400s) stays.
      if (swap.from.distance === null) mine.blocks = [mine.blocks[hit]!];
      const kind: SectionKind = swap.kind && swap.kind !== section.kind && swap.from.distance === null ? swap.kind : section.kind;
      const base = section.name.replace(/\s+—\s+.*$/, '');
      const own: PlanSection = { ...mine, kind, name: `${kind === section.kind ? base : sectionNames[kind]} — ${name}`, lanes: [name], blocks: mine.blocks.map((b) => ({ ...b, swimmers: undefined })) };
      own.distance = own.blocks.reduce((sum, b) => sum + blockDistance(b), 0);
      const others = (section.lanes ?? groups.map((g) => g.name)).filter((n) => n !== name);
      const i = d.plan.sections.indexOf(section);
      if (others.length === 0) {
        // The lane's own section, changed: the practice moves by what it changed, so no other lane is fitted for it.
        if (!d.volumeSet) d.target += own.distance - blockSum(section);
        d.plan.sections[i] = { ...own, name: section.name };
      } else {
        section.lanes = others;
        section.name = `${base} — ${others.join(', ')}`;
        const first = groups.findIndex((g) => others.includes(g.name));
        d.plan.sections.splice(lane.index < first ? i : i + 1, 0, own);
        d.protect.add(section);
        // The section's total is the first lane's, when it swims it: a section added for one lane adds its yards to no one else.
        if (!d.volumeSet) d.target += own.distance;
      }
      d.protect.add(own);
      const line = `${name}: ${swapText(set)} in place of ${out.length === 1 && block.rounds * out[0]!.reps > 1 ? `the ${block.rounds * out[0]!.reps} x ${out[0]!.distance}` : fromWords} in the ${base}; ${others.length > 0 ? `${others.join(', ')} keep the ${base} as it was` : 'the other lanes as they were'}.`;
      swapMade(d, `${name}|${base}`, line);
      return line;
    },
  };
}

/**
 * "lane 8 doesnt do the 25s starts at all", "lane 6 skips the starts": that lane leaves the part out; the others swim it.
 * Said beside a set in its place ("just give them an easy 200 there"), it is that one change.
 */
function laneSkip(clause: string, at: ReadContext, lane: { index: number; words: string }): Op | null {
  const m = /\b(?:doesn'?t|does not|dont|don'?t|do not|won'?t|shouldn'?t)\s+(?:do|need|swim|get)\s+(?:the |their |any |those )?(?:\d{1,2}\s*x\s*)?(.+?)(?:\s+at all|\s+today)?$|\b(?:skips?|sits? out|sit out)\s+(?:the |their )?(.+?)(?:\s+today)?$/.exec(clause.replace(lane.words, ' ').replace(/\s+/g, ' ').trim());
  const words = (m?.[1] ?? m?.[2])?.replace(/^\d{2,4}s?\s+/, '');
  if (!words) return null;
  return {
    understood: `${lane.words}: no ${words}`,
    last: true,
    run: (d) => {
      if (lane.index < 0) throw noLanes(d, lane.words);
      const groups = d.plan.laneGroups!;
      const name = groups[lane.index]!.name;
      // Found among every section: a set put in its place this time has already taken the lane off it.
      const section = sectionNamed(words, d.plan.sections) ?? (at.target?.sections ? d.plan.sections.find((s) => at.target!.sections!.includes(s.kind)) : undefined);
      if (!section) throw new Refusal(`${name} swims no ${words} in this plan`);
      const base = section.name.replace(/\s+—\s+.*$/, '');
      const made = swapMade(d, `${name}|${base}`);
      if (made) return made;
      if (section.lanes && !section.lanes.includes(name)) throw new Refusal(`${name} swims no ${base} in this plan`);
      const others = (section.lanes ?? groups.map((g) => g.name)).filter((n) => n !== name);
      if (others.length === 0) throw new Refusal(`${name} is the only lane on the ${base}; say "drop the ${base.toLowerCase()}" to take it out`);
      section.lanes = others;
      section.name = `${base} — ${others.join(', ')}`;
      d.protect.add(section);
      return `${name}: no ${base}, rest or an easy swim in its time; ${others.join(', ')} swim it as it was.`;
    },
  };
}

/** A lane's instruction: its own set, more or less rest, fewer or more repeats, on the sets named or all of them. */
export function readLaneChange(clause: string, at: ReadContext, lane: { index: number; words: string }): Op | null {
  const instead = laneInstead(clause, at, lane);
  if (instead) return instead;
  const own = laneOwnSet(clause, at, lane);
  if (own) return own;
  const skip = laneSkip(clause, at, lane);
  if (skip) return skip;
  const stroked = laneStroke(clause, lane);
  if (stroked) return stroked;
  const volume = laneVolume(clause, lane);
  if (volume) return volume;
  const count = laneCount(clause, at, lane);
  if (count) return count;
  const sendOffs = laneSendOffs(clause, lane);
  if (sendOffs) return sendOffs;
  // "their kick … make that br kick no fins": the lane's own kick set.
  const kick = kickStyle(clause, lane);
  if (kick) return kick;
  // "give them 5 more sec on all the pyramid send offs": the seconds said, else 5.
  const seconds = /\b(\d{1,2})\s*(?:more\s+|extra\s+)?(?:sec|secs|seconds|s)\b(?:\s+(?:more|slower|extra))?/.exec(clause.replace(lane.words, ' '));
  const by = seconds && /\b(?:more|slower|extra|add|give)\b/.test(clause) ? Math.min(30, Number(seconds[1])) : 5;
  const less = /\bless rest\b|\btighter\b|\bfaster (?:send-?offs?|intervals?)\b|\bshorter rest\b/.test(clause);
  const more = /\btoo tight\b|\bnot enough rest\b|\bmore rest\b|\bmore time\b|\bslower (?:send-?offs?|intervals?)\b|\bextra rest\b|\bmore recovery\b|\beasier send-?offs?\b/.test(clause) || (seconds !== null && !less && /\bsend[- ]?offs?\b|\bintervals?\b|\brest\b/.test(clause));
  const fewer = /\bfewer\b|\bless (?:reps|volume|yardage|work)\b|\bcut (?:some|a few|reps)\b|\bdo less\b|\bshorter\b|\bcut (?:it )?(?:down|back)\b/.test(clause);
  const moreReps = /\bmore (?:reps|volume|yardage|work)\b|\bdo more\b|\bextra reps\b/.test(clause);
  const target = at.target ?? (at.previous?.reps != null || at.previous?.distance != null ? at.previous : null);
  const scope = target ? ` on ${target.words}` : '';
  // "give them 40-45 rest" (on the 4x200 named before): each repeat's send-off is the lane's swim of it at its base and that rest.
  const restSaid = /\b(\d{2})\s*(?:-|to)\s*(\d{2})\s*(?:sec(?:ond)?s?|s)?\s*(?:of\s+)?rest\b|(?:^|\s):(\d{2})\s*(?:rest|between)\b|\b(\d{2})\s*(?:sec(?:ond)?s?|s)\s*(?:of\s+)?rest\b/.exec(clause.replace(lane.words, ' '));
  if (restSaid && /\b(?:give|need|needs|want|get|make|at least|more like|about)\b/.test(clause) && !/\b(?:is|it'?s|its) (?:like |only |about )?\d{2}\s*(?:sec|s)?\s*rest\b/.test(clause)) {
    const rest = Number(restSaid[2] ?? restSaid[3] ?? restSaid[4]);
    return {
      understood: `${lane.words}: :${rest} rest${scope || ' on the main set'}`,
      run: (d) => {
        if (lane.index < 0) throw noLanes(d, lane.words);
        const group = d.plan.laneGroups![lane.index]!;
        const base = group.paces?.base ?? d.plan.paces?.base ?? 90;
        const named = target ?? { sections: ['main' as SectionKind], distance: null, round: null, words: 'the main set' };
        if (!hasSets(d, named, (set) => set.sendOff?.type === 'interval')) throw new Refusal(`${lane.words} has no set on a send-off ${named.words.replace(/^the /, 'in the ')}`);
        d.laneEdits.push((plan) => {
          laneSets(plan, lane.index, named, (set) => {
            const entry = set.lanes![lane.index]!;
            if (entry.sendOff?.type !== 'interval' || (named.reps != null && set.reps !== named.reps && entry.reps !== named.reps)) return null;
            const seconds = Math.ceil(((base * set.distance) / 100 + rest) / 5) * 5;
            if (seconds <= entry.sendOff.seconds) return null;
            const lanes = set.lanes!.map((l, i) => (i === lane.index ? { ...l, sendOff: { type: 'interval' as const, seconds } } : l));
            return lane.index === 0 ? { ...set, sendOff: lanes[0]!.sendOff, lanes } : { ...set, lanes };
          });
        });
        return `${group.name}: about :${rest} rest on each repeat of ${named.words.replace(/^the (\d+) x (\d+)$/, 'the $1 x $2')} (the send-off from its ${Math.floor(base / 60)}:${String(base % 60).padStart(2, '0')} base); the other lanes as they were.`;
      },
    };
  }
  if (more || less) {
    return {
      understood: `${lane.words}: ${more ? 'more' : 'less'} rest${scope}`,
      run: (d) => {
        if (lane.index < 0) throw noLanes(d, lane.words);
        if (!hasSets(d, target, (set) => set.sendOff !== null)) throw new Refusal(`${lane.words} has no set with a send-off${scope}`);
        d.laneEdits.push((plan) => {
          laneSets(plan, lane.index, target, (set) => {
            const entry = set.lanes![lane.index]!;
            if (!entry.sendOff) return null;
            const seconds = Math.max(5, entry.sendOff.seconds + (more ? by : -by));
            const lanes = set.lanes!.map((l, i) => (i === lane.index ? { ...l, sendOff: { ...entry.sendOff!, seconds } } : l));
            return lane.index === 0 ? { ...set, sendOff: lanes[0]!.sendOff, lanes } : { ...set, lanes };
          });
        });
        return `${d.plan.laneGroups![lane.index]!.name}: ${by} seconds ${more ? 'more' : 'less'} on each send-off${scope}; the other lanes as they were.`;
      },
    };
  }
  // "no blocks for lane 4, the new 9-10s arent cleared for dive starts": the lane's own line, as a named swimmer's.
  const limits = readLimits(clause.replace(/\blanes? \d\b/g, ' '), { timeIsLimit: false });
  if (limits.length > 0 && !more && !less && !fewer && !moreReps) {
    return {
      understood: `${lane.words}: ${limits.map((c) => c.said).join(', ')}`,
      run: (d) => {
        if (lane.index < 0) throw noLanes(d, lane.words);
        const name = d.plan.laneGroups![lane.index]!.name;
        const swimmer = d.brief.swimmers.find((s) => s.lane === name && s.name === name) ?? { name, limits: [], lane: name, event: null, words: '' };
        if (!d.brief.swimmers.includes(swimmer)) d.brief.swimmers.push(swimmer);
        swimmer.limits = [...swimmer.limits, ...limits.filter((c) => !swimmer.limits.some((k) => k.rule === c.rule))];
        swimmer.words = [swimmer.words, clause].filter(Boolean).join('; ').slice(0, 400);
        return `${name}: ${limits.map((c) => c.said).join(', ')}: their own line under each set it changes; the other lanes as they were.`;
      },
    };
  }
  if (fewer || moreReps) {
    return {
      understood: `${lane.words}: ${fewer ? 'fewer' : 'more'} repeats${scope}`,
      run: (d) => {
        if (lane.index < 0) throw noLanes(d, lane.words);
        if (moreReps && lane.index === 0) throw new Refusal(`${d.plan.laneGroups![0]!.name} already swims the full set; say "more volume" for the whole practice`);
        if (!hasSets(d, target, (set) => set.reps >= 3)) throw new Refusal(`${lane.words}'s repeats${scope} cannot ${fewer ? 'shrink' : 'grow'} further`);
        d.laneEdits.push((plan) => {
          laneSets(plan, lane.index, target, (set) => {
            const entry = set.lanes![lane.index]!;
            if (entry.reps < 3 && fewer) return null;
            const reps = fewer ? cleanReps(Math.max(1, Math.round(entry.reps * 0.8)), 'down') : Math.min(set.reps, cleanReps(Math.round(entry.reps * 1.25), 'up'));
            if (reps === entry.reps) return null;
            const lanes = set.lanes!.map((l, i) => (i === lane.index ? { ...l, reps } : l));
            return lane.index === 0 ? { ...set, reps, lanes } : { ...set, lanes };
          });
        });
        return `${d.plan.laneGroups![lane.index]!.name}: ${fewer ? 'fewer' : 'more'} repeats${scope} (about a fifth); the other lanes as they were.`;
      },
    };
  }
  return null;
}

/** "give them 3:35 on the 200s and 1:50 on the 100s", "200s @ 3:35": the send-off the coach gave for each distance, in that lane. */
function laneSendOffs(clause: string, lane: { index: number; words: string }): Op | null {
  const said = [
    ...[...clause.matchAll(/\b(\d{1,2}):(\d{2})\s+(?:on|for)\s+(?:the |their |all the |all |those )?(\d{2,4})s\b/g)].map((m) => ({ distance: Number(m[3]), seconds: Number(m[1]) * 60 + Number(m[2]) })),
    ...[...clause.matchAll(/\b(\d{2,4})s\s+(?:@|on|at)\s*(\d{1,2}):(\d{2})\b/g)].map((m) => ({ distance: Number(m[1]), seconds: Number(m[2]) * 60 + Number(m[3]) })),
  ].filter((x) => x.distance >= 25 && x.seconds >= 10);
  if (said.length === 0) return null;
  const text = (x: { distance: number; seconds: number }) => `${Math.floor(x.seconds / 60)}:${String(x.seconds % 60).padStart(2, '0')} on the ${x.distance}s`;
  return {
    understood: `${lane.words}: ${said.map(text).join(', ')}`,
    run: (d) => {
      if (lane.index < 0 || !d.plan.laneGroups?.[lane.index]) throw noLanes(d, lane.words);
      const missing = said.filter((x) => !hasSets(d, null, (set) => set.distance === x.distance && set.sendOff?.type === 'interval'));
      if (missing.length === said.length) throw new Refusal(`${lane.words} swims no ${said.map((x) => `${x.distance}s`).join(' or ')} on a send-off in this plan`);
      // The send-offs of the work sets: "1:50 on the 100s" is the main's 100s, not the pull's, when the main has 100s.
      const work = new Set(d.plan.sections.filter((sec) => (sec.kind === 'main' || sec.kind === 'secondary') && (!sec.lanes || sec.lanes.includes(d.plan.laneGroups![lane.index]!.name)) && sec.blocks.some((b) => b.sets.some((set) => said.some((x) => x.distance === set.distance)))).map((sec) => sec.name));
      d.laneEdits.push((plan) => {
        laneSets(plan, lane.index, null, (set, _block, section) => {
          if (work.size > 0 && !work.has(section.name)) return null;
          const x = said.find((w) => w.distance === set.distance);
          const entry = set.lanes![lane.index]!;
          if (!x || entry.sendOff?.type !== 'interval') return null;
          const lanes = set.lanes!.map((l, i) => (i === lane.index ? { ...l, sendOff: { ...entry.sendOff!, seconds: x.seconds } } : l));
          return lane.index === 0 ? { ...set, sendOff: lanes[0]!.sendOff, lanes } : { ...set, lanes };
        });
      });
      return `${d.plan.laneGroups![lane.index]!.name}: ${said.filter((x) => !missing.includes(x)).map(text).join(', ')}; the other lanes as they were.`;
    },
  };
}

/** The plan and the approved plan compared block by block: a block this refinement did not change keeps the lanes the coach approved. */
const blockKey = (block: SetBlock) => JSON.stringify({ r: block.rounds, l: block.label, c: block.coachWritten ?? false, s: block.sets.map(({ lanes: _l, ...plain }) => plain) });

/** Every lane's sets written for the refined plan; blocks left as they were keep their lanes; then the lanes' own edits. */
export function relane(plan: WorkoutPlan, approved: WorkoutPlan, edits: ReadonlyArray<(plan: WorkoutPlan) => void>): WorkoutPlan {
  const groups = plan.laneGroups!;
  const laned = forLaneGroups(plan, groups);
  const kept = new Map<string, SetBlock>();
  if (JSON.stringify(approved.laneGroups) === JSON.stringify(groups)) for (const s of approved.sections) for (const b of s.blocks) kept.set(blockKey(b), b);
  for (const section of laned.sections) {
    for (const block of section.blocks) {
      const was = kept.get(blockKey(block));
      if (was) block.sets = structuredClone(was.sets);
    }
  }
  for (const edit of edits) edit(laned);
  return laned;
}

/** Lanes fastest first with the share of the first lane's repeats each swims, so slower lanes finish with the others (COACHING.md §9). */
function withFactors(lanes: BriefLane[]): BriefLane[] {
  const fastest = Math.min(...lanes.map((l) => l.base));
  return lanes.map((l) => (l.source === 'stored' ? l : { ...l, factor: Math.max(0.5, Math.min(1, Math.round((fastest / l.base) * 20) / 20)) }));
}

/** The brief's lanes as the plan has them, for a plan whose brief kept none (read back from its text). */
function lanesOfPlan(plan: WorkoutPlan, brief: Brief): BriefLane[] {
  if (brief.lanes.length === (plan.laneGroups?.length ?? 0)) return brief.lanes.map((l) => ({ ...l }));
  return (plan.laneGroups ?? []).map((g) => ({ name: g.name, base: Math.round(g.paces?.base ?? plan.paces?.base ?? 90), factor: g.volumeFactor, volume: null, focus: null, squad: null, limits: [], source: 'said' as const }));
}

/** Words about the lanes' bases that the restated lanes answer: "redo the send offs off my bases", "you have lane 1 at 1:00", "give them their own send offs". */
const aboutBases = /\bbases?\b|\bsend[- ]?offs?\b|\bintervals?\b|\blanes?\b[^,;]*\d?:[0-5]\d|\bfinish\b[^,;]*\b(?:same time|together)\b|\bi have \d+ lanes?\b|\b\d+ lanes? not \d+\b|\bnew lane\b/;

/**
 * The lanes said again in a refinement — "bases are wrong, i gave lane 1 1:15 / 2 1:25 / 3 1:35", or one lane
 * added, "lane 7 is the younger kids who just moved up, base ~1:30" — each lane's send-offs and repeats written
 * again from the bases as said; the sets stay. Answers the clauses it read (the bases, the lane, the complaint).
 */
export function readLanesSaid(clauses: readonly string[], plan: WorkoutPlan): { op: Op; clauses: Set<string> } | null {
  const groups = plan.laneGroups ?? [];
  const lanesOk = (x: { read: ReturnType<typeof readLanes> }) => x.read.lanes.length >= 2 && x.read.lanes.every((l) => l.label === null || /^Lanes? \d/.test(l.label));
  // "lane 1 base 1:08, lane 2 base 1:15": each lane's base said in a clause of its own is one list.
  const eachSaid = clauses.filter((c) => /^(?:and )?lane \d{1,2}\s+(?:base\s+|on\s+|@\s*|at\s+)?(?:is\s+)?\d?:[0-5]\d\b(?:\s+base)?$/.test(c));
  const joined = eachSaid.length >= 2 ? { c: eachSaid.join(', '), read: readLanes(eachSaid.join(', ')) } : null;
  const listed = clauses.map((c) => ({ c, read: readLanes(c) })).find(lanesOk) ?? (joined && lanesOk(joined) ? joined : undefined);
  const added = (() => {
    if (listed || groups.length < 2) return null;
    const n = clauses.map((c) => /\blane (\d{1,2})\b/.exec(c)).find((m) => m && +m[1]! === groups.length + 1);
    const base = clauses.map((c) => /\bbase(?: is| of| on| around| about)?\s*~?\s*(\d?:[0-5]\d)|(\d?:[0-5]\d)\s*(?:base|ish)\b/.exec(c)).find(Boolean);
    if (!n || !base) return null;
    const seconds = clockSeconds((base[1] ?? base[2])!);
    return seconds >= 50 && seconds <= 210 ? { name: `Lane ${n[1]}`, base: seconds, course: clauses.map((c) => /\b(lcm?|scm|scy|long course)\b/.exec(c)?.[1]).find(Boolean) ?? null } : null;
  })();
  if (!listed && !added) return null;
  const said = listed ? listed.read.lanes.map((l, i) => ({ name: l.label ?? `Lane ${i + 1}`, base: l.base, course: l.course })) : [];
  const understood = listed ? `lanes on ${said.map((l) => `${l.name} ${clock(l.base)}`).join(' · ')}` : `add ${added!.name} on ${clock(added!.base)}`;
  const used = new Set(clauses.filter((c) => aboutBases.test(c) || eachSaid.includes(c) || (added && new RegExp(`\\b${added.name.toLowerCase()}\\b`).test(c)) || /^(?:give|let) (?:them|that lane|the new lane) (?:their|its) own\b/.test(c)));
  return {
    clauses: used,
    op: {
      understood,
      run: (d) => {
        const course = d.plan.course;
        const courseOf = (c: string | Course | null): Course | null => (!c ? null : /^lc/.test(c) || c === 'long course' || c === 'LCM' ? 'LCM' : /scm|SCM/.test(c) ? 'SCM' : 'SCY');
        const known = lanesOfPlan(d.plan, d.brief);
        const make = (name: string, base: number, from: Course | null): BriefLane => {
          const old = known.find((l) => l.name.toLowerCase() === name.toLowerCase());
          return { name, base: inCourse(base, from, course), factor: 1, volume: old?.volume ?? null, focus: old?.focus ?? null, squad: old?.squad ?? null, limits: old?.limits ?? [], source: 'said', words: understood };
        };
        const lanes = withFactors(listed ? said.map((l) => make(l.name, l.base, courseOf(l.course))) : [...known, make(added!.name, added!.base, courseOf(added!.course))]);
        lanes.sort((a, b) => a.base - b.base);
        const next: PlanLaneGroup[] = lanes.map((l) => ({ name: l.name, paces: pacesFromBase(l.base, course, `${l.name}: base ${clock(l.base)}/100 ${course}`), volumeFactor: l.factor }));
        // The first lane's send-offs move with its base; the other lanes' are written from theirs when the plan is laned again.
        const squad = squadOf(d.plan);
        const from = { squad, paces: d.plan.laneGroups?.[0]?.paces ?? d.plan.paces };
        const to = { squad, paces: next[0]!.paces! };
        for (const section of d.plan.sections) {
          for (const block of section.blocks) {
            if (block.coachWritten) continue;
            block.sets = block.sets.map(({ lanes: _l, ...set }) => (set.sendOff?.type === 'interval' ? { ...set, sendOff: { type: 'interval', seconds: Math.max(5, set.sendOff.seconds + plannedInterval(to, course, set) - plannedInterval(from, course, set)) } } : set));
          }
        }
        d.brief.lanes = lanes;
        d.plan.laneGroups = next;
        d.plan.paces = { ...next[0]!.paces!, label: groupPacesLabel(next, course, 'as you said') };
        return `${listed ? 'Lanes on your bases' : `${added!.name} added on ${clock(lanes.find((l) => l.name === added!.name)!.base)}`}: ${lanes.map((l) => `${l.name} ${clock(l.base)}`).join(' · ')}; each lane's send-offs and repeats written from its base, the sets as they were.`;
      },
    },
  };
}

/**
 * "take lanes 5 and 6 out", "varsity only in lanes 1-4", "JV has lanes 5 and 6 … take them out of this": those lanes leave
 * the plan (their group swims its own practice); every other lane as it was.
 */
export function readDropLanes(clause: string, groups: readonly PlanLaneGroup[], before: string | null): Op | null {
  const numbered = groups.map((g) => Number(/^Lane (\d{1,2})$/i.exec(g.name)?.[1] ?? NaN));
  if (numbered.some((n) => Number.isNaN(n)) || groups.length < 3) return null;
  const span = (a: string, b?: string) => Array.from({ length: Number(b ?? a) - Number(a) + 1 }, (_, i) => Number(a) + i);
  // "1:45 is lanes 1-2 ONLY": whose send-off it is, never the other lanes out of the plan.
  const only = /\d?:[0-5]\d\b|\b(?:send-?offs?|intervals?|base)\b/.test(clause) ? null : /\b(?:only|just)\s+(?:in\s+)?lanes?\s*(\d)\s*(?:-|to|thru|through)\s*(\d)\b|\blanes?\s*(\d)\s*(?:-|to|thru|through)\s*(\d)\s+only\b/.exec(clause);
  const out = /\b(?:take|drop|remove|cut|leave)\s+(?:out\s+)?lanes?\s*(\d)(?:\s*(?:and|&|-|,|to)\s*(\d))?(?:\s+out)?\b|\btake (?:them|those lanes|em) out\b/.exec(clause);
  let drop: number[] = [];
  if (only) {
    const keep = span((only[1] ?? only[3])!, only[2] ?? only[4]);
    drop = numbered.filter((n) => !keep.includes(n));
  } else if (out?.[1]) drop = span(out[1], out[2]);
  else if (out) {
    const said = before ? /\blanes?\s*(\d)(?:\s*(?:and|&|-|,|to)\s*(\d))?/.exec(before.toLowerCase()) : null;
    if (said) drop = span(said[1]!, said[2]);
  }
  drop = drop.filter((n) => numbered.includes(n));
  if (drop.length === 0 || drop.length >= groups.length) return null;
  const names = groups.filter((_, i) => drop.includes(numbered[i]!)).map((g) => g.name);
  return {
    understood: `${names.join(' and ')} out of this plan`,
    run: (d) => {
      const keep = (d.plan.laneGroups ?? []).map((g) => !names.includes(g.name));
      d.plan.laneGroups = (d.plan.laneGroups ?? []).filter((_, i) => keep[i]);
      for (const section of d.plan.sections) {
        if (section.lanes) section.lanes = section.lanes.filter((n) => !names.includes(n));
        for (const block of section.blocks) block.sets = block.sets.map((x) => (x.lanes ? { ...x, lanes: x.lanes.filter((_, i) => keep[i]) } : x));
      }
      d.plan.sections = d.plan.sections.filter((s) => !s.lanes || s.lanes.length > 0);
      d.brief.lanes = d.brief.lanes.filter((l) => !names.includes(l.name));
      if (d.plan.paces && d.plan.laneGroups.every((g) => g.paces)) d.plan.paces = { ...d.plan.paces, label: groupPacesLabel(d.plan.laneGroups, d.plan.course, 'the lanes in this plan') };
      return `${names.join(' and ')} taken out: this plan is for ${d.plan.laneGroups.map((g) => g.name).join(', ')}.`;
    },
  };
}
