import { describe, expect, it } from 'vitest';
import type { DrylandSession, WorkoutPlan } from '@laneforge/contracts';
import { addDays } from '@laneforge/contracts';
import { refinePlan, renderPlan, validatePlan, write } from './index';

const plans = (description: string, coach_notes: string | null = null, days = 6) =>
  Array.from({ length: days }, (_, d) => write({ date: addDays('2026-11-23', d), description, coach_notes }).plan as WorkoutPlan);
const names = (session: DrylandSession) => session.parts.flatMap((p) => p.exercises.map((e) => e.name));
const jumps = /jump|hop|bound|jacks|skip/i;

/** The time the exercises take, as a coach would run them: every set, its work, its rests, a moment to set up. */
function minutesOf(session: DrylandSession): number {
  const stations = session.parts.flatMap((p) => p.exercises).filter((e) => e.name.startsWith('Station '));
  const circuit = stations.reduce((s, e) => s + e.sets * ((e.seconds ?? 0) + e.restSeconds), 0);
  const rest = session.parts.flatMap((p) => p.exercises).filter((e) => !e.name.startsWith('Station '));
  const each = rest.reduce((s, e) => s + e.sets * (e.seconds ?? (e.reps ?? 0) * 3) * (/\(each/.test(e.name) ? 2 : 1) + Math.max(0, e.sets - 1) * e.restSeconds + 20, 0);
  return (circuit + each) / 60;
}

describe('dryland as the coach can run it', () => {
  it('a wet deck has no jumps, hops or bounds, and says so', () => {
    for (const plan of plans('dryland 20 min on deck before we swim, bands only, 25 kids 11-14. deck is wet')) {
      const session = plan.dryland[0]!;
      expect(names(session).filter((n) => jumps.test(n))).toEqual([]);
      expect(plan.notes.join(' ')).toMatch(/Wet deck: no jumps/);
    }
  });

  it('"no jumping" is kept on a dry floor too', () => {
    for (const plan of plans('masters dryland 30 min, in the lobby, carpet, people 35-70 with bad knees and shoulders. no jumping at all. bands + stability ball')) {
      expect(names(plan.dryland[0]!).filter((n) => jumps.test(n))).toEqual([]);
    }
  });

  it('bands only: no medicine balls, dumbbells, boxes or bars', () => {
    for (const plan of plans('dryland 20 min before practice, bands only, 13-14s')) {
      expect(names(plan.dryland[0]!).filter((n) => /medicine|dumbbell|box|pull-ups|squats? in the rack|back squats|kettlebell|TRX|stability/i.test(n))).toEqual([]);
      expect(names(plan.dryland[0]!).some((n) => /^Band /.test(n))).toBe(true);
    }
  });

  it('nothing at all: body weight only, said in one line', () => {
    for (const plan of plans('dryland for 25 masters on the pool deck, we have nothing, 30 min')) {
      expect(names(plan.dryland[0]!).filter((n) => /band|ball|dumbbell|box|bar|TRX|kettlebell|roller/i.test(n))).toEqual([]);
      expect(plan.notes).toContain('No equipment: body weight only.');
    }
  });

  it('uses the gear the coach has: six medicine balls make a medicine-ball station', () => {
    for (const plan of plans('30 min dryland after practice for hs team in the gym (dry floor), we have 6 med balls and a few yoga mats. early season', 'about 30 kids so need stations')) {
      const session = plan.dryland[0]!;
      expect(session.title).toMatch(/station circuit/);
      expect(names(session).some((n) => /^Station \d+ — Medicine-ball/.test(n))).toBe(true);
      expect(plan.notes.join(' ')).toMatch(/Stations: \d stations, \d+ swimmers at each; \d+ s work, 15 s to move/);
      expect(plan.notes.join(' ')).toMatch(/Early season/);
    }
  });

  it('9-10s in a weight room still get body weight: no bars, dumbbells or loads', () => {
    for (const plan of plans('weight room session for my 9-10s, 40 min')) {
      expect(names(plan.dryland[0]!).filter((n) => /dumbbell|squats? in the rack|back squats|deadlift|goblet|kettlebell|bench press|pull-ups|band/i.test(n))).toEqual([]);
      expect(plan.notes.join(' ')).toMatch(/Body weight only for this age/);
    }
  });

  it('a college weight room mid-season: real lifts from the racks and dumbbells, at a maintenance dose', () => {
    for (const plan of plans('college team, weight room 45 min, mid season. we have racks, db\'s, boxes, TRX. 2x/wk lift, this is thursday')) {
      const session = plan.dryland[0]!;
      expect(names(session).some((n) => /Back squats|Dumbbell/.test(n))).toBe(true);
      const loaded = session.parts.flatMap((p) => p.exercises).filter((e) => /Back squats|Dumbbell|Goblet/.test(e.name));
      for (const e of loaded) expect(e.sets).toBeLessThanOrEqual(3);
      expect(plan.notes.join(' ')).toMatch(/Mid-season: maintenance/);
    }
  });

  it('within 2-3 weeks of a championship: activation, light core and mobility only, nothing loaded or jumping', () => {
    for (const plan of plans('taper dryland for club seniors, champs in 9 days, 20 min, bands + med balls. don\'t want them sore')) {
      const session = plan.dryland[0]!;
      expect(session.parts.map((p) => p.part)).not.toContain('strength');
      expect(names(session).filter((n) => jumps.test(n) || /slams|throw|dumbbell/i.test(n))).toEqual([]);
      for (const e of session.parts.flatMap((p) => p.exercises)) expect(e.sets).toBeLessThanOrEqual(2);
    }
  });

  it('older masters with bad knees and shoulders: no squats, lunges, kneeling, push-ups or loaded twists; standing work before the floor', () => {
    for (const plan of plans('masters dryland 30 min, in the lobby, carpet, people 35-70 with bad knees and shoulders. no jumping at all. bands + stability ball')) {
      const session = plan.dryland[0]!;
      expect(names(session).filter((n) => /squats\b|lunge|bird dog|cat-cow|push-ups|pull-ups|twists|step-ups/i.test(n))).toEqual([]);
      expect(validatePlan(plan).ok).toBe(true);
      // One trip to the floor: strength is all standing.
      const strength = session.parts.find((p) => p.part === 'strength')?.exercises.map((e) => e.name) ?? [];
      expect(strength.filter((n) => /hamstring curls|glute bridges|plank/i.test(n))).toEqual([]);
    }
  });

  it('"a few with bad backs": no supermans, flutter kicks on the back or jumps, on any day', () => {
    for (const plan of plans('30 min dryland for masters group before swim, ages 40-70, a few with bad backs and knees. we have mats and bands only')) {
      expect(plan.constraints?.map((c) => c.rule)).toContain('lower_back');
      expect(names(plan.dryland[0]!).filter((n) => /superman|flutter kicks on back|slams|swings/i.test(n) || jumps.test(n))).toEqual([]);
    }
  });

  it('the youngest play: games and body weight', () => {
    for (const plan of plans('no equipment, 15 min, 8&U before practice', 'outside on grass if nice')) {
      const all = names(plan.dryland[0]!);
      expect(all.some((n) => /game|Animal walks|Frog jumps|Flamingo/.test(n))).toBe(true);
      expect(all.filter((n) => /band|ball|dumbbell/i.test(n))).toEqual([]);
    }
  });

  it('fills the coach’s minutes, within two either way', () => {
    const requests = [
      'dryland 20 min on deck before we swim, bands only, 25 kids 11-14. deck is wet',
      'college team, weight room 45 min, mid season. we have racks, db\'s, boxes, TRX',
      'masters dryland 30 min, lobby, bands + stability ball',
      'dryland only, 60 minutes, HS varsity, bands and med balls',
      'dryland 15 min, 11-12s, no equipment',
    ];
    for (const request of requests) {
      for (const plan of plans(request, null, 4)) {
        const session = plan.dryland[0]!;
        expect(session.minutes).toBe(plan.totals.minutes);
        expect(Math.abs(minutesOf(session) - session.minutes)).toBeLessThanOrEqual(2.5);
      }
    }
  });

  it('beside a practice: after the swim when the coach says so, the swim written too', () => {
    const plan = plans('HS 4500 threshold + 20 min dryland after', null, 1)[0]!;
    expect(plan.sections.length).toBeGreaterThan(0);
    expect(plan.dryland[0]!.title).toBe('Dryland after the swim');
    expect(plan.dryland[0]!.minutes).toBe(20);
    expect(renderPlan(plan)).toMatch(/^Dryland after the swim \(20 min\)$/m);
  });

  it('a refinement’s "no jumping" takes the jumps out of the dryland and says which', () => {
    const plan = plans('college team, weight room 45 min, mid season. racks, db\'s, boxes', null, 1)[0]!;
    expect(names(plan.dryland[0]!).some((n) => jumps.test(n))).toBe(true);
    const refined = refinePlan(plan, 'no jumping');
    expect(refined.notApplied).toEqual([]);
    const after = (refined.plan as WorkoutPlan).dryland[0]!;
    expect(names(after).filter((n) => jumps.test(n))).toEqual([]);
    expect(refined.applied.join(' ')).toMatch(/Dryland: .*jumps taken out/);
  });

  it('"core" asks for core: no strength block, no jumps', () => {
    for (const plan of plans('13-14s 4000 scy aerobic, 15 min core on deck before practice')) {
      const session = plan.dryland[0]!;
      expect(session.title).toBe('Dryland core before the swim');
      expect(session.parts.map((p) => p.part)).not.toContain('strength');
      expect(session.parts.find((p) => p.part === 'core')!.exercises.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('a mobility session is stretches only, held longer', () => {
    const session = plans('masters 3000 scy + 20 min mobility after', null, 1)[0]!.dryland[0]!;
    expect(session.title).toBe('Mobility after the swim');
    expect(session.parts.map((p) => p.part)).toEqual(['mobility']);
  });

  it('on an open field nothing needs a wall; the coach’s jump ropes are used', () => {
    for (const plan of plans('dryland circuit for 40 kids 9-12, 30 min, outside on grass, jump ropes')) {
      const all = names(plan.dryland[0]!);
      expect(all.filter((n) => /wall/i.test(n))).toEqual([]);
      expect(all.some((n) => /Jump rope/.test(n))).toBe(true);
    }
  });
});

describe('dryland as the sixteenth blind round asked for it', () => {
  it('"15 min dryland in the lobby before practice … warm up for swimming not a workout" is a 15-minute warm-up with games, no swim and no strength circuit', () => {
    const [plan] = plans('8&U 15 min dryland in the lobby before practice, no equipment, carpet, small space (20 kids)', 'need it to be fun, they get wild. warm up for swimming not a workout', 1);
    expect(plan!.sessionType).toBe('dryland');
    expect(plan!.sections).toEqual([]);
    const session = plan!.dryland![0]!;
    expect(session.parts.map((p) => p.part)).not.toContain('strength');
    expect(names(session).some((n) => /game/i.test(n))).toBe(true);
    expect(Math.abs(minutesOf(session) - 15)).toBeLessThanOrEqual(3);
  });

  it('"circuit … stretch cords, yoga mats, 2 stability balls, cones | deck is wet … so we\'re in the multipurpose room (dry floor)" is a strength circuit on a dry floor, the cones used', () => {
    const [plan] = plans('dryland circuit 40 min for 9-12 yr olds. equipment: stretch cords, yoga mats, 2 stability balls, cones', "deck is wet from morning swim so we're in the multipurpose room (dry floor). 22 kids, 2 coaches", 1);
    const session = plan!.dryland![0]!;
    expect(session.parts.map((p) => p.part)).toContain('strength');
    expect(names(session).some((n) => /cone/i.test(n))).toBe(true);
    expect(renderPlan(plan!)).not.toMatch(/Wet deck/);
    expect(names(session).filter((n) => n.startsWith('Station ')).length).toBeGreaterThanOrEqual(5);
  });
});

describe('games on a wet deck', () => {
  it('a chasing game is never written for a wet deck', () => {
    for (const plan of plans('6-8 yr olds, 15 min dryland on deck before they swim, the deck is always wet, make it fun', null, 4)) {
      for (const session of plan.dryland ?? []) expect(names(session).filter((n) => /tag|chase|relay run/i.test(n))).toEqual([]);
    }
  });
});

describe("a swimmer's own limit in a dryland session", () => {
  it('Jake\'s sore knee gives him his own move beside each squat, lunge or jump; the group keeps theirs', () => {
    const [plan] = plans('dryland only, 30 minutes, 11-12s. Jake has a sore knee', null, 1);
    const exercises = plan!.dryland.flatMap((d) => d.parts.flatMap((p) => p.exercises));
    const kneeMoves = exercises.filter((e) => /squat|lunge|jump/i.test(e.name));
    expect(kneeMoves.length).toBeGreaterThan(0);
    for (const e of kneeMoves) expect(e.note).toMatch(/; Jake: [a-z].* instead$/);
    for (const e of exercises.filter((x) => x.note.includes('Jake:'))) expect(e.note.split('Jake: ')[1]).not.toMatch(/squat|lunge|jump/i);
    expect(plan!.notes.join('\n')).toMatch(/^Jake \(sore knee\): their own move/m);
  });
});

describe('standing options for swimmers who cannot get on the floor', () => {
  it('"2 ppl w bad backs cant get on the floor so they need standing options": their move beside every floor exercise is a standing one', async () => {
    const { write } = await import('./index');
    const plan = write({ date: '2027-05-04', description: 'masters dryland 30 min, older crowd, mobility and core. 2 ppl w bad backs cant get on the floor so they need standing options', coach_notes: null }).plan as WorkoutPlan;
    const exercises = (plan.dryland ?? []).flatMap((d) => d.parts.flatMap((p) => p.exercises));
    for (const e of exercises.filter((x) => /plank|push-ups|dead bug|bridge|bird dog/i.test(x.name))) expect(e.note).toMatch(/Swimmers \(back\): (?!.*(?:bridge|plank|push-up|dead bug|bird dog)).* instead/i);
  });
});

describe('blind round 32: dryland that does what the coach asked', () => {
  it.each([
    'masters dryland 25 min after swim, mostly 50-70 yr olds, yoga mats and light bands. shoulders and core, low impact',
    'masters dryland, 20 min, yoga mats and light bands, low-impact please',
    'masters dryland 30 min after practice, ages 55-70, bands and mats',
  ])('"%s": nothing that jumps or lands', (description) => {
    for (const plan of plans(description, null, 3)) {
      for (const session of plan.dryland ?? []) expect(names(session).filter((n) => jumps.test(n))).toEqual([]);
    }
  });

  it('"low impact" is said back as the coach said it', () => {
    const [plan] = plans('masters dryland 25 min after swim, mostly 50-70 yr olds, yoga mats and light bands. shoulders and core, low impact', null, 1);
    expect(plan!.notes.join('\n')).toMatch(/^Low impact, as you said: no jumps/m);
  });

  it.each([
    'preseason dryland for HS team, 45 min in the gym. dumbbells, bands, boxes, pull up bar. 30 kids. first week so nothing that makes them too sore to swim',
    'HS dryland 40 min, 24 kids, dumbbells and bands. first week of dryland, dont want them too sore for practice tomorrow',
  ])('"%s": two rounds at most, light loads, no jumps, the minutes left to the stretch', (description) => {
    for (const plan of plans(description, null, 3)) {
      const exercises = (plan.dryland ?? []).flatMap((s) => s.parts.flatMap((p) => p.exercises));
      expect(exercises.length).toBeGreaterThan(0);
      for (const e of exercises.filter((x) => x.name.startsWith('Station '))) expect(e.sets).toBeLessThanOrEqual(2);
      expect(exercises.filter((e) => jumps.test(e.name))).toEqual([]);
      expect(exercises.map((e) => e.note).join('\n')).not.toMatch(/moderate load/);
      expect(plan.notes.join('\n')).toMatch(/too sore to swim: two rounds at most/);
      expect(Math.abs(minutesOf(plan.dryland![0]!) - (/45 min/.test(description) ? 45 : 40))).toBeLessThanOrEqual(8);
    }
  });
});
