import type { DrylandExercise, DrylandPart, DrylandSession, Level } from '@laneforge/contracts';
import type { Rng } from './random';

type Age = 'child' | 'teen' | 'adult';

function ageOf(level: Level): Age {
  if (level === 'age_group_8_10' || level === 'age_group_11_12' || level === 'summer_swim_team') return 'child';
  if (level === 'age_group_13_14' || level === 'high_school') return 'teen';
  return 'adult';
}

interface Move {
  name: string;
  /** Reps, or seconds when `timed`. */
  amount: Record<Age, number>;
  timed?: boolean;
  note: string;
  /** Loaded lifts are for adults and teens only; children use body weight. */
  loaded?: boolean;
}

const library: Record<DrylandPart, Move[]> = {
  activation: [
    { name: 'Arm circles (forward/back)', amount: { child: 10, teen: 15, adult: 15 }, note: 'small to big' },
    { name: 'Band pull-aparts', amount: { child: 10, teen: 15, adult: 15 }, note: 'light band, squeeze shoulder blades' },
    { name: 'Jumping jacks', amount: { child: 20, teen: 30, adult: 30 }, note: 'light and quick' },
    { name: 'Glute bridges', amount: { child: 10, teen: 12, adult: 15 }, note: 'pause at the top' },
    { name: 'Scap push-ups', amount: { child: 8, teen: 10, adult: 12 }, note: 'arms straight, move only the shoulder blades' },
  ],
  strength: [
    { name: 'Squat jumps', amount: { child: 6, teen: 8, adult: 8 }, note: 'land soft, reset each rep' },
    { name: 'Push-ups', amount: { child: 6, teen: 10, adult: 12 }, note: 'from the knees if form breaks' },
    { name: 'Walking lunges (each leg)', amount: { child: 6, teen: 8, adult: 10 }, note: 'knee over the ankle' },
    { name: 'Band rows', amount: { child: 10, teen: 12, adult: 12 }, note: 'elbows close, 2-second return' },
    { name: 'Goblet squats', amount: { child: 8, teen: 8, adult: 10 }, note: 'moderate weight, full depth', loaded: true },
    { name: 'Pull-ups (assisted if needed)', amount: { child: 3, teen: 5, adult: 6 }, note: 'full hang to chin over bar', loaded: true },
    { name: 'Medicine ball slams', amount: { child: 6, teen: 8, adult: 10 }, note: 'light ball, fast hands' },
  ],
  core: [
    { name: 'Front plank', amount: { child: 20, teen: 30, adult: 45 }, timed: true, note: 'straight line ear to ankle' },
    { name: 'Side plank (each side)', amount: { child: 15, teen: 25, adult: 30 }, timed: true, note: 'hips high' },
    { name: 'Flutter kicks on back', amount: { child: 15, teen: 20, adult: 30 }, timed: true, note: 'low back pressed down' },
    { name: 'Streamline hollow hold', amount: { child: 15, teen: 20, adult: 30 }, timed: true, note: 'arms locked in streamline' },
    { name: 'Dead bugs (each side)', amount: { child: 6, teen: 8, adult: 10 }, note: 'slow, opposite arm and leg' },
    { name: 'Superman hold', amount: { child: 15, teen: 20, adult: 30 }, timed: true, note: 'lift chest and legs together' },
  ],
  mobility: [
    { name: 'Thoracic rotations (each side)', amount: { child: 6, teen: 8, adult: 10 }, note: 'open book on the floor' },
    { name: 'Doorway chest stretch', amount: { child: 20, teen: 30, adult: 30 }, timed: true, note: 'gentle, no pain' },
    { name: 'Ankle circles and point/flex', amount: { child: 10, teen: 15, adult: 15 }, note: 'for a better kick' },
    { name: 'Hip flexor stretch (each side)', amount: { child: 20, teen: 30, adult: 30 }, timed: true, note: 'tuck the pelvis' },
    { name: 'Sleeper stretch (each side)', amount: { child: 20, teen: 30, adult: 30 }, timed: true, note: 'gentle, shoulder health' },
  ],
};

const setsPerPart: Record<Age, Record<DrylandPart, number>> = {
  child: { activation: 1, strength: 2, core: 2, mobility: 1 },
  teen: { activation: 1, strength: 3, core: 2, mobility: 1 },
  adult: { activation: 1, strength: 3, core: 3, mobility: 1 },
};

const restFor: Record<Age, Record<DrylandPart, number>> = {
  child: { activation: 0, strength: 60, core: 30, mobility: 0 },
  teen: { activation: 0, strength: 60, core: 30, mobility: 0 },
  adult: { activation: 0, strength: 90, core: 30, mobility: 0 },
};

function pickDistinct<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

/** A dryland session fit for the swimmers' age: body weight for children, loaded lifts from the teens on. */
export function composeDryland(level: Level, rng: Rng, options: { mobilityOnly?: boolean } = {}): DrylandSession {
  const age = ageOf(level);
  const parts: DrylandPart[] = options.mobilityOnly ? ['activation', 'mobility'] : ['activation', 'strength', 'core', 'mobility'];
  const count: Record<DrylandPart, number> = { activation: 3, strength: age === 'child' ? 3 : 4, core: 3, mobility: options.mobilityOnly ? 5 : 3 };
  const sessionParts = parts.map((part) => {
    const moves = library[part].filter((m) => age !== 'child' || !m.loaded);
    const exercises: DrylandExercise[] = pickDistinct(rng, moves, count[part]).map((m) => ({
      name: m.name,
      sets: setsPerPart[age][part],
      reps: m.timed ? null : m.amount[age],
      seconds: m.timed ? m.amount[age] : null,
      restSeconds: restFor[age][part],
      note: m.note,
    }));
    return { part, exercises };
  });
  const seconds = sessionParts.reduce(
    (sum, p) => sum + p.exercises.reduce((s, e) => s + e.sets * ((e.seconds ?? (e.reps ?? 0) * 3) + e.restSeconds + 15), 0),
    0,
  );
  const minutes = Math.max(10, Math.round(seconds / 60 / 5) * 5);
  return { title: options.mobilityOnly ? 'Mobility' : 'Dryland', minutes, parts: sessionParts };
}
