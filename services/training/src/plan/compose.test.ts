import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Plan, type Course, type Level, type SwimSet, type WorkoutPlan } from '@laneforge/contracts';
import { composePlan, parsePlanText, renderPlan, validatePlan } from './index';
import { volumeRange } from './intent';
import { onGrid } from './model';
import { addDays } from '@laneforge/contracts';
import { feasibleInterval } from './paces';

const levelWords: Record<Level, string> = {
  recreational: 'recreational swimmers',
  summer_swim_team: 'summer swim team',
  age_group_8_10: '8-10 age group',
  age_group_11_12: '11-12 age group',
  age_group_13_14: '13-14 age groupers',
  high_school: 'high school team',
  college_senior: 'college swimmers',
  elite: 'elite professional group',
  masters: 'masters swimmers',
};
const courseWords: Record<Course, string[]> = {
  SCY: ['SCY', 'short course yards', '25 yard pool'],
  SCM: ['SCM', 'short course meters', '25m pool'],
  LCM: ['LCM', 'long course meters', '50m pool'],
};
const focusWords = [
  'aerobic', 'threshold', 'VO2', 'lactate tolerance', 'sprint', 'IM', 'backstroke', 'breaststroke', 'butterfly',
  'freestyle', 'technique and drills', 'distance', 'starts', 'turns', 'underwaters', 'pacing',
];

const requestArb = fc
  .record({
    level: fc.constantFrom(...(Object.keys(levelWords) as Level[])),
    course: fc.constantFrom<Course>('SCY', 'SCM', 'LCM'),
    courseWord: fc.nat(2),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    focus: fc.uniqueArray(fc.constantFrom(...focusWords), { maxLength: 2 }),
    day: fc.integer({ min: 0, max: 1500 }),
  })
  .map((r) => {
    const [lo, hi] = volumeRange[r.level];
    const volume = Math.round((lo + r.share * (hi - lo)) / 100) * 100;
    const unit = r.course === 'SCY' ? 'yards' : 'meters';
    const focus = r.focus.length ? `, ${r.focus.join(' and ')} focus` : '';
    return {
      ...r,
      volume,
      request: {
        date: addDays('2025-01-01', r.day),
        description: `${levelWords[r.level]} workout, ${volume.toLocaleString('en-US')} ${unit} ${courseWords[r.course][r.courseWord]}${focus}`,
      },
    };
  });

function everySet(plan: WorkoutPlan): SwimSet[] {
  return plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
}

describe('composePlan (est provider)', () => {
  it('ignores a target date that does not exist (February 30) and still writes a valid plan', () => {
    for (const description of ['Season plan for masters ending Feb 30', 'Season plan for masters ending 2025-04-31']) {
      const plan = composePlan({ date: '2025-01-06', description });
      expect(Plan.safeParse(plan).success).toBe(true);
      expect(plan.kind === 'season' && plan.targetDate).not.toMatch(/-02-30|-04-31/);
    }
  });

  it('decides workout or season from the description, not from the coach notes', () => {
    const request = { date: '2026-11-23', description: 'High school team, 4,000 yards SCY, threshold focus, 2 hours' };
    expect(composePlan({ ...request, coach_notes: 'Conference meet in three weeks — keep the turns sharp.' }).kind).toBe('workout');
    expect(composePlan({ ...request, description: '3 week taper for the conference meet, high school SCY' }).kind).toBe('season');
  });

  it('names a target event as coaches write it, in the title and the plan', () => {
    const im = composePlan({ date: '2026-11-23', description: 'high school 5000 SCY, 200 im prep for the meet' });
    expect(im.targetEvent).toBe('200 IM');
    expect(im.title).toMatch(/200 IM Prep$/);
    const back = composePlan({ date: '2026-11-23', description: 'age group 11-12, 100 backstroke focus, 3000 yards' });
    expect(back.targetEvent).toBe('100 Back');
  });

  it('writes a valid workout on the asked course and level, within 5% of the asked volume, for any request', () => {
    fc.assert(
      fc.property(requestArb, ({ request, level, course, volume }) => {
        const plan = composePlan(request);
        expect(plan.kind).toBe('workout');
        if (plan.kind !== 'workout') return;
        expect(plan.level).toBe(level);
        expect(plan.course).toBe(course);
        const result = validatePlan(plan);
        expect(result.issues.filter((i) => i.severity === 'error')).toEqual([]);
        expect(Math.abs(plan.totals.distance - volume)).toBeLessThanOrEqual(volume * 0.05);
        const kinds = plan.sections.map((s) => s.kind);
        expect(kinds[0]).toBe('warmup');
        expect(kinds).toContain('main');
        expect(kinds.at(-1)).toBe('cooldown');
        for (const set of everySet(plan)) {
          expect(onGrid(course, set)).toBe(true);
          if (set.halfLength) expect(course).toBe('LCM');
          if (set.sendOff?.type === 'interval') {
            expect(set.sendOff.seconds % 5).toBe(0);
            expect(set.sendOff.seconds).toBeGreaterThanOrEqual(feasibleInterval(level, course, set));
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('reads back from its own text as the same plan (render → parse)', () => {
    fc.assert(
      fc.property(requestArb, ({ request }) => {
        const plan = composePlan(request) as WorkoutPlan;
        const { plan: back, problems } = parsePlanText(renderPlan(plan), {
          provider: 'est',
          requestedDistance: plan.requestedDistance,
          requestedMinutes: plan.requestedMinutes,
        });
        expect(problems).toEqual([]);
        expect(back).toEqual(plan);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the same plan for the same request and date, and another valid plan on another date', () => {
    const request = { date: '2026-03-02', description: 'high school team 5,000 yards SCY, threshold focus' };
    expect(composePlan(request)).toEqual(composePlan(request));
    const texts = new Set<string>();
    for (let d = 0; d < 10; d++) {
      const plan = composePlan({ ...request, date: addDays(request.date, d) });
      expect(validatePlan(plan).ok).toBe(true);
      texts.add(renderPlan(plan).split('\n').slice(2).join('\n'));
    }
    expect(texts.size).toBeGreaterThanOrEqual(8);
  });

  it('turns a duration into a volume for the level and says it assumed the rate', () => {
    const plan = composePlan({ date: '2026-03-02', description: '60 minute practice for 8-10 year olds' }) as WorkoutPlan;
    expect(plan.requestedMinutes).toBe(60);
    expect(plan.totals.distance).toBeGreaterThanOrEqual(2000);
    expect(plan.totals.distance).toBeLessThanOrEqual(2800);
    expect(plan.totals.minutes).toBeGreaterThan(45);
    expect(plan.totals.minutes).toBeLessThan(80);
    expect(plan.assumptions.join(' ')).toMatch(/60 minutes/);
  });

  it('lists what it assumed when the request gives only a level', () => {
    const plan = composePlan({ date: '2026-03-02', description: 'masters practice' });
    expect(plan.assumptions.join(' ')).toMatch(/Pool not given/);
    expect(plan.assumptions.join(' ')).toMatch(/Volume not given/);
    expect(plan.assumptions.join(' ')).toMatch(/Focus not given/);
  });

  it('keeps fly out of a workout when the coach says no fly', () => {
    const plan = composePlan({ date: '2026-03-02', description: '13-14 group 4000 SCY IM focus, no fly (shoulder injuries)' }) as WorkoutPlan;
    expect(everySet(plan).some((s) => s.stroke === 'fly' || s.stroke === 'im')).toBe(false);
    expect(validatePlan(plan).ok).toBe(true);
  });
});
