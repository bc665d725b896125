import type { BriefDryland, BriefSwimmer, DrylandExercise, DrylandPart, DrylandSession, PlanConstraint, Squad } from '@laneforge/contracts';
import { exerciseBreaks } from './constraints/check';
import { limitWords } from './swimmers';
import { type Rng, createRng } from './random';
import type { Order } from './understand';

/**
 * Dryland as coaches run it (COACHING.md §5.R, §9b): only the equipment the coach has, games and
 * body weight for the youngest, bands for 11-14s, real lifts only for adults in a weight room; the
 * dose follows the point in the season (general strength early, maintenance mid-season, activation
 * only within 2-3 weeks of a championship); nothing jumping on a wet deck or after "no jumping";
 * a big group works in stations on a whistle. The minutes add up to the coach's clock.
 */

type Age = 'little' | 'child' | 'teen' | 'adult';
type Phase = 'early' | 'mid' | 'taper';

/** What a move trains: a session takes one of each before doubling up. */
type Pattern = 'shoulder' | 'hips' | 'warm' | 'power' | 'squat' | 'hinge' | 'single_leg' | 'push' | 'pull' | 'calf' | 'plank' | 'side' | 'rotation' | 'back' | 'kick' | 'hang' | 'game' | 'balance' | 'stretch_upper' | 'stretch_lower' | 'stretch_spine';

interface Move {
  name: string;
  part: DrylandPart;
  pattern: Pattern;
  /** The mid-season dose: reps, or seconds when `timed`. */
  amount: Record<Age, number>;
  timed?: boolean;
  note: string;
  /** What it needs, any one of these; none = body weight. */
  gear?: readonly string[];
  /** A jump, hop, bound or throw-and-land: never on a wet deck or after "no jumping". */
  jump?: boolean;
  /** A loaded lift: supervised adults only. */
  loaded?: boolean;
  /** Lying or kneeling on the floor. */
  floor?: boolean;
  /** Kneeling or deep knee bend: not for bad knees. */
  kneel?: boolean;
  /** Loads the spine in flexion (twists and throws from sitting): not for older masters or bad backs. */
  flexion?: boolean;
  /** Presses, hangs or reaches overhead with load: not for bad shoulders. */
  shoulderLoad?: boolean;
  /** Youngest age it suits. */
  from?: Age;
  /** Only for the youngest (a game or an animal walk). */
  little?: boolean;
  /** Only for older masters or sore knees (a chair sit-to-stand instead of squats). */
  older?: boolean;
  /** Needs a wall (or a door frame): not on an open field. */
  wall?: boolean;
  /** A staple every swimmer knows: what a taper keeps (no new exercises). */
  staple?: boolean;
}

const a = (little: number, child: number, teen: number, adult: number): Record<Age, number> => ({ little, child, teen, adult });

const library: Move[] = [
  // Activation
  { name: 'Arm circles (forward/back)', part: 'activation', pattern: 'warm', amount: a(10, 10, 15, 15), note: 'small to big, both directions', staple: true },
  { name: 'Band pull-aparts', part: 'activation', pattern: 'shoulder', amount: a(10, 10, 15, 15), note: 'light band, squeeze the shoulder blades', gear: ['bands'], staple: true },
  { name: 'Band external rotations (each arm)', part: 'activation', pattern: 'shoulder', amount: a(10, 10, 12, 15), note: 'elbow at the side, slow out and back', gear: ['bands'], staple: true },
  { name: 'Band face pulls', part: 'activation', pattern: 'shoulder', amount: a(10, 10, 12, 15), note: 'band at head height, pull to the eyes, thumbs back', gear: ['bands'], from: 'child', staple: true },
  { name: 'Wall slides', part: 'activation', pattern: 'shoulder', amount: a(8, 8, 10, 12), note: 'back and arms against the wall, slide up only as far as the arms stay on it', staple: true, wall: true },
  { name: 'Leg swings (each leg)', part: 'activation', pattern: 'hips', amount: a(10, 10, 12, 15), note: 'hand on a wall, front to back, then side to side', staple: true },
  { name: 'Walking knee hugs (each leg)', part: 'activation', pattern: 'hips', amount: a(6, 6, 8, 8), note: 'tall posture, pull the knee to the chest' },
  { name: 'Glute bridges', part: 'activation', pattern: 'hips', amount: a(10, 10, 12, 15), note: 'pause at the top', floor: true, staple: true },
  { name: 'Scap push-ups', part: 'activation', pattern: 'shoulder', amount: a(8, 8, 10, 12), note: 'arms straight, move only the shoulder blades', floor: true, shoulderLoad: true, staple: true },
  { name: 'Cone shuttle (touch and turn)', part: 'activation', pattern: 'warm', amount: a(20, 20, 30, 30), timed: true, note: 'cones 5 m apart, touch the line and turn, easy then quicker; on a dry floor only', gear: ['cones'], jump: true, from: 'child' },
  { name: 'Cone agility weave', part: 'strength', pattern: 'power', amount: a(20, 20, 30, 30), timed: true, note: 'weave through 5 cones a stride apart and jog back; quick feet, stay low; on a dry floor only', gear: ['cones'], jump: true, from: 'child' },
  { name: 'Jump rope', part: 'activation', pattern: 'warm', amount: a(30, 30, 45, 60), timed: true, note: 'easy bounce on the balls of the feet; two-foot, then alternate feet', gear: ['jump ropes'], jump: true },
  { name: 'Jump rope intervals', part: 'strength', pattern: 'power', amount: a(20, 20, 30, 30), timed: true, note: 'fast feet, tall posture; single-unders', gear: ['jump ropes'], jump: true, from: 'child' },
  { name: 'Jumping jacks', part: 'activation', pattern: 'warm', amount: a(20, 20, 25, 30), note: 'light and quick', jump: true },
  { name: 'Animal walks: bear crawl and crab walk', part: 'activation', pattern: 'warm', amount: a(20, 20, 20, 20), timed: true, note: 'across the space and back, hips low', floor: true, little: true },
  // Core
  { name: 'Front plank', part: 'core', pattern: 'plank', amount: a(15, 20, 30, 40), timed: true, note: 'straight line ear to ankle', floor: true, staple: true },
  { name: 'Side plank (each side)', part: 'core', pattern: 'side', amount: a(10, 15, 25, 30), timed: true, note: 'hips high; from the knees if form breaks', floor: true, staple: true },
  { name: 'Streamline hollow hold', part: 'core', pattern: 'plank', amount: a(10, 15, 20, 30), timed: true, note: 'arms locked in streamline, low back down', floor: true, staple: true },
  { name: 'Dead bugs (each side)', part: 'core', pattern: 'plank', amount: a(5, 6, 8, 10), note: 'slow, opposite arm and leg, low back down', floor: true, staple: true },
  { name: 'Superman hold', part: 'core', pattern: 'back', amount: a(10, 15, 20, 30), timed: true, note: 'lift chest and legs together', floor: true },
  { name: 'Flutter kicks on back', part: 'core', pattern: 'kick', amount: a(15, 15, 20, 30), timed: true, note: 'small fast kicks, low back pressed down', floor: true },
  { name: 'Bird dogs (each side)', part: 'core', pattern: 'back', amount: a(5, 6, 8, 10), note: 'on hands and knees, reach long, no twist', floor: true, kneel: true },
  { name: 'Pallof press (each side)', part: 'core', pattern: 'side', amount: a(8, 8, 10, 12), note: 'standing side-on to the band anchor, press out and hold 2 s, no twist', gear: ['bands'], from: 'child', staple: true },
  { name: 'Stability-ball plank', part: 'core', pattern: 'plank', amount: a(15, 15, 20, 30), timed: true, note: 'forearms on the ball, body straight; small circles once steady', gear: ['stability ball'], floor: true, from: 'teen' },
  { name: 'Stability-ball dead bug (each side)', part: 'core', pattern: 'plank', amount: a(5, 6, 8, 10), note: 'squeeze the ball between hands and knees, lower the opposite arm and leg', gear: ['stability ball'], floor: true },
  { name: 'Medicine-ball Russian twists', part: 'core', pattern: 'rotation', amount: a(8, 8, 10, 12), note: 'sitting, feet down, turn from the ribs', gear: ['medicine balls'], floor: true, flexion: true, from: 'teen' },
  { name: 'Medicine-ball rotational wall throws (each side)', part: 'core', pattern: 'rotation', amount: a(5, 5, 6, 8), note: 'side-on to a wall, turn and throw from the hips, catch and reset', gear: ['medicine balls'], from: 'teen', wall: true },
  { name: 'TRX body saw', part: 'core', pattern: 'plank', amount: a(6, 6, 8, 10), note: 'forearm plank, feet in the straps, slide back and forward a hand\'s length', gear: ['TRX'], floor: true, from: 'teen' },
  { name: 'Hanging knee raises', part: 'core', pattern: 'hang', amount: a(5, 5, 8, 10), note: 'no swing, knees to the chest, slow down', gear: ['pull-up bar', 'racks'], flexion: true, shoulderLoad: true, from: 'teen' },
  // A chasing game runs: like a jump, never on a wet deck (the `jump` flag keeps it off one).
  { name: 'Streamline freeze tag (game)', part: 'core', pattern: 'game', amount: a(90, 90, 90, 90), timed: true, note: 'tagged players freeze in a tight streamline until a teammate frees them; on a dry floor only', little: true, jump: true },
  { name: 'Flamingo balance (each leg)', part: 'core', pattern: 'balance', amount: a(20, 20, 20, 20), timed: true, note: 'arms in streamline, eyes closed for the brave', little: true },
  // Strength and power
  { name: 'Push-ups', part: 'strength', pattern: 'push', amount: a(5, 6, 10, 12), note: 'from the knees if form breaks, chest to a fist\'s height', floor: true, shoulderLoad: true, staple: true },
  { name: 'Body-weight squats', part: 'strength', pattern: 'squat', amount: a(8, 10, 12, 15), note: 'sit back, heels down, full depth they control', staple: true },
  { name: 'Walking lunges (each leg)', part: 'strength', pattern: 'single_leg', amount: a(5, 6, 8, 10), note: 'knee over the ankle, back knee soft to the floor', kneel: true },
  { name: 'Single-leg glute bridges (each leg)', part: 'strength', pattern: 'hinge', amount: a(6, 6, 8, 10), note: 'hips level, pause at the top', floor: true, staple: true },
  { name: 'Calf raises', part: 'strength', pattern: 'calf', amount: a(10, 12, 15, 15), note: 'slow up and down, a hand on the wall; for the push-off', staple: true },
  { name: 'Chair sit-to-stand', part: 'strength', pattern: 'squat', amount: a(8, 8, 10, 10), note: 'a chair or bench at knee height, stand without the hands, sit slowly; pain-free range only', from: 'adult', older: true },
  { name: 'Band rows', part: 'strength', pattern: 'pull', amount: a(10, 10, 12, 12), note: 'elbows close, 2-second return', gear: ['bands'], staple: true },
  { name: 'Band straight-arm pull-downs', part: 'strength', pattern: 'pull', amount: a(10, 10, 12, 12), note: 'band anchored high, arms long, pull to the hips like the catch', gear: ['bands'], from: 'child', shoulderLoad: true, staple: true },
  { name: 'Band lateral walks (each way)', part: 'strength', pattern: 'hinge', amount: a(8, 8, 10, 12), note: 'band above the knees, small steps, knees out', gear: ['bands'], from: 'child' },
  { name: 'Stability-ball hamstring curls', part: 'strength', pattern: 'hinge', amount: a(6, 6, 8, 10), note: 'heels on the ball, hips up, roll the ball in and out', gear: ['stability ball'], floor: true, from: 'teen' },
  { name: 'Stability-ball wall squats', part: 'strength', pattern: 'squat', amount: a(8, 8, 10, 12), note: 'ball between the low back and the wall, to a comfortable depth', gear: ['stability ball'], from: 'teen', wall: true },
  { name: 'TRX rows', part: 'strength', pattern: 'pull', amount: a(8, 8, 10, 12), note: 'body straight, chest to the handles; walk the feet forward to make it harder', gear: ['TRX'], from: 'teen' },
  { name: 'Box step-ups (each leg)', part: 'strength', pattern: 'single_leg', amount: a(6, 6, 8, 8), note: 'knee-height box, drive through the heel, step down slowly', gear: ['boxes'], kneel: true, from: 'teen' },
  { name: 'Medicine-ball chest passes', part: 'strength', pattern: 'power', amount: a(6, 6, 8, 8), note: 'with a partner or a wall, light ball, fast hands', gear: ['medicine balls'], from: 'teen', shoulderLoad: true },
  { name: 'Medicine-ball slams', part: 'strength', pattern: 'power', amount: a(5, 5, 6, 6), note: 'reach tall, slam in front, squat to pick up', gear: ['medicine balls'], from: 'teen', flexion: true, shoulderLoad: true },
  { name: 'Medicine-ball squat to overhead throw', part: 'strength', pattern: 'power', amount: a(5, 5, 5, 6), note: 'squat, drive up and throw the ball up and forward, let it land, reset', gear: ['medicine balls'], from: 'teen', jump: true, shoulderLoad: true },
  { name: 'Squat jumps', part: 'strength', pattern: 'power', amount: a(5, 5, 5, 5), note: 'land soft and quiet, reset each rep', jump: true, from: 'child' },
  { name: 'Frog jumps', part: 'strength', pattern: 'power', amount: a(6, 6, 6, 6), note: 'squat low, jump forward, land soft; 6 in a row', jump: true, little: true },
  { name: 'Box jumps', part: 'strength', pattern: 'power', amount: a(5, 5, 5, 5), note: 'jump up, land soft, step down (never jump down)', gear: ['boxes'], jump: true, from: 'teen' },
  { name: 'Broad jumps', part: 'strength', pattern: 'power', amount: a(4, 4, 5, 5), note: 'swing the arms, stick the landing 2 s, walk back', jump: true, from: 'teen' },
  { name: 'Pull-ups (assisted if needed)', part: 'strength', pattern: 'pull', amount: a(3, 3, 5, 6), note: 'full hang to chin over the bar; band or foot assist', gear: ['pull-up bar', 'racks'], shoulderLoad: true, from: 'teen' },
  { name: 'Goblet squats', part: 'strength', pattern: 'squat', amount: a(8, 8, 8, 8), note: 'dumbbell or kettlebell at the chest, full depth they control', gear: ['dumbbells', 'kettlebells'], loaded: true, from: 'adult' },
  { name: 'Back squats', part: 'strength', pattern: 'squat', amount: a(6, 6, 6, 6), note: 'in the rack with safeties set, moderate load, 2-3 reps left in the tank', gear: ['racks'], loaded: true, from: 'adult' },
  { name: 'Dumbbell Romanian deadlifts', part: 'strength', pattern: 'hinge', amount: a(8, 8, 8, 8), note: 'flat back, hinge to mid-shin, moderate load', gear: ['dumbbells', 'kettlebells'], loaded: true, from: 'adult' },
  { name: 'Single-arm dumbbell rows (each arm)', part: 'strength', pattern: 'pull', amount: a(8, 8, 8, 10), note: 'hand and knee on a bench, pull to the hip', gear: ['dumbbells'], loaded: true, from: 'adult' },
  { name: 'Dumbbell split squats (each leg)', part: 'strength', pattern: 'single_leg', amount: a(6, 6, 6, 8), note: 'back knee soft to the floor, front heel down', gear: ['dumbbells'], loaded: true, kneel: true, from: 'adult' },
  { name: 'Dumbbell bench press', part: 'strength', pattern: 'push', amount: a(8, 8, 8, 8), note: 'elbows 45° from the body, moderate load', gear: ['dumbbells'], loaded: true, shoulderLoad: true, from: 'adult' },
  { name: 'Kettlebell swings', part: 'strength', pattern: 'hinge', amount: a(10, 10, 10, 12), note: 'hinge, snap the hips, bell to chest height', gear: ['kettlebells'], loaded: true, from: 'adult' },
  // Mobility
  { name: 'Thoracic open books (each side)', part: 'mobility', pattern: 'stretch_spine', amount: a(5, 6, 8, 10), note: 'lying on the side, knees bent, open the top arm and follow it with the eyes', floor: true, staple: true },
  { name: 'Chest stretch on a wall or doorway', part: 'mobility', pattern: 'stretch_upper', amount: a(20, 20, 30, 30), timed: true, note: 'forearm on the wall, turn away gently, no pain', staple: true, wall: true },
  { name: 'Lat stretch on a wall (each side)', part: 'mobility', pattern: 'stretch_upper', amount: a(20, 20, 30, 30), timed: true, note: 'hands on the wall, sit the hips back, breathe out into it', staple: true, wall: true },
  { name: 'Standing hip flexor stretch (each side)', part: 'mobility', pattern: 'stretch_lower', amount: a(20, 20, 30, 30), timed: true, note: 'split stance, tuck the pelvis, hand on a wall', staple: true },
  { name: 'Ankle circles and point/flex', part: 'mobility', pattern: 'stretch_lower', amount: a(10, 10, 15, 15), note: 'seated, for a better kick', staple: true },
  { name: 'Standing quad stretch (each leg)', part: 'mobility', pattern: 'stretch_lower', amount: a(20, 20, 30, 30), timed: true, note: 'hand on a wall, knees together', staple: true },
  { name: 'Cross-body shoulder stretch (each arm)', part: 'mobility', pattern: 'stretch_upper', amount: a(20, 20, 30, 30), timed: true, note: 'gentle, shoulder down', staple: true },
  { name: 'Cat-cow', part: 'mobility', pattern: 'stretch_spine', amount: a(6, 6, 8, 10), note: 'on hands and knees, slow with the breath', floor: true, kneel: true },
  { name: 'Foam-roller thoracic extension', part: 'mobility', pattern: 'stretch_spine', amount: a(6, 6, 8, 10), note: 'roller across the upper back, hands behind the head, extend over it', gear: ['foam rollers'], floor: true, from: 'teen' },
];

function ageOf(squad: Squad, ages: { low: number; high: number } | null): Age {
  if (ages) {
    if (ages.low <= 8) return 'little';
    if (ages.low <= 12) return 'child';
    if (ages.low <= 14) return 'teen';
    if (ages.low < 18 && !['college_d1', 'college_d3', 'elite'].includes(squad)) return 'teen';
  }
  if (['learn_to_swim', 'age_8_under'].includes(squad)) return 'little';
  if (['age_9_10', 'age_11_12', 'summer_league'].includes(squad)) return 'child';
  if (squad === 'age_13_14' || squad === 'hs_jv') return 'teen';
  return 'adult';
}

const ageOrder: Age[] = ['little', 'child', 'teen', 'adult'];
const atLeast = (age: Age, from: Age | undefined) => ageOrder.indexOf(age) >= ageOrder.indexOf(from ?? 'little');

/** What the coach has; bands and body weight when they said nothing, the usual rack in a weight room. */
function equipmentOf(facts: BriefDryland | null, age: Age, ages: { low: number; high: number } | null): { gear: Set<string>; said: string | null } {
  if (facts?.equipment) return { gear: new Set(facts.equipment), said: null };
  if (facts?.setting === 'weight_room' && age === 'adult') return { gear: new Set(['racks', 'dumbbells', 'boxes', 'bands', 'pull-up bar']), said: 'Equipment not listed: a usual weight room assumed (racks, dumbbells, boxes, bands).' };
  if (age === 'little' || (ages?.high ?? 99) <= 10) return { gear: new Set(), said: 'Equipment not listed: body weight only, as for this age.' };
  return { gear: new Set(['bands']), said: 'Equipment not listed: body weight and bands assumed.' };
}

export interface DrylandFacts {
  squad: Squad;
  ages?: { low: number; high: number } | null;
  headcount?: number | null;
  constraints?: readonly PlanConstraint[];
  dryland?: BriefDryland | null;
  /** Minutes asked; the session is sized to them exactly. */
  minutes?: number | null;
  /** Activation and mobility only: a pre-swim warm-up or a mobility session. */
  kind?: 'full' | 'mobility' | 'warmup';
  /** Swimmers with limits of their own: a move ruled out for them gets their own move beside it. */
  swimmers?: readonly BriefSwimmer[];
}

interface Built {
  session: DrylandSession;
  /** What the coach needs to know to run it: the rotation, what was left out and why, what was assumed. */
  notes: string[];
}

const rules = (facts: DrylandFacts) => new Set((facts.constraints ?? []).map((c) => c.rule));
const mastersSquads: readonly Squad[] = ['masters', 'masters_novice', 'masters_advanced'];

/** Older masters or sore joints: standing first then one trip to the floor, no loaded flexion, no kneeling. */
function olderJoints(facts: DrylandFacts): boolean {
  const r = rules(facts);
  return mastersSquads.includes(facts.squad) && (r.has('knee') || r.has('shoulder') || r.has('lower_back') || (facts.ages?.high ?? 0) >= 50);
}

/** The moves this group may do here with this equipment, at this point in the season. */
function allowedMoves(facts: DrylandFacts, age: Age, phase: Phase, gear: Set<string>): { moves: Move[]; left: string[] } {
  const r = rules(facts);
  const wet = facts.dryland?.wet === true || r.has('wet_deck');
  const noJump = wet || r.has('no_jumping');
  const older = olderJoints(facts);
  const beforeSwim = freshLegs(facts, age);
  const left: string[] = [];
  const gentle = facts.dryland?.gentle === true;
  const impact = (facts.constraints ?? []).find((c) => c.rule === 'no_jumping' && /impact|joint/.test(c.said));
  if (noJump) left.push(wet ? 'Wet deck: no jumps, hops or bounds (plyometrics left out; do them on a dry floor another day).' : impact ? `${impact.said.charAt(0).toUpperCase()}${impact.said.slice(1)}, as you said: no jumps, hops, bounds or throws that land.` : 'No jumping, as you said: no jumps, hops, bounds or throws that land.');
  if (gentle) left.push('Nothing to make them too sore to swim: two rounds at most, light loads and a few reps short of tired, no jumps; the dose builds from next week.');
  if (older) left.push('For older or sore joints: standing moves first, then one trip to the floor (no floor-to-standing bobbing); no loaded spinal flexion; no kneeling or deep knee bends.');
  if (phase === 'taper') left.push('Taper: activation, light core and mobility only, moves they already know, nothing to soreness; no loaded lifts or jumps.');
  const standing = facts.dryland?.standing === true;
  if (standing) left.push('Standing only, as you said: nothing lying or kneeling on the floor.');
  const moves = library.filter((m) => {
    if (standing && (m.floor || m.kneel)) return false;
    if (m.gear && !m.gear.some((g) => gear.has(g))) return false;
    if (m.wall && facts.dryland?.setting === 'field') return false;
    if (facts.dryland?.core && m.part === 'strength') return false;
    if (!atLeast(age, m.from)) return false;
    if (m.little && age !== 'little') return false;
    if (m.older && !older && !r.has('knee')) return false;
    if (m.loaded && age !== 'adult') return false;
    // Older joints and a first, gentle week land nothing.
    if (m.jump && (noJump || older || gentle || phase === 'taper' || (beforeSwim && facts.dryland?.plyo !== true))) return false;
    // Legs stay fresh for the swim: no leg strength before it.
    if (beforeSwim && ['squat', 'single_leg'].includes(m.pattern)) return false;
    if (phase === 'taper' && (!m.staple || m.loaded)) return false;
    if (older && (m.kneel || m.flexion || m.name.startsWith('Animal walks'))) return false;
    if (r.has('knee') && (m.kneel || /step-ups|wall squats|jump|squats\b/i.test(m.name))) return false;
    if (r.has('shoulder') && m.shoulderLoad) return false;
    if (r.has('lower_back') && (m.flexion || m.jump || /swings|slams|superman|flutter kicks on back/i.test(m.name))) return false;
    if ((facts.constraints ?? []).some((c) => exerciseBreaks(m.name, c.rule))) return false;
    return true;
  });
  return { moves, left };
}

/**
 * Dryland before the swim keeps the legs fresh: no leg strength or jumps. A strength block the coach runs in
 * the weight room before getting in ("30 min in the weight room then 75 min scy") is the lift itself, legs included.
 */
function freshLegs(facts: DrylandFacts, age: Age): boolean {
  if (age === 'little') return false;
  if (facts.kind === 'warmup') return true;
  return facts.dryland?.when === 'before' && !(facts.dryland.setting === 'weight_room' && facts.dryland.focus === 'strength' && facts.dryland.minutes >= 30);
}

/** Reps a coach writes: 5, 6, 8, 10, 12, 15, 20. */
function niceReps(n: number): number {
  const steps = [3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30];
  return steps.reduce((best, x) => (Math.abs(x - n) < Math.abs(best - n) ? x : best), steps[0]!);
}

/** Sets, reps and rest for the age and the point in the season. */
function dose(m: Move, age: Age, phase: Phase, gentle = false): DrylandExercise {
  const baseSets: Record<DrylandPart, Record<Age, number>> = {
    activation: { little: 1, child: 1, teen: 1, adult: 2 },
    core: { little: 2, child: 2, teen: 2, adult: 3 },
    strength: { little: 2, child: 2, teen: 3, adult: 3 },
    mobility: { little: 1, child: 1, teen: 1, adult: 1 },
  };
  let sets = m.pattern === 'game' ? 2 : baseSets[m.part][age];
  let amount = m.amount[age];
  let note = m.note;
  if (phase === 'early' && !m.jump && (m.part === 'strength' || m.part === 'core')) {
    amount = m.timed ? amount + 10 : m.loaded ? 10 : Math.round(amount * 1.3);
    if (m.loaded) note = `${note}; lighter load, learn the pattern`;
  }
  if (phase === 'mid' && m.part === 'strength' && age === 'adult' && !m.loaded && !m.jump) sets = 2;
  if (phase === 'taper') {
    sets = Math.min(sets, m.part === 'activation' || m.part === 'mobility' ? 1 : 2);
    amount = Math.max(m.timed ? 10 : 5, Math.round(amount * 0.7));
  }
  // "nothing that makes them too sore to swim": two sets at most, the load light.
  if (gentle && (m.part === 'strength' || m.part === 'core')) {
    sets = Math.min(sets, 2);
    if (m.loaded) note = `${note.replace(/,?\s*moderate load|;\s*lighter load, learn the pattern/g, '')}; light load, learn the pattern, stop 2-3 reps short of tired`;
  }
  const rest = m.part === 'strength' ? (m.loaded ? 90 : m.jump ? 60 : age === 'adult' ? 45 : 40) : m.part === 'core' ? 30 : 0;
  amount = m.timed ? Math.max(5, Math.round(amount / 5) * 5) : niceReps(amount);
  return { name: m.name, sets, reps: m.timed ? null : amount, seconds: m.timed ? amount : null, restSeconds: m.pattern === 'game' ? 30 : rest, note };
}

/** Seconds an exercise takes with its rests and a moment to set up. */
function secondsOf(e: DrylandExercise): number {
  const work = e.seconds ?? (e.reps ?? 0) * 3;
  const sides = /\(each (?:side|leg|arm|way)\)/.test(e.name) ? 2 : 1;
  return e.sets * work * sides + Math.max(0, e.sets - 1) * e.restSeconds + 20;
}

const total = (parts: Array<{ exercises: DrylandExercise[] }>) => parts.reduce((s, p) => s + p.exercises.reduce((t, e) => t + secondsOf(e), 0), 0);

/** The order patterns are taken in, per part: a session has one of each before any doubles up. */
function patternOrder(part: DrylandPart, age: Age, weightRoom: boolean): Pattern[] {
  if (part === 'activation') return age === 'little' ? ['warm', 'hips', 'shoulder'] : ['shoulder', 'hips', 'warm', 'shoulder'];
  if (part === 'core') return age === 'little' ? ['game', 'plank', 'balance', 'back', 'kick'] : ['plank', 'side', 'rotation', 'back', 'hang', 'kick'];
  if (part === 'mobility') return ['stretch_upper', 'stretch_lower', 'stretch_spine', 'stretch_upper', 'stretch_lower'];
  if (age === 'little') return ['power', 'push', 'hinge', 'calf'];
  return weightRoom ? ['power', 'squat', 'pull', 'hinge', 'push', 'single_leg', 'pull', 'calf'] : ['pull', 'squat', 'push', 'hinge', 'power', 'single_leg', 'pull', 'calf'];
}

/** The best move for a pattern: the coach's own gear first, then a loaded lift for adults, then body weight; ties drawn at random. */
function pick(candidates: Move[], gear: Set<string>, listed: boolean, age: Age, rng: Rng): Move | undefined {
  if (candidates.length === 0) return undefined;
  const score = (m: Move) => (listed && m.gear?.some((g) => gear.has(g)) ? 2 : 0) + (m.loaded && age === 'adult' ? 2 : 0) + (m.little && age === 'little' ? 3 : 0) + (m.older ? 3 : 0);
  const best = Math.max(...candidates.map(score));
  const top = candidates.filter((m) => score(m) === best);
  return top[rng.int(0, top.length - 1)];
}

/** Moves for a part in pattern order, as many as `count`. */
function choose(moves: Move[], part: DrylandPart, count: number, age: Age, gear: Set<string>, listed: boolean, weightRoom: boolean, rng: Rng, plyo = false): Move[] {
  const out: Move[] = [];
  // "bands + plyo", "explosive stuff": the power moves first, two of them when there is room.
  const usual = patternOrder(part, age, weightRoom);
  const order = plyo && part === 'strength' ? ['power', ...(count >= 3 ? ['power'] : []), ...usual.filter((p) => p !== 'power')] : usual;
  const pool = moves.filter((m) => m.part === part);
  for (let round = 0; out.length < count && round < 3; round++) {
    for (const pattern of order) {
      if (out.length >= count) break;
      const m = pick(pool.filter((x) => x.pattern === pattern && !out.includes(x)), gear, listed, age, rng);
      if (m) out.push(m);
    }
    // Patterns with nothing left: any move of the part not yet taken.
    if (out.length < count && round === 2) out.push(...pool.filter((x) => !out.includes(x)).slice(0, count - out.length));
  }
  return out;
}

function phaseOf(facts: DrylandFacts, age: Age): { phase: Phase; said: string | null } {
  const said = facts.dryland?.phase ?? null;
  if (said) return { phase: said, said: null };
  return { phase: 'mid', said: age === 'little' ? null : 'No point in the season given: an in-season maintenance dose.' };
}

/** A session of parts, sized to the minutes by adding moves (then sets, then longer stretches) until the clock is full. */
function partsSession(facts: DrylandFacts, age: Age, phase: Phase, moves: Move[], rng: Rng, minutes: number, kind: 'full' | 'mobility' | 'warmup', gear: Set<string>) {
  const parts: DrylandPart[] =
    kind === 'mobility'
      ? ['mobility']
      : kind === 'warmup'
        ? // The youngest warm up with games (freeze tag, balance), not a row of stretches.
          age === 'little' ? ['activation', 'core', 'mobility'] : ['activation', 'mobility']
        : phase === 'taper' || facts.dryland?.core
          ? ['activation', 'core', 'mobility']
          : olderJoints(facts)
            ? ['activation', 'strength', 'core', 'mobility']
            : ['activation', 'core', 'strength', 'mobility'];
  const older = olderJoints(facts);
  const listed = (facts.dryland?.equipment?.length ?? 0) > 0;
  const weightRoom = facts.dryland?.setting === 'weight_room' && age === 'adult';
  // Older swimmers: standing strength, and the floor once (core, then the floor stretches first).
  const usable = older ? moves.filter((m) => m.part !== 'strength' || !m.floor) : moves;
  // One draw per part, so a longer session adds moves rather than reshuffling them.
  const seeds = new Map(parts.map((p) => [p, String(rng.int(0, 1_000_000_000))]));
  const count = new Map<DrylandPart, number>(parts.map((p) => [p, p === 'strength' ? (weightRoom ? 4 : 3) : p === 'core' ? 2 : kind === 'full' ? 2 : 3]));
  const build = () =>
    parts
      .map((part) => {
        let chosen = choose(usable, part, count.get(part)!, age, gear, listed, weightRoom, createRng(seeds.get(part)!), facts.dryland?.plyo === true);
        // One trip to the floor: standing moves first in each part, the floor stretches first in the mobility that follows the floor core.
        if (older) chosen = part === 'mobility' ? [...chosen.filter((m) => m.floor), ...chosen.filter((m) => !m.floor)] : [...chosen.filter((m) => !m.floor), ...chosen.filter((m) => m.floor)];
        return { part, exercises: chosen.map((m) => dose(m, age, phase, facts.dryland?.gentle === true)) };
      })
      .filter((p) => p.exercises.length > 0);
  let current = build();
  const target = minutes * 60;
  // Time goes to strength and core (to core and mobility in a taper, to mobility in a mobility session); activation stays short.
  const growth: DrylandPart[] = kind === 'warmup' && age === 'little' ? ['core', 'activation', 'mobility'] : kind !== 'full' ? ['mobility', 'activation'] : phase === 'taper' || facts.dryland?.core ? ['core', 'mobility', 'activation'] : ['strength', 'core', 'mobility', 'activation'];
  const caps: Record<DrylandPart, number> = { activation: 4, core: phase === 'taper' || facts.dryland?.core ? 6 : 4, strength: weightRoom ? 7 : 6, mobility: kind !== 'full' ? 10 : phase === 'taper' ? 6 : 4 };
  for (let i = 0; i < 30 && total(current) < target - 45; i++) {
    const part = growth.find((p) => (count.get(p) ?? 0) < caps[p] && (count.get(p) ?? 0) < usable.filter((m) => m.part === p).length && total(current) + 60 < target);
    if (!part) break;
    count.set(part, count.get(part)! + 1);
    const next = build();
    if (total(next) > target + 60) {
      count.set(part, count.get(part)! - 1);
      caps[part] = count.get(part)!;
      continue;
    }
    current = next;
  }
  // Still short: a set more of the main work (not in a taper), else longer holds on the stretches; too long: a set fewer.
  for (let i = 0; i < 12 && total(current) < target - 60; i++) {
    const work = phase === 'taper' ? [] : current.filter((p) => p.part === 'strength' || p.part === 'core').flatMap((p) => p.exercises);
    // A mobility session holds its stretches longer, then takes a second round.
    if (kind === 'mobility') {
      const stretch = current.flatMap((p) => p.exercises).sort((x, y) => x.sets - y.sets)[0];
      if (stretch && stretch.sets < 2) {
        stretch.sets += 1;
        continue;
      }
    }
    const grow = work.sort((x, y) => x.sets - y.sets)[0];
    if (!grow || grow.sets >= (age === 'adult' ? 4 : 3)) {
      const hold = current.find((p) => p.part === 'mobility')?.exercises.find((e) => e.seconds !== null && e.seconds < 45);
      if (!hold) break;
      hold.seconds = Math.min(45, hold.seconds! + 15);
      continue;
    }
    grow.sets += 1;
  }
  for (let i = 0; i < 20 && total(current) > target + 60; i++) {
    const shrink = current.flatMap((p) => p.exercises).sort((x, y) => y.sets - x.sets)[0];
    if (!shrink || shrink.sets <= 1) break;
    shrink.sets -= 1;
  }
  return current;
}

/** A big group works in stations: everyone warms up together, then rotates on a whistle, then stretches together. */
function stationSession(facts: DrylandFacts, age: Age, phase: Phase, moves: Move[], rng: Rng, minutes: number, gear: Set<string>) {
  const people = facts.headcount ?? 24;
  const listed = (facts.dryland?.equipment?.length ?? 0) > 0;
  const warm = Math.max(3, Math.round(minutes * 0.2));
  let cool = Math.max(3, Math.round(minutes * 0.15));
  const circuit = (minutes - warm - cool) * 60;
  let work = age === 'adult' ? 45 : 40;
  const move = 15;
  // Stations alternate body parts: pull, legs, core, push, power, hips, side core, single leg.
  const order: Pattern[] = ['pull', 'squat', 'plank', 'push', 'power', 'hinge', 'side', 'rotation', 'single_leg', 'back', 'calf', 'kick'];
  const candidates = moves.filter((m) => m.part === 'strength' || m.part === 'core');
  const chosen: Move[] = [];
  for (const pattern of order) {
    const m = pick(candidates.filter((x) => x.pattern === pattern && !chosen.includes(x)), gear, listed, age, rng);
    if (m) chosen.push(m);
  }
  // About four to a station, so a big group rotates through more of them (and no station is a queue).
  let count = Math.max(4, Math.min(8, Math.round(people / 4), chosen.length));
  let roundsOf = Math.floor(circuit / (count * (work + move)));
  while (roundsOf < 2 && count > 4) roundsOf = Math.floor(circuit / (--count * (work + move)));
  const gentle = facts.dryland?.gentle === true;
  roundsOf = Math.max(1, gentle ? Math.min(2, roundsOf) : roundsOf);
  // The work time stretches (30-60 s) so the rounds fill the circuit's minutes.
  work = Math.max(30, Math.min(60, Math.floor(circuit / (count * roundsOf) / 5) * 5 - move));
  // Two gentle rounds leave minutes over: they go to the stretch at the end.
  if (gentle) cool += Math.max(0, Math.floor((circuit - count * (work + move) * roundsOf) / 60));
  const stations = chosen.slice(0, count);
  const perStation = Math.ceil(people / stations.length);
  const activation = choose(moves, 'activation', 3, age, gear, listed, false, rng);
  // The gentle week's longer stretch is more stretches, each twice through.
  const mobility = choose(moves, 'mobility', gentle ? Math.min(6, 3 + Math.floor((cool - 6) / 3)) : 3, age, gear, listed, false, rng);
  const fixed = (m: Move, seconds: number, sets = 1): DrylandExercise => {
    const d = dose(m, age, phase, gentle);
    return d.seconds !== null ? { ...d, sets, seconds: Math.max(d.seconds, Math.min(gentle ? 60 : 45, Math.round(seconds / sets / 15) * 15)) } : { ...d, sets };
  };
  const circuitMinutes = Math.round((stations.length * (work + move) * roundsOf) / 60);
  const parts = [
    { part: 'activation' as const, exercises: activation.map((m) => fixed(m, (warm * 60) / Math.max(1, activation.length))) },
    {
      part: 'strength' as const,
      exercises: stations.map((m, i) => {
        const d = dose(m, age, phase, gentle);
        return { name: `Station ${i + 1} — ${m.name}`, sets: roundsOf, reps: null, seconds: work, restSeconds: move, note: `${d.reps !== null ? `${d.reps} reps, rest, repeat until the whistle; ` : ['plank', 'side', 'back', 'balance'].includes(m.pattern) ? `hold ${d.seconds} s, rest, hold again until the whistle; ` : `${d.seconds} s on, a short rest, again until the whistle; `}${gentle ? d.note : m.note}` };
      }),
    },
    { part: 'mobility' as const, exercises: mobility.map((m) => fixed(m, (cool * 60) / Math.max(1, mobility.length), gentle ? 2 : 1)) },
  ].filter((p) => p.exercises.length > 0);
  const note = `Stations: ${stations.length} stations, ${perStation} swimmers at each; ${work} s work, ${move} s to move on to the next station on the whistle; ${roundsOf} ${roundsOf === 1 ? 'round' : 'rounds'} (${circuitMinutes} min). Warm-up (${warm} min) and stretch (${cool} min) all together; gear set out at its station before the start.`;
  return { parts, note };
}

/** The whole dryland session from the brief's facts, with the lines the coach needs to run it. */
export function buildDryland(facts: DrylandFacts, rng: Rng): Built {
  const age = ageOf(facts.squad, facts.ages ?? null);
  // "A warm-up for swimming, not a workout" is that, whatever the session around it asked.
  const kind = facts.dryland?.focus === 'warmup' ? 'warmup' : facts.kind ?? (facts.dryland?.focus === 'mobility' ? 'mobility' : 'full');
  const { phase, said: phaseSaid } = kind === 'full' ? phaseOf(facts, age) : { phase: 'mid' as Phase, said: null };
  const { gear, said: gearSaid } = equipmentOf(facts.dryland ?? null, age, facts.ages ?? (['age_9_10', 'age_8_under', 'learn_to_swim'].includes(facts.squad) ? { low: 9, high: 10 } : null));
  const minutes = Math.max(5, facts.minutes ?? facts.dryland?.minutes ?? (kind === 'warmup' ? 10 : age === 'little' ? 15 : age === 'child' ? 25 : 40));
  const { moves, left } = allowedMoves(facts, age, phase, gear);
  const notes: string[] = [];
  if (gearSaid) notes.push(gearSaid);
  else if (facts.dryland?.equipment?.length === 0) notes.push('No equipment: body weight only.');
  else if (facts.dryland?.equipment) notes.push(`Only the equipment you have: ${facts.dryland.equipment.join(', ')}.`);
  if (facts.dryland?.setting === 'weight_room' && age !== 'adult') notes.push(`${gear.has('bands') ? 'Body weight and bands' : 'Body weight'} only for this age: no bars, dumbbells or machines, even in the weight room.`);
  if (age === 'little') {
    // The youngest play: no season dose to speak of.
  } else if (phaseSaid && kind === 'full') notes.push(phaseSaid);
  else if (phase === 'early') notes.push('Early season: general strength, higher reps, technique before load.');
  else if (phase === 'mid' && kind === 'full') notes.push(`Mid-season: maintenance${age === 'adult' ? ', moderate loads, 2-3 reps left in the tank' : ''}; nothing to failure.`);
  notes.push(...left);
  const limitLines: Partial<Record<PlanConstraint['rule'], string>> = {
    knee: 'no squats, lunges, step-ups, jumps or kneeling',
    shoulder: 'no push-ups, pull-ups, throws or loaded overhead work',
    lower_back: 'no supermans, flutter kicks on the back, jumps, slams, swings or loaded twists',
    ankle: 'no jumps or hops',
    neck: 'no sit-ups or neck work',
  };
  for (const c of facts.constraints ?? []) if (limitLines[c.rule]) notes.push(`${c.said.charAt(0).toUpperCase()}${c.said.slice(1)}: ${limitLines[c.rule]}.`);
  if (age === 'little') notes.push('For the youngest: games and body weight, no loads; short turns, lots of praise.');
  if (facts.dryland?.when === 'before' && freshLegs(facts, age)) notes.push('Before the swim: no leg strength or jumps, nothing to fatigue.');
  if (facts.dryland?.setting === 'field') notes.push('On grass: shoes on; check the ground first.');
  if (facts.dryland?.setting === 'deck' || facts.dryland?.wet) notes.push('On deck: walk, never run; floor work on towels or mats.');
  const stations = kind === 'full' && facts.dryland?.stations === true && (facts.headcount ?? 0) >= 12;
  let parts: Array<{ part: DrylandPart; exercises: DrylandExercise[] }>;
  if (stations) {
    const built = stationSession(facts, age, phase, moves, rng, minutes, gear);
    parts = built.parts;
    notes.unshift(built.note);
  } else {
    parts = partsSession(facts, age, phase, moves, rng, minutes, kind, gear);
  }
  parts = withSwimmerMoves(parts, facts, age, phase, gear, moves, notes);
  const when = facts.dryland?.when === 'before' ? ' before the swim' : facts.dryland?.when === 'after' ? ' after the swim' : '';
  const title = kind === 'warmup' ? 'Dryland warm-up' : kind === 'mobility' ? `Mobility${when}` : stations ? `Dryland station circuit${when}` : facts.dryland?.core ? `Dryland core${when}` : `Dryland${when}`;
  return { session: { title, minutes, parts }, notes };
}

/**
 * One swimmer's limit is theirs alone (PLAN-REVIEW.md check 3): where a move is ruled out for a swimmer (Jake's sore knee
 * and the squat jumps), they do a move of the same part that suits them, written beside it; everyone else as written.
 */
function withSwimmerMoves(parts: Array<{ part: DrylandPart; exercises: DrylandExercise[] }>, facts: DrylandFacts, age: Age, phase: Phase, gear: Set<string>, team: readonly Move[], notes: string[]): Array<{ part: DrylandPart; exercises: DrylandExercise[] }> {
  let out = parts;
  for (const swimmer of facts.swimmers ?? []) {
    if (swimmer.limits.length === 0) continue;
    // "2 ppl w bad backs cant get on the floor so they need standing options": nothing lying or kneeling for them.
    const standing = /\bcan'?t (?:get|go) (?:on|down (?:on|to)|to) (?:the )?floor\b|\bstanding (?:only|options?|moves?)\b|\bno floor (?:work|exercises?)\b|\boff the floor\b/i.test(swimmer.words ?? '');
    const theirs = allowedMoves({ ...facts, constraints: [...(facts.constraints ?? []), ...swimmer.limits] }, age, phase, gear).moves.filter((m) => !standing || !m.floor);
    const allowed = new Set(theirs.map((m) => m.name));
    const used = new Set(parts.flatMap((p) => p.exercises.map((e) => e.name.replace(/^Station \d+ — /, ''))));
    let swapped = 0;
    out = out.map((p) => ({
      ...p,
      exercises: p.exercises.map((e) => {
        const name = e.name.replace(/^Station \d+ — /, '');
        if (allowed.has(name) || !team.some((m) => m.name === name)) return e;
        const alternative = theirs.find((m) => m.part === p.part && !used.has(m.name)) ?? theirs.find((m) => m.part === p.part) ?? theirs.find((m) => m.part === 'mobility');
        swapped++;
        if (alternative) used.add(alternative.name);
        return { ...e, note: `${e.note}; ${swimmer.name}: ${alternative ? alternative.name.replace(/\s*\(.*\)$/, '').toLowerCase() : 'rest and stretch'} instead` };
      }),
    }));
    const why = limitWords(swimmer).words;
    if (swapped > 0) notes.push(`${swimmer.name}${why ? ` (${why})` : ''}: their own move beside each one ruled out for them; everyone else as written.`);
  }
  return out;
}

/** The dryland a plan's brief asks for: its minutes, equipment, setting, season point, ages and limits. */
export function drylandFor(order: Order, rng: Rng, kind?: 'full' | 'mobility' | 'warmup'): Built {
  const brief = order.brief;
  return buildDryland(
    {
      squad: order.squad,
      ages: brief.who.value.ages,
      headcount: brief.who.value.headcount,
      constraints: order.constraints,
      swimmers: brief.swimmers,
      dryland: brief.dryland,
      minutes: brief.dryland?.minutes ?? (order.sessionType === 'dryland' ? order.requestedMinutes : null),
      ...(kind ? { kind } : {}),
    },
    rng,
  );
}

export interface DrylandOptions {
  minutes?: number | null;
  kind?: 'full' | 'mobility' | 'warmup';
  constraints?: readonly PlanConstraint[];
  /** What the coach said of it ("med ball + bands", "standing only"), read as a request's dryland is. */
  dryland?: BriefDryland | null;
}

/** A dryland session for a squad alone (a refinement's "add 10 min of dryland"): its age's moves, none a limit rules out. */
export function composeDryland(squad: Squad, rng: Rng, options: DrylandOptions = {}): DrylandSession {
  return buildDryland({ squad, minutes: options.minutes ?? null, ...(options.kind ? { kind: options.kind } : {}), ...(options.constraints ? { constraints: options.constraints } : {}), ...(options.dryland ? { dryland: options.dryland } : {}) }, rng).session;
}

/** A dryland session without the moves a limit now rules out (a refinement's "no jumping"): what was taken out, by name. */
export function withoutBreaches(session: DrylandSession, constraints: readonly PlanConstraint[]): { session: DrylandSession; removed: string[] } {
  const removed: string[] = [];
  const parts = session.parts
    .map((p) => ({
      ...p,
      exercises: p.exercises.filter((e) => {
        const breaks = constraints.some((c) => exerciseBreaks(e.name.replace(/^Station \d+ — /, ''), c.rule));
        if (breaks) removed.push(e.name);
        return !breaks;
      }),
    }))
    .filter((p) => p.exercises.length > 0);
  return { session: { ...session, parts }, removed };
}
