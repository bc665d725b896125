import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from '@laneforge/contracts';
import { readBrief, refinePlan, renderPlan, validatePlan, write } from '../index';

const lesson = (description: string, coach_notes: string | null = null, date = '2026-11-27') => write({ date, description, coach_notes }).plan as WorkoutPlan;
const text = (plan: WorkoutPlan) => (plan.steps ?? []).map((s) => `${s.title}: ${s.detail}`).join('\n');
const minutes = (plan: WorkoutPlan) => (plan.steps ?? []).reduce((m, s) => m + s.minutes, 0);
/** Words that put a child's head under: what a consent-based first lesson never asks for. */
const submersion = /\bbobs?\b|\bgo(?:es)? under\b|\bdunk|\bsubmerge\b|\bunder the water for\b/i;

describe('lessons by format and the child’s needs', () => {
  it('a nervous private lesson: no submersion, never lifted in, the instructor in front at eye level, the parent in sight', () => {
    const plan = lesson('private lesson for a 7 yo who\'s terrified of water, mom says she cried last time. 30 min. 3ft shallow end');
    expect(plan.sessionType).toBe('learn_to_swim');
    expect(plan.sections).toEqual([]);
    expect(minutes(plan)).toBe(30);
    expect(text(plan)).not.toMatch(submersion);
    expect(text(plan)).toMatch(/instructor in the water in front/i);
    expect(text(plan)).toMatch(/never lifted in against their will/i);
    expect(text(plan)).toMatch(/parent sits, in sight/i);
    expect(text(plan)).toMatch(/no submersion/i);
    expect(validatePlan(plan).ok).toBe(true);
  });

  it('a bolting autistic child: a named adult within arm’s reach between the child and the deep end, a visual schedule, the same start and end signal, what the child loves', () => {
    const plan = lesson('private, 6 yo autistic boy, nonverbal, bolts toward deep end. parents want water safety. 30 min', 'he loves spinning things and counting, I have a second adult');
    const all = `${text(plan)}\n${plan.notes.join('\n')}`;
    expect(all).toMatch(/second adult stands between the child and the deep end and the gate, within arm's reach/i);
    expect(all).toMatch(/visual schedule/i);
    expect(all).toMatch(/same start signal every week/i);
    expect(all).toMatch(/same end signal every week/i);
    expect(all).toMatch(/spinning toy/);
    expect(all).toMatch(/count/);
    expect(all).toMatch(/gate (?:is )?shut/);
    expect(all).not.toMatch(/a toy spinning toy/);
    expect(minutes(plan)).toBe(30);
  });

  it('asks for a second adult when a child bolts and none was named', () => {
    const plan = lesson('private lesson, 5 yo who runs off toward the deep end, 30 min');
    expect(plan.notes.join(' ')).toMatch(/needs a second adult/i);
  });

  it('a parent-and-child first class: held by the caregiver at all times, the instructor in the middle, sitting entry, no submersion, songs when asked', () => {
    const plan = lesson('parent and tot class, 6mo-3yrs, first class, 30 min, warm pool 3.5ft, 8 pairs. songs pls');
    const all = `${text(plan)}\n${plan.notes.join('\n')}`;
    expect(plan.title).toMatch(/Parent-and-Child/);
    expect(all).toMatch(/caregiver holds the child at all times/i);
    expect(all).toMatch(/instructor in the water in the middle of the circle/i);
    expect(all).toMatch(/sits on the edge and comes in on the cue/i);
    expect(all).toMatch(/No submersion: it is a first class/);
    expect(text(plan)).toMatch(/hello song/i);
    expect(text(plan)).toMatch(/goodbye song/i);
    expect(text(plan)).not.toMatch(submersion);
    expect(minutes(plan)).toBe(30);
  });

  it('a preschool class of 6 asks for a second instructor (3-4 children each) and keeps the same opening and closing routine', () => {
    const plan = lesson('preschool learn to swim 4-5yr olds, 6 kids, 30 min, shallow 3ft end, instructor in water. level 1');
    expect(plan.title).toMatch(/Preschool Lesson, Level 1/);
    expect(plan.notes.join(' ')).toMatch(/6 children need a second instructor/);
    expect(text(plan)).toMatch(/Same start every week/);
    expect(plan.steps!.at(-1)!.title).toMatch(/Goodbye routine and exit/);
  });

  it('a child who will not put her face in gets a face-in ladder by her choice, with goggles', () => {
    const plan = lesson("private lesson, 9 yo, won't put her face in, 30 min, 3 ft shallow end");
    expect(plan.sessionType).toBe('learn_to_swim');
    expect(text(plan)).toMatch(/face-in ladder/i);
    expect(text(plan)).toMatch(/goggles/i);
    expect(text(plan)).not.toMatch(submersion);
  });

  it('a level-up to deep water: the instructor in the water within reach, feet-first jump, tread, swim to the wall', () => {
    const plan = lesson('private lesson 8 yo, ready for the deep end, 30 min');
    expect(text(plan)).toMatch(/Instructor in the deep water within arm's reach/);
    expect(text(plan)).toMatch(/jump in feet first/);
    expect(text(plan)).toMatch(/tread 30-60 s, swim 15-25 yd to the wall/);
  });

  it('the steps add up to the coach’s clock', () => {
    for (const m of [20, 25, 30, 40, 45, 60]) expect(minutes(lesson(`learn to swim lesson for 6 year olds, ${m} min`))).toBe(m);
  });

  it('renders as a lesson a coach reads: timed steps, no yardage', () => {
    const out = renderPlan(lesson('private lesson for a 7 yo who\'s terrified of water, 30 min'));
    expect(out).toMatch(/^Lesson \(30 min\)$/m);
    expect(out).not.toMatch(/\byards\b|\bTotal: \d/);
  });
});

describe('refining a lesson', () => {
  it('is refused with the reason rather than reported done: a lesson has no sets to fit', () => {
    const plan = lesson('private lesson for a 7 yo who\'s terrified of water, 30 min');
    const refined = refinePlan(plan, 'make it 45 min');
    expect(refined.plan).toEqual(plan);
    expect(refined.applied).toEqual([]);
    expect(refined.notApplied[0]!.why).toMatch(/this lesson is written step by step from your request/);
  });
});

describe('adult learners', () => {
  const request = 'adult beginners class - they just learned to swim a 25 free in the fall. 45 min, 25 yd pool w/ shallow end. 5 adults';

  it('swim short lengths with rest at the wall, breathing and the stand-up first, 800-1,800 for 45 min, no children’s framing', () => {
    const plan = lesson(request);
    expect(readBrief({ date: '2026-11-27', description: request }).lesson?.format).toBe('adult_learner');
    expect(plan.sessionType).toBe('practice');
    expect(plan.sections[0]!.name).toBe('Breathing and Stand-up');
    const sets = plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(sets.every((s) => s.sendOff?.type !== 'interval')).toBe(true);
    expect(sets.every((s) => s.distance <= 50)).toBe(true);
    expect(plan.totals.distance).toBeGreaterThanOrEqual(800);
    expect(plan.totals.distance).toBeLessThanOrEqual(1800);
    expect(renderPlan(plan)).not.toMatch(/\bsong|\btoys?\b|\bgame\b|\bkids?\b|\bchild/i);
    expect(validatePlan(plan).ok).toBe(true);
  });

  it('adults who cannot swim yet get a lesson where they stand, not a children’s one', () => {
    const plan = lesson('adult learn to swim class, they can\'t swim yet, 30 min, shallow end');
    expect(plan.sessionType).toBe('learn_to_swim');
    expect(plan.title).toMatch(/Adult Learn-to-Swim/);
    expect(text(plan)).toMatch(/stand up/i);
    expect(text(plan)).not.toMatch(/\bsong|\btoy|\bgame\b/i);
  });
});

describe('a learn-to-swim level’s test', () => {
  it('"30 min private, 8 yo girl level 3, the deep water test for level 4" is a private lesson, never refused for its clock', () => {
    const { plan } = write({ date: '2026-12-01', description: "30 min private, 8 yo girl level 3, want to try the deep water test for level 4 (tread 1 min + swim 25y). she's nervous about the deep end, fine in the shallow", coach_notes: null });
    expect(plan.kind).toBe('workout');
    expect((plan as WorkoutPlan).sessionType).toBe('learn_to_swim');
    expect((plan as WorkoutPlan).totals.minutes).toBeLessThanOrEqual(30);
  });
});

describe('a lesson built around the skill the coach asks for', () => {
  const longest = (plan: WorkoutPlan) => [...(plan.steps ?? [])].sort((a, b) => b.minutes - a.minutes)[0]!;

  it.each([
    ['private lesson for my 8 yo, can swim a width of freestyle but breathing is a mess. 30 min', 'Side Breathing', /breath/i],
    ['adult learn to swim, 45 min, 5 adults in their 30s-50s, a couple can float, one is terrified of deep water. want them doing freestyle arms by end of session', 'Front Crawl Arms', /arms/i],
    ['level 3 group lesson 45 min, 6 kids 7-9, working on backstroke today', 'Back Crawl', /back crawl/i],
    ['level 1 lesson 30 min, 5 kids age 6, need help with treading water', 'Treading Water', /tread/i],
  ])('"%s" is a lesson on %s, its longest step about it', (description, skill, step) => {
    const plan = lesson(description);
    expect(plan.title).toContain(`: ${skill}`);
    expect(`${longest(plan).title} ${longest(plan).detail}`).toMatch(step);
    expect(minutes(plan)).toBe(plan.title.includes('45 min') ? 45 : 30);
  });

  it('leaves a skill the swimmers already have and a parent-and-child class alone', () => {
    expect(lesson('learn to swim, level 2, 30 min, 6 kids who can float and kick').title).not.toMatch(/Floating/);
    expect(lesson('parent and tot class 30 min, 8 pairs, 6mo-2yr, working on back floats').title).toBe('Parent-and-Child Class (30 min)');
  });

  it('an adult afraid of deep water stays where they stand', () => {
    const plan = lesson('adult learn to swim, 45 min, 5 adults, one is terrified of deep water');
    expect(plan.notes.join('\n')).toMatch(/The nervous learner: stays where they stand.*no deep water today/);
  });
});

describe('private lessons said without the word "lesson"', () => {
  it('"adult beginner private 45 min … panics when she puts her face in" is an adult private lesson, not a yardage session', () => {
    const plan = lesson('adult beginner private 45 min. 42 yo woman, never learned, panics when she puts her face in. wants to swim a 25 by summer so she can go in with her kids. pool is 3.5-5ft');
    expect(plan.sessionType).toBe('learn_to_swim');
    expect(plan.sections).toEqual([]);
    expect(plan.title).toContain('Adult Private Lesson');
    expect(plan.group).toBe('private');
    expect(plan.notes.join('\n')).toMatch(/The nervous learner/);
  });

  it('"semi private, 2 siblings (7 and 8) … level 3 to 4 … the 8 yo bolts": their level’s lesson on backstroke, with the bolting plan beside it', () => {
    const plan = lesson('semi private, 2 siblings (7 and 8), both can swim a 25 free w side breathing kinda. want to work on backstroke, moving them level 3 to 4. 30 min. the 8 yo bolts to the deep end any chance he gets');
    expect(plan.sessionType).toBe('learn_to_swim');
    expect(plan.group).toBe('semi_private');
    expect(plan.title).toMatch(/Level 3: Back Crawl/);
    expect(text(plan)).not.toMatch(/visual schedule|one step at a time/i);
    expect(plan.notes.join('\n')).toMatch(/The swimmer who bolts: .*between them and the deep end/);
  });
});

describe('a child who cannot stand in the pool', () => {
  it('"shallow end is 4ft and hes 3\'9\\"": nothing standing or walking, the instructor holding, said at the top', () => {
    const plan = lesson('private lesson, 6 yo boy, leo. terrified of getting his ears wet. 30 min, shallow end is 4ft and hes 3\'9". goal is floating on his back eventually');
    expect(text(plan)).not.toMatch(/\bwalk\b|stand up|water at the waist|bounce/i);
    expect(plan.notes.join('\n')).toMatch(/cannot stand anywhere in this pool/);
    expect(readBrief({ date: '2026-11-27', description: 'private lesson, 7 yo, 30 min, shallow end 3.5 ft, she is 4\'2"', coach_notes: null }).lesson?.needs).not.toContain('cannot_stand');
  });
});

describe('a group where some children cannot stand', () => {
  it('"shallow end 3.5 ft, some can\'t touch with face out": every activity says how the non-standers are supported, and the note does not say no child can stand', () => {
    const plan = lesson("learn to swim level 2, 5-6 yr olds, 6 kids, 30 min. shallow end 3.5 ft, some can't touch with face out. floating on back + front glide w kick");
    for (const step of plan.steps ?? []) expect(step.detail).toMatch(/Those who can't stand with the face out: [^.]*(?:noodle|instructor's hands|step|platform|wall)/);
    expect(text(plan)).toMatch(/Back float, ears in/);
    const notes = plan.notes.join('\n');
    expect(notes).toMatch(/Some children cannot stand with the face out in 3\.5 ft: they are supported in every activity/);
    expect(notes).not.toMatch(/cannot stand anywhere in this pool/);
  });

  it('"a few of them can\'t touch" and "two of them cant touch" are some of the group, "she can\'t touch" is the whole lesson', () => {
    const needs = (description: string) => readBrief({ date: '2027-06-14', description, coach_notes: null }).lesson?.needs;
    expect(needs("level 2 swim class, 6 kids ages 5-6, 30 min. 3.5 ft shallow end, a few of them can't touch with their face out")).toContain('some_cannot_stand');
    expect(needs('lvl 1 swim lessons, 5 kids 4-6, 30 min. 3.5ft shallow, two of them cant touch')).toContain('some_cannot_stand');
    expect(needs("private lesson, 6 yo, 30 min, 3.5 ft shallow end, she can't touch")).toContain('cannot_stand');
  });
});

describe('a group ready for the deep end', () => {
  it('"3 kids (7-8 yrs) ready to try the deep end for the level-up test … 2 instructors": a level-up lesson, never a test set or a refusal', () => {
    const plan = lesson('3 kids (7-8 yrs) ready to try the deep end for the level-up test - jump in, tread, swim to the wall. 30 min, 2 instructors. one of them is nervous about jumping', null, '2026-12-19');
    expect(plan.sessionType).toBe('learn_to_swim');
    expect(plan.title).toMatch(/Deep-Water Level-Up/);
    expect(text(plan)).toMatch(/jump in feet first[^]*tread 30-60 s/);
    expect(minutes(plan)).toBe(30);
  });
});

describe('a level-up the coach names by its skill', () => {
  it('"Grace is ready to move up to level 4 if she can do 15 yds of free w side breathing" is Grace’s try in the shallow end, never a deep-water block', () => {
    const { plan } = write({ date: '2026-12-19', description: 'group lesson level 3, 6 kids 6-8 yo, 30 min, working on side breathing + backstroke. shallow end 3.5 ft', coach_notes: "Noah likes to bolt for the deep end when i'm not looking. Grace is ready to move up to level 4 if she can do 15 yds of free w side breathing" });
    const steps = (plan as WorkoutPlan).steps ?? [];
    const text = steps.map((s) => `${s.title}: ${s.detail}`).join('\n');
    expect(text).toMatch(/Level-up try: Grace: Grace swims 15 yd of free with side breathing, where they can stand/);
    expect(text).not.toMatch(/jump in feet first|tread 30-60 s|instructor in the deep water/);
    expect(steps.reduce((sum, s) => sum + s.minutes, 0)).toBe(30);
    // The level-up of a child ready for the deep end is still the deep-water step.
    const deep = write({ date: '2026-12-19', description: 'group lesson level 3, 5 kids, 30 min', coach_notes: 'Ava is ready to move up, she needs to jump in the deep end and tread 30 s' }).plan as WorkoutPlan;
    expect((deep.steps ?? []).some((s) => /^Deep water/.test(s.title))).toBe(true);
  });
});

describe('a lesson refined step by step', () => {
  it('"add our goodbye song at the end before they climb out … like 3 min … take the time out of the kicking part": a step before the way out, the lesson as long as it was', () => {
    const plan = lesson('parent and child class, 8 babies 6-18 months, 30 min, warm water pool');
    const result = refinePlan(plan, 'add our goodbye song at the end before they climb out, we always do wheels on the bus in the circle for like 3 min, the babies love it and the parents relax. take the time out of the kicking part');
    const after = result.plan as WorkoutPlan;
    const steps = after.steps ?? [];
    const song = steps.findIndex((s) => s.title === 'Goodbye song');
    expect(song).toBe(steps.length - 2);
    expect(steps[song]!.minutes).toBe(3);
    expect(minutes(after)).toBe(minutes(plan));
    expect(result.applied[0]).toMatch(/^Added "Goodbye song" \(3 min\)/);
  });

  it('"add like 3 min right after the warm-up widths for Grace to try her 15 yds free": her try straight after the warm-up', () => {
    const plan = lesson('group lesson level 3, 6 kids 6-8 yo, 30 min, working on side breathing + backstroke. shallow end 3.5 ft');
    const result = refinePlan(plan, 'add like 3 min right after the warm-up widths for Grace to try her 15 yds free w side breathing for level 4, while shes fresh');
    const steps = (result.plan as WorkoutPlan).steps ?? [];
    const warm = steps.findIndex((s) => /^Warm-up/.test(s.title));
    expect(steps[warm + 1]!.title).toBe('Grace: try her 15 yd free with side breathing');
    expect(minutes(result.plan as WorkoutPlan)).toBe(30);
  });
});

describe('a group lesson as the children are', () => {
  it('children who float only with help are held in every float and glide, never sent off unsupported', () => {
    const plan = lesson('group lesson sat 10am, 30 min, 4 kids age 5-6, level 2. they can only float with help, can put faces in. one boy (Eli) bolts toward the deep end if you turn your back. pool is 3.5ft to 12ft');
    expect(plan.sessionType).toBe('learn_to_swim');
    expect(text(plan)).not.toMatch(/\bunsupported\b|\balone for\b/i);
    expect(text(plan)).toMatch(/held by the instructor/i);
    expect(plan.notes.join('\n')).toMatch(/float only with help/i);
  });

  it('"learn to swim level 3, 5 kids 7-9" is a lesson; the deep-water turn leaves nobody unwatched and the bolting child with their adult', () => {
    const plan = lesson('learn to swim level 3, 45 min, 5 kids 7-9. Maya and Jonah are ready to try the deep end (jump + tread). Theo runs off sometimes, he is autistic');
    expect(plan.sessionType).toBe('learn_to_swim');
    expect(plan.sections).toEqual([]);
    expect(text(plan)).toMatch(/tread 30-60 s/i);
    const notes = plan.notes.join('\n');
    expect(notes).toMatch(/others sit on the step or the bench with a second adult watching/i);
    expect(notes).toMatch(/child who bolts stays with their named adult/i);
  });
});

describe('adults who cannot swim yet', () => {
  it('"adult beginners … scared to put her face in … a few strokes … lesson 3 of 8" is a class where everyone stands, not lengths of the pool', () => {
    const plan = lesson('adult beginners, 4 people 30s-50s, 45 min, 3.5ft shallow end. priya is scared to put her face in, the other 3 can do a few strokes of front crawl. lesson 3 of 8');
    expect(plan.sessionType).toBe('learn_to_swim');
    expect(plan.sections).toEqual([]);
    expect(minutes(plan)).toBe(45);
    expect(text(plan)).not.toMatch(/kids|children/i);
    expect(plan.notes.join('\n')).toMatch(/No one in water they cannot stand in/);
    expect(plan.notes.join('\n')).toMatch(/nervous learner/i);
  });
});

describe('a swimmer getting ready for team tryouts', () => {
  it('"private lesson 45 min, Marcus, 10 yrs … swim team tryouts … only breathes to the right" is stroke school on side breathing for a 10-year-old, not a beginner lesson', () => {
    const plan = lesson('private lesson 45 min, Marcus, 10 yrs. wants to make swim team tryouts in march. free is ok but only breathes to the right, breaststroke kick is a scissor kick');
    expect(plan.title).toMatch(/Private Stroke Lesson: Side Breathing/);
    expect(plan.level ?? plan.title).not.toMatch(/varsity/i);
    expect(text(plan)).not.toMatch(/Bubbles and face in|Front float and stand up/);
  });
});

describe('a preschooler who jumps in without waiting', () => {
  it('"Oliver will jump in from the side without waiting for me" gets the bolting child\'s plan: a named adult within arm\'s reach', () => {
    const plan = lesson('preschool level 2, 4 kids ages 3-5, 30 min. Mia screams when she gets splashed, Oliver will jump in from the side without waiting for me (!!), the other 2 are fine. working on front float and kicking with a noodle', "shallow end 3 ft, i'm in the water with them");
    expect(plan.notes.join('\n')).toMatch(/named adult within arm's reach the whole lesson/);
  });
});

describe('a private lesson for a swimmer making a team', () => {
  it('"14 yo wants to make hs team … can swim 100 free but no flip turns and breast kick is scissor": flip turns and the whip kick, one to one', () => {
    const plan = lesson('private lesson 14 yo wants to make hs team in nov, can swim 100 free but no flip turns and breast kick is scissor. 45 min, 25y pool');
    expect(plan.title).toMatch(/Private Stroke Lesson: Breaststroke Kick/);
    const titles = (plan.steps ?? []).map((s) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Flip turn progression', 'Breaststroke kick: the whip']));
    expect(titles.join(' ')).not.toMatch(/Bubbles|Floats|relay/i);
  });
});

describe('a fearful adult’s lessons stay where they stand', () => {
  const deepWater = /where they cannot stand|then 30 letting go|let go for|(?<!no )deep water:/i;

  it('"scared of deep water (nearly drowned as a kid) … treading in the deep end some day … lesson 2": a lesson where she stands, no treading in deep water', () => {
    const plan = lesson('private lesson 45 min, 34 yo woman, scared of deep water (nearly drowned as a kid). can kind of swim in the shallow end w head up. her goal is swimming a full 25 yd and treading in the deep end some day. this is lesson 2', null, '2027-08-14');
    expect(plan.sessionType).toBe('learn_to_swim');
    expect(text(plan)).not.toMatch(deepWater);
    expect(plan.title).not.toMatch(/Treading/);
    expect(text(plan)).toMatch(/stand up/i);
    expect(text(plan)).not.toMatch(/beside the group/);
    expect(plan.notes.join('\n')).toMatch(/no deep water today/);
    expect(minutes(plan)).toBe(45);
  });

  it.each([
    'private lesson for a nervous adult, 45 min, afraid of deep water, working on treading water',
    'adult private lesson 30 min, 50 yo man, terrified of water, wants to work on treading',
  ])('"%s": treading is its first steps at chest depth, the feet free to touch down', (description) => {
    const plan = lesson(description);
    expect(plan.title).toMatch(/First Steps to Treading/);
    expect(text(plan)).toMatch(/chest depth where the feet can touch down/);
    expect(text(plan)).not.toMatch(deepWater);
  });

  it('a nervous adult the coach says is ready to try the deep end treads holding the wall, the instructor in the water, never letting go', () => {
    const plan = lesson('adult private, 40 yo, scared of the deep end, 45 min, she is ready to try the deep end today, working on treading');
    expect(text(plan)).toMatch(/holding the wall or a noodle the whole time, the instructor in the water within arm's reach/);
    expect(text(plan)).not.toMatch(/then 30 letting go|let go for/);
    expect(text(plan)).toMatch(/No letting go today/);
    expect(plan.notes.join('\n')).not.toMatch(/no deep water today/);
  });

  it('a later goal "to tread water eventually" is not today’s lesson', () => {
    const plan = lesson('adult private lesson 30 min, 50 yo man, terrified of water since he nearly drowned at 8. lesson 3, wants to learn to tread water eventually');
    expect(text(plan)).not.toMatch(/tread/i);
  });
});

describe('a named child who runs toward the deep end in a group of one instructor', () => {
  it('"6 kids, just me … one boy Mateo keeps running off the steps toward the deep end": Mateo beside the instructor, who stands between the group and the deep end; in last, out first', () => {
    const plan = lesson('learn to swim level 2, 5-6 yr olds, 6 kids, just me, 30 min. one boy Mateo keeps running off the steps toward the deep end. working on front float + kicking with face in', null, '2027-06-07');
    const notes = plan.notes.join('\n');
    expect(notes).toMatch(/Mateo \(keeps running off the steps toward the deep end\): with one instructor, the instructor is Mateo's named adult within arm's reach the whole lesson/);
    expect(notes).toMatch(/instructor stands in the water on the deep-end side of the group, between the children and the deep end/);
    expect(notes).toMatch(/Ask Mateo's parent \(or any second adult\)/);
    expect(plan.steps![0]!.detail).toMatch(/Mateo comes in last, holding the instructor's hand/);
    expect(plan.steps!.at(-1)!.detail).toMatch(/Mateo out first/);
    // Face in is what they work on today, not a child who will not put it in.
    expect(notes).not.toMatch(/will not put the face in/);
    expect(minutes(plan)).toBe(30);
  });

  it.each([
    ["lts level 1, 6 kids 6-7, 30 min, i'm alone. one girl, sofia, keeps wandering off toward the deep end", 'Sofia', 'the instructor'],
    ['preschool lesson 30 min, 4 kids age 4-5, Liam always heads for the deep end when I turn around', 'Liam', 'the instructor'],
    ['group lesson level 3, 6 kids 6-8 yo, 30 min, Noah likes to bolt for the deep end when im not looking, i have a helper on deck', 'Noah', 'their named adult'],
  ])('"%s": %s is named, kept within reach of %s', (description, name, adult) => {
    const plan = lesson(description);
    expect(plan.notes.join('\n')).toMatch(new RegExp(`^${name} \\(`, 'm'));
    expect(plan.steps![0]!.detail).toContain(`${name} comes in last, holding ${adult}'s hand`);
  });
});

describe('adults who swim a little in a pool that drops to deep water', () => {
  it.each([
    'adult beginner group, 6 adults 30s-60s, 45 min, 25 yd pool shallow end 3-4 ft then drops to 12 ft. they can do a sloppy 25 free, want to learn breathing to the side',
    'adult beginners, 5 people, 45 min. pool is 3.5 ft at the shallow end and 10 ft at the deep end. they can swim a length of messy free, working on side breathing',
  ])('"%s": widths of the shallow end with a side-breathing progression, never a length toward the drop', (description) => {
    const plan = lesson(description, null, '2027-09-18');
    expect(plan.sections).toEqual([]);
    expect(minutes(plan)).toBe(45);
    expect(text(plan)).not.toMatch(/\b25s?\b|\blengths?\b/);
    expect(text(plan)).toMatch(/Widths of the shallow end/);
    expect(text(plan)).toMatch(/kick on the side[^.]*roll the head up to breathe/);
    expect(plan.notes.join('\n')).toMatch(/no lengths toward the drop/);
  });
});

describe('adults who swim a little, on to a new stroke', () => {
  it('"want to start bilateral breathing and their first real breaststroke": breaststroke taught from the kick up while they are fresh, breathing to both sides, no racing starts', () => {
    const request = 'adult beginner group, 6 adults 40-65, 45 min, 25 yd pool 3.5 ft to 12 ft. most can do a head-up freestyle-ish thing. want to start bilateral breathing and their first real breaststroke';
    const plan = lesson(request, null, '2027-10-06');
    expect(readBrief({ date: '2027-10-06', description: request }).focus.value).not.toContain('starts');
    const sets = plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(plan.sections.find((s) => s.kind === 'main')!.name).toBe('First Breaststroke');
    expect(sets.filter((s) => s.stroke === 'breast').length).toBeGreaterThan(0);
    expect(sets.some((s) => /breaststroke kick on the back/.test(s.description))).toBe(true);
    expect(sets.some((s) => /bilateral/.test(s.description))).toBe(true);
    expect(sets.every((s) => s.sendOff?.type !== 'interval')).toBe(true);
    expect(validatePlan(plan).ok).toBe(true);
    expect(plan.notes.join('\n')).not.toMatch(/usual rules bent/);
  });

  it.each([
    'adult beginners class 60 min, 8 adults who just learned to swim, want to teach them breaststroke today, shallow end 4ft',
    'masters novice group, 45 min, they just learned to swim a 25 free, want to start working on breaststroke',
  ])('"%s": a breaststroke main, rest-based, nothing on a send-off', (description) => {
    const plan = lesson(description, null, '2027-10-06');
    const sets = plan.sections.flatMap((s) => s.blocks.flatMap((b) => b.sets));
    expect(plan.sections.find((s) => s.kind === 'main')!.name).toBe('First Breaststroke');
    expect(sets.every((s) => s.sendOff?.type !== 'interval')).toBe(true);
    expect(plan.notes.join('\n')).not.toMatch(/usual rules bent/);
  });
});
