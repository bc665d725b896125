import { describe, expect, it } from 'vitest';
import { lcm, lesson, scy6000, season, textOnly } from '../../test/fixtures';
import { seasonBodyOf, workoutBodyOf } from '../../test/tools';
import { blocksOf, buildDocument, setRowCells, type SetRow } from './model';

describe('the printed plan model', () => {
  it('takes the title from the **Title** line, then the stored title, then "{product} Workout"', () => {
    expect(buildDocument(scy6000, 'LaneForge').title).toBe('College/Senior Threshold & IM Workout — 200 IM Prep');
    const untitled = { ...textOnly, generated_workout: 'Warm-up 400\nMain 8 x 100', title: 'Tuesday sprint' };
    expect(buildDocument(untitled, 'LaneForge').title).toBe('Tuesday sprint');
    expect(buildDocument({ ...untitled, title: '' }, 'LaneForge').title).toBe('LaneForge Workout');
  });

  it('heads a workout with date, total, estimated time, course and level', () => {
    const facts = Object.fromEntries(buildDocument(scy6000, 'LaneForge').facts.map((f) => [f.label, f.value]));
    expect(facts).toMatchObject({ Date: 'Sat, Nov 21, 2026', Total: '6,000 yd', 'Est. time': '1 h 37 min', Course: 'SCY · 25-yard pool', Level: 'College/senior' });
  });

  it('writes each set as reps × distance, stroke, details with equipment, send-off and zone', () => {
    const body = workoutBodyOf(buildDocument(scy6000, 'LaneForge'));
    const kick = body.sections.find((s) => s.name === 'Kick');
    expect(kick?.subtotal).toBe('500 yd');
    expect(setRowCells(kick?.rows[0] as SetRow)).toEqual(['10 × 50', 'Kick', 'fast/easy by 25 (Kickboard)', '@ 0:55', 'EN1', '500']);
    const cooldown = body.sections.find((s) => s.name === 'Cool-down');
    expect(setRowCells(cooldown?.rows[0] as SetRow)).toEqual(['300', 'Choice', 'easy, stretch out', '', 'REC', '300']);
  });

  it('heads the sets of a rounds block with the group as coaches write it and its distance', () => {
    const main = (workoutBodyOf(buildDocument(lcm, 'LaneForge'))).sections.find((s) => s.name === 'Main Set');
    expect(main?.rows.map((r) => (r.kind === 'rounds' ? `${r.text} ${r.distance}` : `${r.nested ? '  ' : ''}${r.amount} ${r.zone}`))).toEqual([
      '4 × (3 × 100 Free + 100 Choice) 1,600',
      '  3 × 100 EN3',
      '  100 REC',
    ]);
  });

  it('sums the distance per zone to the workout total', () => {
    const body = workoutBodyOf(buildDocument(scy6000, 'LaneForge'));
    expect(body.zoneTotals.reduce((s, z) => s + z.distance, 0)).toBe(6000);
    expect(body.zoneTotals.map((z) => z.zone)).toEqual(['REC', 'EN1', 'EN2', 'SP1']);
  });

  it('groups a season into its phases and lists every week with dates, phase, volume and key sets', () => {
    const body = seasonBodyOf(buildDocument(season, 'LaneForge'));
    expect(body.phases.map((p) => `${p.name}: ${p.weeks}`)).toEqual([
      'General preparation: Weeks 1–5',
      'Specific preparation: Weeks 6–10',
      'Competition: Weeks 11–13',
      'Taper: Weeks 14–16',
    ]);
    expect(body.weeks).toHaveLength(16);
    expect(body.weeks[0]).toMatchObject({ dates: 'Sep 7–13', phaseName: 'General preparation', loadName: 'Load', volumeText: '22,500' });
    expect(body.weeks[3]).toMatchObject({ dates: 'Sep 28 – Oct 4', loadName: 'Recovery' });
    expect(body.weeks[0]?.keySets[0]).toBe('4 × 400 Breast @ 7:20 — EN1, negative split');
    expect(body.taper).toBe('Weeks 14–16, volume down 52% from 27,000 to 13,000 yd, intensity kept.');
  });

  it('keeps every line of a text-only plan but the title line', () => {
    const document = buildDocument(textOnly, 'LaneForge');
    expect(document.title).toBe('Técnica y Resistencia — Sesión del Miércoles');
    expect(blocksOf(document, 'text')[0]?.body.lines).toEqual(textOnly.generated_workout.split('\n').slice(1));
    expect(blocksOf(document, 'coachNotes')[0]?.lines.join('\n')).toContain('Дмитрий Иванов');
  });

  it('prints a lesson’s timed steps, with its time and no yardage', () => {
    const document = buildDocument(lesson, 'LaneForge');
    expect(blocksOf(document, 'steps')[0]).toEqual({
      kind: 'steps',
      title: 'Lesson · 30 min',
      lines: ['Hello and the plan, parent in sight (4 min): Sit on the top step, feet in; the instructor in the water in front, at eye level.', 'A job on the step (20 min): Pour water from a cup; never lifted in against their will.', 'Their favourite, then out (6 min): Out by the steps; show the parent one thing they did.'],
    });
    expect(blocksOf(document, 'sets')).toEqual([]);
    const facts = Object.fromEntries(document.facts.map((f) => [f.label, f.value]));
    expect(facts.Total).toBeUndefined();
    expect(facts.Time).toBe('30 min');
  });

  it('lists the generator’s assumptions and notes', () => {
    expect(blocksOf(buildDocument(lcm, 'LaneForge'), 'notes')[0]?.notes).toEqual(['Assumed: a 50 m pool with the bulkhead at the far end', 'Race-pace 50s from a push, not a dive.']);
  });
});
