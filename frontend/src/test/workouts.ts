import type { SeasonPlan, WorkoutPlan } from '@laneforge/contracts/plan';
import type { Workout } from '../lib/workoutsApi';

/** What every plan fixture opens with: a high-school SCY group training for the 200 free. */
export const planBasics = (): Pick<WorkoutPlan, 'provider' | 'course' | 'unit' | 'level' | 'focus' | 'group' | 'targetEvent' | 'dryland' | 'assumptions' | 'notes'> => ({
    provider: 'est',
    course: 'SCY',
    unit: 'yards',
    level: 'high_school',
    focus: ['threshold'],
    group: 'team',
    targetEvent: '200 free',
    dryland: [],
    assumptions: [],
    notes: [],
});

export const aPlan = (): WorkoutPlan => ({
  kind: 'workout',
  ...planBasics(),
  title: 'Threshold Tuesday',
  date: '2025-06-10',
  requestedDistance: 1000,
  requestedMinutes: null,
  sections: [
    {
      kind: 'warmup',
      name: 'Warm-up',
      distance: 400,
      blocks: [{ rounds: 1, label: null, sets: [{ reps: 1, distance: 400, stroke: 'choice', description: 'easy', sendOff: null, zone: 'REC', equipment: [], halfLength: false }] }],
    },
    {
      kind: 'main',
      name: 'Main Set',
      distance: 600,
      blocks: [
        {
          rounds: 2,
          label: null,
          sets: [{ reps: 3, distance: 100, stroke: 'free', description: 'hold pace', sendOff: { type: 'interval', seconds: 90 }, zone: 'EN2', equipment: ['paddles'], halfLength: false }],
        },
      ],
    },
  ],
  totals: {
    distance: 1000,
    minutes: 25,
    bySection: [
      { name: 'Warm-up', kind: 'warmup', distance: 400 },
      { name: 'Main Set', kind: 'main', distance: 600 },
    ],
    byZone: { REC: 400, EN1: 0, EN2: 600, EN3: 0, SP1: 0, SP2: 0, SP3: 0 },
  },
});

export function aWorkout(overrides: Partial<Workout> = {}): Workout {
  return {
    id: '0b7f8c1e-1111-4c9e-9a1f-2d5e8b7c4a10',
    date: '2025-06-10',
    plan_type: 'workout',
    description: 'High school team, SCY, 1000 yards',
    coach_notes: null,
    generated_workout: '**Threshold Tuesday**\nWarm-up (400)\n- 400 Choice — REC, easy\nMain Set (600)\n- 2 rounds:\n  - 3 x 100 Free @ 1:30 — EN2\nTotal: 1,000 yards\nGood swim!',
    created_at: '2025-06-09T18:00:00Z',
    title: 'Threshold Tuesday',
    plan: aPlan(),
    user_id: '5d1c2a3b-2222-4c9e-9a1f-2d5e8b7c4a11',
    total: 1000,
    provider: 'est',
    version: 1,
    refinements: [],
    updated_at: '2025-06-09T18:00:00Z',
    ...overrides,
  };
}

/** A two-week season toward an A meet, with its meet calendar and a test day in week 1. */
export const aSeasonPlan = (): SeasonPlan => ({
  kind: 'season',
  ...planBasics(),
  title: 'Two-Week Sharpening',
  date: '2026-03-02',
  targetDate: '2026-03-14',
  sessionsPerWeek: 2,
  weeks: [1, 2].map((week) => ({
    week,
    startDate: week === 1 ? '2026-03-02' : '2026-03-09',
    phase: week === 1 ? 'competition' : 'taper',
    load: week === 1 ? 'load' : 'race',
    volume: 8000,
    sessions: 2,
    emphasis: week === 1 ? 'race pace, then test' : 'rest and race',
    keySets: [],
    zoneMix: { REC: 20, EN1: 50, EN2: 15, EN3: 5, SP1: 5, SP2: 3, SP3: 2 },
    drylandSessions: 0,
    test: week === 1 ? ('css' as const) : null,
    days:
      week === 1
        ? [
            { date: '2026-03-03', slot: null, kind: 'practice' as const, volume: 4000, focus: 'Race pace', keySet: null },
            { date: '2026-03-07', slot: null, kind: 'test' as const, volume: 4000, focus: 'CSS test', keySet: null },
          ]
        : [
            { date: '2026-03-10', slot: null, kind: 'practice' as const, volume: 8000, focus: 'Pre-meet', keySet: null },
            { date: '2026-03-14', slot: null, kind: 'meet' as const, volume: 0, focus: 'Meet: County Champs (A meet)', keySet: null },
          ],
  })),
  taper: { startWeek: 2, weeks: 1, peakVolume: 8000, raceWeekVolume: 8000, volumeReductionPercent: 0 },
  totals: { weeks: 2, distance: 16000, peakWeekVolume: 8000, sessions: 4 },
  meets: [{ name: 'County Champs', date: '2026-03-14', importance: 'A' }],
});
