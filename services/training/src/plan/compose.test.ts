import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Plan, type Course, type Squad, type SwimSet, type WorkoutPlan } from '@laneforge/contracts';
import { addDays } from '@laneforge/contracts';
import { composePlan, constraintBreaches, parsePlanText, refinePlan, renderPlan, validatePlan, writePlan } from './index';
import { onGrid } from './model';
import { feasibleInterval } from './paces';
import { squads } from './squads';

const squadWords: Partial<Record<Squad, string>> = {
  age_8_under: '8&U',
  age_9_10: '9-10s',
  age_11_12: '11-12s',
  age_13_14: '13-14s',
  summer_league: 'summer league',
  hs_jv: 'HS JV',
  hs_varsity: 'HS varsity',
  club_senior: 'senior group',
  college_d1: 'D1',
  college_d3: 'D3',
  elite: 'elite',
  masters_novice: 'novice masters',
  masters: 'masters',
  masters_advanced: 'advanced masters',
  triathlete: 'triathletes',
  recreational: 'fitness swimmers',
};
const courseWords: Record<Course, string[]> = { SCY: ['SCY', 'yards', 'short course yards'], SCM: ['SCM', 'in a 25m pool', 'short course meters'], LCM: ['LCM', 'LC', 'long course'] };
const focusWords = ['aerobic', 'threshold', 'VO2', 'lactate tolerance', 'sprint', 'IM', 'backstroke', 'breaststroke', 'fly', 'technique', 'distance', 'starts', 'turns', 'underwaters', 'race pace for the 200 free'];
const limitWords = ['no kick', 'sore shoulders', 'no fly', 'no paddles', 'no fins', 'bad knee', 'no breaststroke', 'no backstroke', 'no IM', 'no pull buoys', 'no flip turns', 'no diving', '10 per lane', 'lower back pain', 'legs are fried', 'first practice back from being sick', 'nothing longer than 200'];

const requestArb = fc
  .record({
    squad: fc.constantFrom(...(Object.keys(squadWords) as Squad[])),
    course: fc.constantFrom<Course>('SCY', 'SCM', 'LCM'),
    courseWord: fc.nat(2),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    focus: fc.uniqueArray(fc.constantFrom(...focusWords), { maxLength: 2 }),
    limits: fc.uniqueArray(fc.constantFrom(...limitWords), { maxLength: 3 }),
    inNotes: fc.boolean(),
    day: fc.integer({ min: 0, max: 1500 }),
  })
  .map((r) => {
    const [lo, hi] = squads[r.squad].volume;
    const volume = Math.round((lo + r.share * (hi - lo)) / 100) * 100;
    const unit = r.course === 'SCY' ? 'yards' : 'meters';
    const focus = r.focus.length ? `, ${r.focus.join(' and ')} focus` : '';
    const limits = r.limits.join(', ');
    const description = `${squadWords[r.squad]} practice, ${volume.toLocaleString('en-US')} ${unit} ${courseWords[r.course][r.courseWord]}${focus}${limits && !r.inNotes ? `. ${limits}` : ''}`;
    return { ...r, volume, request: { date: addDays('2025-01-01', r.day), description, coach_notes: r.inNotes && limits ? limits : null } };
  });

const everySet = (plan: WorkoutPlan): SwimSet[] => plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));

describe('writePlan (est provider)', () => {
  it('writes a valid practice for any squad, pool, volume, focus and set of limits, keeping every limit', () => {
    fc.assert(
      fc.property(requestArb, ({ request, squad, course, volume, limits }) => {
        const plan = writePlan(request) as WorkoutPlan;
        expect(plan.kind).toBe('workout');
        expect(plan.squad).toBe(squad);
        expect(plan.course).toBe(course);
        expect(validatePlan(plan).issues.filter((i) => i.severity === 'error')).toEqual([]);
        expect(constraintBreaches(plan)).toEqual([]);
        expect(plan.constraints?.length ?? 0).toBeGreaterThanOrEqual(limits.length > 0 ? 1 : 0);
        const returning = limits.includes('first practice back from being sick');
        if (!returning && !plan.substitutions?.some((s) => s.startsWith('Time:'))) expect(Math.abs(plan.totals.distance - Math.min(volume, squads[squad].volume[1]))).toBeLessThanOrEqual(volume * 0.05);
        expect(plan.sections[0]?.kind).toBe('warmup');
        expect(plan.sections.at(-1)?.kind).toBe('cooldown');
        for (const set of everySet(plan)) {
          expect(onGrid(course, set)).toBe(true);
          if (set.sendOff?.type === 'interval') {
            expect(set.sendOff.seconds % 5).toBe(0);
            expect(set.sendOff.seconds).toBeGreaterThanOrEqual(feasibleInterval(squad, course, set));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never breaks a limit after any refinement: it keeps it or refuses and leaves the plan as it was', () => {
    const instructions = ['cut 500', 'add 1000', 'more kick', 'more pull', 'make it harder', 'easier', 'swap the main set to back', 'main set fly', 'turn the 100s into 50s', 'add fins to the kick', 'add paddles to the pull', 'add a sprint set', 'less rest', 'switch to long course', 'for 13-14s', 'make it a recovery day', 'add an IM set', 'swap free for breast'];
    fc.assert(
      fc.property(requestArb, fc.constantFrom(...instructions), ({ request }, instruction) => {
        const plan = writePlan(request) as WorkoutPlan;
        const result = refinePlan(plan, instruction);
        const refined = result.plan as WorkoutPlan;
        expect(constraintBreaches(refined)).toEqual([]);
        expect(validatePlan(refined).ok).toBe(true);
        if (result.rejected) expect(refined).toEqual(plan);
        else expect(result.applied.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('reads back from its own text as the same plan (render → parse)', () => {
    fc.assert(
      fc.property(requestArb, ({ request }) => {
        const plan = writePlan(request) as WorkoutPlan;
        const { plan: back, problems } = parsePlanText(renderPlan(plan), {
          provider: 'est',
          requestedDistance: plan.requestedDistance,
          requestedMinutes: plan.requestedMinutes,
          ...(plan.squad ? { squad: plan.squad } : {}),
          ...(plan.sessionType ? { sessionType: plan.sessionType } : {}),
          ...(plan.constraints ? { constraints: plan.constraints } : {}),
        });
        expect(problems).toEqual([]);
        expect(back).toEqual({ ...plan, sections: plan.sections.map((s) => ({ ...s, blocks: s.blocks.map(({ coachWritten: _c, ...b }) => b) })) });
      }),
      { numRuns: 200 },
    );
  });

  it('fits the contract for every plan it writes', () => {
    fc.assert(
      fc.property(requestArb, ({ request }) => {
        expect(Plan.safeParse(writePlan(request)).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('variety and reproducibility', () => {
  const mainOf = (plan: WorkoutPlan) => JSON.stringify(plan.sections.filter((s) => s.kind === 'main').map((s) => s.blocks));

  it.each(['HS varsity 5000 SCY threshold', '13-14s 4500 yards aerobic', 'masters 3000 scy sprint', 'senior group 6000 LCM IM'])('ten dates of "%s" share at most one identical main set', (description) => {
    const mains = Array.from({ length: 10 }, (_, d) => mainOf(writePlan({ date: addDays('2026-03-02', d * 3), description }) as WorkoutPlan));
    const repeats = mains.length - new Set(mains).size;
    expect(repeats).toBeLessThanOrEqual(1);
  });

  it('gives the same plan for the same request and date, and another valid plan on a regenerate', () => {
    const request = { date: '2026-03-02', description: 'high school team 5,000 yards SCY, threshold focus' };
    expect(composePlan(request)).toEqual(composePlan(request));
    const again = writePlan({ ...request, seed: 'regenerate-1' }) as WorkoutPlan;
    expect(validatePlan(again).ok).toBe(true);
    expect(mainOf(again) !== mainOf(composePlan(request) as WorkoutPlan) || renderPlan(again) !== renderPlan(composePlan(request))).toBe(true);
  });
});
