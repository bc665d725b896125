import type { PlanSection, SectionKind, SetBlock, Stroke, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { numberText } from '@laneforge/contracts';
import { type RefineDraft, Refusal, volumeOf } from './draft';
import type { Op, ReadContext } from './op';
import { type Target, readTarget } from './target';

/**
 * The coach's own numbers for a set they can see: "cut kick to 4x100", "make the fly 8x50 not 10",
 * "can the main be 4 rounds instead of 3", and where a set goes: "move the sprint 25s to after the
 * threshold set". The set named keeps its shape; only the count or its place moves.
 */

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const countOf = (w: string) => numberWords[w] ?? Number(w);

const strokeNamed: ReadonlyArray<readonly [RegExp, Stroke]> = [
  [/\bfly\b|\bbutterfly\b/, 'fly'],
  [/\bback(?:stroke)?\b/, 'back'],
  [/\bbreast(?:stroke)?\b/, 'breast'],
  [/\bim\b/, 'im'],
  [/\bfree(?:style)?\b/, 'free'],
  [/\bkick\b/, 'kick'],
  [/\bpull\b/, 'pull'],
  [/\bdrill\b/, 'drill'],
];

interface Found {
  section: PlanSection;
  block: SetBlock;
  set: SwimSet;
}

/** Where a set sits, to find it again once every lane's sets are written. */
interface Spot {
  name: string;
  block: number;
  set: number;
}

function spotOf(plan: WorkoutPlan, f: Found): Spot {
  return { name: f.section.name, block: f.section.blocks.indexOf(f.block), set: f.block.sets.indexOf(f.set) };
}

function atSpot(plan: WorkoutPlan, spot: Spot): SwimSet | undefined {
  return plan.sections.find((s) => s.name === spot.name)?.blocks[spot.block]?.sets[spot.set];
}

/** The sets of `distance` a clause names: in the part it names, of the stroke it names, the count it says was there first. */
function setsNamed(d: RefineDraft, clause: string, target: Target | null, distance: number, was: number | null): Found[] {
  const kinds = target?.sections ?? null;
  const stroke = strokeNamed.find(([re]) => re.test(clause))?.[1];
  const all = d.plan.sections.flatMap((section) => section.blocks.flatMap((block) => block.sets.map((set) => ({ section, block, set }))));
  const sized = all.filter((f) => f.set.distance === distance && (f.set.reps > 1 || f.set.sendOff !== null));
  const inPart = kinds ? sized.filter((f) => kinds.includes(f.section.kind)) : sized;
  const ofStroke = stroke ? inPart.filter((f) => f.set.stroke === stroke || f.section.kind === stroke) : inPart;
  const found = ofStroke.length > 0 ? ofStroke : kinds ? [] : inPart;
  if (was === null) return found;
  const counted = found.filter((f) => f.set.reps === was || (f.set.lanes ?? []).some((l) => l.reps === was));
  return counted.length > 0 ? counted : found;
}

/** A lane's repeats after the coach's new count: a cut stops at the count, a rise adds as many to every lane. */
const laneReps = (entry: number, was: number, reps: number) => (reps <= was ? Math.min(reps, entry) : entry + reps - was);

/**
 * "cut kick to 4x100 for everybody", "take the kick set down to 2x100", "make the fly 8x50 not 10", "only
 * 4x100 kick": the set named swims that many, every lane at most that many; the practice is that much
 * shorter or longer.
 */
export function readSetCount(clause: string, at: ReadContext): Op | null {
  if (/^(?:add|throw in|put in|include)\b|\b(?:swap|replace|switch|trade)\b.*\b(?:for|with)\b|\binstead of (?:the |a |an )?\d{1,2}\s*x\s*\d/.test(clause)) return null;
  // "take the threshold 7x100 down to 5x100": the first is the set as it is, the second what it becomes.
  const pair = /\b(\d{1,2})\s*x\s*(\d{2,4})s?\s+(?:down |up |back )?(?:to|into|->|→)\s+(\d{1,2})\s*x\s*(\d{2,4})s?\b/.exec(clause);
  if (pair && pair[2] === pair[4]) clause = clause.replace(pair[0], `${pair[3]}x${pair[4]} not ${pair[1]}`);
  const m = /\b(\d{1,2})\s*x\s*(\d{2,4})s?\b(?!\s*(?:\(|x))/.exec(clause);
  if (!m) return null;
  // "make the 8x100 after the ladder pull": the set named by its count, for a change of another kind.
  if (/\b(?:the|that|those|these|my|your)\s+$/.test(clause.slice(0, m.index)) && !/^\s*(?:not|instead of|rather than)\b/.test(clause.slice(m.index + m[0].length)) && !/\bto\s+\d{1,2}\b/.test(clause.slice(m.index + m[0].length))) return null;
  const before = clause.slice(0, m.index);
  const after = clause.slice(m.index + m[0].length);
  const asked = /\b(?:cut|take|bring|drop|trim|knock|make|change|set|turn|reduce|lower|raise|bump|up|down)\b[^,;]*\bto\s*$|\b(?:make|have|do|should be|can be|be|just|only|want|give (?:them|em|us)?)\s+(?:the\s+|that\s+|their\s+|my\s+|it\s+)?(?:[a-z-]+\s+){0,3}$/.test(before) || /^\s*(?:not|instead of|rather than)\s+(?:\d|the)/.test(after);
  if (!asked) return null;
  const reps = Number(m[1]);
  const distance = Number(m[2]);
  const was = /^\s*(?:not|instead of|rather than)\s+(?:the\s+)?(\d{1,2})\b/.exec(after)?.[1];
  const target = readTarget(before.replace(/\b(?:cut|take|bring|make|change)\b/, ' ')) ?? readTarget(after) ?? at.target;
  const everyLane = /\b(?:every(?:body|one)|all lanes|each lane|every lane|all of them|the whole (?:team|group))\b/.test(clause);
  return {
    allLanes: !everyLane,
    understood: `${target?.words ?? 'the set'} as ${reps} x ${distance}`,
    run: (d) => {
      const found = setsNamed(d, clause, target?.sections ? target : null, distance, was ? Number(was) : null);
      if (found.length === 0) throw new Refusal(`there is no set of ${distance}s${target?.sections ? ` in ${target.words}` : ''} in this plan to make ${reps} x ${distance}`);
      let moved = 0;
      const said: string[] = [];
      for (const f of found) {
        const old = f.set.reps;
        if (old === reps) continue;
        const next: SwimSet = { ...f.set, reps, description: f.set.description.replace(/descend 1-(\d)/, (x, n: string) => (reps % Number(n) === 0 ? x : 'descend by round')) };
        if (f.set.lanes) next.lanes = f.set.lanes.map((l) => ({ ...l, reps: everyLane ? reps : laneReps(l.reps, old, reps) }));
        f.block.sets[f.block.sets.indexOf(f.set)] = next;
        moved += (reps - old) * distance * f.block.rounds;
        d.protect.add(f.section);
        d.kept.add(f.section);
        said.push(`${f.section.name}: ${reps} x ${distance} instead of ${old} x ${distance}`);
        const lanes = next.lanes;
        if (lanes && d.plan.laneGroups) {
          // Every lane keeps the count said: the lanes written again from their bases would scale it.
          const spot = spotOf(d.plan, { ...f, set: next });
          d.laneEdits.push((plan) => {
            const set = atSpot(plan, spot);
            if (set?.distance === distance && set.lanes?.length === lanes.length) set.lanes = set.lanes.map((l, i) => ({ ...l, reps: lanes[i]!.reps }));
          });
        }
      }
      if (said.length === 0) throw new Refusal(`${target?.words ?? 'that set'} is already ${reps} x ${distance}`);
      if (!d.volumeSet) d.target += moved;
      const lanes = d.plan.laneGroups && found.some((f) => f.set.lanes) ? (everyLane ? ' (every lane)' : ' (no lane more than that)') : '';
      return `${said.join('; ')}${lanes}.`;
    },
  };
}

/** "can the main be 4 rounds instead of 3", "make the main 7 rounds of the 300/200": the rounds of that set, as said. */
export function readRoundCount(clause: string, at: ReadContext): Op | null {
  const m = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+rounds?\b/.exec(clause);
  // "cut the main to 2 rounds to fit it": the count the cut goes to.
  const toCount = m !== null && /\b(?:down |back )?to\s+(?:like\s+|about\s+|just\s+|only\s+)?$/.test(clause.slice(0, m.index));
  if (!m || /\b(?:more|fewer|less|extra|another)\s+rounds?\b/.test(clause) || (/\b(?:add|drop|cut|lose|remove|keep|leave)\b/.test(clause) && !toCount)) return null;
  if (!toCount && !/\b(?:make|be|do|go|want|have|change|give|should|can|could|up|down)\b/.test(clause.slice(0, m.index)) && !/^\s+(?:instead of|not|rather than)\b/.test(clause.slice(m.index + m[0].length))) return null;
  const rounds = countOf(m[1]!);
  if (!rounds || rounds > 12) return null;
  const target = at.target?.sections ? at.target : { sections: ['main'] as SectionKind[], distance: null, round: null, words: 'the main set' };
  return {
    understood: `${target.words} as ${rounds} rounds`,
    run: (d) => {
      const section = d.plan.sections.find((s) => target.sections!.includes(s.kind) && s.blocks.some((b) => b.rounds > 1)) ?? d.plan.sections.find((s) => target.sections!.includes(s.kind));
      // One block of rounds, or the main written round by round ("round 1 … round 3"): a round more or fewer.
      const block = section?.blocks.find((b) => b.rounds > 1);
      if (!section) throw new Refusal(`this plan has no ${target.words.replace(/^the /, '')}`);
      if (block) {
        const was = block.rounds;
        if (was === rounds) throw new Refusal(`${target.words} is already ${rounds} rounds`);
        block.rounds = rounds;
        d.protect.add(section);
        d.kept.add(section);
        if (!d.volumeSet) d.target += (rounds - was) * volumeOf({ ...section, blocks: [{ ...block, rounds: 1 }] });
        return `${section.name}: ${rounds} rounds instead of ${was}.`;
      }
      const byRound = section.blocks.filter((b) => b.sets.some((x) => /\bround \d\b/.test(x.description)));
      if (byRound.length < 2) throw new Refusal(`${target.words} is not written in rounds; say the repeats ("make the main 8x100")`);
      const was = byRound.length;
      if (was === rounds) throw new Refusal(`${target.words} is already ${rounds} rounds`);
      const last = byRound.at(-1)!;
      const at = section.blocks.indexOf(last);
      if (rounds < was) section.blocks = section.blocks.filter((b) => !byRound.slice(rounds).includes(b));
      else section.blocks.splice(at + 1, 0, ...Array.from({ length: rounds - was }, (_, i) => ({ ...structuredClone(last), sets: last.sets.map((x) => ({ ...x, description: x.description.replace(/\bround \d+\b/, `round ${was + i + 1}`) })) })));
      d.protect.add(section);
      d.kept.add(section);
      const one = volumeOf({ ...section, blocks: [last] });
      if (!d.volumeSet) d.target += (rounds - was) * one;
      return `${section.name}: ${rounds} rounds instead of ${was}.`;
    },
  };
}

/** The section a named part is: "the secondary set", "the sprint 25s", "the pyramid main", "the kick". */
function sectionNamed(sections: readonly PlanSection[], target: Target | null): PlanSection | undefined {
  if (!target) return undefined;
  const kinds = target.sections;
  const own = /\b(aerobic|threshold|im|endurance) set\b/.exec(target.words)?.[1];
  const named = own ? sections.find((s) => s.name.toLowerCase().startsWith(own)) : undefined;
  if (named) return named;
  // "the race skills" of a plan with "Starts & Turns" and "Race Skills": the one of that name.
  const byName = sections.find((s) => s.name.toLowerCase() === target.words.replace(/^the /, ''));
  if (byName) return byName;
  const candidates = sections.filter((s) => (!kinds || kinds.includes(s.kind)) && (target.distance === null || s.blocks.some((b) => b.sets.some((x) => x.distance === target.distance))));
  return candidates[0];
}

const placeWords = /^(?:to\s+)?(?:(?:right|just|straight|directly)\s+)?(after|before|behind|ahead of|in front of)\s+(.+)$|^to the (end|start|beginning|top|bottom)\b|^(last|first)$/;

/**
 * "move it right after the pyramid main", "move the sprint 25s to after the threshold set", "put the kick
 * at the end": the set as it is, in the place said; nothing else moves.
 */
export function readMoveSection(said: string, at: ReadContext): Op | null {
  // "move it up so its right after the main": where it goes, said with "so it's".
  const clause = said.replace(/\b(up|down|back)\s+so\s+(?:it'?s|it is|they'?re|they are|that it'?s)\s+/, '$1 to ');
  const m = /^(?:move|put|shift|bring|slide|stick)\s+(.+?)\s+((?:to\s+)?(?:(?:right|just|straight|directly)\s+)?(?:after|before|behind|ahead of|in front of)\s+.+|to the (?:end|start|beginning|top|bottom)\b.*|last|first)$/.exec(clause);
  if (!m) return null;
  const moverWords = m[1]!.replace(/\b(?:up|down|back)$/, '').trim();
  const setWords = /\b(\d{1,2})\s*x\s*(\d{2,4})\b/.exec(moverWords);
  const mover = /^(?:it|that|them|those|this|these|that set|this set)$/.test(moverWords) ? (at.previous ?? null) : (readTarget(moverWords.replace(/^(?!the\b)/, 'the ')) ?? (setWords ? { sections: null, distance: Number(setWords[2]), round: null, words: `the ${setWords[1]}x${setWords[2]}` } : null));
  const place = placeWords.exec(m[2]!.replace(/^to\s+(?=(?:right|just|straight|directly)?\s*(?:after|before))/, ''));
  if (!mover || !place) return null;
  const end = place[3] ?? place[4];
  const toEnd = end ? /end|bottom|last/.test(end) : null;
  const before = place[1] ? /before|ahead|front/.test(place[1]) : false;
  const dest = place[2] ? readTarget(place[2].replace(/^(?!the\b)/, 'the ')) : null;
  if (!end && !dest) return null;
  return {
    understood: `move ${mover.words} ${end ? `to the ${toEnd ? 'end' : 'start'}` : `${before ? 'before' : 'after'} ${dest!.words}`}`,
    run: (d) => {
      // "move the 8x50 from a dive": the section that holds that set, when one does.
      const written = /\b(\d{1,2})\s*x\s*(\d{2,4})\b/.exec(moverWords);
      const holding = written ? d.plan.sections.find((s) => s.blocks.some((b) => b.sets.some((x) => x.reps === Number(written[1]) && x.distance === Number(written[2])))) : undefined;
      // One group's own parts ("move their main after their aerobic set" of the sprint group): among its sections only.
      const own = at.group ? d.plan.sections.filter((s) => s.lanes?.includes(at.group!)) : d.plan.sections;
      const moving = holding ?? sectionNamed(own, mover);
      if (!moving) throw new Refusal(`there is no ${mover.words.replace(/^the /, '')} in this plan to move`);
      const rest = d.plan.sections.filter((s) => s !== moving);
      let i: number;
      let where: string;
      if (dest) {
        const anchor = sectionNamed(rest.filter((s) => !at.group || s.lanes?.includes(at.group)), dest) ?? sectionNamed(rest, dest);
        if (!anchor) throw new Refusal(`there is no ${dest.words.replace(/^the /, '')} in this plan to put it ${before ? 'before' : 'after'}`);
        i = rest.indexOf(anchor) + (before ? 0 : 1);
        where = `${before ? 'before' : 'right after'} the ${anchor.name.toLowerCase()}`;
      } else if (toEnd) {
        // The end of the work: the cool-down still closes the practice.
        const cool = rest.findIndex((s) => s.kind === 'cooldown');
        i = cool < 0 ? rest.length : cool;
        where = 'at the end, before the cool-down';
      } else {
        const warm = rest.findIndex((s) => s.kind !== 'warmup');
        i = warm < 0 ? rest.length : warm;
        where = 'at the start, after the warm-up';
      }
      const was = d.plan.sections.indexOf(moving);
      rest.splice(i, 0, moving);
      if (rest.indexOf(moving) === was) throw new Refusal(`the ${moving.name.toLowerCase()} is already ${where}`);
      d.plan.sections = rest;
      return `${moving.name} (${numberText(volumeOf(moving))}) moved ${where}; the sets as they were.`;
    },
  };
}
