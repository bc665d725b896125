import type { PlanLaneGroup, PlanSection, SetBlock, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { forLaneGroups } from '../lanes';
import { readLimits } from '../vocabulary';
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
  const byName = groups?.findIndex((g) => g.name.length > 1 && !/^lanes? \d/i.test(g.name) && new RegExp(`\\b${g.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(clause)) ?? -1;
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
    return { index, words: numbered[0] };
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

/** A lane's instruction: more or less rest, fewer or more repeats, on the sets named or all of them. */
export function readLaneChange(clause: string, at: ReadContext, lane: { index: number; words: string }): Op | null {
  const more = /\bmore rest\b|\bmore time\b|\bslower (?:send-?offs?|intervals?)\b|\bextra rest\b|\bmore recovery\b|\beasier send-?offs?\b/.test(clause);
  const less = /\bless rest\b|\btighter\b|\bfaster (?:send-?offs?|intervals?)\b|\bshorter rest\b/.test(clause);
  const fewer = /\bfewer\b|\bless (?:reps|volume|yardage|work)\b|\bcut (?:some|a few|reps)\b|\bdo less\b|\bshorter\b|\bcut (?:it )?(?:down|back)\b/.test(clause);
  const moreReps = /\bmore (?:reps|volume|yardage|work)\b|\bdo more\b|\bextra reps\b/.test(clause);
  const target = at.target;
  const scope = target ? ` on ${target.words}` : '';
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
            const seconds = Math.max(5, entry.sendOff.seconds + (more ? 5 : -5));
            const lanes = set.lanes!.map((l, i) => (i === lane.index ? { ...l, sendOff: { ...entry.sendOff!, seconds } } : l));
            return lane.index === 0 ? { ...set, sendOff: lanes[0]!.sendOff, lanes } : { ...set, lanes };
          });
        });
        return `${d.plan.laneGroups![lane.index]!.name}: 5 seconds ${more ? 'more' : 'less'} on each send-off${scope}; the other lanes as they were.`;
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
