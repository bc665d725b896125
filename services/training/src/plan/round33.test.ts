import { describe, expect, it } from 'vitest';
import type { SwimSet, WorkoutPlan } from '@laneforge/contracts';
import { validatePlan, write } from './index';

const plan = (date: string, description: string, coach_notes: string | null = null) => write({ date, description, coach_notes }).plan as WorkoutPlan;
const sets = (p: WorkoutPlan): SwimSet[] => p.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
const steps = (p: WorkoutPlan) => [...(p.steps ?? []).map((s) => `${s.title}: ${s.detail}`), ...p.notes].join('\n');

describe('round 33: open water uses only the cover the coach has', () => {
  const ocean = "ocean swim clinic for masters sat morning, 90 min total incl beach talk. waves ~2 ft, water 66F, 1 lifeguard on paddleboard + me. 15 people from 'nervous first OW swim' to ironman guys. want entries/exits, sighting, drafting, a short course around 2 buoys ~200m apart";

  it('one lifeguard and the coach on the shore: a short loop near the shore, no boats or kayaks the coach does not have', () => {
    const p = plan('2027-08-14', ocean);
    const text = steps(p);
    expect(text).not.toMatch(/kayak beside|nearest boat|the coach or a kayak/);
    expect(text).not.toMatch(/stays with the slowest swimmers; the coach on the shore .* watches the rest/);
    expect(text).toMatch(/buoys moved in to about 100 m apart/);
    expect(text).toMatch(/one lifeguard on the water and the coach on the shore, so the course stays inside what they can watch/);
    expect(text).toMatch(/arm up and waving = help \(the lifeguard goes/);
    expect(text).toMatch(/whistle = stop/);
    expect(text).toMatch(/Buddy pairs/);
    expect(p.steps!.reduce((m, s) => m + s.minutes, 0)).toBe(90);
    expect(validatePlan(p).ok).toBe(true);
  });

  it('one kayak for a 300 m course is a shorter loop too; a course already short enough stays as said', () => {
    expect(steps(plan('2027-08-14', 'lake swim for tri club, 60 min, water 70F, 1 kayak and me on the beach, buoys 300m apart, 12 swimmers mixed levels'))).toMatch(/not enough for a 300 m course/);
    expect(steps(plan('2027-08-14', 'ocean swim 60 min, 1 paddleboard, buoys 80m apart, 8 masters'))).toMatch(/buoy to buoy \(80 m\) and back/);
  });

  it('no cover named: the swim stays where swimmers can stand and no craft is assumed', () => {
    const text = steps(plan('2027-08-14', 'open water session at the lake, 75 min, buoys 150m apart, 20 triathletes, first timers included, 68F'));
    expect(text).toMatch(/in water where swimmers can stand/);
    expect(text).not.toMatch(/buoy to buoy \(150 m\)|nearest boat|kayak beside/);
  });
});

describe('round 33: "rest based not send offs" puts every set on rest', () => {
  it('an adult fitness group that cannot read a pace clock swims every repeat on rest, and the plan says more rest, not easier send-offs', () => {
    const p = plan('2027-05-18', 'adult fitness lap group, not competitive, 50 min, ~2000 yds. 10 adults 40-70. nobody knows flip turns and nobody reads a pace clock well, so rest based not send offs pls. some breaststroke is fine');
    expect(sets(p).filter((s) => s.sendOff?.type === 'interval')).toEqual([]);
    expect(sets(p).filter((s) => s.reps > 1).every((s) => s.sendOff?.type === 'rest' && s.sendOff.seconds >= 10)).toBe(true);
    expect((p.substitutions ?? []).join(' ')).not.toMatch(/send-offs/);
    expect(p.focus).not.toContain('turns');
    expect(validatePlan(p).ok).toBe(true);
  });

  it.each([
    'masters 45 min ~1800y, rest based please, they dont use the clock',
    'lap swimmers, 60 min 2400 scy, no send offs, just rest between swims',
    'adult fitness group 2000 yds, none of them read the pace clock, give rest not intervals',
  ])('"%s" has no send-offs', (description) => {
    expect(sets(plan('2027-05-18', description)).filter((s) => s.sendOff?.type === 'interval')).toEqual([]);
  });

  it('"they can\'t flip" is no turns day; "flip turns today" is', () => {
    expect(plan('2027-05-18', 'masters 60 min 2500 scy aerobic, they cant flip yet').focus).not.toContain('turns');
    expect(plan('2027-05-18', 'masters 60 min 2500 scy, flip turns today').focus).toContain('turns');
  });

  it('a practice that never mentions rest keeps its send-offs', () => {
    expect(sets(plan('2027-05-18', 'masters 60 min 2500 scy aerobic')).some((s) => s.sendOff?.type === 'interval')).toBe(true);
  });
});

describe('round 33: the coach\'s kick and finisher are kept whole, where they said', () => {
  const sections = (p: WorkoutPlan) => p.sections.map((s) => s.kind);

  it('"kick 10 x 75 @ 1:30 (fr/bk/br by 25), and the finisher 8 x 50 @ 1:00 … fast": a kick set first after the warm-up, the 50s last before the cool-down, both in the total', () => {
    const p = plan('2027-11-09', '13-14s scy 2hrs. two sets are mine and stay: kick 10 x 75 @ 1:30 (fr/bk/br by 25), and the finisher 8 x 50 @ 1:00 (odds fly/free, evens free) fast. fill the rest. ~5000, bases 1:12-1:25', 'put the kick first after warmup and the 50s last before cd');
    const kinds = sections(p);
    expect(kinds.slice(0, 2)).toEqual(['warmup', 'kick']);
    const kick = p.sections[1]!.blocks.flatMap((b) => b.sets);
    expect(kick).toMatchObject([{ reps: 10, distance: 75, stroke: 'kick', sendOff: { type: 'interval', seconds: 90 }, description: 'fr/bk/br by 25' }]);
    const finisher = p.sections[p.sections.length - 2]!;
    expect(finisher.blocks.flatMap((b) => b.sets)).toMatchObject([{ reps: 8, distance: 50, stroke: 'free', sendOff: { type: 'interval', seconds: 60 } }]);
    expect(finisher.blocks[0]!.sets[0]!.description).toMatch(/odds fly\/free, evens free/);
    expect(kinds.at(-1)).toBe('cooldown');
    expect(p.sections[0]!.distance).toBeGreaterThanOrEqual(600);
    expect(p.notes.filter((n) => n.startsWith('Kept as you wrote it'))).toHaveLength(2);
  });

  it('a kick set\'s strokes ("bk/br by 50", "fly/free by 25") are kicked, and a closer goes last', () => {
    const p = plan('2027-11-09', 'hs varsity 2 hrs 5500 scy. keep my kick 12 x 50 @ 1:00 (fly/free by 25) and the closer 6 x 100 @ 1:30 (odds back/free, evens free) strong', 'put the kick first after warmup and the 100s at the end');
    expect(p.sections[1]!.blocks.flatMap((b) => b.sets)).toMatchObject([{ reps: 12, distance: 50, stroke: 'kick', description: 'fly/free by 25' }]);
    expect(p.sections[p.sections.length - 2]!.blocks.flatMap((b) => b.sets)).toMatchObject([{ reps: 6, distance: 100, stroke: 'free' }]);
    const q = plan('2027-11-09', '13-14s scy 2hrs ~5000. my sets: kick 8 x 100 @ 2:00 (bk/br by 50), and the finisher 10 x 50 @ 1:00 fast. fill the rest', 'kick first after warmup, the 50s last before cd');
    expect(sections(q).slice(0, 2)).toEqual(['warmup', 'kick']);
    expect(q.sections[1]!.blocks[0]!.sets[0]).toMatchObject({ stroke: 'kick', description: 'bk/br by 50' });
    expect(q.sections[q.sections.length - 2]!.blocks[0]!.sets[0]).toMatchObject({ reps: 10, distance: 50 });
  });
});

describe('round 33: "a rough week w/ school testing" is the reason for the day, not a test', () => {
  const ask = '9-10s, 60 min, 25m pool, 3 lanes of 7. around 2200-2400m. want lots of streamline + kick and something fun at the end, they had a rough week w/ school testing';

  it('streamline, lots of kick and a fun finish; no T-20', () => {
    const p = plan('2027-10-05', ask);
    expect(p.sessionType).toBe('practice');
    expect(JSON.stringify(p)).not.toMatch(/T-[23]0|test effort/);
    const kick = p.sections.filter((s) => s.kind === 'kick').reduce((m, s) => m + s.distance, 0);
    expect(kick / p.totals.distance).toBeGreaterThanOrEqual(0.2);
    expect(sets(p).some((s) => /streamline off every wall/.test(s.description))).toBe(true);
    expect(p.sections.at(-2)!.name).toMatch(/Relay|Game/);
  });

  it.each(['11-12s 90 min scy, its state testing week at school so theyre fried, keep it fun w some kick', '13-14 practice 2hrs 5000 scy after a week of school testing, aerobic'])('"%s" is a practice', (description) => {
    expect(plan('2027-10-05', description).sessionType).toBe('practice');
  });

  it('a test the coach asks for is still a test', () => {
    expect(plan('2027-10-05', '13-14s, 2hrs, t30 test today').sessionType).toBe('test');
  });
});

describe('round 33: "lifting head" is a swimmer\'s breathing, not lifting weights', () => {
  it('an adult beginner class whose problem is breathing is in the water, breathing first', () => {
    const p = plan('2027-09-25', 'adult beginner class, 6 adults 30-65, 45 min, 25 yd pool 4 ft shallow end. they can all swim a width freestyle but holding breath / lifting head whole way. breathing is the problem. week 3 of 6');
    expect(p.sessionType).not.toBe('dryland');
    expect(p.dryland ?? []).toEqual([]);
    expect(p.sections[0]!.name).toMatch(/Breathing/);
    expect(sets(p).filter((s) => s.sendOff?.type === 'interval')).toEqual([]);
  });

  it.each(['beginner adults class 30 min, lifting the head too high on breathing, work on side breathing', 'adult learn to swim group, 5 adults, 45 min. they keep lifting their heads to breathe and stop after a few strokes'])('"%s" swims', (description) => {
    expect(plan('2027-09-25', description).sessionType).not.toBe('dryland');
  });

  it('lifting as the session is still dryland', () => {
    expect(plan('2027-09-25', 'dryland for 13-14s, 30 min, lifting and core').sessionType).toBe('dryland');
  });
});

describe('round 33: "breaststroke emphasis" is a breaststroke day', () => {
  it('the free/back kids who need a decent 100 br are who swims it, not an IM and backstroke day', () => {
    const p = plan('2027-01-16', 'hs varsity girls sat am 5000 scy 2 hrs. breaststroke emphasis, we have 7 breaststrokers and the rest are free/back kids who need to at least be able to swim a decent 100 br for IM. base 1:10 for top kids 1:20 for rest');
    expect(p.title).toMatch(/Breaststroke/);
    expect(p.title).not.toMatch(/IM|Backstroke/);
    const breast = p.sections.flatMap((s) => s.blocks).reduce((m, b) => m + b.rounds * b.sets.filter((s) => s.stroke === 'breast').reduce((n, s) => n + s.reps * s.distance, 0), 0);
    expect(breast / p.totals.distance).toBeGreaterThanOrEqual(0.4);
    expect(p.sections.find((s) => s.kind === 'main')!.blocks.flatMap((b) => b.sets).every((s) => s.stroke === 'breast' || s.zone === 'REC')).toBe(true);
    expect(sets(p).some((s) => /2 kicks 1 pull/.test(s.description))).toBe(true);
  });

  it.each([
    ['13-14s 2hrs 5000 scy, backstroke focus today, most are free kids but all need a legal 100 back', 'back'],
    ['masters 60 min 2500 scy, fly emphasis (short stuff), others can do free', 'fly'],
  ])('"%s" is a %s day', (description, stroke) => {
    expect(plan('2027-01-16', description).focus[0]).toBe(stroke);
  });
});
