import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '@laneforge/contracts';
import { writePlan } from '../index';

/** Tests swum in heats: a broken-200 test and a time trial for young swimmers are those tests, not a T-30. */

const write = (description: string, coach_notes: string | null = null, date = '2027-02-03') => writePlan({ date, description, coach_notes }) as WorkoutPlan;
const sets = (plan: WorkoutPlan) => plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets.map((set) => ({ set, section: s }))));

describe('a broken 200 test day', () => {
  const plan = write(
    'broken 200 free test day, senior group, 2hr scy. 4x50 on :10 rest at goal pace, want it in the middle of practice not first thing. need real warm-up before + recovery swim after + some aerobic to fill the 2hr',
    'goal 200 times range 1:48 to 2:15. 6 lanes. record the 50 splits so I need the test lanes organized so 2 coaches can time',
  );

  it('swims the 4 x 50 on :10 rest at goal pace as the test, in heats the two coaches time, with goal splits', () => {
    const test = plan.sections.find((s) => s.name === 'Test Set')!;
    const set = sets({ ...plan, sections: [test] })[0]?.set;
    expect(set).toMatchObject({ reps: 4, distance: 50, stroke: 'free', sendOff: { type: 'rest', seconds: 10 } });
    expect(set!.lanes).toBeUndefined();
    expect(set!.description).toMatch(/heats, one swimmer a lane/);
    expect(set!.description).toMatch(/coach 1 times lanes 1-3, coach 2 times lanes 4-6/);
    expect(set!.description).toMatch(/1:48 → 27\.0 .* 2:15 → 33\.8/);
    expect(plan.title).toMatch(/Broken 200 Free Test/);
    expect(sets(plan).some(({ set: s }) => /T-30|continuous/.test(s.description))).toBe(false);
    expect(plan.sections.some((s) => s.name === 'Coach Set')).toBe(false);
  });

  it('puts the test in the middle, after a full warm-up, with a recovery swim right after and aerobic swimming to fill', () => {
    const names = plan.sections.map((s) => s.name);
    const at = names.indexOf('Test Set');
    expect(names[at + 1]).toBe('Recovery Swim');
    const before = plan.sections.slice(0, at).reduce((m, s) => m + s.distance, 0);
    expect(before).toBeGreaterThanOrEqual(1500);
    expect(plan.sections.slice(at + 2).some((s) => s.name.startsWith('Aerobic'))).toBe(true);
    // The heats' waiting comes out of the two hours: the swimming leaves room for it.
    expect(plan.totals.minutes).toBeLessThanOrEqual(108);
    expect(plan.totals.minutes).toBeGreaterThanOrEqual(90);
  });

  it.each([
    ['broken 200 test for my seniors tomorrow, 90 min scy, 4 x 50 w/ 10 sec rest at goal pace in the middle of practice', 50],
    ['2hr scy senior practice, broken 100 fly test mid practice (4x25 on :10 rest), easy after', 25],
  ])('"%s" is a broken test of its pieces', (description, piece) => {
    const paraphrase = write(description);
    const test = paraphrase.sections.find((s) => s.name === 'Test Set')!;
    expect(test.blocks[0]!.sets[0]).toMatchObject({ reps: 4, distance: piece, sendOff: { type: 'rest', seconds: 10 } });
    expect(paraphrase.title).toMatch(/Broken \d+ \w+ Test/);
  });
});

describe('a time trial for 8&U and 9-10s', () => {
  const plan = write('time trial practice for 8&U and 9-10s, 60 min scy, 25s and 50s of all 4 strokes, parents timing with stopwatches (no touchpads). 6 lanes, ~35 kids. need a warm up and the order of events', null, '2027-05-15');

  it('is an order of events in heats, each stroke timed, the 8&U on 25s and the 9-10s on 50s, within the hour', () => {
    const steps = plan.steps ?? [];
    const events = steps.filter((s) => s.title.startsWith('Event'));
    expect(events.map((s) => s.title.replace(/^Event \d+: /, ''))).toEqual(['8&U 25 Free', '9-10 50 Free', '8&U 25 Back', '9-10 50 Back', '8&U 25 Breast', '9-10 50 Breast', '8&U 25 Fly', '9-10 50 Fly']);
    expect(events.every((s) => /heats? of up to 6, one swimmer a lane/.test(s.detail))).toBe(true);
    expect(events.filter((s) => s.title.startsWith('Event 1:'))[0]!.detail).toMatch(/no dives/);
    expect(steps[0]!.detail).toMatch(/stopwatches/);
    expect(steps.some((s) => s.title === 'Warm-up')).toBe(true);
    expect(steps.reduce((m, s) => m + s.minutes, 0)).toBe(60);
    expect(plan.sections).toEqual([]);
    expect(JSON.stringify(plan)).not.toMatch(/T-20|T-30|continuous/);
  });

  it.each([
    ['9-10 time trial of 50s free back breast fly, 45 min scy 5 lanes, 24 kids', ['50 Fly', '50 Back', '50 Breast', '50 Free']],
    ['8 and unders time trials 25 free and 25 back, 30 min, 4 lanes', ['25 Back', '25 Free']],
  ])('"%s" times each event asked', (description, titles) => {
    const events = (write(description, null, '2027-05-15').steps ?? []).filter((s) => s.title.startsWith('Event'));
    expect(events.map((s) => s.title.replace(/^Event \d+: /, ''))).toEqual(titles);
  });
});

describe('a time trial with an IM for the older swimmers (round 32)', () => {
  const titles = (description: string) => (write(description, null, '2027-08-05').steps ?? []).filter((s) => s.title.startsWith('Event')).map((s) => s.title.replace(/^Event \d+: /, ''));

  it('"everyone swims 50 of each stroke + 100 IM for 11+": four 50s for everyone and the 100 IM for the 11+ alone, never a 100 of a stroke', () => {
    const plan = write('time trial night for summer team 8-14, 90 min 25m. everyone swims 50 of each stroke + 100 IM for 11+. need warm up and an order of events, 6 lanes, ~45 kids, parents timing', null, '2027-08-05');
    const events = (plan.steps ?? []).filter((s) => s.title.startsWith('Event'));
    expect(events.map((s) => s.title.replace(/^Event \d+: /, ''))).toEqual(['50 Free', '50 Back', '50 Breast', '50 Fly', '11+ 100 IM']);
    // The 11-14s are about four of the seven ages: fewer heats than the whole team's.
    const heats = (detail: string) => +/^(\d+) heats?/.exec(detail)![1]!;
    expect(heats(events[4]!.detail)).toBeLessThan(heats(events[0]!.detail));
    expect(events[0]!.detail).toMatch(/of up to 6/);
  });

  it.each([
    ['time trials tonight for 8-12s, 25s of each stroke and 200 IM for 11 and over, 60 min scy 5 lanes 30 kids', ['25 Free', '25 Back', '25 Breast', '25 Fly', '11+ 200 IM'], /of up to 5/],
    ['time trial day: 50 of every stroke for everyone and 100 IM for 12+, ages 9-14, 6 lanes 40 kids, 2 hrs scy', ['50 Free', '50 Back', '50 Breast', '50 Fly', '12+ 100 IM'], /of up to 6/],
  ])('"%s" swims each stroke at its distance and the IM for its band, in the lanes said', (description, expected, lanes) => {
    expect(titles(description)).toEqual(expected);
    expect((write(description, null, '2027-08-05').steps ?? []).find((s) => s.title.startsWith('Event 1'))!.detail).toMatch(lanes);
  });
});
