import type { DrylandSession, PlanConstraint, PlanSection, SectionKind, SendOff, SessionType, SetBlock, Squad, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { blockDistance, numberText, sectionNames } from '@laneforge/contracts';
import { statements } from './constraints/repair';
import { wholeFor } from './swimmers';
import { drylandFor } from './dryland';
import { type FitOptions, capFly, fitClock, fitVolume, keepMainFirst, loosenToClock } from './fit';
import { isSpeedDay, mainShare } from './proportions';
import type { BriefCoachSet } from '@laneforge/contracts';
import type { Order } from './understand';
import { tiredGroup } from './understand/session';
import { EASIER_DAY, REST_BASED } from './vocabulary';
import { minimumRest, swimSeconds } from './paces';
import { poolLength, sectionDistance, thirdOf100, unitOf, withTotals } from './model';
import { squadTitle, workoutTitle } from './titles';
import { planHeader } from './header';
import type { Rng } from './random';
import { type SessionComposer, type SessionDraft, addSection } from './sessions/draft';
import { composeAdultLearners, composeDrylandOnly, composeLesson } from './sessions/lesson';
import { composePractice } from './sessions/practice';
import { composeMeetWarmup, composeRacePace, swimmerTargets } from './sessions/racing';
import { pushStartsOnly, racePace, sprintSet } from './templates/secondary';
import { kickSet, pullSet } from './templates/kickpull';
import { cooldown, warmup } from './templates/warmup';
import { composeBroken, composeClinic, composeImTransitions, composePreMeet, composeRecovery, composeTest } from './sessions/special';
import { composeBreathControl, composeOpenWater } from './sessions/water';
import { honourLimits } from './constraints/honour';
import * as main from './templates/main';
import { makeSet } from './templates/kit';
import { drillsFor } from './templates/drills';
import { type Kit, kitFor, otherStructure } from './templates/kit';

/** Plan (ARCHITECTURE.md, step 2): the brief → a workout, composed by session type, fitted to the volume and the time. */

const composers: Record<SessionType, SessionComposer> = {
  practice: composePractice,
  test: composeTest,
  recovery: composeRecovery,
  meet_warmup: composeMeetWarmup,
  pre_meet: composePreMeet,
  race_pace: composeRacePace,
  broken: composeBroken,
  im_transitions: composeImTransitions,
  breath_control: composeBreathControl,
  open_water: composeOpenWater,
  learn_to_swim: composeLesson,
  dryland: composeDrylandOnly,
  clinic: composeClinic,
};

/** Where a section the coach wrote goes when the draft has none of its kind. */
function insertAt(sections: PlanSection[], kind: SectionKind): number {
  if (kind === 'warmup') return 0;
  const cool = sections.findIndex((s) => s.kind === 'cooldown');
  if (kind === 'cooldown' || cool < 0) return sections.length;
  if (['preset', 'drill'].includes(kind)) return Math.min(1, sections.length);
  return cool;
}

/** Where the coach said a set goes: "to close" before the cool-down, "in the middle" after the main set, "to start" after the warm-up. */
function placedAt(sections: PlanSection[], place: BriefCoachSet['place'], before?: PlanSection): number {
  const cool = sections.findIndex((s) => s.kind === 'cooldown');
  // "then 10 x 100 kick right after": straight after the coach's set before it (else the main set).
  if (place === 'after') {
    const at = before ? sections.indexOf(before) : sections.findIndex((s) => s.kind === 'main');
    return at < 0 ? (cool < 0 ? sections.length : cool) : at + 1;
  }
  if (place === 'end') return cool < 0 ? sections.length : cool;
  if (place === 'start') return Math.min(1, sections.length);
  const mainAt = sections.findIndex((s) => s.kind === 'main');
  return mainAt < 0 ? Math.floor(sections.length / 2) : mainAt;
}

/** The coach's sets take the place of the composed section of the same kind, kept exactly as written, where they said. */
function placeCoachSections(draft: SessionDraft, coach: readonly BriefCoachSet[]): void {
  const placed = new Map<BriefCoachSet, PlanSection>();
  // A set that goes "right after" another is placed once that one is.
  const order = [...coach.filter((c) => c.place !== 'after'), ...coach.filter((c) => c.place === 'after')];
  for (const c of order) {
    if (c.place) {
      // A set placed by the coach replaces the composed one of its kind and goes where they said.
      // A second set of the coach's before their main ("A goes before B") is the day's second set: the engine writes no other.
      const same = draft.sections.findIndex((s) => s.kind === c.kind && !draft.protect.has(s) && (c.kind !== 'secondary' || c.place === 'middle'));
      if (same >= 0) draft.sections.splice(same, 1);
      const section: PlanSection = { kind: c.kind, name: c.kind === 'secondary' ? 'Coach Set' : sectionNames[c.kind], blocks: c.blocks, distance: 0 };
      const previous = coach.slice(0, coach.indexOf(c)).reverse().map((p) => placed.get(p)).find((s) => s && draft.sections.includes(s));
      draft.sections.splice(placedAt(draft.sections, c.place, previous), 0, section);
      draft.protect.add(section);
      placed.set(c, section);
      continue;
    }
    const at = draft.sections.findIndex((s) => s.kind === c.kind && !draft.protect.has(s));
    // The coach's own second set is called theirs, not the name of the set it took the place of.
    const section: PlanSection = at >= 0 ? { ...draft.sections[at]!, blocks: c.blocks, ...(c.kind === 'secondary' ? { name: 'Coach Set' } : {}) } : { kind: c.kind, name: c.kind === 'secondary' ? 'Coach Set' : draft.sections[0]?.name && c.kind === 'main' ? 'Main Set' : sectionNames[c.kind], blocks: c.blocks, distance: 0 };
    if (at >= 0) draft.sections[at] = section;
    else draft.sections.splice(insertAt(draft.sections, c.kind), 0, section);
    draft.protect.add(section);
    placed.set(c, section);
  }
  // "10x200 pull w paddles, then 8x50 kick fast": the coach's sets hold the day's pull or kick; no second such section is added.
  // A warm-up's "300 kick" is no kick set: "WU 400 swim / 300 kick … need a kick set" still gets one.
  const theirs = coach.filter((c) => c.kind !== 'warmup' && c.kind !== 'cooldown').flatMap((c) => c.blocks.flatMap((b) => b.sets));
  for (const kind of ['pull', 'kick'] as const) {
    if (!theirs.some((x) => x.stroke === kind)) continue;
    const composed = draft.sections.findIndex((s) => s.kind === kind && !draft.protect.has(s));
    if (composed >= 0) draft.sections.splice(composed, 1);
  }
}

const total = (sections: readonly PlanSection[]) => sections.reduce((s, sec) => s + sectionDistance(sec), 0);

/**
 * Sprint, skill and kept-set days carry little volume in their own sets: the rest is swum as aerobic
 * support, in another structure than the main set's, each support set smaller than a practice's main set.
 */
function addSupport(kit: Kit, draft: SessionDraft, target: number, options: FitOptions, practice: boolean): void {
  for (let i = 0; i < 3; i++) {
    const short = target - total(draft.sections);
    if (short <= target * 0.02 || short < 300) return;
    const mainSize = draft.sections.filter((s) => s.kind === 'main').reduce((sum, s) => sum + sectionDistance(s), 0);
    const budget = practice && mainSize > 0 ? Math.min(short, Math.max(200, mainSize - 2 * poolLength(kit.course))) : short;
    const cool = draft.sections.findIndex((s) => s.kind === 'cooldown');
    const count = draft.sections.filter((s) => s.name.startsWith('Aerobic Set')).length;
    // Swum free: the stroke of the day has had its work, and its limits (fly) are already spent.
    const support = addSection(draft, otherStructure({ ...kit, stroke: 'free', variant: kit.variant + count * 2 }), 'secondary', budget, main.aerobic, { name: count === 0 ? 'Aerobic Set' : `Aerobic Set ${count + 1}` });
    draft.sections.splice(draft.sections.indexOf(support), 1);
    draft.sections.splice(cool < 0 ? draft.sections.length : cool, 0, support);
    fitVolume(draft.sections, target, options);
  }
}

function fit(kit: Kit, draft: SessionDraft, target: number, practice: boolean, asked: ReadonlySet<PlanSection> = new Set(), onlyParts = false): void {
  const options: FitOptions = { squad: kit.squad, paces: kit.paces, course: kit.course, reps: kit.flexReps, stretch: kit.flexDistance, protect: draft.protect, budgets: draft.budgets };
  fitVolume(draft.sections, target, options);
  // Only the parts the coach named: the volume goes into them, no set of the engine's own is added.
  if (!onlyParts) addSupport(kit, draft, target, options, practice);
  // At the bottom of a squad's range the skeleton alone can outweigh the volume: side sets go, smallest first.
  const optional = (s: PlanSection) => !['warmup', 'main', 'cooldown'].includes(s.kind) && !draft.protect.has(s) && !asked.has(s);
  while (total(draft.sections) > target * 1.04 && draft.sections.some(optional)) {
    const smallest = draft.sections.filter(optional).sort((a, b) => sectionDistance(a) - sectionDistance(b))[0]!;
    draft.sections.splice(draft.sections.indexOf(smallest), 1);
    fitVolume(draft.sections, target, options);
  }
  if (practice) {
    const share = mainShare(kit.squad, isSpeedDay(kit.focus, kit.constraints));
    keepMainFirst(draft.sections, options, share);
    if (!onlyParts) addSupport(kit, draft, target, options, practice);
    keepMainFirst(draft.sections, options, share);
  }
  // Shares guide the fit; the last steps to land the total exactly may go past them.
  if (Math.abs(total(draft.sections) - target) >= 25) fitVolume(draft.sections, target, { squad: kit.squad, course: kit.course, protect: draft.protect, fine: true });
  // A block fitted down to one round with no name is its sets, one line each (as the text reads back).
  for (const s of draft.sections) s.blocks = s.blocks.filter((b) => blockDistance(b) > 0).flatMap((b) => (b.rounds === 1 && b.label === null && b.sets.length > 1 && !b.coachWritten ? b.sets.map((set) => ({ rounds: 1, label: null, sets: [set] })) : [b]));
  draft.sections = draft.sections.filter((s) => s.blocks.length > 0);
}

/** Fits the practice into the coach's time, and says so when that cost volume. */
function fitTime(kit: Kit, draft: SessionDraft, order: Order, plan: () => WorkoutPlan): string | null {
  const limit = order.constraints.find((c) => c.rule === 'max_minutes')?.value;
  if (!limit || draft.sections.length === 0) return null;
  const before = total(draft.sections);
  const minutes = fitClock(draft.sections, limit, () => plan().totals.minutes, { squad: kit.squad, course: kit.course, reps: kit.flexReps, stretch: kit.flexDistance, protect: draft.protect });
  const after = total(draft.sections);
  if (after < before * 0.97) return `${numberText(after)} ${unitOf(kit.course)}, what fits ${limit} min for this group (about ${minutes} min on the clock)`;
  // Both a volume and a time: the volume is kept and the send-offs open up to fill the time.
  if ((order.requestedDistance !== null || order.openToClock) && minutes < limit - (limit <= 60 ? 3 : limit * 0.05)) {
    let filled = loosenToClock(draft.sections, limit, () => plan().totals.minutes);
    // Still short: a set that takes time and little water, sized to what is missing; the volume may
    // grow by it within what the coach allowed ("about 6000": 10 %), else it comes out of the easiest set.
    const gap = () => limit - plan().totals.minutes - (limit <= 60 ? 2 : limit * 0.03);
    const short = gap();
    if (short >= 3) {
      const one = poolLength(kit.course);
      const asked = order.brief.volume.value;
      // Within what the coach allowed: a ceiling is a ceiling (its number, never over), "about" is 5 % over, a range its top, a number itself.
      const allowed = !asked ? after : asked.bound === 'max' ? Math.min(asked.value, asked.high) : asked.bound === 'range' ? asked.high : asked.bound === 'about' ? asked.high * 1.05 : asked.value;
      const top = order.requestedDistance === null ? after : Math.max(after, Math.floor(allowed / 50) * 50);
      // A calm day fills its time with easy technique; another with starts and turns first, early in the
      // practice while the legs are fresh, then technique: each at most a sixth of the clock.
      // A test day fills with easy technique after the test, never sprints before it.
      const testDay = order.sessionType === 'test';
      // Only the parts the coach named around their sets: the time is theirs to fill, no part of the engine's own is added.
      const fillers = order.brief.parts && order.coachSections.length > 0 ? ([] as const) : kit.calm || testDay ? (['technique'] as const) : (['starts', 'technique'] as const);
      for (const kind of fillers) {
        const missing = gap();
        if (missing < 3) break;
        kit.section = kind === 'technique' ? 'drill' : 'skills';
        const perRep = kind === 'technique' ? (one === 50 ? 1.9 : 1.1) : one === 50 ? 1.3 : 0.9;
        // The filler's yards come out of what the coach allowed above the volume, never out of the other sets.
        // What is over the coach's number comes out of the sets around the main set (the easiest first), so the volume stays theirs.
        // A coach writes a dozen or so starts or drill 50s, never twenty of them: what is still missing is said, not padded.
        const reps = Math.max(4, Math.min(kind === 'technique' ? 16 : 20, Math.round(limit / 6 / perRep / 2) * 2, Math.round(missing / perRep / 2) * 2));
        // A stroke day's technique is that stroke's drills (COACHING.md §5.H).
        const strokeDrill = kit.stroke === 'back' || kit.stroke === 'breast' || kit.stroke === 'fly' ? drillsFor(kit, kit.stroke).slice(0, 2).join(', then ') : null;
        const filler: PlanSection = kind === 'technique'
          ? { kind: 'drill', name: 'Technique', distance: 0, blocks: [{ rounds: 1, label: null, sets: [makeSet(kit, { reps, distance: one * 2, stroke: strokeDrill ? kit.stroke : 'choice', zone: 'EN1', timing: 'rest', rest: 20, description: strokeDrill ? `one length drill (${strokeDrill}), one length swim, count strokes on the swim` : 'one length drill, one length swim, count strokes on the swim' })] }] }
          : { kind: 'skills', name: 'Starts & Turns', distance: 0, blocks: [{ rounds: 1, label: null, sets: [makeSet(kit, { reps, distance: one, stroke: 'free', zone: 'SP3', timing: 'rest', rest: 40, description: pushStartsOnly(kit) ? 'push start, breakout by the flags, fast into the wall and out of the turn' : 'odds from the blocks, evens fast into the wall and out of the turn', halfLength: true })] }] };
        const main = draft.sections.findIndex((s) => s.kind === 'main');
        const cool = draft.sections.findIndex((s) => s.kind === 'cooldown');
        const at = testDay && cool > 0 ? cool : main > 0 ? main : Math.max(1, cool);
        draft.sections.splice(at, 0, filler);
        draft.protect.add(filler);
        // The main set keeps its size; beside the coach's own sets, the warm-up the practice starts on is the last to give
        // (a 750 kick and 8 x 50 of theirs left the fillers a 200 warm-up to eat).
        const mainSection = draft.sections.filter((x) => x.kind === 'main');
        const warm = draft.sections.filter((x) => x.kind === 'warmup' && (order.coachSections.length > 0 || testDay));
        if (total(draft.sections) > top) fitVolume(draft.sections, top, { squad: kit.squad, course: kit.course, protect: new Set([...draft.protect, ...mainSection, ...warm]) });
        if (total(draft.sections) > top) fitVolume(draft.sections, top, { squad: kit.squad, course: kit.course, protect: new Set([...draft.protect, ...mainSection]), fine: true });
        // Still over the coach's number ("800 yds" in 45 min for 8-year-olds): the filler is what gives, down to none; the
        // time left over is said, never swum past their volume.
        const over = total(draft.sections) - top;
        const fill = filler.blocks[0]!.sets[0]!;
        if (over > 0 && order.requestedDistance !== null) {
          const reps = fill.reps - Math.ceil(over / fill.distance);
          if (reps >= 4) fill.reps = reps;
          else {
            draft.sections.splice(draft.sections.indexOf(filler), 1);
            // What the other sets gave up for it comes back to them.
            if (total(draft.sections) < top) fitVolume(draft.sections, top, { squad: kit.squad, course: kit.course, protect: new Set([...draft.protect, ...mainSection]) });
          }
        }
      }
      filled = plan().totals.minutes;
    }
    if (filled > minutes) {
      const now = total(draft.sections);
      // The coach's own number: a range's ends, else the number they said (the volume may have grown to fill the time).
      const asked = order.brief.volume.value;
      const theirs = !asked ? false : asked.bound === 'range' ? now >= asked.low && now <= asked.high : asked.bound === 'max' ? now <= asked.high : now === asked.high;
      const kept = order.requestedDistance === null ? `${numberText(now)} ${unitOf(kit.course)} kept, the most this group swims well in the time` : theirs ? `your ${numberText(now)} ${unitOf(kit.course)} kept` : kit.length || thirdOf100(order.poolLength) ? `your ${order.brief.volume.words ?? numberText(order.requestedDistance)} kept, in whole lengths of your pool` : `your ${order.brief.volume.words ?? numberText(order.requestedDistance)} written as ${numberText(now)} ${unitOf(kit.course)}`;
      const how = `${order.brief.wants.some((w) => w.structure === REST_BASED) ? 'more rest' : 'easier send-offs'} on the aerobic sets${draft.sections.some((x) => x.name === 'Starts & Turns' && draft.protect.has(x)) ? ' and starts and turns on long rest' : ''}${draft.sections.some((x) => x.name === 'Technique' && draft.protect.has(x)) ? ' and an easy technique set' : ''}`;
      // Still well short of the slot: the plan says so rather than claiming the time is filled.
      const short = limit - filled > (limit <= 60 ? 5 : limit * 0.1);
      return short ? `${kept}, with ${how}: about ${filled} of your ${limit} min on the clock; ask for more volume to fill the rest` : `${kept}; ${how} so it fills the ${limit} min (about ${filled} min on the clock)`;
    }
  }
  return null;
}

function titleFor(order: Order, draft: SessionDraft): string {
  // A relay practice is named for its relays, not for the starts it works.
  if (order.sessionType === 'practice' && order.brief.wants.some((w) => w.kind === 'main' && w.structure === 'relay exchanges')) return `${squadTitle(order.squad, order.brief.who.value.ages)} Relay Practice`;
  // Groups the coach named ("varsity base 1:10, jv 1:25"); lanes the engine made for each age band keep the ages' title.
  const laneSquads = order.brief.lanes.filter((l) => l.source !== 'assumed').map((l) => l.squad).filter((q): q is Squad => q !== null);
  return workoutTitle({ squad: order.squad, ages: order.brief.who.value.ages, sessionType: order.sessionType, focus: order.focus, group: order.group, targetEvent: order.targetEvent?.name ?? null, laneSquads: laneSquads.length === order.brief.lanes.length ? laneSquads : [] }, draft.name);
}

/** The dryland beside the swim, composed once: its notes (stations, what was left out) join the plan's. */
function drylandOf(order: Order, kit: Kit, draft: SessionDraft): DrylandSession[] {
  if (draft.dryland) return draft.dryland;
  if (!order.dryland && !order.mobility) return [];
  const built = drylandFor(order, kit.rng, order.mobility ? 'mobility' : 'full');
  draft.notes.push(...built.notes);
  return [built.session];
}

/**
 * "Rest based not send offs": every set the engine wrote goes on rest after each repeat (COACHING.md
 * §1.1, "rest :15"), what the send-off left as rest and at least the zone's, on the 5-second clock;
 * the coach's own sets stay as written.
 */
function onRest(sections: PlanSection[], kit: Kit): void {
  const round5 = (x: number) => Math.max(10, Math.round(x / 5) * 5);
  const restOf = (set: SwimSet): SendOff | null => {
    if (set.sendOff?.type !== 'interval') return set.sendOff;
    const swim = swimSeconds({ squad: kit.squad, paces: kit.paces }, kit.course, set);
    return { type: 'rest', seconds: round5(Math.max(minimumRest(set.zone, swim, kit.squad), set.sendOff.seconds - swim)) };
  };
  for (const section of sections) {
    for (const block of section.blocks) {
      if (block.coachWritten) continue;
      block.sets = block.sets.map((set) => {
        const sendOff = restOf(set);
        return { ...set, sendOff, ...(set.lanes ? { lanes: set.lanes.map((l) => ({ ...l, sendOff })) } : {}) };
      });
    }
  }
}

/** The writers of the parts a coach may name around their own sets. */
const partWriters: Partial<Record<SectionKind, (kit: Kit, budget: number) => SetBlock[]>> = { warmup, cooldown, kick: kickSet, pull: pullSet, sprint: sprintSet, race_pace: racePace };

/** The most of a practice each part the coach named around their own sets may take. */
const partShare: Partial<Record<SectionKind, number>> = { warmup: 0.2, preset: 0.15, kick: 0.2, pull: 0.2, drill: 0.12, sprint: 0.1, race_pace: 0.15, cooldown: 0.1 };

/** A day with no room for sprints or starts on top of it (COACHING.md §9b): see `Kit.calm`. */
function calmDay(order: Order, tired: boolean): boolean {
  const ruled = new Set(order.constraints.map((c) => c.rule));
  const ages = order.brief.who.value.ages;
  return tired || order.sessionType === 'recovery' || ['returning', 'tired_legs', 'light_only', 'pregnant'].some((r) => ruled.has(r as never)) || ['masters_novice', 'recreational', 'triathlete'].includes(order.squad) || (ages !== null && ages.low >= 55) || order.brief.context.some((c) => /\bgentle\b|\blow[- ]key\b|\brelaxed\b|\bdead legs\b|\blegs (?:are|r) (?:dead|gone|shot|toast)\b/.test(c)) || (order.brief.focus.words ?? '').startsWith(EASIER_DAY);
}

export function composeWorkout(order: Order, date: string, rng: Rng, variant?: number): WorkoutPlan {
  const kit = kitFor({ squad: order.squad, paces: order.paces, course: order.course, focus: order.focus, constraints: order.constraints, targetEvent: order.targetEvent, ...(variant === undefined ? {} : { variant }) }, rng);
  kit.tired = tiredGroup(order.brief.context);
  kit.calm = calmDay(order, kit.tired);
  // A group's own middle is composed without the lanes (see `withGroupMains`): the brief still has them.
  // Lanes given volumes of their own ("A ~5k, B ~4k, C ~3k") drop repeats the same way.
  kit.together = (order.brief.together || order.brief.lanes.some((l) => l.volume !== null)) && (order.laneGroups !== null || order.brief.lanes.length >= 2);
  // A third-of-100 pool is planned on the course's grid and moved into its lengths after (see `toPoolLength`).
  if (order.poolLength !== (order.course === 'LCM' ? 50 : 25) && !order.openWater && !thirdOf100(order.poolLength)) kit.length = order.poolLength;
  // Adults who have just learned to swim get a swim of their own, not a practice or a children's lesson.
  const compose = order.sessionType === 'practice' && order.brief.lesson?.format === 'adult_learner' ? composeAdultLearners : composers[order.sessionType];
  const draft = compose(kit, order, order.volume);
  const kept = order.sessionType === 'learn_to_swim' || order.sessionType === 'dryland' ? [] : order.coachSections;
  placeCoachSections(draft, kept);
  // "just add warmup, a short kick set and cool down": around the coach's sets, only the parts they named.
  const parts = kept.length > 0 ? order.brief.parts : undefined;
  if (parts) {
    draft.sections = draft.sections.filter((s) => draft.protect.has(s) || parts.includes(s.kind));
    // A part they named that the day's structure has not written ("need a sprint set + cooldown") is written now, in its place.
    for (const kind of parts) {
      const write = partWriters[kind];
      if (!write || draft.sections.some((s) => s.kind === kind)) continue;
      const section = addSection(draft, kit, kind, Math.round((partShare[kind] ?? 0.1) * order.volume), write);
      draft.sections.splice(draft.sections.indexOf(section), 1);
      draft.sections.splice(insertAt(draft.sections, kind), 0, section);
    }
  }
  // "warm up 1000 pls": the warm-up at the size the coach said, the rest of the practice fitted around it.
  const warmWant = order.brief.wants.find((w) => w.kind === 'warmup' && w.volume !== null);
  const warm = draft.sections.find((s) => s.kind === 'warmup' && !draft.protect.has(s));
  if (warmWant?.volume && warm) {
    fitVolume([warm], warmWant.volume, { squad: kit.squad, paces: kit.paces, course: kit.course, reps: kit.flexReps, stretch: kit.flexDistance });
    draft.protect.add(warm);
  }
  const coachVolume = kept.reduce((s, c) => s + c.blocks.reduce((b, x) => b + blockDistance(x), 0), 0);
  // Around the coach's sets, the parts they asked for by name ("need a kick set and a short speed set before cd") stay, with room to swim them.
  const wantedKinds = new Set(order.brief.wants.map((w) => w.kind).filter((k) => ['kick', 'pull', 'sprint', 'race_pace', 'skills'].includes(k)));
  const asked = new Set(kept.length > 0 ? draft.sections.filter((s) => wantedKinds.has(s.kind) && !draft.protect.has(s)) : []);
  const wanted = draft.sections.length > 0 ? Math.max(order.volume, coachVolume + 600 + 200 * asked.size) : 0;
  // The parts the coach named hold what such parts hold (a warm-up a fifth of the practice), never a 38 x 50 warm-up.
  const held = parts ? coachVolume + parts.reduce((sum, kind) => sum + Math.round((partShare[kind] ?? 0.1) * wanted), 0) : wanted;
  const target = Math.min(wanted, Math.max(held, coachVolume + 400));
  if (target > 0) fit(kit, draft, target, order.sessionType === 'practice', asked, parts !== undefined);
  // A volume the coach said ("to get to 4500") that the parts they named cannot hold: the rest is swum as aerobic support, said.
  const topped = parts !== undefined && order.brief.volume.source === 'said' && wanted > target + 200;
  if (topped) {
    const named = draft.sections.filter((s) => !draft.protect.has(s));
    for (const s of named) draft.protect.add(s);
    fit(kit, draft, wanted, order.sessionType === 'practice', asked);
    for (const s of named) draft.protect.delete(s);
  }
  honourLimits(draft.sections, kit);
  capFly(draft.sections, kit.squad);
  if (order.sessionType === 'race_pace') swimmerTargets(draft.sections, order);
  if (order.brief.wants.some((w) => w.structure === REST_BASED)) onRest(draft.sections, kit);
  const assumptions = [...order.assumptions];
  if (topped) assumptions.push(`${numberText(total(draft.sections) - target)} ${unitOf(order.course)} of aerobic swimming after the parts you named, to make your ${numberText(wanted)}`);
  if (target > order.volume) assumptions.push(`${numberText(target)} ${unitOf(order.course)}: your sets alone are ${numberText(coachVolume)}`);
  const dryland = drylandOf(order, kit, draft);
  const build = (): WorkoutPlan =>
    withTotals({
      kind: 'workout',
      provider: 'est',
      title: titleFor(order, draft),
      date,
      ...planHeader(order),
      dryland,
      assumptions,
      notes: [...draft.notes, ...kept.map((c) => (c.season ? `The main set is week ${c.season.week}'s key set from the season.` : `Kept as you wrote it: ${c.words}.`)), ...underwaterSafety(draft.sections, draft.notes)],
      ...(order.constraints.length > 0 ? { constraints: order.constraints } : {}),
      ...(order.paces ? { paces: order.paces } : {}),
      requestedDistance: target > 0 && order.requestedDistance !== null ? Math.max(order.requestedDistance, target) : null,
      requestedMinutes: order.requestedMinutes,
      sessionType: order.sessionType,
      sections: draft.sections,
      ...(draft.steps ? { steps: draft.steps } : {}),
      totals: { distance: 0, bySection: [], byZone: { REC: 0, EN1: 0, EN2: 0, EN3: 0, SP1: 0, SP2: 0, SP3: 0 }, minutes: 0 },
    });
  const timed = fitTime(kit, draft, order, build);
  draft.sections = draft.sections.filter((s) => s.blocks.length > 0);
  const plan = build();
  const said = statements(kit.changes);
  // A rule for the whole practice (a facility's "NO flip turns", no dives in a shallow pool) is said on the plan even where no set had to change.
  const standing = new Set<PlanConstraint['rule']>(['no_flip_turns', 'no_dives', 'easy_pushoffs', 'no_underwater']);
  if (draft.sections.length > 0) {
    for (const c of order.constraints) {
      if (standing.has(c.rule) && !kit.changes.some((x) => x.rule === c.rule)) said.push(`${c.said.charAt(0).toUpperCase()}${c.said.slice(1)}: ${wholeFor(c)}.`);
    }
  }
  if (timed) {
    plan.requestedDistance = plan.requestedDistance === null ? null : plan.totals.distance;
    said.push(`Time: ${timed}.`);
  }
  return said.length > 0 ? { ...plan, substitutions: said } : plan;
}

/**
 * Underwater kicking a whole length and more (a coach's "16x25 underwater kick"): swum to the flags, then up, never as a
 * breath-hold for distance (COACHING.md §6, PLAN-REVIEW.md check 2). Said once, where the plan has such a set.
 */
function underwaterSafety(sections: readonly PlanSection[], notes: readonly string[]): string[] {
  const long = sections.some((s) => s.blocks.some((b) => b.sets.some((x) => x.distance >= 25 && /\bunderwater|\buw\b/i.test(x.description) && !/\bto the flags\b|\b15 ?(?:m|yd|yards?|meters?)\b|\bthen (?:surface|swim|up)\b|\bbreakout\b/i.test(x.description))));
  if (!long || notes.some((n) => /underwater/i.test(n))) return [];
  return ['Underwater kicking: to the flags (15 m / 15 yd at most), then surface and swim the rest of the length; full recovery between, never a breath-hold for distance, a coach watching every lane.'];
}
