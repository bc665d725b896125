import { readFileSync } from 'node:fs';
import { Plan, type PlanSection, type SeasonPlan, type WorkoutPlan } from '@laneforge/contracts/plan';
import { addDays } from '@laneforge/contracts/plan-format';
import { Workout } from '@laneforge/contracts/training';

/**
 * Plans composed once by the EST engine (services/training) and saved as JSON with their text, so
 * the export is tested on what the generator really writes without importing another service.
 */
const stored = JSON.parse(readFileSync(new URL('./plans.json', import.meta.url), 'utf8')) as Record<
  'scy6000' | 'lcm' | 'dryland' | 'season',
  { plan: unknown; text: string }
>;

const ids = {
  scy6000: '0b6f4d52-3f0e-4a57-9f7c-2a4a1b9c6e01',
  lcm: '5d1c7a88-86a4-4c1e-a5e1-7f0d3b2c9e02',
  dryland: '9a2e6b14-1c3d-4f5a-8b7c-6d5e4f3a2b03',
  season: 'c4f3e2d1-b0a9-4876-9543-210fedcba904',
  text: 'e7d6c5b4-a392-4817-8f6e-5d4c3b2a1005',
  forty: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1006',
  cssTested: 'a8b7c6d5-e4f3-4a2b-9c1d-0e9f8a7b6c07',
} as const;

const USER = '11111111-2222-4333-8444-555555555555';

function workoutOf(id: string, plan: Plan | null, text: string, coachNotes: string | null): Workout {
  return Workout.parse({
    id,
    user_id: USER,
    date: plan?.date ?? '2025-03-12',
    plan_type: plan?.kind ?? 'workout',
    description: 'fixture',
    coach_notes: coachNotes,
    title: plan?.title ?? '',
    generated_workout: text,
    plan,
    total: plan ? plan.totals.distance : null,
    provider: plan?.provider ?? 'openai',
    version: 1,
    refinements: [],
    created_at: '2026-01-05T12:00:00.000Z',
    updated_at: '2026-01-05T12:00:00.000Z',
  });
}

const planOf = (name: keyof typeof stored) => Plan.parse(stored[name].plan);

/** A college 6,000-yard SCY practice with rounds-free sets and a race-pace set. */
export const scy6000 = workoutOf(
  ids.scy6000,
  planOf('scy6000'),
  stored.scy6000.text,
  'Lanes 1–3 on the fast interval, lanes 4–6 add :05.\nMain set: hold your best average — no faster than 1:08 on the first five.',
);

/**
 * The college practice written on the coach's CSS test: its paces line, in the table's facts and in
 * the text, speaks to the coach ("from your CSS test").
 */
export const cssTested = (() => {
  const label = 'Paces: base 1:20/100 SCY, threshold 1:13/100 (from your CSS test; back 1:30)';
  const plan: WorkoutPlan = { ...(planOf('scy6000') as WorkoutPlan), paces: { source: 'test', course: 'SCY', threshold: { free: 73, back: 83, breast: 92, fly: 82, im: 85 }, base: 80, label } };
  const text = stored.scy6000.text.replace(/^(Event: .*)$/m, `$1\n${label}`);
  return workoutOf(ids.cssTested, plan, text, null);
})();

/** An elite long-course workout with a rounds block and the generator's notes and assumptions. */
export const lcm = workoutOf(
  ids.lcm,
  {
    ...(planOf('lcm') as WorkoutPlan),
    assumptions: ['a 50 m pool with the bulkhead at the far end'],
    notes: ['Race-pace 50s from a push, not a dive.'],
  },
  stored.lcm.text,
  null,
);

/** An age-group workout followed by a 35-minute dryland session. */
export const withDryland = workoutOf(ids.dryland, planOf('dryland'), stored.dryland.text, 'Dryland on the deck right after practice; bring bands.');

/** A 16-week high-school season: three-week taper into the state meet, with dryland. */
export const season = workoutOf(ids.season, planOf('season'), stored.season.text, 'Meet dates: invitational in week 11, state in week 16.');

/** An older plan kept only as text, with accents, fractions, arrows and non-Latin names. */
export const textOnly = workoutOf(
  ids.text,
  null,
  [
    '**Técnica y Resistencia — Sesión del Miércoles**',
    'Fecha: 2025-03-12 | Piscina: 25 m | Nivel: Másters',
    '',
    'Calentamiento (800)',
    '- 400 libre suave → respiración cada 3',
    '- 4 × 100 estilos @ 1:50, ½ técnica / ½ nado',
    '',
    'Serie principal (2.400)',
    '  3 rondas:',
    '  - 4 × 100 crol @ 1:35 — EN2, descender 1→4',
    '  - 200 espalda suave — REC',
    '',
    'Vuelta a la calma (200)',
    '- 200 elección, muy suave',
    '',
    'Total: 3.400 m · ≈ 70 min · Zoë, Renée, Þórr & Łukasz: ¡buen trabajo!',
  ].join('\n'),
  'Carriles: Дмитрий Иванов y Σοφία Παπαδοπούλου en el 1; Zoë Müller en el 2.\nObjetivo: ½ segundo más rápido por 100 → ¡récord personal!',
);

/**
 * Forty sections of real sets, every tenth a long one of some thirty rows: short sections move to
 * the next page whole, long ones must break between rows.
 */
export const fortySections: Workout = (() => {
  const base = planOf('scy6000') as WorkoutPlan;
  const lcmPlan = planOf('lcm') as WorkoutPlan;
  const pool = [...base.sections, ...lcmPlan.sections];
  const allBlocks = pool.flatMap((s) => s.blocks);
  const long: PlanSection = {
    kind: 'main',
    name: 'Long Main Set',
    blocks: [...allBlocks, ...allBlocks],
    distance: 2 * pool.reduce((sum, s) => sum + s.distance, 0),
  };
  const sections: PlanSection[] = Array.from({ length: 40 }, (_, i) => {
    const s = i % 10 === 9 ? long : (pool[i % pool.length] as PlanSection);
    return { ...s, name: `${s.name} ${i + 1}` };
  });
  const distance = sections.reduce((sum, s) => sum + s.distance, 0);
  const plan: WorkoutPlan = {
    ...base,
    title: 'Forty-Section Stress Test',
    sections,
    totals: { ...base.totals, distance, bySection: sections.map((s) => ({ name: s.name, kind: s.kind, distance: s.distance })) },
  };
  return workoutOf(ids.forty, plan, `**${plan.title}**\n`, null);
})();

/** The same season with a meet calendar and its first weeks laid out day by day (doubles, a test, a meet). */
export const seasonCalendar: Workout = (() => {
  const plan = season.plan as SeasonPlan;
  const weeks = plan.weeks.map((w, i) => {
    if (i > 1) return w;
    const day = (offset: number, slot: 'AM' | 'PM' | null, kind: 'practice' | 'test' | 'meet', volume: number, focus: string, keySet: number | null) => ({ date: addDays(w.startDate, offset), slot, kind, volume, focus, keySet });
    return {
      ...w,
      days: [
        day(0, 'AM', 'practice', 4000, 'Aerobic base (EN1)', null),
        day(0, 'PM', 'practice', 4500, 'Threshold (EN2)', 0),
        day(2, null, 'practice', 4500, 'VO2 (EN3)', w.keySets.length > 1 ? 1 : null),
        i === 0 ? day(5, null, 'test', 3500, 'T-30 test (30 min continuous, count lengths)', null) : day(5, null, 'meet', 0, 'Meet: Fall Invite (B meet)', null),
      ],
    };
  });
  const meets = [
    { name: 'Fall Invite', date: addDays(plan.weeks[1]!.startDate, 5), importance: 'B' as const },
    { name: 'State Meet', date: addDays(plan.weeks.at(-1)!.startDate, 5), importance: 'A' as const },
  ];
  return { ...season, plan: { ...plan, weeks, meets } };
})();

/** A private lesson as the engine writes it: timed steps, no sets. */
export const lesson: Workout = (() => {
  const base = planOf('scy6000') as WorkoutPlan;
  const steps = [
    { minutes: 4, title: 'Hello and the plan, parent in sight', detail: 'Sit on the top step, feet in; the instructor in the water in front, at eye level.' },
    { minutes: 20, title: 'A job on the step', detail: 'Pour water from a cup; never lifted in against their will.' },
    { minutes: 6, title: 'Their favourite, then out', detail: 'Out by the steps; show the parent one thing they did.' },
  ];
  const plan: WorkoutPlan = {
    ...base,
    title: 'Private Lesson: A Nervous Beginner (30 min)',
    sessionType: 'learn_to_swim',
    group: 'private',
    sections: [],
    steps,
    notes: ['Consent first: nothing happens without the child\'s yes.'],
    assumptions: [],
    totals: { distance: 0, bySection: [], byZone: { REC: 0, EN1: 0, EN2: 0, EN3: 0, SP1: 0, SP2: 0, SP3: 0 }, minutes: 30 },
  };
  return workoutOf('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c07', plan, `**${plan.title}**\n`, null);
})();

export const fixtures = { scy6000, lcm, withDryland, season, textOnly, fortySections, lesson };
