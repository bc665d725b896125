import type { Course, SeasonPlan, Stroke, WorkoutPlan, Zone } from '@laneforge/contracts';

/** Hand-written structured plans whose figures are easy to add up on paper. */

export interface HandSet {
  reps: number;
  distance: number;
  stroke: Stroke;
  zone: Zone;
  rounds?: number;
}

const base = (course: Course, date: string) => ({
  provider: 'est' as const,
  title: 'Hand-written plan',
  date,
  course,
  unit: course === 'SCY' ? ('yards' as const) : ('meters' as const),
  level: 'high_school' as const,
  focus: [],
  group: 'team' as const,
  targetEvent: null,
  dryland: [],
  assumptions: [],
  notes: [],
});

/** A workout of the given sets, one block each; zone totals summed as the validator does. */
export function handWorkout(course: Course, date: string, sets: HandSet[], minutes: number): WorkoutPlan {
  const byZone = { REC: 0, EN1: 0, EN2: 0, EN3: 0, SP1: 0, SP2: 0, SP3: 0 };
  for (const s of sets) byZone[s.zone] += (s.rounds ?? 1) * s.reps * s.distance;
  const distance = Object.values(byZone).reduce((a, b) => a + b, 0);
  return {
    kind: 'workout',
    ...base(course, date),
    requestedDistance: null,
    requestedMinutes: null,
    sections: [
      {
        kind: 'main',
        name: 'Main Set',
        distance,
        blocks: sets.map((s) => ({
          rounds: s.rounds ?? 1,
          label: null,
          sets: [{ reps: s.reps, distance: s.distance, stroke: s.stroke, description: '', sendOff: null, zone: s.zone, equipment: [], halfLength: false }],
        })),
      },
    ],
    totals: { distance, bySection: [{ name: 'Main Set', kind: 'main', distance }], byZone, minutes },
  };
}

/** A season of consecutive weeks from `start`, each with its volume and sessions. */
export function handSeason(course: Course, start: string, weeks: { volume: number; sessions: number }[]): SeasonPlan {
  const startDate = (i: number) => {
    const at = new Date(`${start}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + 7 * i);
    return at.toISOString().slice(0, 10);
  };
  return {
    kind: 'season',
    ...base(course, start),
    targetDate: null,
    sessionsPerWeek: weeks[0]!.sessions,
    weeks: weeks.map((w, i) => ({
      week: i + 1,
      startDate: startDate(i),
      phase: 'general_preparation',
      load: 'load',
      volume: w.volume,
      sessions: w.sessions,
      emphasis: 'aerobic base',
      keySets: [],
      zoneMix: { REC: 10, EN1: 60, EN2: 20, EN3: 10, SP1: 0, SP2: 0, SP3: 0 },
      drylandSessions: 0,
    })),
    taper: null,
    totals: { weeks: weeks.length, distance: weeks.reduce((s, w) => s + w.volume, 0), peakWeekVolume: Math.max(...weeks.map((w) => w.volume)), sessions: weeks.reduce((s, w) => s + w.sessions, 0) },
  };
}
