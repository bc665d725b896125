import type { DrylandExercise, DrylandPart, DrylandSession, PlanConstraint, Squad } from '@laneforge/contracts';
import { exerciseBreaks } from './constraints/check';
import type { Rng } from './random';

/**
 * Dryland fit for the swimmers' age (COACHING.md §5.R): body weight for 8-12s, bands and a light
 * medicine ball from 13-14, supervised loads for 15 and over; moves a limit rules out are left out.
 */

type Age = 'child' | 'teen' | 'adult';

function ageOf(squad: Squad): Age {
  if (['learn_to_swim', 'age_8_under', 'age_9_10', 'age_11_12', 'summer_league'].includes(squad)) return 'child';
  if (squad === 'age_13_14' || squad === 'hs_jv') return 'teen';
  return 'adult';
}

interface Move {
  name: string;
  /** Reps, or seconds when `timed`. */
  amount: Record<Age, number>;
  timed?: boolean;
  note: string;
  /** Loaded lifts are for supervised adults and older teens only; children use body weight. */
  loaded?: boolean;
}

const library: Record<DrylandPart, Move[]> = {
  activation: [
    { name: 'Arm circles (forward/back)', amount: { child: 10, teen: 15, adult: 15 }, note: 'small to big' },
    { name: 'Band pull-aparts', amount: { child: 10, teen: 15, adult: 15 }, note: 'light band, squeeze shoulder blades' },
    { name: 'Leg swings (each leg)', amount: { child: 10, teen: 12, adult: 15 }, note: 'front to back, then side to side' },
    { name: 'Glute bridges', amount: { child: 10, teen: 12, adult: 15 }, note: 'pause at the top' },
    { name: 'Scap push-ups', amount: { child: 8, teen: 10, adult: 12 }, note: 'arms straight, move only the shoulder blades' },
    { name: 'Band external rotations (each arm)', amount: { child: 10, teen: 12, adult: 15 }, note: 'elbow at the side, slow' },
  ],
  strength: [
    { name: 'Squat jumps', amount: { child: 6, teen: 5, adult: 5 }, note: 'land soft, reset each rep' },
    { name: 'Push-ups', amount: { child: 6, teen: 10, adult: 12 }, note: 'from the knees if form breaks' },
    { name: 'Walking lunges (each leg)', amount: { child: 6, teen: 8, adult: 10 }, note: 'knee over the ankle' },
    { name: 'Band rows', amount: { child: 10, teen: 12, adult: 12 }, note: 'elbows close, 2-second return' },
    { name: 'Body-weight squats', amount: { child: 10, teen: 12, adult: 15 }, note: 'full depth, heels down' },
    { name: 'Medicine ball chest passes', amount: { child: 6, teen: 8, adult: 8 }, note: 'light ball, fast hands' },
    { name: 'Goblet squats', amount: { child: 8, teen: 8, adult: 8 }, note: 'moderate weight, full depth, supervised', loaded: true },
    { name: 'Pull-ups (assisted if needed)', amount: { child: 3, teen: 5, adult: 6 }, note: 'full hang to chin over bar', loaded: true },
    { name: 'Romanian deadlifts', amount: { child: 8, teen: 8, adult: 8 }, note: 'light to moderate load, flat back, supervised', loaded: true },
  ],
  core: [
    { name: 'Front plank', amount: { child: 20, teen: 30, adult: 45 }, timed: true, note: 'straight line ear to ankle' },
    { name: 'Side plank (each side)', amount: { child: 15, teen: 25, adult: 30 }, timed: true, note: 'hips high' },
    { name: 'Streamline hollow hold', amount: { child: 15, teen: 20, adult: 30 }, timed: true, note: 'arms locked in streamline' },
    { name: 'Dead bugs (each side)', amount: { child: 6, teen: 8, adult: 10 }, note: 'slow, opposite arm and leg' },
    { name: 'Superman hold', amount: { child: 15, teen: 20, adult: 30 }, timed: true, note: 'lift chest and legs together' },
    { name: 'Flutter kicks on back', amount: { child: 15, teen: 20, adult: 30 }, timed: true, note: 'low back pressed down' },
  ],
  mobility: [
    { name: 'Thoracic rotations (each side)', amount: { child: 6, teen: 8, adult: 10 }, note: 'open book on the floor' },
    { name: 'Doorway chest stretch', amount: { child: 20, teen: 30, adult: 30 }, timed: true, note: 'gentle, no pain' },
    { name: 'Ankle circles and point/flex', amount: { child: 10, teen: 15, adult: 15 }, note: 'for a better kick' },
    { name: 'Hip flexor stretch (each side)', amount: { child: 20, teen: 30, adult: 30 }, timed: true, note: 'tuck the pelvis' },
    { name: 'Lat stretch on a bench (each side)', amount: { child: 20, teen: 30, adult: 30 }, timed: true, note: 'gentle, breathe out into it' },
  ],
};

const setsPerPart: Record<Age, Record<DrylandPart, number>> = {
  child: { activation: 1, strength: 2, core: 2, mobility: 1 },
  teen: { activation: 1, strength: 2, core: 2, mobility: 1 },
  adult: { activation: 2, strength: 3, core: 3, mobility: 1 },
};

const restFor: Record<Age, Record<DrylandPart, number>> = {
  child: { activation: 0, strength: 45, core: 30, mobility: 0 },
  teen: { activation: 0, strength: 60, core: 30, mobility: 0 },
  adult: { activation: 0, strength: 90, core: 30, mobility: 0 },
};

/** The moves in a random order, drawn once, so a longer session adds moves rather than reshuffling them. */
function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

export interface DrylandOptions {
  /** Minutes asked; the session is sized to it. */
  minutes?: number | null;
  /** Activation and mobility only: a pre-swim warm-up or a mobility session. */
  kind?: 'full' | 'mobility' | 'warmup';
  constraints?: readonly PlanConstraint[];
}

function seconds(parts: Array<{ exercises: DrylandExercise[] }>): number {
  return parts.reduce((sum, p) => sum + p.exercises.reduce((s, e) => s + e.sets * ((e.seconds ?? (e.reps ?? 0) * 3) + e.restSeconds + 15), 0), 0);
}

function partsFor(kind: DrylandOptions['kind']): DrylandPart[] {
  return kind === 'mobility' || kind === 'warmup' ? ['activation', 'mobility'] : ['activation', 'core', 'strength', 'mobility'];
}

/** A dryland session for the squad: age-appropriate moves, sized to the minutes asked, none a limit rules out. */
export function composeDryland(squad: Squad, rng: Rng, options: DrylandOptions = {}): DrylandSession {
  const age = ageOf(squad);
  const kind = options.kind ?? 'full';
  const wanted = options.minutes ?? (kind === 'warmup' ? 10 : age === 'child' ? 25 : 40);
  const fits = (m: Move) => (age === 'adult' || !m.loaded) && !(options.constraints ?? []).some((c) => exerciseBreaks(m.name, c.rule));
  const order = new Map(partsFor(kind).map((part) => [part, shuffled(rng, library[part].filter(fits))]));
  const build = (count: number) =>
    partsFor(kind)
      .map((part) => {
        // Activation and mobility stay short however long the session: the time goes to core and strength.
        const n = part === 'activation' || part === 'mobility' ? Math.min(kind === 'full' ? 3 : 5, count + (kind === 'full' ? 0 : 1)) : count;
        const exercises: DrylandExercise[] = (order.get(part) ?? []).slice(0, n).map((m) => ({
          name: m.name,
          sets: setsPerPart[age][part],
          reps: m.timed ? null : m.amount[age],
          seconds: m.timed ? m.amount[age] : null,
          restSeconds: restFor[age][part],
          note: m.note,
        }));
        return { part, exercises };
      })
      .filter((p) => p.exercises.length > 0);
  let count = 1;
  let parts = build(count);
  while (seconds(parts) / 60 < wanted * 0.85 && count < 6) parts = build(++count);
  const title = kind === 'warmup' ? 'Dryland warm-up' : kind === 'mobility' ? 'Mobility' : 'Dryland';
  const minutes = kind === 'warmup' ? wanted : Math.max(5, Math.round(seconds(parts) / 60 / 5) * 5);
  return { title, minutes, parts };
}
