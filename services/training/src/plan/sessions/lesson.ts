import type { Brief, BriefLesson, LessonStep } from '@laneforge/contracts';
import { drylandFor } from '../dryland';
import { notNames } from '../vocabulary';
import type { Order } from '../understand';
import { type Kit, makeSet, single } from '../templates/kit';
import { type SessionDraft, addSection, emptyDraft } from './draft';

/**
 * Lessons (COACHING.md §5.Q, §9b) are taught by activity and minutes, never as a yardage workout:
 * each step says what the children do, where the instructor stands and how they get in and out.
 * The format and the named child's needs decide the plan; the coach's clock decides its minutes.
 * Adults who have just learned to swim get a swim session of their own (short lengths, rest at the
 * wall), written as sets but never as a children's lesson.
 */

type Step = readonly [minutes: number, title: string, detail: string];

/** The steps stretched or squeezed to the coach's minutes, whole minutes that add up exactly. */
export function timedSteps(steps: readonly Step[], minutes: number): LessonStep[] {
  const base = steps.reduce((s, [m]) => s + m, 0);
  const out: LessonStep[] = steps.map(([m, title, detail]) => ({ minutes: Math.max(1, Math.round((m * minutes) / base)), title, detail }));
  let drift = minutes - out.reduce((s, x) => s + x.minutes, 0);
  // The drift goes to (or comes from) the longest middle steps: the opening and the closing routine keep their time.
  const middle = out.slice(1, -1).sort((a, b) => b.minutes - a.minutes);
  for (let i = 0; drift !== 0 && i < 100; i++) {
    const step = middle[i % Math.max(1, middle.length)] ?? out[0]!;
    if (drift < 0 && step.minutes <= 2) {
      if (middle.every((s) => s.minutes <= 2)) break;
      continue;
    }
    step.minutes += Math.sign(drift);
    drift -= Math.sign(drift);
  }
  return out;
}

/** What the child loves, as a target and as cues ("he loves spinning things and counting"). */
function interests(lesson: BriefLesson | null): { toy: string; counting: boolean; said: string | null } {
  const likes = lesson?.likes ?? [];
  const counting = likes.some((l) => /\bcount/.test(l));
  const thing = likes.find((l) => !/\bcount/.test(l));
  const toy = !thing
    ? 'a favourite toy'
    : /^\w+ing (?:things?|toys?|stuff)$/.test(thing)
      ? `a ${thing.split(' ')[0]} toy`
      : /\b(?:toys?|balls?|cars?|trucks?|fish|ducks?|dinos(?:aurs)?|rings?|boats?|trains?)$/.test(thing)
        ? `a ${thing.replace(/(?<!s)s$/, '')}`
        : `a favourite toy (${thing})`;
  return { toy, counting, said: likes.length > 0 ? likes.join(' and ') : null };
}

const has = (lesson: BriefLesson | null, need: string) => lesson?.needs.includes(need) ?? false;

/** Where the water is shallow enough to stand, in the coach's words ("3 ft"), when they said. */
function standingWater(brief: Brief): string {
  const words = brief.pool.value.shallow ? brief.limits.find((c) => c.rule === 'no_dives')?.said ?? brief.pool.words : null;
  const depth = words && /\d/.test(words) ? words.replace(/\s*shallow end\s*/, '').trim() : null;
  return depth ? `in ${depth} of water` : 'where the child can stand (or on a platform)';
}

function parentAndChild(brief: Brief, lesson: BriefLesson | null): { name: string; steps: Step[]; notes: string[] } {
  const songs = has(lesson, 'songs');
  const first = has(lesson, 'first_time');
  const pairs = brief.who.value.headcount;
  const sing = (song: string, otherwise: string) => (songs ? song : otherwise);
  const steps: Step[] = [
    [3, 'Sitting entry', 'Caregivers sit on the edge, slide in and turn to face the wall. Each child sits on the edge and comes in on the cue "Name, ready, go" into the caregiver\'s arms; from here the caregiver holds the child at all times. Instructor in the water in the middle of the circle, where every adult can see.'],
    [3, sing('Hello song', 'Hello circle'), sing('In a circle, children facing in: a hello song with each child\'s name ("Hello, Ava, how are you?"), bouncing gently; then splash the water with hands.', 'In a circle, say each child\'s name; bounce gently and splash the water with hands.')],
    [5, 'Holds, taught to the adults', 'The instructor shows each hold with one pair, then walks the circle: face-to-face (hands under the armpits, eye contact), cuddle hold (child on the hip, chest to chest), back float with the child\'s head on the adult\'s shoulder, cheek to cheek. A nervous adult stays where they stand and may step back at any time.'],
    [4, 'Bubbles and water pouring', `Adults blow bubbles, children copy (lips, then nose). Pour a little water from a cup on the child's back, then the back of the head, on the cue "Name, ready, go"; stop at any upset. ${first ? 'No submersion: it is a first class.' : 'No submersion unless the child already enjoys water on the face, always on the cue, never in a first class.'}`],
    [5, 'Kicking, held under the arms', `Face-to-face hold, the adult walks backwards while the child kicks; then reach for a floating toy${sing(', singing "Motorboat, motorboat, go so slow … go so fast"', '')}.`],
    [4, 'Monkey walk along the wall', 'Child holds the edge and moves hand over hand along it ("monkey, monkey"), the caregiver behind with both hands at the child\'s waist; finish at the steps or the exit.'],
    [3, 'Back float', `Child's head on the adult's shoulder, ears in, the adult's cheek to the child's; ${sing('sing "Twinkle, twinkle" slowly', 'count slowly to 10')}.`],
    [3, sing('Safe exit and goodbye song', 'Safe exit and goodbye'), `Turn to the wall, hands on the edge; the caregiver helps the child climb out on the tummy ("elbow, elbow, tummy, knee"), then climbs out. ${sing('Goodbye song sitting on the edge, child on the adult\'s lap', 'Goodbye and a wave sitting on the edge')}; wrap in a towel.`],
  ];
  const notes = [
    `${pairs ? `${pairs} pairs` : 'Up to 10 pairs'} with one instructor${pairs && pairs > 10 ? ': more than 10 pairs needs a second instructor' : ''}; every child with their own caregiver in the water, held at all times.`,
    'Water 90 °F (32 °C) or warmer; a child who shivers or goes blue at the lips comes out and is wrapped. Swim nappies on.',
    first ? 'First class: no submersion, no jumping in; water on the face only by pouring on the cue, and only while the child is happy.' : 'Submersion only with the cue and for children already happy with water on the face; never in a first class.',
  ];
  return { name: 'Parent-and-Child Class', steps, notes };
}

function preschool(brief: Brief, lesson: BriefLesson | null): { name: string; steps: Step[]; notes: string[] } {
  const songs = has(lesson, 'songs');
  const kids = brief.who.value.headcount;
  const steps: Step[] = [
    [3, 'Hello routine and entry', `Same start every week: the children sit in a row on the steps (or the edge), ${songs ? 'hello song with each name' : 'name call and a high-five'}, two rules (walk on deck; wait for "ready, go"). One at a time, sit, turn and slide in to the step or platform holding the instructor's hands. Instructor in the water facing the row, at the children's eye level.`],
    [5, 'Bubbles and face', 'Blow a ping-pong ball across the water, bubbles with the lips, then the nose; chin, mouth and nose in for those who want to, face in to the ears only by the child\'s choice. Praise every try.'],
    [5, 'Front float and stand up', `One at a time from the step to the instructor, ${standingWater(brief)}: held under the chest, reach for a floating toy; stand up with "knees to tummy, push down, stand". The others sit on the step kicking.`],
    [5, 'Back float', 'Head on the instructor\'s shoulder, ears in, tummy up ("starfish"); then with the instructor\'s hands only under the head. Back to the step after each turn.'],
    [5, 'Kicking to a toy', 'Holding the step: "kick, splash". Then held under the arms (or on a noodle) kicking to a toy 2-3 m away; monkey walk along the wall back to the steps.'],
    [5, 'Water safety game', '"Humpty Dumpty": sit on the edge, slide in feet first to the instructor\'s hands; "turn and grab": turn around and hold the wall. Toys as targets.'],
    [2, 'Goodbye routine and exit', `Out by the steps one at a time with the instructor; sit on the edge, ${songs ? 'goodbye song' : 'goodbye and high-fives'}; parents collect from the bench.`],
  ];
  const notes = [
    `3-4 children per instructor for preschool beginners${kids && kids > 4 ? `: ${kids} children need a second instructor or helper, or two small groups taking turns while the other sits on the step with feet in` : ''}.`,
    'Every child within the instructor\'s reach whenever they are off the step; no child in water they cannot stand in without the instructor.',
  ];
  return { name: `Preschool Lesson${lesson?.level ? `, Level ${lesson.level}` : ''}`, steps, notes };
}

function learnToSwim(brief: Brief, lesson: BriefLesson | null): { name: string; steps: Step[]; notes: string[] } {
  // Ready for the deep end: they swim already, so the lesson is the level's last, with the deep-water test in it.
  const levelUp = has(lesson, 'level_up');
  const level = lesson?.level ?? (levelUp ? 3 : brief.who.value.ages && brief.who.value.ages.low >= 8 ? 2 : 1);
  const stand = standingWater(brief);
  const steps: Step[] =
    level <= 1
      ? [
          [3, 'Entry and rules', `Children sit on the edge and swivel in with the instructor's hand, ${stand} (or onto the step); walk, never run; wait for the signal. Instructor in the water facing the group, within arm's reach of every non-swimmer.`],
          [5, 'Bubbles and face in', 'Blow bubbles with the mouth, then the nose; each child puts the face in as far as they are ready (chin, mouth, nose, eyes, whole face); bobs holding the wall for those who want them.'],
          [6, 'Front float and stand up', 'Held under the shoulders by the instructor, then with a noodle, then alone for 3 s with the instructor within reach; stand up: knees to chest, press down, stand.'],
          [5, 'Back float', 'Head on the instructor\'s shoulder, then the instructor\'s hands under the head, then alone beside the instructor; ears in, tummy up; stand up from the back.'],
          [5, 'Kick and glide', 'Kick holding the wall; then a front glide from the wall to the instructor, 1-2 body lengths, kicking.'],
          [3, 'Water safety: turn and grab', `Slide in feet first to the instructor ${stand}, turn around and grab the wall; climb out by the steps or the ladder.`],
          [3, 'Game and exit', 'A kicking game ("red light, green light") or a toy hunt on the steps; out one at a time by the steps; high-fives.'],
        ]
      : level === 2
        ? [
            [3, 'Entry and rules', `Sit and swivel in ${stand}; walk, never run; wait for the signal. Instructor in the water facing the group, within arm's reach of anyone off the wall.`],
            [5, 'Bubbles and rhythmic bobs', 'Ten bobs holding the wall: breathe out under water, in above; then face-in bubbles while walking.'],
            [5, 'Floats and glides', 'Back float, ears in, tummy up, 5 s; front and back glides from the wall unsupported, 2-3 body lengths, kicking; roll from front to back and stand up.'],
            [5, 'Flutter kick', 'Kick with a board, face in and lift to breathe; kick on the back with the arms at the sides; instructor walking beside the line.'],
            [6, 'Front crawl arms and breathing', 'Arms standing, then with glide and kick for 3-5 strokes to the instructor; turn the head to the side to breathe.'],
            [3, 'Water safety', 'Jump in feet first where they stand, turn, swim to the wall; roll to the back to rest.'],
            [3, 'Game and exit', 'A short relay to a toy or a game; out by the steps or the ladder; high-fives.'],
          ]
        : [
            [3, 'Entry and rules', 'Sit and swivel in (or feet first where they stand); instructor in the water beside the lane, within reach of anyone past the wall.'],
            [5, 'Warm-up widths', 'Kick on the front and the back, then easy front crawl, one width at a time with rest at the wall.'],
            [6, 'Front crawl with side breathing', 'Side-kick with the head down and the bottom arm long, then 3 strokes and a breath; across the width, the instructor walking alongside.'],
            [5, 'Back crawl', 'Kick on the back with the arms at the sides, then one arm at a time, then the full stroke; ears in, eyes up.'],
            [5, 'Breaststroke or elementary backstroke kick', 'Kick on the back holding a board on the tummy ("up, out, together"), then on the front with a board.'],
            [3, 'Water safety', 'Tread water at the wall with the instructor in the water within reach, 15-30 s; roll to the back to rest.'],
            [3, 'Game and exit', 'A relay or a sinker hunt where they stand; out by the ladder; high-fives.'],
          ];
  const kids = brief.who.value.headcount;
  const check = skillCheck(lesson);
  if (check) {
    // After the warm-up while they are fresh, where every child stands; the minutes come off the longest step.
    const at = Math.max(1, steps.findIndex((step) => /^Warm-up|^Bubbles|^Floats/.test(step[1])) + 1);
    const longest = steps.reduce((best, step, i) => (step[0] > steps[best]![0] ? i : best), 0);
    steps[longest] = [steps[longest]![0] - 3, steps[longest]![1], steps[longest]![2]];
    steps.splice(at, 0, check);
  }
  const deep: Step = [8, 'Deep water: jump, tread, swim to the wall', 'One child at a time, an instructor in the deep water within arm\'s reach, facing them: jump in feet first when they say "ready", come up, tread 30-60 s, swim 15-25 yd to the wall and climb out by the ladder; the others sit on the edge. A child nervous about jumping sits and slides in first, then jumps from sitting, then standing.'];
  return {
    name: `Learn-to-Swim Lesson, Level ${level}${levelUp ? ': Deep-Water Level-Up' : ''}`,
    steps: levelUp ? steps.map((step) => (/^Water safety/.test(step[1]) ? deep : step)) : steps,
    notes: [`3-6 children per instructor (3-4 for beginners)${kids && kids > 6 ? `: ${kids} children need a second instructor` : ''}; an instructor within arm's reach of every non-swimmer.`],
  };
}

function strokeSchool(brief: Brief, lesson: BriefLesson | null): { name: string; steps: Step[]; notes: string[] } {
  const steps: Step[] = [
    [3, 'Entry and plan', 'Feet-first entry in the lane, the plan for today said in one line; instructor on deck at the end of the lane (in the water for anyone who still needs a hand).'],
    [6, 'Warm-up', 'Easy front crawl and back crawl, one length (or width) at a time, rest at the wall; kick on the back.'],
    [8, 'Front crawl drill to swim', 'Catch-up drill, then 6-kick switch, then swim, one length each with rest; the instructor gives one point at the wall each time.'],
    [8, 'Back crawl drill to swim', 'Single-arm back, then double-arm back, then swim; eyes up, ears in.'],
    [6, 'Breaststroke kick and timing', 'Kick on the back with a board, then "pull, breathe, kick, glide" over a width.'],
    [4, 'Turns and finishes', 'Open turn at the wall, two hands on the touch for breaststroke; push-off in streamline.'],
    [5, 'Relay or game and exit', 'A short relay using one stroke each; out by the ladder.'],
  ];
  // "can swim 100 free but no flip turns and breast kick is scissor": the lesson is what they cannot do yet.
  const flip = brief.limits.some((c) => c.rule === 'no_flip_turns' && !/\bdon'?t want\b|\bwon'?t\b|\bpool\b/.test(c.said)) && lesson?.format === 'stroke_school' && (brief.who.value.ages?.low ?? 0) >= 9;
  const at = (title: string) => steps.findIndex((step) => step[1] === title);
  // The flip turn takes the back-crawl step's place and the open-turn step's: it is the turn they learn today.
  if (flip) steps.splice(at('Turns and finishes'), 1);
  if (flip) steps.splice(at('Back crawl drill to swim'), 1, [8, 'Flip turn progression', 'Somersaults in the middle of the lane (tuck tight, blow out through the nose); then from the flags: two strokes, tuck, flip, feet on the wall, push off on the back and rotate; then swim into the wall and flip. One at a time, the instructor watching the distance to the wall.']);
  if (lesson?.skill === 'breaststroke') steps.splice(at('Breaststroke kick and timing'), 1, [10, 'Breaststroke kick: the whip', 'Heels up to the seat, toes turned out ("duck feet"), kick round and together: on the back holding the wall, then with a board on the back, then on the front with a board; the instructor checks both feet turn out every time (a scissor kick is a DQ); then "pull, breathe, kick, glide" over a length.']);
  const kids = brief.who.value.headcount;
  // One swimmer: no relay to run, the notes for one.
  if (lesson?.needs.includes('one_to_one')) {
    steps.splice(steps.length - 1, 1, [5, 'Put it together and exit', 'One length of each skill worked on today at race effort, the instructor timing and giving one point; out by the ladder.']);
    return { name: `Private Stroke Lesson${lesson.level ? `, Level ${lesson.level}` : ''}`, steps, notes: ['One-to-one: the instructor on deck at the end of the lane, in the water for any skill done close to the wall for the first time.'] };
  }
  return { name: `Stroke School${lesson?.level ? `, Level ${lesson.level}` : ''}`, steps, notes: [`4-8 swimmers per instructor${kids && kids > 8 ? `: ${kids} need two instructors, a lane each` : ''}; lengths only for those who swim 25 without stopping, widths for the rest.`] };
}

function adultNonSwimmers(brief: Brief, lesson: BriefLesson | null): { name: string; steps: Step[]; notes: string[] } {
  if (deepBeyondShallow(lesson)) return adultsInTheShallowEnd(has(lesson, 'deep_end'));
  const one = has(lesson, 'one_to_one') && !has(lesson, 'semi_private');
  const stand = brief.pool.value.shallow ? `in the shallow end, where ${one ? 'they stand' : 'everyone stands'}` : `where ${one ? 'they stand' : 'everyone stands'}`;
  const steps: Step[] = [
    [4, 'Entry and the plan', `Walk in by the steps ${stand}, to chest depth; the plan for today in two lines; goggles on. Instructor in the water beside ${one ? 'the learner' : 'the group'}.`],
    [6, 'Breathing out in the water', 'Blow bubbles with the mouth, then the nose; face in for 3 s, then 10 slow exhales face in, lifting the head to breathe in. Relaxed shoulders.'],
    [7, 'Float and stand up', 'Front float holding the wall, then pushing off; stand up every time: knees to chest, press the arms down, lift the head, feet down. Back float with a noodle, stand up from the back. Practise until the stand-up is automatic.'],
    [6, 'Glide and kick', 'Push and glide to the instructor or a partner, then add a kick from the hips; with a board, face in, breathing out.'],
    [5, 'Arms and the breath', 'Front crawl arms walking, then with glide and kick for 3-5 strokes; turn the head to the side to breathe.'],
    [2, 'Recap and out', 'What went well and the one thing for next time; out by the steps.'],
  ];
  return {
    name: one ? 'Adult Private Lesson' : 'Adult Learn-to-Swim Class',
    steps,
    notes: [
      one ? 'One-to-one: the instructor in the water beside the learner the whole lesson, where she or he stands.' : 'No one in water they cannot stand in; the instructor within reach of anyone who is not yet floating on their own.',
      'Adults learn at their own pace: anyone may stop, stand and rest at any time.',
    ],
  };
}

/** Adults who swim a length or so in a pool that "drops to 12 ft": the pool's lengths run toward water they cannot stand in. */
function deepBeyondShallow(lesson: BriefLesson | null): boolean {
  const stroke = lesson?.skill ?? 'front_crawl';
  // "they can swim a width but not a length yet": widths of the shallow end, whatever the floor does past it.
  // Adult beginners afraid of the deep water in a pool that deepens past the shallow end ("pool goes 3.5ft to 12ft", "afraid of the deep end"): widths where they stand.
  return ((has(lesson, 'deep_end') && (has(lesson, 'swims_a_length') || (lesson?.format === 'adult_learner' && has(lesson, 'nervous')))) || (has(lesson, 'widths_only') && lesson?.format === 'adult_learner')) && !has(lesson, 'level_up') && ['front_crawl', 'breathing', 'floating', 'treading'].includes(stroke);
}

/**
 * Adults who swim a sloppy length, in a pool whose floor drops to deep water (COACHING.md §9b, adult learners): everything
 * is widths of the shallow end, where they can stand at any moment; never a length toward the drop.
 */
function adultsInTheShallowEnd(deep = true): { name: string; steps: Step[]; notes: string[] } {
  const steps: Step[] = [
    [4, 'Entry and the plan', 'Walk in by the steps in the shallow end, to chest depth; the plan for today in two lines; goggles on. Everything today is widths of the shallow end. Instructor in the water on the deep side of the group, between them and the drop.'],
    [5, 'Bubbles and bobs', 'Standing in the shallow end: 10 slow exhales face in, humming out through the nose, lifting the head to breathe in; then 10 bobs. Relaxed shoulders.'],
    [7, 'Side breathing at the wall', 'Holding the wall with both hands, face in blowing out; turn the head to the side with one ear in the water, eyes to the side, breathe in, face back in; 10 each side, then one arm pulling and the head turning with it.'],
    [8, 'Kick on the side, widths', 'Widths of the shallow end with a board in the bottom hand: kick on the side, ear on the arm, face in blowing out, roll the head up to breathe when you need air; the other side on the way back; stand up whenever you need to.'],
    [8, 'Strokes and a breath, widths', 'Widths of the shallow end: 6 kicks on the side, one stroke, 6 kicks on the other side (6-1-6); then 3 strokes and a breath to the side; rest standing at the wall until the breathing settles.'],
    [9, 'Front crawl with side breathing, widths', 'Widths of the shallow end: front crawl breathing to the side every 2 or 3 strokes, one ear in the water; stand and go again whenever you need to. Rest standing between widths; on the back across the width to rest, ears in, eyes up.'],
    [4, 'Recap and out', 'What went well and the one thing to practise; out by the steps.'],
  ];
  return {
    name: 'Adult Class: Front Crawl and Side Breathing in the Shallow End',
    steps,
    notes: [
      deep
        ? "The pool drops to deep water past the shallow end: every swim is a width of the shallow end, where everyone stands; no lengths toward the drop, and a rope or lane line across where the floor drops if the pool has one. The instructor in the water on the deep side, within reach."
        : 'They can swim a width but not a length yet: every swim is a width of the shallow end, where everyone stands; lengths come once a width is easy. The instructor in the water beside the group, within reach.',
      'Adults learn at their own pace: anyone may stop, stand and rest at any time; rest-based, no send-offs.',
    ],
  };
}

/** A private lesson built on the child's needs; two or three children share it (semi-private), one at a time with the instructor. */
function privateLesson(brief: Brief, lesson: BriefLesson | null): { name: string; steps: Step[]; notes: string[] } {
  const plan = oneChildLesson(brief, lesson);
  if (!has(lesson, 'semi_private')) return plan;
  return {
    name: plan.name.replace(/^Private Lesson/, 'Semi-private Lesson'),
    steps: plan.steps,
    notes: ['Two or three children: each step one child at a time with the instructor, the others seated on the step with a job (pouring, holding the toys), every child within reach.', ...plan.notes],
  };
}

/** A private lesson built on the child's needs (COACHING.md §9b): bolting or autism, nerves, the face, a level-up. */
function oneChildLesson(brief: Brief, lesson: BriefLesson | null): { name: string; steps: Step[]; notes: string[] } {
  const stand = standingWater(brief);
  const { toy, counting, said: likes } = interests(lesson);
  const notes: string[] = [];
  // A swimmer who bolts but already swims (level 2 and up) keeps the level's lesson; the safety plan comes with it.
  const swims = (lesson?.level ?? 1) >= 2;
  if (has(lesson, 'bolts') && swims && !has(lesson, 'autistic') && !has(lesson, 'nonverbal')) {
    const group = learnToSwim(brief, lesson);
    const adult = lesson?.helpers ? 'The second adult' : 'A named second adult (a parent if no helper)';
    return {
      name: `Private Lesson, Level ${lesson!.level}`,
      steps: group.steps,
      notes: [
        `The swimmer who bolts: ${adult.toLowerCase()} on deck between them and the deep end the whole lesson, within arm's reach; the instructor in the water on the deep-end side of the lane; the rule said at the start ("the deep end only with me") and the same start and end signal every week.`,
        ...(lesson?.helpers ? [] : ['This lesson needs a second adult: ask a parent to be on the deck at the deep-end side before starting.']),
      ],
    };
  }
  if (has(lesson, 'autistic') || has(lesson, 'bolts') || has(lesson, 'nonverbal')) {
    const adult = lesson?.helpers ? 'The second adult' : 'A named second adult (a parent if no helper)';
    const count = counting ? 'counting 1-2-3 aloud (or on fingers)' : 'with a count of 1-2-3';
    const nonverbal = has(lesson, 'nonverbal');
    const steps: Step[] = [
      [3, 'Visual schedule and start signal', `On deck, same place and same order every week: show the visual schedule (pictures: steps, bubbles, float, kick, ${toy}, out) and point to each as it comes. The same start signal every week (e.g. three claps and 1-2-3). ${adult} stands between the child and the deep end and the gate, within arm's reach the whole lesson; the gate is shut and the exit covered.`],
      [4, 'Entry on the steps', `Sits on the top step; down one step at a time, ${count}. Instructor in the water in front of the child at eye level; the second adult on the deep-end side.`],
      [5, 'Bubbles and face', `Blow bubbles ${counting ? 'for a count of 3, then 5' : 'for as long as the child likes'}; blow ${toy} across the water. Water on the face only as far as the child goes on their own; show each new thing before doing it.`],
      [6, 'Water safety: float, roll, grab the wall', `Back float with the head on the instructor's shoulder, ${counting ? 'count to 5' : 'a slow song or count'}; roll to the front and "grab the wall"; hand over hand along the wall to the steps — the way out, every time.`],
      [6, `Kick to ${toy}`, `Held under the arms, kick to ${toy} 1-2 m away${counting ? ', counting the kicks' : ''}; the child chooses between two targets${nonverbal ? ' by pointing' : ''}.`],
      [3, 'Out and end signal', `Point to "out" on the schedule; ${counting ? 'count down 3-2-1' : 'a countdown'}, climb out by the steps. The same end signal every week (a song, or the "all done" sign and a high-five); the second adult walks the child to the parents, holding hands.`],
    ];
    notes.push(`${adult} within arm's reach from arrival to hand-over, always between the child and the deep end; never turn away from the child; the gate shut and the exit covered.`);
    if (!lesson?.helpers) notes.push('This lesson needs a second adult: ask a parent to be in the water or on the deck at the deep-end side before starting.');
    notes.push(`Sensory: goggles and ear plugs offered; no whistles, no splashing near the face; a quiet corner on deck for a break, the second adult going too.${nonverbal ? ' Nonverbal: pictures, gestures and a clear "stop" hand sign; watch for signs of distress and stop at once.' : ''}`);
    if (likes) notes.push(`Uses what the child loves: ${likes}.`);
    return { name: 'Private Lesson: Water Safety', steps, notes };
  }
  if (has(lesson, 'nervous')) {
    const steps: Step[] = [
      [4, 'Hello and the plan, parent in sight', `Meet on the deck with the parent. Show the pool and the toy basket and say what will happen. The child chooses where the parent sits, in sight the whole lesson. Sit on the top step, feet in; the instructor in the water in front, crouched to the child's eye level, never behind.`],
      [5, 'A job on the step', 'Pour water from a cup on the instructor\'s hands, on a toy, then on their own knees and arms; fetch floating toys placed within reach. Never lifted in against their will: offer a choice of two small steps ("second step, or stay and pour?") and praise each one.'],
      [5, 'Into the water, their way', `When the child chooses: walk down the steps holding both of the instructor's hands ${stand}, water at the waist; walk along the wall, bounce gently. Back to the step at any time.`],
      [6, 'Bubbles and water on the face', 'Blow a ping-pong ball, bubbles with the lips, then the chin in; water on the face with their own cupped hands, as much as they decide. Face in only if they offer; no submersion today.'],
      [6, 'Supported float and kick', 'Hold the instructor\'s hands and walk; front float with the instructor\'s hands under the shoulders, child holding the instructor\'s wrists; stand up: "knees up, push down, stand". Kick sitting on the step. Back float with the head on the instructor\'s shoulder if they want.'],
      [4, 'Their favourite, then out', 'The child chooses the last game. Out by the steps; show the parent one thing they did; agree next week\'s first step together.'],
    ];
    notes.push('Consent first: nothing happens without the child\'s yes; a "no" ends that step, praise and a smaller step instead. No submersion, no pouring without a cue, no lifting in.');
    if (has(lesson, 'face_in')) notes.push('Face in: only as far as the child chooses (chin, lips, nose); goggles offered.');
    return { name: 'Private Lesson: A Nervous Beginner', steps, notes };
  }
  if (has(lesson, 'face_in')) {
    const steps: Step[] = [
      [3, 'Hello and the plan', `Meet at the steps: today the face is their choice, step by step. Goggles offered. Instructor in the water beside the child, face to face, ${stand}.`],
      [5, 'What they can already do', 'Kick with a board and swim head-up across the width, the instructor walking beside; praise.'],
      [6, 'Face-in ladder, their pace', 'The child picks each step and may stop at any one: water on the hands, the chin, lips with bubbles, nose bubbles ("hum"), cheeks, eyes in with goggles looking at a toy on the step, forehead, the whole face for 1 s, then 3 s. Never splash or push the face in.'],
      [6, 'Look under the water', 'Goggles on: count the instructor\'s fingers under the water; find rings on the top step (knee deep) — face in only as far as they choose.'],
      [6, 'Face-in glide and kick', 'If the face went in: push off, glide face in with bubbles, 3 kicks, stand. If not: kick with a board, chin then mouth in, blowing bubbles. Lift the head to breathe whenever they want.'],
      [4, 'Their choice and the plan', 'The child chooses the last game; show the parent what they did; agree the first step for next week.'],
    ];
    notes.push('No submersion games, no "just put your face in": each step is the child\'s choice, and a step they take is praised at once.');
    return { name: 'Private Lesson: Face In, Step by Step', steps, notes };
  }
  if (has(lesson, 'level_up')) {
    const steps: Step[] = [
      [3, 'Plan and entry', 'Feet-first entry in the shallow end; the plan in one line: today is the deep end. Instructor in the water beside the child.'],
      [6, 'Warm-up in the shallow end', 'Front crawl and back float across the width, the instructor walking beside; roll from front to back to rest.'],
      [5, 'Treading at the wall', 'In the deep end holding the wall, instructor in the water within arm\'s reach: scissor or eggbeater kick with sculling hands; let go for 10 s, then 20 s.'],
      [8, 'Deep water: jump, tread, swim to the wall', 'Instructor in the deep water within arm\'s reach, facing the child: jump in feet first from the edge when they say "ready", come up, tread 30-60 s, swim 15-25 yd to the wall and climb out by the ladder. 3-4 times, a little longer treading each time.'],
      [5, 'Rest on the back', 'In deep water: roll to a back float to rest, then roll over and swim to the wall — the way to rest when tired.'],
      [3, 'Show the parent and out', 'One last jump-tread-swim for the parent to see; out by the ladder.'],
    ];
    notes.push('Deep water only with the instructor in the water within arm\'s reach; no dives, feet-first entries only.');
    return { name: 'Private Lesson: Moving Up to Deep Water', steps, notes };
  }
  const group = learnToSwim(brief, lesson);
  return { name: `Private Lesson, Level ${lesson?.level ?? (brief.who.value.ages && brief.who.value.ages.low >= 8 ? 2 : 1)}`, steps: group.steps, notes: ['One-to-one: the instructor within arm\'s reach the whole lesson.'] };
}

/** Lines for a child with needs inside a group lesson: the group's plan stands, these are for them. */
function needsInGroup(lesson: BriefLesson | null): string[] {
  const out: string[] = [];
  if (has(lesson, 'nervous')) out.push('The nervous child: never lifted in; a seat on the step with feet in and a job (holding the toy basket, pouring water), a choice of two small steps, praise for each; the parent in sight.');
  const child = bolter(lesson);
  if (child) out.push(boltingChildInGroup(child, lesson));
  else if (has(lesson, 'bolts') || has(lesson, 'autistic')) out.push('The child who bolts: a named adult within arm\'s reach the whole lesson, between the child and the deep end; visual schedule at the start, the same order every week, a clear start and end signal; the gate shut and the exit covered.');
  if (has(lesson, 'face_in')) out.push('The child who will not put the face in: every face-in step is their choice (chin, lips, nose, eyes with goggles); no pushing, no submersion games.');
  if (has(lesson, 'level_up')) {
    out.push('Moving up to deep water: only with an instructor in the water within reach; jump in feet first, tread 30-60 s, swim 15-25 yd to the wall.');
    // The instructor in the deep end is not watching the rest (PLAN-REVIEW.md check 2): the others are out of the water or with a second adult.
    out.push(`While the instructor is in deep water with one child, the others sit on the step or the bench with a second adult watching, never in the water alone${has(lesson, 'bolts') || has(lesson, 'autistic') ? "; the child who bolts stays with their named adult, at arm's reach, the whole time" : ''}; with no second adult, the deep-water turn is the last thing in the lesson, the others already out and seated.`);
  }
  return out;
}

/** The child the coach names as the one who bolts ("one boy Mateo keeps running off the steps toward the deep end"), with what was said. */
function bolter(lesson: BriefLesson | null): { name: string; said: string } | null {
  if (!has(lesson, 'bolts')) return null;
  const verb = /\b(?:bolt|run|ran|wander|head|make|jump)/i;
  // The words said of the child: the part that says what they do, with a name or "one girl" a comma or two before it.
  const parts = lesson!.words.split(/,\s*/);
  const at = parts.findIndex((part) => verb.test(part));
  if (at < 0) return null;
  let from = at;
  while (from > at - 2 && from > 0 && parts[from - 1]!.trim().split(/\s+/).length <= 2 && !/\d/.test(parts[from - 1]!)) from--;
  const said = parts.slice(from, at + 1).join(', ');
  const upTo = said.slice(0, verb.exec(said)!.index);
  // The name nearest before what they do, else the first after it.
  const capitals = (part: string) => [...part.matchAll(/\b([A-Z][a-z]{1,13})\b/g)].map((m) => m[1]!).filter((w) => !notNames.has(w.toLowerCase()));
  const capital = capitals(upTo).at(-1) ?? capitals(said)[0];
  const lower = /\b(?:boy|girl|kid|child|son|daughter),?\s+\(?([a-z]{3,12})\)?,?\s+(?:keeps|always|often|will|runs|bolts|wanders|heads|tends|likes|loves)\b/.exec(said)?.[1];
  const name = capital ?? (lower ? lower.charAt(0).toUpperCase() + lower.slice(1) : null);
  if (!name) return null;
  const named = said.toLowerCase().lastIndexOf(name.toLowerCase(), upTo.length);
  return { name, said: (named >= 0 ? said.slice(named + name.length) : parts[at]!).replace(/^[\s,)]+/, '').trim() };
}

/**
 * A named child who bolts inside a group (COACHING.md §9b): a named adult within arm's reach the whole lesson, between
 * the child and the deep end. With one instructor and no helper, that adult is the instructor, and the plan says where.
 */
function boltingChildInGroup(child: { name: string; said: string }, lesson: BriefLesson | null): string {
  const { name } = child;
  const signal = 'the same start and stop signal every week (hands on the head = stop and look at me), said to the whole group at the start';
  if (lesson?.helpers) {
    return `${name} (${child.said}): the second adult is ${name}'s named adult, within arm's reach the whole lesson and always between ${name} and the deep end; ${name} goes in and out by the steps with that adult; ${signal}; the gate shut and the exit covered.`;
  }
  return `${name} (${child.said}): with one instructor, the instructor is ${name}'s named adult within arm's reach the whole lesson. The instructor stands in the water on the deep-end side of the group, between the children and the deep end, facing the steps; ${name}'s place is beside the instructor (on the step next to the instructor, and first in line for every turn). In last, holding the instructor's hand; out first, hand in hand, to a parent on the bench. The rule said to ${name} at the start ("you stay next to me"), ${signal}; a rope or lane line across where the floor drops; the gate shut and the exit covered. Ask ${name}'s parent (or any second adult) to sit on the deck at the deep-end side for the lesson.`;
}

/** The named child who bolts in the way in and out: in last beside their adult, out first, hand in hand. */
function withBolter(steps: LessonStep[], name: string, adult: string): LessonStep[] {
  const last = steps.length - 1;
  return steps.map((step, i) =>
    i === 0
      ? { ...step, detail: `${step.detail} ${name} comes in last, holding ${adult}'s hand, and stays at ${adult}'s side, on the deep-end side, within arm's reach.` }
      : i === last
        ? { ...step, detail: `${step.detail} ${name} out first, hand in hand with ${adult}.` }
        : step,
  );
}

function lessonMinutes(order: Order, format: BriefLesson['format']): number {
  const said = order.brief.clock.value.minutes;
  return Math.min(60, Math.max(15, said ?? (format === 'stroke_school' ? 45 : 30)));
}

/**
 * What the children who cannot stand with the face out do in each activity of a group lesson (COACHING.md §9b): the
 * same skill with support (a noodle, the step or a platform, the instructor's hands), never standing, never alone.
 */
function nonStanders(title: string): string {
  const support = /entry|hello|plan/i.test(title)
    ? 'in onto the step or a platform (or holding the wall with a noodle), beside the instructor'
    : /bubble|bob|face/i.test(title)
      ? 'bubbles and bobs holding the wall from the step or a platform, or on a noodle with the instructor\'s hand on it; never bobbing off the wall alone'
      : /kick/i.test(title)
        ? 'kick holding the wall or the step, then on a noodle under the arms (front and back) with the instructor alongside, a hand on the noodle; glides only into the instructor\'s hands; back to the wall, never asked to stand'
        : /float|glide/i.test(title)
          ? 'back float and front float held by the instructor (hands under the head, then the shoulders); glide from the step or the wall into the instructor\'s hands, 1 body length; back to the wall or the step, never asked to stand up'
          : /arm|crawl|stroke|breath/i.test(title)
            ? 'arms sitting on the step or standing on a platform; the strokes with glide and kick only on a noodle, into the instructor\'s hands'
            : /safety|jump|tread|deep/i.test(title)
              ? 'sit on the edge and slide (or jump) in feet first into the instructor\'s hands, turn and grab the wall, hand over hand back to the step'
              : /game|exit|out\b|goodbye|recap/i.test(title)
                ? 'play from the step or a platform, or on a noodle beside the instructor; out by the steps with the instructor'
                : 'on the step, a platform or a noodle, the instructor\'s hand within reach';
  return `Those who can't stand with the face out: ${support}.`;
}

/** Children who float only with help: every float and glide is held by the instructor or ends in the instructor's hands. */
function heldFloats(detail: string): string {
  return detail
    .replace(/Back float, ears in, tummy up, 5 s; front and back glides from the wall unsupported, 2-3 body lengths, kicking; roll from front to back and stand up\./, "Front and back floats held by the instructor (hands under the shoulders, then the fingertips), then a glide from the wall into the instructor's hands, 1-2 body lengths; roll from front to back with the instructor's hands on them, and stand up.")
    .replace(/then alone for 3 s with the instructor within reach/g, "then with the instructor's hands just under them (not yet alone)")
    .replace(/then alone beside the instructor/g, "the instructor's hand staying under the head")
    .replace(/\bunsupported\b/g, "into the instructor's hands")
    // Water safety for those who float only with help: the jump ends in the instructor's hands, never a swim alone to the wall.
    .replace(/Jump in feet first where they stand, turn, swim to the wall; roll to the back to rest\./, "Jump in feet first into the instructor's hands (one child at a time), turn together and reach for the wall, hand over hand to the step; roll to the back to rest with the instructor's hands under the head.")
    .replace(/\bswim to the wall\b/g, "reach for the wall with the instructor's hands on them");
}

/** A step for a child who cannot stand in the water: everything from the step, a platform or the instructor's hands. */
function heldThroughout(detail: string): string {
  return detail
    .replace(/Hold the instructor's hands and walk/g, 'Held in the instructor\'s hands, a gentle glide')
    .replace(/walk along the wall, bounce gently/g, 'hand over hand along the wall, the instructor\'s hand on the child')
    .replace(/walk down the steps holding both of the instructor's hands[^,;.]*/g, 'down the steps into the instructor\'s arms')
    .replace(/water at the waist;?/g, '')
    .replace(/where the child can stand \(or on a platform\)|where they stand|where everyone stands|in \d(?:\.\d)? ?(?:ft|feet) of water/g, 'on a platform or the top step')
    .replace(/then alone for 3-5 s with the instructor within reach/g, 'the instructor\'s hands never more than a moment away')
    .replace(/\bstand up every time\b/g, 'back to the instructor\'s hands or the wall every time')
    .replace(/\band stand up\b|;? ?stand up: "knees up, push down, stand"/g, '')
    .replace(/\s{2,}/g, ' ');
}

type Skill = NonNullable<BriefLesson['skill']>;

/** Each skill a lesson can be built around: its name, the steps already about it, and its own progression. */
const skills: Record<Skill, { name: string; steps: RegExp; title: string; detail: string }> = {
  breathing: {
    name: 'Side Breathing',
    steps: /breath/i,
    title: 'Side breathing',
    detail: 'Bobs for rhythm (out under the water, in above); at the wall, face in blowing out, turn the head to the side with one ear in the water, breathe in, face back in; side-kick with the bottom arm long, rolling to breathe every 6 kicks; then 3 strokes and a breath across the width, the instructor walking alongside.',
  },
  front_crawl: {
    name: 'Front Crawl Arms',
    steps: /front crawl|crawl arms|\barms\b/i,
    title: 'Front crawl arms',
    detail: 'Arms standing ("reach, pull, push past the hip"), then glide and kick with 3-5 strokes to the instructor; catch-up holding a board; one point at a time, praise each try.',
  },
  back_crawl: {
    name: 'Back Crawl',
    steps: /back crawl/i,
    title: 'Back crawl',
    detail: 'Back float, ears in, eyes up; kick on the back with the arms at the sides; one arm at a time from the hip past the ear ("thumb out, little finger in"); then the full stroke across the width.',
  },
  breaststroke: {
    name: 'Breaststroke Kick',
    steps: /breaststroke/i,
    title: 'Breaststroke kick',
    detail: 'Sitting on the edge: "up, out, together", feet turned out; kick on the back with a board on the tummy; on the front with a board; then "pull, breathe, kick, glide" across the width.',
  },
  floating: {
    name: 'Floating',
    steps: /float/i,
    title: 'Floats',
    detail: 'Front and back float held, then with a noodle, then alone for 3-5 s with the instructor within reach; roll from front to back and stand up every time.',
  },
  treading: {
    name: 'Treading Water',
    steps: /tread/i,
    title: 'Treading water',
    detail: 'Holding the wall where they cannot stand, only with the instructor in the water within reach: scissor or eggbeater kick with sculling hands, 10 s, then 20, then 30 letting go; roll to the back to rest.',
  },
};

/**
 * The lesson built around the skill the coach asked for: the step about it gets twice its time and
 * the skill's progression; with no such step, the skill's own step comes before water safety.
 */
export function withSkill(steps: readonly Step[], skill: Skill | null | undefined, lesson: BriefLesson | null = null): Step[] {
  if (!skill) return [...steps];
  const the = { ...skills[skill], ...(skill === 'treading' ? treadingFor(lesson) : {}) };
  const at = steps.findIndex(([, title], i) => i > 0 && i < steps.length - 1 && the.steps.test(title));
  if (at >= 0) return steps.map((step, i) => (i === at ? [step[0] * 2, step[1], `${step[2]} Today's focus: ${the.detail}`] : step));
  // Before the closing routine ("Recap and out", "Game and exit", "Water safety"), never before "Breathing out in the water".
  const before = steps.findIndex(([, title]) => /safety|game|recap|exit|(?:^|and |then )out\b/i.test(title));
  const place = before > 0 ? before : steps.length - 1;
  return [...steps.slice(0, place), [8, the.title, the.detail], ...steps.slice(place)];
}

/**
 * Treading for a nervous or fearful learner (COACHING.md §9b): their first lessons stay where they stand, so treading
 * is its first steps at chest depth; in deep water only when the coach says they are ready, and then never let go of.
 */
function treadingFor(lesson: BriefLesson | null): { name: string; title: string; detail: string } | null {
  if (!has(lesson, 'nervous')) return null;
  if (has(lesson, 'level_up')) {
    return {
      name: 'Treading Water, Held',
      title: 'Treading water, held',
      detail: "In the deep end only holding the wall or a noodle the whole time, the instructor in the water within arm's reach, facing them: scissor or eggbeater kick with sculling hands, 10 s, then 20; back to where they stand whenever they ask. No letting go today.",
    };
  }
  return {
    name: 'First Steps to Treading',
    title: 'First steps to treading, where they stand',
    detail: "At chest depth where the feet can touch down at any moment, the instructor beside them: sculling hands (figure-of-eight) with the feet on the floor; then holding the wall, feet up for 5-10 s with a gentle scissor kick, feet down whenever they want. No deep water: the deep end comes in a later lesson, when they ask, holding the wall with the instructor in the water.",
  };
}

/** The lesson's name with the skill it is for: "Private Lesson, Level 2: Side Breathing". */
function named(name: string, skill: Skill | null | undefined, lesson: BriefLesson | null): string {
  if (!skill) return name;
  const what = (skill === 'treading' ? treadingFor(lesson)?.name : null) ?? skills[skill].name;
  return name.includes(':') ? `${name}, ${what}` : `${name}: ${what}`;
}

export function composeLesson(_kit: Kit, order: Order): SessionDraft {
  const brief = order.brief;
  const lesson = brief.lesson;
  const adult = lesson?.format === 'adult_learner' || (!lesson && ['masters_novice', 'masters', 'recreational'].includes(brief.who.value.squad));
  const format: BriefLesson['format'] = adult ? 'adult_learner' : (lesson?.format ?? (order.group === 'private' ? 'private' : 'learn_to_swim'));
  const minutes = lessonMinutes(order, format);
  const plan =
    format === 'adult_learner'
      ? adultNonSwimmers(brief, lesson)
      : format === 'parent_child'
        ? parentAndChild(brief, lesson)
        : format === 'preschool'
          ? preschool(brief, lesson)
          : format === 'private'
            ? privateLesson(brief, lesson)
            : format === 'stroke_school'
              ? strokeSchool(brief, lesson)
              : learnToSwim(brief, lesson);
  // A parent-and-child class teaches the holds, not a stroke, and the shallow-end widths class is already built on its skill: their plans stand.
  const skill = format === 'parent_child' || (format === 'adult_learner' && deepBeyondShallow(lesson)) ? null : lesson?.skill;
  const draft = emptyDraft(`${named(plan.name, skill, lesson)} (${minutes} min)`);
  draft.steps = timedSteps(withSkill(plan.steps, skill, lesson), minutes)
    .map((step) => (has(lesson, 'cannot_stand') ? { ...step, detail: heldThroughout(step.detail) } : step))
    .map((step) => (has(lesson, 'supported_float') ? { ...step, detail: heldFloats(step.detail) } : step));
  // In a parent-and-child class every child is held by their caregiver already.
  if (has(lesson, 'some_cannot_stand') && format !== 'parent_child') draft.steps = draft.steps.map((step) => ({ ...step, detail: `${step.detail} ${nonStanders(step.title)}` }));
  const child = format !== 'private' && format !== 'adult_learner' ? bolter(lesson) : null;
  if (child) draft.steps = withBolter(draft.steps, child.name, lesson?.helpers ? 'their named adult' : 'the instructor');
  if (has(lesson, 'supported_float')) draft.notes.push("They float only with help: every float and glide is held by the instructor or ends in the instructor's hands; nobody floats or glides alone yet.");
  const depth = /\d(?:\.\d)?\s*(?:ft|feet|foot|m)\b/.exec(lesson?.words ?? '')?.[0];
  if (has(lesson, 'some_cannot_stand') && format !== 'parent_child') draft.notes.push(`Some children cannot stand with the face out${depth ? ` in ${depth}` : ''}: they are supported in every activity (a noodle, the step or a platform, or the instructor's hands), never asked to stand or let go; they work nearest the instructor, and anything done "unsupported" is done by those who stand.`);
  if (has(lesson, 'cannot_stand')) draft.notes.push('The child cannot stand anywhere in this pool: on the step, a platform or in the instructor\'s hands the whole lesson; nothing done standing, nothing unsupported.');
  const asked = brief.clock.value.minutes;
  if (asked === null) draft.notes.push(`${minutes} minutes: no time given.`);
  else if (asked !== minutes) draft.notes.push(`${minutes} minutes rather than ${asked}: a lesson holds young or new swimmers' attention for ${minutes < asked ? 'an hour at most' : 'a quarter of an hour at least'}.`);
  draft.notes.push(...plan.notes);
  if (format !== 'private' && format !== 'adult_learner') draft.notes.push(...needsInGroup(lesson));
  if (format === 'adult_learner' && has(lesson, 'nervous')) {
    const deep = has(lesson, 'level_up') ? "deep water only holding the wall or a noodle, the instructor in the water within arm's reach" : 'no deep water today';
    draft.notes.push(`The nervous learner: stays where they stand, beside the wall or the instructor; each new step shown first and tried only when they say so; ${deep}; they may stand, hold the wall or step out at any time.`);
  }
  draft.notes.push(format === 'parent_child' ? 'No jumping in and no dives: entries are sitting, into the caregiver\'s arms.' : 'No dives and no breath-holding games: feet-first entries only; racing starts are taught only in 6 ft (1.84 m) of water or more, under a coach.');
  return draft;
}

/**
 * Adults who can swim a length or so (COACHING.md §9b, adult learners): breathing and the stand-up
 * first, then short lengths with rest at the wall, rest-based (no send-offs), 800-1,800 in 45-60 min.
 */
export function composeAdultLearners(kit: Kit, order: Order, volume: number): SessionDraft {
  const brief = order.brief;
  // "shallow end 3-4 ft then drops to 12 ft": the lengths would run into deep water, so the class is widths of the shallow end.
  if (deepBeyondShallow(brief.lesson)) return composeLesson(kit, order);
  const minutes = order.requestedMinutes ?? 45;
  const draft = emptyDraft('Adult Learners Swim');
  const target = Math.min(1800, Math.max(800, volume));
  const one = kit.course === 'LCM' ? 50 : 25;
  const shallow = brief.pool.value.shallow || brief.limits.some((c) => c.rule === 'no_dives' && /shallow/.test(c.said));
  const rest = (seconds: number) => ({ timing: 'rest' as const, rest: seconds });
  const reps = (share: number, distance: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round((target * share) / distance)));
  const protect = { protect: true };
  // "want to start bilateral breathing and their first real breaststroke": the breath to both sides, and breaststroke taught from the kick up.
  const bilateral = brief.wants.some((w) => /\bbilateral\b|\bboth sides\b/.test(w.words)) || (brief.focus.words ?? '').includes('bilateral');
  const breast = brief.focus.value.includes('breast');
  // Breathing and the stand-up come first, before any length is swum.
  addSection(draft, kit, 'warmup', target * 0.25, (k) => [
    single(makeSet(k, { reps: reps(breast ? 0.08 : 0.12, one, 2, 4), distance: one, stroke: 'kick', zone: 'REC', ...rest(30), description: 'with a board, face in and breathe out, lift the head to breathe every 3-4 kicks; stand up whenever you need to' })),
    single(makeSet(k, { reps: reps(breast ? 0.08 : 0.13, one, 2, 6), distance: one, stroke: 'drill', zone: 'REC', ...rest(30), description: 'push and glide, 3-4 strokes, stand up (knees to chest, press the arms down, feet down), then swim on: the stand-up on every length' })),
  ], { name: 'Breathing and Stand-up', ...protect });
  const freeWords = bilateral
    ? 'breathe every 3 strokes, one side then the other (bilateral); take a breath every 2 whenever you need the air, then back to 3; rest at the wall until the breathing settles'
    : 'breathe to the side every 2 or 3 strokes, rest at the wall until the breathing settles; stand and go again if you need to';
  const lengths = (k: Kit) => [
    ...(bilateral ? [single(makeSet(k, { reps: reps(0.08, one, 2, 4), distance: one, stroke: 'kick', zone: 'REC', ...rest(30), description: 'on the side with a board in the bottom hand, face in blowing out, roll the head up to breathe when you need air; the other side on the way back' }))] : []),
    single(makeSet(k, { reps: reps(breast ? (bilateral ? 0.18 : 0.22) : 0.28, one, 4, 12), distance: one, stroke: 'free', zone: 'EN1', ...rest(30), description: freeWords })),
    single(makeSet(k, { reps: reps(breast ? 0.08 : 0.17, one, 2, 8), distance: one, stroke: 'back', zone: 'EN1', ...rest(30), description: 'easy back crawl or kick on the back, ears in, eyes up: the stroke to rest on' })),
  ];
  const lengthsName = bilateral ? 'Bilateral Breathing, Short Lengths' : 'Short Lengths, Rest at the Wall';
  if (breast) {
    // The new stroke is taught while they are fresh, from the kick up (COACHING.md §7.12); the lengths they know come after.
    addSection(draft, kit, 'main', target * 0.4, (k) => [
      single(makeSet(k, { reps: reps(0.12, one, 2, 6), distance: one, stroke: 'kick', zone: 'REC', ...rest(30), description: 'breaststroke kick on the back, a board held on the tummy: heels up to the seat, toes turned out, kick round and together ("up, out, together"), glide' })),
      single(makeSet(k, { reps: reps(0.12, one, 2, 6), distance: one, stroke: 'kick', zone: 'REC', ...rest(30), description: 'breaststroke kick on the front with a board, face in blowing out, lift the chin to breathe every kick; both feet turned out' })),
      single(makeSet(k, { reps: reps(0.18, one, 2, 10), distance: one, stroke: 'breast', zone: 'EN1', ...rest(30), description: 'their first breaststroke: "pull, breathe, kick, glide", a long glide after each kick; stand up whenever you need to' })),
    ], { name: 'First Breaststroke', ...protect });
    addSection(draft, kit, 'secondary', target * 0.3, lengths, { name: lengthsName, ...protect });
  } else {
    addSection(draft, kit, 'main', target * 0.45, lengths, { name: lengthsName, ...protect });
    addSection(draft, kit, 'secondary', target * 0.15, (k) => [
      single(makeSet(k, { reps: reps(0.15, 2 * one, 1, 4), distance: 2 * one, stroke: 'free', zone: 'EN1', ...rest(45), description: 'the first try at two lengths: stop at the wall between them if you need to' })),
    ], { name: 'Two Lengths', ...protect });
  }
  addSection(draft, kit, 'cooldown', target * 0.08, (k) => [single(makeSet(k, { reps: 2, distance: one, stroke: 'choice', zone: 'REC', ...rest(20), description: 'very easy, back or front' }))], { name: 'Cool-down', ...protect });
  draft.notes.push(`Before the first length: 2-3 minutes standing ${shallow ? 'in the shallow end' : 'where everyone stands'}: bubbles out through the mouth and nose, 10 slow breaths face in and out, and the stand-up from a float.`);
  draft.notes.push(`Rest-based, no send-offs: take :20-:45 at the wall and go when the breathing has settled. Lengths in the lane by the wall${shallow ? '; skills, and widths for anyone not yet at ease past the shallow end, in the shallow end' : ''}; the coach walks alongside on deck with a pole or noodle ready.`);
  draft.notes.push(`About ${minutes} minutes with the skills and rests; cut a few lengths rather than the rests if time runs short.`);
  return draft;
}

export function composeDrylandOnly(kit: Kit, order: Order): SessionDraft {
  const draft = emptyDraft('Dryland Session');
  const session = drylandFor(order, kit.rng);
  draft.dryland = [session.session];
  draft.notes.push(...session.notes);
  return draft;
}

/**
 * The level-up check the coach named ("Grace is ready to move up to level 4 if she can do 15 yds of free w side breathing"):
 * that child swims that skill where everyone stands, the instructor alongside, while the others work at the wall.
 */
function skillCheck(lesson: BriefLesson | null): Step | null {
  if (!has(lesson, 'skill_check')) return null;
  const words = lesson!.words;
  const who = /\b([a-z]{3,12}) (?:is|'s|s) (?:ready|close|almost ready|trying)\b|\b([a-z]{3,12}) (?:can|could|needs to|has to|wants to) (?:move|level|pass)\b/.exec(words);
  const name = who ? (who[1] ?? who[2])!.replace(/^./, (c) => c.toUpperCase()) : null;
  const skill = /\b(?:if|when|once|so) (?:she|he|they) can (?:do|swim|make) ([^,;]+)|\b(?:by|with) (?:swimming|doing) ([^,;]+)/.exec(words);
  const what = skill ? (skill[1] ?? skill[2])!.replace(/\bw\/?\s/g, 'with ').replace(/\byds?\b/g, 'yd').trim() : 'the next level’s skill';
  const child = name && !/^(?:she|he|they|the|my|our|one|kid|child)$/i.test(name) ? name : 'The child moving up';
  return [3, `Level-up try: ${child}`, `${child} swims ${what}, where they can stand, the instructor walking alongside within reach; the others kick at the wall${lesson!.helpers ? ' with the aide' : ''}. Done cleanly: tell the parent at pick-up; not yet: one thing to practise next week.`];
}
