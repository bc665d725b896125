import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Plan, type Course, type Squad, type SwimSet, type WorkoutPlan } from '@laneforge/contracts';
import { addDays } from '@laneforge/contracts';
import { composePlan, constraintBreaches, parsePlanText, refinePlan, renderPlan, validatePlan, write, writePlan } from './index';
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
        if (result.applied.length === 0) expect(refined).toEqual(plan);
        else expect(result.notApplied).toEqual([]);
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

describe('a practice with more of what the coach asked for', () => {
  const share = (description: string, kind: 'kick' | 'pull') => {
    const plans = Array.from({ length: 12 }, (_, d) => writePlan({ date: addDays('2026-02-02', d), description }) as WorkoutPlan);
    const part = plans.reduce((s, p) => s + p.sections.filter((x) => x.kind === kind).reduce((a, x) => a + x.blocks.reduce((b, blk) => b + blk.rounds * blk.sets.reduce((c, set) => c + set.reps * set.distance, 0), 0), 0), 0);
    return part / plans.reduce((s, p) => s + p.totals.distance, 0);
  };

  it.each([
    ['HS varsity 5000 scy threshold', 'HS varsity 5000 scy threshold, kick-heavy', 'kick'],
    ['D1 7500 yards aerobic', 'D1 7500 yards aerobic, lots of pull', 'pull'],
    ['masters 3000 yards', 'masters 3000 yards, extra kick', 'kick'],
  ] as const)('"%s" → "%s": a larger %s set, still a valid practice', (usual, asked, kind) => {
    expect(share(asked, kind)).toBeGreaterThan(share(usual, kind) * 1.5);
    for (let d = 0; d < 12; d++) expect(validatePlan(writePlan({ date: addDays('2026-02-02', d), description: asked })).ok).toBe(true);
  });

  it('keeps a limit over an emphasis: "no kick, lots of kick" has no kick set', () => {
    expect(share('HS varsity 4000 scy, no kick, lots of kick', 'kick')).toBe(0);
  });
});

describe('sprints as a coach writes them for each age', () => {
  const sets = (plan: WorkoutPlan) => plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
  const twenty = (description: string) => Array.from({ length: 20 }, (_, d) => writePlan({ date: addDays('2026-01-05', d * 2), description }) as WorkoutPlan);

  it.each(['9-10s 2500 SCY backstroke practice', '9-10 2000 yards kick focus', '8&U 1500 yards sprint', 'summer league 2000 yards fly focus'])(
    'sends children’s sprint 25s on 1:20 at most, not minutes on the wall: "%s"',
    (description) => {
      const sprints = twenty(description).flatMap(sets).filter((s) => s.zone === 'SP3' && s.distance === 25 && s.sendOff?.type === 'interval');
      expect(sprints.length).toBeGreaterThan(0);
      for (const s of sprints) expect(s.sendOff!.seconds, `${s.reps} x 25 ${s.stroke}`).toBeLessThanOrEqual(80);
    },
  );

  it('keeps a senior’s sprint 25s on a minute or more (a 25 in 12 s on 1:00-1:30)', () => {
    const sprints = twenty('senior group 6000 scy sprint').flatMap(sets).filter((s) => s.zone === 'SP3' && s.distance === 25 && s.sendOff?.type === 'interval');
    expect(sprints.length).toBeGreaterThan(0);
    for (const s of sprints) expect(s.sendOff!.seconds).toBeGreaterThanOrEqual(60);
  });

  it('gives 11-12s fast 50s, not lactate work, on a sprint day', () => {
    const zones = new Set(twenty('11-12s 3500 scy sprint practice').flatMap(sets).map((s) => s.zone));
    expect(zones.has('SP3')).toBe(true);
    expect([...zones].filter((z) => z === 'SP1' || z === 'SP2')).toEqual([]);
  });
});

describe('requests random seeds once broke, kept as cases of their own', () => {
  /** The request on the date it broke and forty more, refined when asked: every plan is valid and keeps every limit. */
  const holds = (description: string, { date = '2025-01-01', refinement, coach_notes = null }: { date?: string; refinement?: string; coach_notes?: string | null } = {}) => {
    for (let d = 0; d <= 40; d++) {
      const plan = writePlan({ date: addDays(date, d * 37), description, coach_notes }) as WorkoutPlan;
      const refined = refinement ? (refinePlan(plan, refinement).plan as WorkoutPlan) : plan;
      expect(constraintBreaches(refined)).toEqual([]);
      expect(validatePlan(refined).issues.filter((i) => i.severity === 'error' && !i.fixed)).toEqual([]);
    }
  };

  it('keeps a fly day within the squad’s fly per practice after fitting and repairs', () => {
    holds('11-12s practice, 5,500 meters long course, fly and lactate tolerance focus. no backstroke');
    holds('summer league practice, 3,500 yards short course yards, sprint and fly focus. no pull buoys, legs are fried, bad knee', { date: '2026-06-20' });
  });

  it('keeps an 8&U practice at the bottom of its range to its longest repeat and its volume', () => {
    holds('8&U practice, 800 meters LC, threshold and breaststroke focus', { refinement: 'cut 500' });
    holds('8&U practice, 800 meters LCM, backstroke and starts focus', { date: '2026-06-30' });
    holds('8&U practice, 800 meters LC, underwaters and fly focus. no IM, no pull buoys, no paddles');
    holds('8&U practice, 800 yards SCY, breaststroke and distance focus. no fins, no backstroke, sore shoulders', { date: '2028-07-04' });
  });

  it('fits a threshold ladder into an 800 practice at the bottom of the squad’s range', () => {
    holds('fitness swimmers practice, 800 meters LCM, threshold and VO2 focus. no breaststroke, no backstroke', { date: '2029-02-04' });
  });

  it('keeps every injury at once: lower back, knee and shoulders', () => {
    for (const who of ['masters', 'D3', 'advanced masters', '8&U']) holds(`${who} practice, ${who === '8&U' ? '1,500' : '3,000'} yards SCY, IM focus. lower back pain, bad knee, sore shoulders`);
    holds('D1 practice, 9,900 yards SCY. lower back pain, no fly, bad knee');
  });

  it('leaves "IM order" out of every set when the coach says no IM', () => {
    holds('elite practice, 4,500 yards SCY, VO2 focus', { date: '2027-02-22', coach_notes: 'bad knee, no IM, no pull buoys' });
    holds('advanced masters practice, 2,500 yards yards, distance and backstroke focus. first practice back from being sick, no IM, no pull buoys', { date: '2028-06-03' });
  });

  it('writes an IM day with two strokes out as choice, within a novice’s repeats and volume', () => {
    holds('novice masters practice, 1,000 meters LC, IM focus', { date: '2026-09-25', coach_notes: 'no breaststroke, legs are fried, 10 per lane' });
  });

  it('tops up a long-course IM main set with a stroke, never a 100 IM', () => {
    holds('13-14s practice, 3,000 meters long course, IM focus', { date: '2025-01-11', coach_notes: 'no pull buoys, no kick' });
  });

  it('cuts the pull set for sore shoulders and says so, the kick taking its place (COACHING.md §6)', () => {
    holds('masters practice, 3,000 yards SCY, IM focus. lower back pain, bad knee, sore shoulders');
    const plan = writePlan({ date: '2026-03-02', description: 'masters practice, 3,000 yards SCY, IM focus. lower back pain, bad knee, sore shoulders' }) as WorkoutPlan;
    expect(plan.sections.map((s) => s.kind)).not.toContain('pull');
    expect(plan.substitutions?.join(' ')).toMatch(/Sore shoulders: no pull set, more kick/);
  });

  it('asks a negative split only of repeats long enough to show it', () => {
    holds('masters practice, 1,800 meters SCM, distance and VO2 focus. no IM, nothing longer than 200', { date: '2025-04-27' });
  });
});

describe('the coach’s own set, built around', () => {
  const plan = writePlan({ date: '2026-12-01', description: 'senior group 2 hrs scy. main is mine: 10x200 pull w paddles @2:40 holding 400 pace, then 8x50 kick fast @1:00. build the rest around it' }) as WorkoutPlan;
  const sets = plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets.map((set) => ({ set, section: s, coach: b.coachWritten === true }))));

  it('keeps the effort the coach named ("holding 400 pace" is VO2 work) and their send-offs', () => {
    const pull = sets.find((x) => x.coach && x.set.stroke === 'pull')!;
    expect(pull.set).toMatchObject({ reps: 10, distance: 200, zone: 'EN3', sendOff: { type: 'interval', seconds: 160 } });
    expect(sets.find((x) => x.coach && x.set.stroke === 'kick')!.set).toMatchObject({ reps: 8, distance: 50, sendOff: { type: 'interval', seconds: 60 } });
  });

  it('adds no second pull or kick section when the coach’s set holds them, and does not mark down the coach’s send-offs', () => {
    expect(plan.sections.filter((s) => s.kind === 'pull' || s.kind === 'kick')).toEqual([]);
    expect(plan.notes.join(' ')).not.toMatch(/rules bent/);
  });
});

describe('the clock and the coach’s numbers, as the sixteenth blind round read them', () => {
  const swims = (plan: WorkoutPlan) => plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));

  it('"a big aerobic main, like 3000ish" in a 2-hour practice is the main set’s 3000; the clock gives the practice', () => {
    const { plan, brief } = write({ date: '2026-12-14', description: '13-14 distance group 2hr SCY. want a big aerobic main, like 3000ish, base 1:10. mix in some 500/1650 pace so its not just mindless', coach_notes: null });
    const main = (plan as WorkoutPlan).sections.filter((s) => s.kind === 'main').reduce((sum, s) => sum + s.distance, 0);
    expect(brief.volume.source).toBe('assumed');
    expect(Math.abs(main - 3000)).toBeLessThanOrEqual(300);
    expect((plan as WorkoutPlan).totals.distance).toBeGreaterThan(5000);
  });

  it('fills a slot with at most 20 starts and 16 drill repeats, and says when the volume asked leaves the clock short', () => {
    const { plan } = write({ date: '2027-01-12', description: 'HS varsity boys 2hrs SCY threshold day ~6k base 1:05. 16 guys in 4 lanes, roughly even', coach_notes: null });
    const workout = plan as WorkoutPlan;
    for (const section of workout.sections.filter((s) => s.name === 'Starts & Turns' || s.name === 'Technique')) {
      for (const set of section.blocks.flatMap((b) => b.sets)) expect(set.reps).toBeLessThanOrEqual(section.name === 'Technique' ? 16 : 20);
    }
    if (workout.totals.minutes < 108) expect(workout.substitutions?.join(' ')).toMatch(/about \d+ of your 120 min on the clock/);
    else expect(workout.substitutions?.join(' ')).toMatch(/fills the 120 min/);
    // "Roughly even": one base for the four lanes, not a spread.
    expect(workout.laneGroups).toBeUndefined();
    expect(swims(workout).length).toBeGreaterThan(0);
  });
});

describe('a fun finish on a day with its own job', () => {
  it('"threshold day … finish w something fun pls" is a threshold main with a relay to close, not a fun day', () => {
    const { plan } = write({ date: '2027-03-03', description: 'masters wed 5:45am, 60 min scy, ~14 ppl. threshold day. bases range from 1:25 to 2:10. finish w something fun pls', coach_notes: null });
    const workout = plan as WorkoutPlan;
    const main = workout.sections.filter((s) => s.kind === 'main').flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(main.some((s) => s.zone === 'EN2')).toBe(true);
    const last = workout.sections.filter((s) => s.kind !== 'cooldown').at(-1)!;
    expect(last.name).toMatch(/Relay|Game/);
  });
});

describe('an event pace as the day’s work', () => {
  it('"200 pace work" is a main of 50s at 200 pace (EN3), not a threshold ladder', () => {
    const { plan } = write({ date: '2027-03-17', description: 'senior group 5800 SCM. 200 pace work. base 1:15 scm', coach_notes: null });
    const main = (plan as WorkoutPlan).sections.filter((s) => s.kind === 'main').flatMap((s) => s.blocks.flatMap((b) => b.sets)).filter((s) => s.zone !== 'REC');
    expect(main.length).toBeGreaterThan(0);
    expect(main.every((s) => s.distance === 50 && s.zone === 'EN3')).toBe(true);
  });
});
