import { flyShare, legsWithout } from './set-facts';
import type { Course, PlanPaces, PlanSection, SetBlock, Squad, SwimSet } from '@laneforge/contracts';
import { blockDistance } from '@laneforge/contracts';
import { poolLength, sectionDistance } from './model';
import { plannedInterval } from './paces';
import { type MainShare, maxShare } from './proportions';
import { squads } from './squads';

/** How far a set may move while the volume is fitted: from `min` to `max`, `step` at a time (reps or distance). */
export type Flex = { min: number; max: number; step: number };

/**
 * The one volume fitter, for composing and refining alike: it moves the plan to the asked volume
 * one step at a time — reps, rounds, dropping a secondary block, stretching the easy warm-up and
 * cool-down swims — and never touches what the coach wrote or what the caller protects.
 */
export interface FitOptions {
  squad: Squad;
  /** The coach's stored paces, for a set the fitter writes (a main set's top-up). */
  paces?: PlanPaces | undefined;
  course: Course;
  /** Rep ranges the templates gave; other sets with several reps move in the step their wording allows. */
  reps?: ReadonlyMap<SwimSet, Flex>;
  /** Distance ranges for the easy swims that open and close the practice. */
  stretch?: ReadonlyMap<SwimSet, Flex>;
  /** Sections left exactly as they are. */
  protect?: ReadonlySet<PlanSection>;
  /** Each section's share of the volume: a side section is not grown far past it. */
  budgets?: ReadonlyMap<PlanSection, number>;
  /** Only small steps (reps and easy swims, never past the target): the last touch to land a total exactly. */
  fine?: boolean;
}

interface Move {
  apply: () => void;
  delta: number;
  /** 0: reps, rounds or dropping a block; 1: stretching an easy swim by 50; 2: by one length; 3: dropping a whole section. */
  priority: number;
}

/** The step in which a set's reps can change without making its wording false ("descend 1-4" moves by 4). */
export function repStep(set: Pick<SwimSet, 'description'>): number {
  const m = /descend 1-(\d)/.exec(set.description);
  if (m) return Number(m[1]);
  return /\bodds?\b|\bevens?\b|\bodd\b/.test(set.description) ? 2 : 1;
}


export function flyVolume(sections: readonly PlanSection[]): number {
  return sections.reduce((sum, s) => sum + s.blocks.reduce((b, block) => b + block.rounds * block.sets.reduce((t, set) => t + flyShare(set) * set.reps * set.distance, 0), 0), 0);
}

/** A fly set swum free; an IM's fly leg swum back (BK-BR-FR-FR would swim back twice, so free takes the back leg's place). */
export function flyAsFree(set: SwimSet): SwimSet {
  // The words follow the legs: "reverse IM order (free, breast, back, fly)" has no fly left either.
  if (set.stroke === 'im') return { ...set, legs: legsWithout(set, new Set(['fly']), () => 'free'), description: set.description.replace(/\b(?:butterfly|fly)\b/gi, 'free') };
  const { mix: _mix, ...plain } = set;
  return { ...plain, stroke: 'free', description: set.description.replace(/\b(?:butterfly|fly)\b/gi, 'free').trim() };
}

/**
 * The squad's fly per session (COACHING.md §2) held after fitting and repairs: the fly the practice
 * holds past the cap is swum free, side sets first and the main set last, the coach's sets never.
 */
export function capFly(sections: readonly PlanSection[], squad: Squad): void {
  const cap = squads[squad].flySession;
  const order = [...sections].reverse().sort((a, b) => Number(a.kind === 'main') - Number(b.kind === 'main'));
  for (const section of order) {
    for (const block of [...section.blocks].reverse()) {
      if (block.coachWritten) continue;
      for (let i = block.sets.length - 1; i >= 0; i--) if (flyVolume(sections) > cap && flyShare(block.sets[i]!) > 0) block.sets[i] = flyAsFree(block.sets[i]!);
    }
  }
}

class Fitter {
  private readonly step: number;
  private readonly flyCap: number;
  constructor(
    private readonly sections: PlanSection[],
    private readonly target: number,
    private readonly options: FitOptions,
  ) {
    this.step = poolLength(options.course);
    this.flyCap = squads[options.squad].flySession;
  }

  total(): number {
    return this.sections.reduce((s, sec) => s + sectionDistance(sec), 0);
  }

  private editable(section: PlanSection, block: SetBlock): boolean {
    return !block.coachWritten && !this.options.protect?.has(section);
  }

  /** How much a side section may still grow before it outweighs its share. */
  private room(section: PlanSection, dir: number): number {
    const budget = this.options.budgets?.get(section);
    if (dir < 0 || budget === undefined) return Infinity;
    // The main set may grow further than a side set, but not into most of the practice.
    return budget * (section.kind === 'main' ? 1.2 : 1.25) - sectionDistance(section);
  }

  /** Growing prefers the sections still under their share, shrinking the ones over it. */
  private bias(section: PlanSection, dir: number): number {
    const budget = this.options.budgets?.get(section);
    if (budget === undefined) return 0;
    const over = sectionDistance(section) >= budget;
    return (dir > 0 && over) || (dir < 0 && !over) ? 0.5 : 0;
  }

  private drops(diff: number, moves: Move[]): void {
    for (const section of this.sections) {
      section.blocks.forEach((block, index) => {
        if (!this.editable(section, block)) return;
        const easy = block.sets.every((s) => s.zone === 'REC');
        const keep =
          section.kind === 'cooldown' ||
          section.kind === 'skills' ||
          section.kind === 'race_pace' ||
          (section.kind === 'main' && !(easy && section.blocks.length > 1)) ||
          // A drill section keeps its drills: dropping them would leave "swim, hold the drill feel" alone.
          (section.kind === 'drill' && block.sets.some((s) => s.stroke === 'drill')) ||
          (section.kind === 'warmup' && (index === 0 || sectionDistance(section) - blockDistance(block) < this.target * 0.15));
        // A whole section goes only when nothing smaller brings the total down.
        if (!keep && diff < 0) moves.push({ delta: -blockDistance(block), apply: () => section.blocks.splice(index, 1), priority: section.blocks.length === 1 ? 3 : 0 });
      });
    }
  }

  private roundMoves(section: PlanSection, block: SetBlock, dir: number, room: number, moves: Move[]): void {
    if (block.rounds <= 1 && !(dir > 0 && block.label !== null)) return;
    const next = block.rounds + dir;
    // Lactate rounds stay few (3-4 broken 200s, not 8): quality over volume (COACHING.md §4).
    const lactate = block.sets.some((x) => x.zone === 'SP1' || x.zone === 'SP2');
    const ceiling = section.kind === 'main' || section.kind === 'secondary' ? (lactate ? 4 : 8) : block.rounds;
    const one = blockDistance({ ...block, rounds: 1 });
    if (next >= 1 && next <= Math.max(ceiling, block.rounds) && one <= room && this.flyAllows(dir * flyVolume([{ ...section, blocks: [{ ...block, rounds: 1 }] }]))) {
      moves.push({ delta: dir * one, apply: () => (block.rounds = next), priority: 0 });
    }
  }

  private flyAllows(added: number): boolean {
    return added <= 0 || flyVolume(this.sections) + added <= this.flyCap;
  }

  private setMoves(section: PlanSection, block: SetBlock, set: SwimSet, dir: number, room: number, moves: Move[]): void {
    const hint = this.options.reps?.get(set);
    const continuous = set.reps === 1 && set.sendOff === null && (section.kind === 'warmup' || section.kind === 'cooldown');
    // 25s and 50s written in an even number stay even: "13 x 50" is not a set a coach writes.
    const step = Math.max(hint?.step ?? repStep(set), set.distance <= 50 && set.reps % 2 === 0 ? 2 : 1);
    // A labelled block says its own numbers ("200s broken at each 50"): only its rounds move.
    const flex: Flex | undefined = hint ? { ...hint, step: Math.max(hint.step, step) } : set.reps > 1 && !continuous && block.label === null ? { min: step, max: Math.max(40, set.reps), step } : undefined;
    if (flex) {
      const next = set.reps + dir * flex.step;
      const delta = dir * flex.step * set.distance * block.rounds;
      if (next >= flex.min && next <= flex.max && Math.abs(delta) <= Math.max(room, 0) + (dir < 0 ? Infinity : 0) && this.flyAllows(delta * flyShare(set))) {
        moves.push({ delta, apply: () => (set.reps = next), priority: 0 });
      }
    }
    const stretch = this.options.stretch?.get(set) ?? (continuous ? { min: 100, max: 1200, step: 50 } : undefined);
    if (!stretch) return;
    const max = Math.min(stretch.max, squads[this.options.squad].longestEasy);
    // Easy swims move by 50 first, so they stay round; by one length only to land the total exactly.
    for (const [by, priority] of [[50, 1], [this.step, 2]] as const) {
      const next = set.distance + dir * by;
      if (next >= stretch.min && next <= max && next % this.step === 0) moves.push({ delta: dir * by * set.reps * block.rounds, apply: () => (set.distance = next), priority });
    }
  }

  /** One step towards the target, or false when no step brings the total closer. */
  stepOnce(): boolean {
    const diff = this.target - this.total();
    if (Math.abs(diff) < this.step) return false;
    const dir = Math.sign(diff);
    const moves: Move[] = [];
    if (!this.options.fine) this.drops(diff, moves);
    for (const section of this.sections) {
      const room = this.room(section, dir);
      const start = moves.length;
      for (const block of section.blocks) {
        if (!this.editable(section, block)) continue;
        if (!this.options.fine) this.roundMoves(section, block, dir, room, moves);
        for (const set of block.sets) this.setMoves(section, block, set, dir, room, moves);
      }
      const bias = this.bias(section, dir);
      for (let i = start; i < moves.length; i++) moves[i]!.priority += bias;
    }
    let best: Move | null = null;
    // A step that overshoots is still taken when it lands within 4 % and nothing smaller could get there.
    const within = (m: Move) => Math.abs(diff) > this.target * 0.04 && Math.abs(diff - m.delta) <= this.target * 0.04;
    for (const m of moves) {
      if (Math.abs(diff - m.delta) >= Math.abs(diff) && !within(m)) continue;
      if (this.options.fine && Math.abs(m.delta) > Math.abs(diff)) continue;
      if (!best || m.priority < best.priority || (m.priority === best.priority && Math.abs(diff - m.delta) < Math.abs(diff - best.delta))) best = m;
    }
    best?.apply();
    return best !== null;
  }
}

/** Moves the sections' total to `target` (to within one pool length where the sets allow it); returns the total reached. */
export function fitVolume(sections: PlanSection[], target: number, options: FitOptions): number {
  const fitter = new Fitter(sections, target, options);
  for (let i = 0; i < 500 && fitter.stepOnce(); i++);
  return fitter.total();
}

/**
 * Brings a practice within the coach's time: a clock estimate within 10 % is left alone; past that the
 * volume comes down in steps of about 5 % until it fits; a step too small for any set to move
 * is taken bigger, so a whole side set can go. Answers the minutes it reached.
 */
export function fitClock(sections: PlanSection[], limit: number, minutesOf: () => number, options: FitOptions): number {
  const total = () => sections.reduce((s, sec) => s + sectionDistance(sec), 0);
  let minutes = minutesOf();
  if (minutes <= limit * 1.1) return minutes;
  let step = 0.95;
  for (let i = 0; i < 12 && minutes > limit * 1.03; i++) {
    const was = total();
    fitVolume(sections, Math.round((was * step) / 50) * 50, options);
    step = total() === was ? step - 0.05 : 0.95;
    minutes = minutesOf();
  }
  return minutes;
}

/**
 * The stroke a main set is topped up with: its own stroke; an IM main's IM in a short pool ("10 x 100 IM" then "2 x 100 IM,
 * same pace"), free in a 50 m pool (a 100 IM does not fit it); fly repeats free (fly has its caps).
 */
export function topUpStroke(work: readonly SwimSet[], course: Course): SwimSet['stroke'] {
  if (course !== 'LCM' && work.length > 0 && work.every((x) => x.stroke === 'im')) return 'im';
  return work.find((x) => x.stroke !== 'fly' && x.stroke !== 'im')?.stroke ?? 'free';
}

/**
 * A main set whose structure cannot grow by the little it needs (one round of a ladder; a second
 * would overshoot) is followed by 100s at the same pace, on the squad's send-off.
 */
function topUp(main: PlanSection, need: number, options: FitOptions): void {
  const sets = main.blocks.flatMap((b) => b.sets).filter((x) => x.zone !== 'REC');
  const work = sets.find((x) => x.stroke === topUpStroke(sets, options.course));
  const speed = work !== undefined && work.zone.startsWith('SP');
  const zone = !work || speed ? 'EN1' : work.zone;
  const base: Pick<SwimSet, 'distance' | 'stroke' | 'zone' | 'equipment'> = { distance: 100, stroke: work?.stroke ?? 'free', zone, equipment: [] };
  const reps = Math.max(2, Math.round(need / 100));
  const description = speed ? 'aerobic between the efforts, long strokes' : 'same pace as the set above';
  main.blocks.push({ rounds: 1, label: null, sets: [{ ...base, equipment: [], reps, description, halfLength: false, sendOff: { type: 'interval', seconds: plannedInterval({ squad: options.squad, paces: options.paces }, options.course, base, squads[options.squad].extraRest) } }] });
}

/**
 * Keeps the main set where the level's proportions put it (see `proportions.ts`): it grows to its
 * share and past every other set, and the other sets give the volume back, so the total stays where
 * it was fitted. The coach's own main set keeps its size: the sets around it shrink below it instead.
 */
export function keepMainFirst(sections: PlanSection[], options: FitOptions, share: MainShare): void {
  const main = sections.find((s) => s.kind === 'main');
  if (!main) return;
  const step = poolLength(options.course);
  const fixed = main.blocks.some((b) => b.coachWritten) || options.protect?.has(main) === true;
  const others = () => sections.filter((s) => s !== main);
  const rivals = () => others().filter((s) => !(s.kind === 'warmup' && share.warmupMayLead));
  const free: FitOptions = { ...options, budgets: undefined };
  for (let round = 0; round < 4; round++) {
    const total = sections.reduce((s, sec) => s + sectionDistance(sec), 0);
    const biggest = Math.max(0, ...rivals().map(sectionDistance));
    const least = fixed ? 0 : Math.ceil((share.min * total) / step) * step;
    if (!fixed && sectionDistance(main) > maxShare(share, total) * total) {
      // Too much of the practice: the main set gives back to the sets around it.
      // Any rep count down to one step will do here: the set's usual range is for a practice its size.
      const fewer = new Map([...(options.reps ?? new Map<SwimSet, Flex>())].map(([set, flex]) => [set, { ...flex, min: flex.step }]));
      fitVolume([main], Math.floor((maxShare(share, total) * total) / step) * step, { ...free, reps: fewer });
      // A structure that moves only in big steps (a ladder's rounds) drops to its share's floor; the next round tops it up.
      if (sectionDistance(main) > maxShare(share, total) * total) fitVolume([main], least, { ...free, reps: fewer });
      fitVolume(others(), total - sectionDistance(main), free);
      continue;
    }
    if (sectionDistance(main) >= Math.max(biggest, least)) return;
    const want = Math.max(biggest + step, least + step);
    if (!fixed) fitVolume([main], want, free);
    if (!fixed && sectionDistance(main) < want - step) topUp(main, want - sectionDistance(main), options);
    const size = sectionDistance(main);
    for (const s of rivals()) if (sectionDistance(s) > size) fitVolume([s], size - step, free);
    // The rest gives back or takes up the difference, without a set growing back up to the main set.
    const near = rivals().filter((s) => sectionDistance(s) >= size - 2 * step);
    fitVolume(others(), total - size, { ...options, protect: new Set([...(options.protect ?? []), ...near]) });
  }
}

/**
 * The coach gave both a volume and a time and the volume swims faster than the time: the aerobic
 * and easy send-offs open up, 5 s a 100 at a time and at most 15 s a 100 (the top of EN1's rest,
 * COACHING.md §3), and race-pace repeats on full recovery 15 s a repeat at a time, until the
 * practice fills the clock. Coach-written sets keep their send-offs.
 */
export function loosenToClock(sections: PlanSection[], minutes: number, minutesOf: () => number): number {
  let now = minutesOf();
  // Two steps at most (+10 s a 100 on the aerobic sets): past that an EN1 send-off is a recovery swim, and the time is filled
  // with starts, technique or the volume the coach allows instead, or said to be short.
  for (let step = 1; step <= 2 && now < minutes - (minutes <= 60 ? 3 : minutes * 0.05); step++) {
    for (const section of sections) {
      for (const block of section.blocks) {
        if (block.coachWritten) continue;
        block.sets = block.sets.map((set) => {
          // Sprints take real rest (COACHING.md §5): a speed set with time to spare rests 15 s more a repeat each step, up to a minute.
          const sprint = set.zone === 'SP3' || ((set.zone === 'SP1' || set.zone === 'SP2') && /full recovery|all out|max/.test(set.description));
          if (set.sendOff?.type === 'rest') return sprint || set.zone === 'EN1' ? { ...set, sendOff: { type: 'rest', seconds: set.sendOff.seconds + (sprint ? 15 : 5) } } : set;
          if (set.sendOff?.type !== 'interval') return set;
          if (sprint) return { ...set, sendOff: { type: 'interval', seconds: set.sendOff.seconds + 15 } };
          if (set.zone !== 'EN1' && set.zone !== 'REC') return set;
          const add = Math.max(5, Math.round((set.distance / 100) * 5 / 5) * 5);
          return { ...set, sendOff: { type: 'interval', seconds: set.sendOff.seconds + add } };
        });
      }
    }
    now = minutesOf();
  }
  return now;
}
