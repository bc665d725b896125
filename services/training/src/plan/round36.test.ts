import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '@laneforge/contracts';
import { renderPlan, write, writePlan } from './index';

const linesOf = (plan: WorkoutPlan, name: string) => plan.sections.flatMap((s) => s.blocks.flatMap((b) => (b.swimmers ?? []).filter((l) => l.name === name).flatMap((l) => l.sets)));

describe('round 36: the day asked, read from the coach\'s words', () => {
  it('"rest of team thresh day": a threshold practice, not an assumed aerobic one', () => {
    const plan = writePlan({ date: '2027-05-04', description: 'HS girls 90 min 25y. Abby is on step 4 of concussion return - cleared for moderate effort, no flip turns, no dives, nothing all out. rest of team thresh day', coach_notes: null }) as WorkoutPlan;
    expect(plan.focus[0]).toBe('threshold');
  });

  it('"normal aerobic/thresh day": the threshold day comes first', () => {
    const plan = writePlan({ date: '2027-02-02', description: '15-18 grp tues 2hr scy, ~6000', coach_notes: 'rest of the group normal aerobic/thresh day' }) as WorkoutPlan;
    expect(plan.focus[0]).toBe('threshold');
  });

  it('"did a ton tues" and "sun is in their eyes" are stories: the plan stays on the form\'s date', () => {
    expect(writePlan({ date: '2027-07-22', description: '12&U 90 min scm. no fly for the whole group today (did a ton tues and several kids complaining about shoulders)', coach_notes: null }).date).toBe('2027-07-22');
    expect(writePlan({ date: '2027-06-15', description: 'LCM summer, 13-14 boys, 7-9am, 5k-ish. aerobic base w/ pulling', coach_notes: 'sun is in their eyes on BK going north, not a big deal just fyi' }).date).toBe('2027-06-15');
    // A weekday said as the session's day still moves it.
    expect(writePlan({ date: '2027-06-15', description: 'sat am 13-14 boys 2 hrs LCM aerobic', coach_notes: null }).date).toBe('2027-06-19');
  });
});

describe('round 36: a broken toe', () => {
  it('"Jonah broke his toe … cant push off hard w that foot - he can pull": gentle push-offs, pull in place of kick', () => {
    const plan = writePlan({ date: '2027-07-22', description: '12&U 90 min scm. Jonah broke his toe, its taped, no fins and he cant push off hard w that foot - he can pull', coach_notes: null }) as WorkoutPlan;
    const jonah = linesOf(plan, 'Jonah');
    expect(jonah.some((s) => s.stroke === 'pull')).toBe(true);
    expect(jonah.every((s) => s.stroke !== 'kick')).toBe(true);
    expect(renderPlan(plan)).toMatch(/Jonah[^\n]*gentle push-offs/);
  });
});

describe('round 36: who the lesson and the lake swim are for', () => {
  it('"Zoe, 8 y/o … loves the water but loud noises and whistles upset her": an 8 & under lesson, the water no toy', () => {
    const { plan } = write({ date: '2027-10-19', description: 'private 30 min, Zoe, 8 y/o, autistic, loves the water but loud noises and whistles upset her. she can glide, working on freestyle arms w breathing', coach_notes: null });
    const text = renderPlan(plan);
    expect(text).toMatch(/Level: Age group 8 & under/);
    expect(text).not.toMatch(/toy \(water\)|loves: water/);
  });

  it('"open water grp … some in wetsuits … 2 kayakers on safety … buoys every 200m": adults, two kayaks, 200 m buoys', () => {
    const { plan, brief } = write({ date: '2027-07-10', description: 'open water grp sat 7am at the lake, ~1.5 mi loop w buoys every 200m or so. 70 min. mixed ability, some in wetsuits some not, water about 68F', coach_notes: '2 kayakers on safety, we swim clockwise around the loop' });
    expect(brief.who.value.squad).toBe('masters');
    const text = renderPlan(plan);
    expect(text).not.toMatch(/No boat named/);
    expect(text).toMatch(/buoy to buoy \(200 m\)/);
  });
});
