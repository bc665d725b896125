import { describe, expect, it } from 'vitest';
import type { Brief, SeasonPlan, SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { constraintBreaches, refinePlan, validatePlan, write } from '../index';
import { repStep } from '../fit';
import { isClean } from './shape';
import { STYLE_RULES } from '.';

/**
 * The follow-ups coaches typed on plans they already had, as a new user tried them: each was refused
 * whole, or applied with a note that contradicted the plan. Each is now applied where it was meant,
 * its reason read as context, and everything it did not touch left as the coach approved it.
 */

const sets = (plan: WorkoutPlan): SwimSet[] => plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
const section = (plan: WorkoutPlan, kind: string) => plan.sections.find((s) => s.kind === kind)!;
const strip = (plan: WorkoutPlan, kind: string) => JSON.stringify(plan.sections.filter((s) => s.kind === kind).map((s) => s.blocks.map((b) => b.sets)));

function written(description: string, date = '2026-03-02') {
  const { plan, brief } = write({ date, description });
  return { plan: plan as WorkoutPlan, brief };
}

const threshold = written('HS varsity 5000 SCY threshold, main set of 100s');
const refine = (instruction: string, from: { plan: WorkoutPlan; brief: Brief } = threshold) => {
  const result = refinePlan(from.plan, instruction, { brief: from.brief });
  const plan = result.plan as WorkoutPlan;
  // Only the engine's style rules may bend, and a plan that bent them says so.
  const errors = validatePlan(plan).issues.filter((i) => i.severity === 'error' && !i.fixed);
  expect(errors.filter((i) => !STYLE_RULES.has(i.code))).toEqual([]);
  if (errors.length > 0) expect(plan.notes.join(' ')).toMatch(/rules bent/);
  expect(constraintBreaches(plan)).toEqual([]);
  return { ...result, plan };
};

describe('a reason given with an instruction is context, never a refusal', () => {
  it('"turn the 100s into 50s, they lose focus on the 100s": the 100s become 50s, the reason is kept as context', () => {
    const { plan, applied, notApplied, context, brief } = refine('turn the 100s into 50s, they lose focus on the 100s');
    expect(notApplied).toEqual([]);
    expect(applied[0]).toMatch(/^100s turned into 50s/);
    expect(context).toEqual(['they lose focus on the 100s']);
    expect(brief.context).toContain('they lose focus on the 100s');
    // A full IM needs four lengths: the IM 100s stay.
    expect(sets(plan).filter((s) => s.distance === 100 && s.sendOff !== null && s.stroke !== 'im')).toEqual([]);
    expect(section(plan, 'main').blocks[0]!.sets[0]!.description).toMatch(/hold :33-:35/);
    expect(section(plan, 'main').blocks.flatMap((b) => b.sets).some((s) => s.distance === 50)).toBe(true);
    expect(plan.totals.distance).toBe(threshold.plan.totals.distance);
  });

  it('"no paddles today, someone walked off with the bag": no paddles anywhere, kept for later versions', () => {
    const paddles = written('club senior 6000 SCY aerobic');
    expect(sets(paddles.plan).some((s) => s.equipment.includes('paddles'))).toBe(true);
    const { plan, notApplied, context, brief } = refine('no paddles today, someone walked off with the bag', paddles);
    expect(notApplied).toEqual([]);
    expect(context).toEqual(['someone walked off with the bag']);
    expect(sets(plan).some((s) => s.equipment.includes('paddles'))).toBe(false);
    expect(plan.constraints?.map((c) => c.rule)).toContain('no_paddles');
    expect(brief.limits.map((c) => c.rule)).toContain('no_paddles');
    // An earlier limit holds in the next version too.
    expect(sets(refinePlan(plan, 'more pull', { brief }).plan as WorkoutPlan).some((s) => s.equipment.includes('paddles'))).toBe(false);
  });

  it('"kick set harder, fins ok": the kick set alone one step harder, fins on it; the main set untouched', () => {
    const { plan, applied, notApplied } = refine('kick set harder, fins ok');
    expect(notApplied).toEqual([]);
    expect(applied).toHaveLength(2);
    const before = section(threshold.plan, 'kick').blocks.flatMap((b) => b.sets);
    const after = section(plan, 'kick').blocks.flatMap((b) => b.sets);
    expect(after.every((s) => s.equipment.includes('fins'))).toBe(true);
    const zones = ['REC', 'EN1', 'EN2', 'EN3'];
    expect(after.some((s, i) => zones.indexOf(s.zone) > zones.indexOf(before[i]!.zone))).toBe(true);
    expect(strip(plan, 'main')).toBe(strip(threshold.plan, 'main'));
  });

  it('"fins ok" lifts a "no fins" the request had', () => {
    const noFins = written('13-14s 4500 yards aerobic, no fins today');
    const { plan, applied, brief } = refine('fins ok now, found the bag', noFins);
    expect(plan.constraints?.map((c) => c.rule) ?? []).not.toContain('no_fins');
    expect(brief.limits.map((c) => c.rule)).not.toContain('no_fins');
    expect(applied[0]).toMatch(/^Fins allowed \("no fins" lifted\)/);
  });

  it('"make it harder, they were bored last time": the main set one zone harder', () => {
    const { plan, applied, notApplied, context } = refine('make it harder, they were bored last time');
    expect(notApplied).toEqual([]);
    expect(context).toEqual(['they were bored last time']);
    expect(applied[0]).toMatch(/^Harder: the main set is now VO2 \(EN3\)/);
    expect(section(plan, 'main').blocks.flatMap((b) => b.sets).some((s) => s.zone === 'EN3')).toBe(true);
  });

  it('a reason alone changes nothing and is said as such', () => {
    const { plan, applied, notApplied, context } = refine('they were bored last time');
    expect(applied).toEqual([]);
    expect(notApplied).toEqual([]);
    expect(context).toEqual(['they were bored last time']);
    expect(plan).toEqual(threshold.plan);
  });
});

describe('targeted edits', () => {
  it('"swap the main to back for Tyler and Ben, everyone else same": their own line under the main set, the team’s sets as they were', () => {
    const { plan, applied, notApplied, brief } = refine('swap the main to back for Tyler and Ben, everyone else same');
    expect(notApplied).toEqual([]);
    expect(applied).toEqual(['Tyler and Ben: main set as backstroke, on their own line; everyone else as written.']);
    expect(JSON.stringify(plan.sections.map((s) => s.blocks.map((b) => b.sets)))).toBe(JSON.stringify(threshold.plan.sections.map((s) => s.blocks.map((b) => b.sets))));
    const lines = section(plan, 'main').blocks.flatMap((b) => b.swimmers ?? []);
    expect(lines.map((l) => l.name)).toEqual(['Tyler and Ben']);
    expect(lines[0]!.sets.every((s) => s.stroke === 'back')).toBe(true);
    expect(brief.swimmers.map((s) => [s.name, s.strokes])).toEqual([
      ['Tyler', [{ section: 'main', stroke: 'back' }]],
      ['Ben', [{ section: 'main', stroke: 'back' }]],
    ]);
    // The next version writes their line again under the new main set.
    const harder = refinePlan(plan, 'make it harder', { brief }).plan as WorkoutPlan;
    expect(section(harder, 'main').blocks.flatMap((b) => b.swimmers ?? []).map((l) => l.name)).toContain('Tyler and Ben');
  });

  it('"add 10 min of dryland before we get in": a 10-minute dryland before the swim, the swim and its clock as they were', () => {
    const { plan, applied, notApplied } = refine('add 10 min of dryland before we get in');
    expect(notApplied).toEqual([]);
    expect(applied[0]).toMatch(/^Added 10 min of dryland before the swim/);
    expect(plan.dryland[0]).toMatchObject({ minutes: 10 });
    expect(plan.constraints?.some((c) => c.rule === 'max_minutes') ?? false).toBe(false);
    expect(JSON.stringify(plan.sections)).toBe(JSON.stringify(threshold.plan.sections));
  });

  it('"we lose the pool at 7" fits the practice between its start and 7 pm', () => {
    const evening = written('tues 5:30pm practice, HS varsity, 6000 SCY threshold');
    const { plan, applied, notApplied, brief } = refine('we lose the pool at 7, the swim team after us needs it', evening);
    expect(notApplied).toEqual([]);
    expect(applied[0]).toMatch(/^Fitted to the pool time \(17:30 to 19:00, 90 min\)/);
    expect(plan.constraints?.find((c) => c.rule === 'max_minutes')?.value).toBe(90);
    expect(plan.totals.minutes).toBeLessThanOrEqual(95);
    expect(brief.clock.value).toMatchObject({ start: '17:30', end: '19:00', minutes: 90 });
  });

  it('"we only have 60 min" fits the clock and says the total the plan has', () => {
    const { plan, applied } = refine('we only have 60 min today, pool is double booked');
    expect(plan.totals.minutes).toBeLessThanOrEqual(66);
    expect(applied[0]).toBe(`Fitted to 60 min: ${plan.totals.distance.toLocaleString('en-US')} yards.`);
  });

  it('one lane: "lane 2 needs more rest on the main" moves that lane’s send-offs alone', () => {
    const laned = written('HS varsity 5000 SCY threshold, 3 lanes base 1:10 / 1:20 / 1:30');
    const { plan, notApplied, context } = refine('lane 2 needs more rest on the main, they died last time', laned);
    expect(notApplied).toEqual([]);
    expect(context).toEqual(['they died last time']);
    const pairs = section(plan, 'main').blocks.flatMap((b) => b.sets).map((s, i) => [s, section(laned.plan, 'main').blocks.flatMap((b) => b.sets)[i]!] as const);
    for (const [after, before] of pairs) {
      if (before.sendOff?.type !== 'interval') continue;
      const lane = (s: SwimSet, i: number) => s.lanes?.[i]?.sendOff?.seconds ?? s.sendOff!.seconds;
      expect(lane(after, 1)).toBe(lane(before, 1) + 5);
      expect(lane(after, 0)).toBe(lane(before, 0));
      expect(lane(after, 2)).toBe(lane(before, 2));
    }
    expect(strip(plan, 'warmup')).toBe(strip(laned.plan, 'warmup'));
  });

  it('a lane the plan does not have is answered with the lanes it has', () => {
    const laned = written('HS varsity 5000 SCY threshold, 3 lanes base 1:10 / 1:20 / 1:30');
    const { applied, notApplied } = refine('lane 6 needs more rest', laned);
    expect(applied).toEqual([]);
    expect(notApplied[0]!.why).toMatch(/no lane 6 \(its lanes: Lane 1, Lane 2, Lane 3\)/);
  });

  it('"the second round faster" changes that round alone, the easy swim between efforts kept easy', () => {
    const rounds = written('HS varsity 5000 SCY threshold', '2026-03-04');
    const main = section(rounds.plan, 'main');
    expect(main.blocks[0]).toMatchObject({ rounds: 4 });
    const { plan, applied, notApplied } = refine('make the second round faster', rounds);
    expect(notApplied).toEqual([]);
    expect(applied[0]).toMatch(/^The second round faster: EN3, send-offs 5 s tighter/);
    const blocks = section(plan, 'main').blocks;
    expect(blocks.map((b) => [b.rounds, b.label])).toEqual([
      [1, 'Round 1'],
      [1, 'Round 2'],
      [2, 'Rounds 3-4'],
    ]);
    expect(blocks[0]!.sets).toEqual(main.blocks[0]!.sets);
    expect(blocks[2]!.sets).toEqual(main.blocks[0]!.sets);
    expect(blocks[1]!.sets.map((s) => s.zone)).toEqual(['EN3', 'REC']);
  });
});

describe('the plan says what it now is', () => {
  it('"cut 500, more kick": 500 less overall, more kick, no line that says the total was kept', () => {
    const { plan, applied, notApplied } = refine('cut 500, more kick');
    expect(notApplied).toEqual([]);
    expect(Math.abs(plan.totals.distance - (threshold.plan.totals.distance - 500))).toBeLessThanOrEqual(250);
    expect(applied.join(' ')).not.toMatch(/total is kept/);
    expect(applied[0]).toBe(`500 shorter: ${plan.totals.distance.toLocaleString('en-US')} yards.`);
    expect(plan.notes.join(' ')).not.toMatch(/total is kept/);
    const kick = (p: WorkoutPlan) => p.sections.filter((s) => s.kind === 'kick').reduce((a, s) => a + s.distance, 0);
    expect(kick(plan)).toBeGreaterThan(kick(threshold.plan));
  });

  it('after "cut 500, more kick" every set it changed has repeats a coach writes, and no lane swims more than the first', () => {
    for (const description of ['HS varsity 5000 SCY threshold and IM', 'sat am, 13-14 girls, 2hrs SCY. aerobic. 3 lanes, base 1:15 / 1:22 / 1:30', 'college D3 6000 scy distance']) {
      for (const date of ['2026-03-02', '2026-03-03', '2026-03-04']) {
        const from = written(description, date);
        const { plan } = refine('cut 500, more kick', from);
        const before = new Set(sets(from.plan).map((s) => JSON.stringify({ ...s, lanes: undefined })));
        for (const s of sets(plan)) {
          if (before.has(JSON.stringify({ ...s, lanes: undefined })) || s.reps <= 6) continue;
          expect(isClean(s.reps, repStep(s)), `${s.reps} x ${s.distance} ${s.stroke} on "${description}" ${date}`).toBe(true);
        }
        for (const s of sets(plan)) for (const lane of s.lanes ?? []) expect(lane.reps).toBeLessThanOrEqual(s.reps);
      }
    }
  });
});

describe('continuity: what the instruction did not touch stays', () => {
  const coach = written('HS varsity 5000 SCY threshold, main set 10 x 100 @ 1:20. Maria has a sore shoulder');

  it('the coach’s own set and the injury lines survive a rewrite of the day', () => {
    const mainBefore = section(coach.plan, 'main').blocks.filter((b) => b.coachWritten);
    expect(mainBefore).toHaveLength(1);
    for (const instruction of ['make it harder', 'cut 1000', 'write it for 13-14s', 'switch to SCM', 'more kick and less pull']) {
      const { plan } = refine(instruction, coach);
      const kept = plan.sections.flatMap((s) => s.blocks.filter((b) => b.coachWritten));
      if (instruction !== 'switch to SCM') expect(kept.map((b) => b.sets.map((s) => [s.reps, s.distance, s.stroke, s.sendOff]))).toEqual(mainBefore.map((b) => b.sets.map((s) => [s.reps, s.distance, s.stroke, s.sendOff])));
      const maria = plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.swimmers ?? [])).filter((l) => l.name === 'Maria');
      expect(maria.length, instruction).toBeGreaterThan(0);
      expect(maria.flatMap((l) => l.sets).some((s) => s.equipment.includes('paddles') || s.stroke === 'fly')).toBe(false);
    }
  });
});

describe('seasons', () => {
  const { plan: seasonPlan, brief: seasonBrief } = write({
    date: '2026-08-31',
    description: '16-week season plan for club senior swimmers, 6 practices a week, 6000 yards, 200 back. B meet Fall Invitational on Oct 17, B meet Winter Classic on Nov 21, A meet Sectionals on Dec 19',
  });
  const season = seasonPlan as SeasonPlan;
  const refineSeason = (instruction: string, opened?: string[]) => {
    const result = refinePlan(season, instruction, { brief: seasonBrief, ...(opened ? { opened } : {}) });
    expect(validatePlan(result.plan).ok).toBe(true);
    return { ...result, plan: result.plan as SeasonPlan };
  };
  const weekOf = (plan: SeasonPlan, date: string) => plan.weeks.find((w) => w.days!.some((d) => d.date === date))!;

  it('"add a dual meet in week 9": on that week’s Saturday, trained through; the other meets where they were', () => {
    const { plan, applied, notApplied } = refineSeason('add a dual meet in week 9');
    expect(notApplied).toEqual([]);
    expect(applied[0]).toMatch(/^Dual meet added on Oct 31 \(week 9\), a C meet/);
    expect(plan.meets!.map((m) => [m.date, m.importance])).toEqual([
      ['2026-10-17', 'B'],
      ['2026-10-31', 'C'],
      ['2026-11-21', 'B'],
      ['2026-12-19', 'A'],
    ]);
    expect(weekOf(plan, '2026-10-31').load).toBe('load');
  });

  it('"add a B meet in week 11": a mini-rest into it', () => {
    const { plan, notApplied } = refineSeason('add a B meet in week 11');
    expect(notApplied).toEqual([]);
    expect(weekOf(plan, '2026-11-14').load).toBe('mini_rest');
  });

  it('"the invitational got cancelled, train through": off the calendar, its week trained through', () => {
    expect(weekOf(season, '2026-10-17').load).toBe('mini_rest');
    const { plan, applied, notApplied } = refineSeason('the invitational got cancelled, train through');
    expect(notApplied).toEqual([]);
    expect(applied).toEqual(['Fall Invitational (Oct 17) taken off the calendar: week 7 is trained through, no mini-rest.']);
    expect(plan.meets!.map((m) => m.name)).toEqual(['Winter Classic', 'Sectionals']);
    expect(weekOf(plan, '2026-10-16').load).not.toBe('mini_rest');
  });

  it('"move the taper a week later": a week shorter into the same A meet', () => {
    const { plan, applied, notApplied } = refineSeason('move the taper a week later');
    expect(notApplied).toEqual([]);
    expect(plan.taper!.days).toBe(season.taper!.days! - 7);
    expect(applied[0]).toMatch(/^Taper starts a week later: 5 days into Sectionals/);
    expect(plan.meets!.find((m) => m.importance === 'A')!.date).toBe('2026-12-19');
  });

  it('"we\'re off Thanksgiving week": no practice that week, the meets where they were', () => {
    const { plan, notApplied } = refineSeason("we're off Thanksgiving week, most families travel");
    expect(notApplied).toEqual([]);
    expect(plan.breaks).toContainEqual(expect.objectContaining({ from: '2026-11-23', to: '2026-11-29', kind: 'off' }));
    expect(plan.weeks.find((w) => w.startDate === '2026-11-23')!.days!.filter((d) => d.kind === 'practice')).toEqual([]);
    expect(plan.meets).toEqual(season.meets);
  });

  it('"make week 6 a recovery week" and "week 8 IM focus" shape those weeks', () => {
    expect(refineSeason('make week 6 a recovery week').plan.weeks[5]!.load).toBe('recovery');
    const im = refineSeason('week 8 IM focus').plan.weeks[7]!;
    expect(im.emphasis).toMatch(/^IM week, as you asked/);
    expect(im.keySets.filter((s) => s.distance >= 100).every((s) => s.stroke === 'im')).toBe(true);
  });

  it('weeks already opened as practices keep their dates and their days', () => {
    const opened = season.weeks[1]!.days![0]!.date;
    const { plan, notApplied } = refineSeason('add two weeks', [opened]);
    expect(notApplied[0]!.why).toMatch(/no room to move its start/);
    expect(plan).toBe(season);
    const moved = refineSeason('5 practices a week', [opened]).plan;
    expect(moved.weeks[1]).toEqual(season.weeks[1]);
  });
});
