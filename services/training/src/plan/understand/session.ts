import type { Brief, BriefClinic, BriefCoachSet, BriefWant, BriefDryland, BriefEvent, BriefKind, BriefLesson, BriefOpenWater, Fact, Focus, PlanConstraint, SessionType, Squad } from '@laneforge/contracts';
import { EASIER_DAY, easyWithWork, readEmphasis, readEvent, readFocus, readMinutes, readScope, readSessionType, readTest, withoutLimits, withoutPastDryland } from '../vocabulary';
import type { TestKind } from '../vocabulary';
import { assumed, said } from './facts';
import type { RequestText } from './text';

/** What kind of session (or plan) the coach asked for, what it works on, and the details special sessions need. */

export function readKind(text: RequestText, hint: 'workout' | 'season' | undefined, date: string, formMeets: number): Fact<BriefKind> {
  // Meets from the form make it a season: only a season has meets.
  if (formMeets > 0) return said('season', 'the meet calendar');
  const kind = readScope(text.described, hint, date);
  if (kind === 'season') return said('season', /season|taper|weeks?|wks?|block|plan|program/.exec(text.described)?.[0] ?? 'season plan');
  return { value: 'workout', source: 'said', words: 'one session' };
}

export function readSession(text: RequestText, squad: Squad, hasVolume: boolean, kind: BriefKind): Fact<SessionType> {
  if (kind === 'season') return assumed('practice', 'a season plan');
  // "no breath control stuff for anyone" names a limit, not the session.
  const type = readSessionType(text.plain.replace(/\b(?:no|without|avoid|skip|not)\s+(?:any\s+)?(?:[a-z]+\s+){0,2}?(?:breath(?:ing)? control|hypoxic|test(?:ing)?|dry[- ]?land|open[- ]water|racing|race[- ]pace)\b[^.;,\n]*/g, ' '), squad, hasVolume);
  const lesson = lessonAsked(text.plain, type, squad);
  if (lesson) return said('learn_to_swim', lesson);
  return type === 'practice' ? { value: 'practice', source: 'said', words: 'practice' } : said(type, type.replace(/_/g, ' '));
}

/**
 * A lesson for a child the squad words read as a team age ("private lesson, 9 yo, won't put her face
 * in"), or a stroke-school class: taught as a lesson by steps, not swum as a practice.
 */
function lessonAsked(t: string, type: SessionType, squad: Squad): string | null {
  // Adults who swim a little already get a swim of their own (an adult learners' practice); only non-swimmers get a lesson.
  if (['masters_novice', 'masters', 'masters_advanced', 'triathlete', 'recreational'].includes(squad)) {
    const m = /\bcan'?t swim\b|\bnon[- ]?swimmers?\b|\bnever learned to swim\b|\bafraid of (?:the )?water\b/.exec(t);
    if (type === 'practice' && m && !/\bjust learned\b|\bcan swim\b/.test(t)) return m[0];
    // "adult beginner group … drops to 12 ft. they can do a sloppy 25": the pool's lengths run into deep water, so it is a lesson in the shallow end.
    const beginners = /\badult (?:beginners?|learners?|learn[- ]to[- ]swim)\b|\bbeginner adults?\b/.exec(t);
    return type === 'practice' && beginners && deepEnd.test(t) && swimsALength.test(t) ? beginners[0] : null;
  }
  if (type === 'practice') {
    // "30 min private, 8 yo girl level 3, the deep water test for level 4": a child's private or a learn-to-swim level is a lesson.
    const m = /\b(?:private|semi[- ]private|swim(?:ming)?|group|kids'?|beginners?'?|1[:-]1|one[- ]on[- ]one)\s+(?:swim\s+)?(?:lessons?|class(?:es)?)\b|\b(?:\d{1,2}\s*min(?:ute)?s?\s+)?private\b(?=[^.;]{0,40}\b(?:[3-9]|1[0-2])\s*(?:yo|y\/o|year[- ]old|yr)\b)|\blevel [1-6] (?:kids?|girl|boy|class|group|swimmers?)\b|\b(?:deep[- ]water|swim) test for level\b|\blessons? for (?:a|an|my|our|the) \d{1,2}\b|\b(?:won'?t|doesn'?t|will not|refuses to) put (?:her|his|their) face\b/.exec(t);
    // "swim lessons start right after": the pool's next booking, not this session.
    const booking = m && /^\s+(?:start|starts|begin|begins|are|come|comes|after|right|at|follow|follows|then|next|need|have|use)\b/.test(t.slice(m.index + m[0].length));
    if (m && !booking && !/\b(?:main set|warm[- ]?up|x\s*\d{2,3}|send[- ]?offs?)\b/.test(t)) return m[0];
  }
  if (type === 'clinic' && /\bstroke school\b/.test(t) && !/\bstations?\b/.test(t)) return 'stroke school';
  return null;
}

const defaultFocus: Partial<Record<SessionType, Focus>> = { practice: 'aerobic', meet_warmup: 'pacing', pre_meet: 'pacing', race_pace: 'pacing', breath_control: 'aerobic' };

/** What the session works on; a limit wins over a focus that contradicts it ("IM focus, no IM" is not an IM day). */
export function readFocusFact(text: RequestText, type: SessionType, limits: readonly PlanConstraint[]): Fact<Focus[]> {
  const plain = withoutLimits(text.plain, limits);
  const ruled: Partial<Record<string, Focus>> = { no_im: 'im', no_fly: 'fly', no_back: 'back', no_breast: 'breast' };
  const focus = readFocus(plain, type).filter((f) => !limits.some((c) => ruled[c.rule] === f));
  if (type === 'learn_to_swim') return said(['technique'], 'a lesson');
  if (type === 'dryland') return said([], 'dryland');
  // "Something hard for tmrw": no focus named, but the effort is: a threshold day.
  // "hard but easy day … like recovery but with some work": aerobic with some work in it, not a threshold day.
  const easier = easyWithWork.exec(plain);
  if (focus.length === 0 && type === 'practice' && easier) return assumed(['aerobic', 'threshold'], `${EASIER_DAY}: "${easier[0]}"`);
  if (focus.length === 0 && type === 'practice' && /\b(?:hard|tough|harder|challenging|grind|grinder|beat (?:them|em) up|make (?:them|em) hurt|painful)\b/.test(plain) && !/\b(?:not|nothing|no|too)\s+(?:too\s+|that\s+|very\s+)?(?:hard|tough)\b/.test(text.plain)) {
    return assumed(['threshold'], 'a threshold practice: something hard, no focus named');
  }
  if (focus.length === 0) {
    const f = defaultFocus[type] ?? 'aerobic';
    return assumed([f], type === 'practice' ? 'an aerobic practice (no focus given)' : `${f} for this session`);
  }
  return said(focus, focus.join(', '));
}

export function readEventFact(text: RequestText, focus: Focus[]): Fact<BriefEvent | null> {
  const { event, goal } = readEvent(text.plain);
  if (!event) return assumed(null, 'no race named');
  if (event.stroke !== 'free' && !focus.includes(event.stroke as Focus)) focus.push(event.stroke as Focus);
  if (!focus.includes('pacing') && /\brace|\bmeet|\bevent|\bchamp|\bgoal|\bqualif/.test(text.plain)) focus.push('pacing');
  return said({ distance: event.distance, stroke: event.stroke, goal }, event.name);
}

export function readTestKind(text: RequestText, type: SessionType): TestKind | null {
  return type === 'test' ? readTest(text.plain) : null;
}

/**
 * "broken 200 free test day … 4x50 on :10 rest at goal pace": the coach's 4 x 50 is the test's pieces,
 * read as the broken swim the test is made of, not a set of its own beside it.
 */
export function testPieces(coachSets: readonly BriefCoachSet[], test: TestKind | null): { coachSets: BriefCoachSet[]; wants: BriefWant[] } {
  if (test !== 'broken') return { coachSets: [...coachSets], wants: [] };
  const pieces = coachSets.find((c) => c.blocks.length === 1 && c.blocks[0]!.sets.length === 1 && c.blocks[0]!.rounds === 1 && [2, 3, 4, 8].includes(c.blocks[0]!.sets[0]!.reps) && c.blocks[0]!.sets[0]!.sendOff?.type === 'rest' && c.blocks[0]!.sets[0]!.sendOff.seconds <= 20);
  if (!pieces) return { coachSets: [...coachSets], wants: [] };
  const set = pieces.blocks[0]!.sets[0]!;
  const rest = set.sendOff?.type === 'rest' ? set.sendOff.seconds : null;
  return { coachSets: coachSets.filter((c) => c !== pieces), wants: [{ kind: 'main', distance: set.distance, stroke: null, zone: null, structure: 'broken', volume: null, share: null, minutes: null, rest, place: 'middle', words: pieces.words ?? `${set.reps} x ${set.distance}` }] };
}

export { readEmphasis };

/** "25 yd pool shallow end 3-4 ft then drops to 12 ft": deep water past the shallow end, which learners never swim toward. */
const deepEnd = /\bdrops? (?:off |down )?(?:to|into) (?:about |like |~)?\d{1,2}\s*(?:ft|feet|foot|'|m)\b|\b(?:[6-9]|1[0-8])\s*(?:ft|feet|foot)(?: deep)?\b(?! tall)|\bdeep end\b/;
/** "they can do a sloppy 25 free", "can swim a length": learners who swim a little, past the first floats. */
const swimsALength = /\bcan (?:do|swim|make|get through) (?:a |one )?(?:\w+ )?(?:25|length|lap|width|50)\b/;

const needWords: ReadonlyArray<readonly [string, RegExp]> = [
  ['nervous', /\bnervous\b|\bterrified\b|\bscared\b|\bafraid\b|\bfear(?:ful)?\b|\bcr(?:y|ied|ies|ying)\b|\banxious\b|\btimid\b|\bhesitant\b|\bpanics?\b|\bscreams?\b|\bscreaming\b|\bmeltdowns?\b/],
  ['autistic', /\bautis(?:m|tic)\b|\basd\b|\bsensory\b/],
  ['bolts', /\bbolts?\b|\bbolting\b|\b(?:runs?|running|ran|wanders?|wandering|heads?|heading|makes? a (?:run|break)) (?:off|away|toward|towards|for the deep)\b|\belope|\bjumps? in\b[^.;]{0,30}\bwithout (?:waiting|asking|permission)\b|\bwon'?t wait\b|\bjumps? in (?:before|whenever)\b/],
  ['nonverbal', /\bnon[- ]?verbal\b/],
  ['face_in', /\bface in\b|\bface (?:in the )?water\b|\bwon'?t put (?:her|his|their) face\b|\b(?:water|splash(?:es|ing)?) (?:in|on|touches|touching|near) (?:her|his|their|the) face\b|\bface[- ]in\b/],
  ['one_to_one', /\bprivate\b|\bone[- ]on[- ]one\b|\b1:1\b/],
  ['semi_private', /\bsemi[- ]?private\b|\b(?:2|two|3|three) (?:kids|children|sisters|brothers|siblings|cousins|friends)\b/],
  // Moving up into deep water: the deep end, treading or jumping said with it.
  ['level_up', /\bdeep (?:end|water)\b(?=[^.]{0,30}\b(?:ready|move|moving|try|first time)\b)|\bready for (?:the )?deep\b|\b(?:going|go|moving|move|heading|head) (?:to|into|in) (?:the )?deep (?:end|water)\b|\bjump in\b[^.;\n]{0,30}\btread\b|\bready to (?:try|go (?:to|in)|move to|swim in|jump in) (?:the )?deep\b|\btry(?:ing)? (?:out )?the deep (?:end|water)\b|\b(?:level[- ]?up|mov(?:e|ing) up)\b(?=[^.]{0,80}\b(?:deep|tread|jump)\b)/],
  // "Grace is ready to move up to level 4 if she can do 15 yds of free w side breathing": a skill checked where they stand.
  ['skill_check', /\b(?:level[- ]?up|mov(?:e|ing) up|pass(?:ing)? (?:level|the (?:level|test)))\b(?![^.]{0,80}\b(?:deep|tread|jump)\b)/],
  ['first_time', /\bfirst (?:class|lesson|time in|time ever|day|session|week)\b|\bnever (?:been|had) (?:in|a lesson)\b|\bbrand new\b/],
  ['songs', /\bsongs?\b|\bsing/],
  ['deep_end', deepEnd],
  ['swims_a_length', swimsALength],
  // "they can swim a width but not a length yet": widths where they stand, never a length.
  ['widths_only', /\bcan (?:swim|do|make) (?:a |one )?widths?\b[^.;]{0,20}\bnot (?:a |one )?(?:full )?length\b|\b(?:can'?t|cannot|cant|not able to) (?:yet )?(?:swim|do|make|finish) (?:a |one )?(?:full )?(?:length|25|lap)\b|\bnot (?:a |one )?(?:full )?length yet\b/],
  // "they can only float with help", "can't float on their own yet": every float and glide is held.
  ['supported_float', /\bfloat\w*\s+(?:only\s+)?(?:with|w\/?|w\.)\s*(?:help|support|a noodle|noodles|assistance|an? adult|the instructor)\b|\bcan'?t (?:yet )?float\b|\bcannot float\b|\bneeds? help (?:to |with )?float\w*|\bonly float with\b|\bnot (?:yet )?float(?:ing)? (?:alone|on (?:their|his|her) own|by (?:themselves|himself|herself)|unassisted)\b|\bassisted floats?\b|\bwon'?t float\b/],
];

/**
 * "shallow end is 4ft and hes 3'9\"", "she can't touch anywhere": the child cannot stand in the water
 * of this pool, so nothing in the lesson is done standing or unsupported.
 */
function cannotStand(t: string): boolean {
  if (/\bcan'?t (?:touch|stand)\b|\bcannot (?:touch|stand)\b|\btoo (?:short|small) to (?:touch|stand)\b/.test(t)) return true;
  // The child's height: said of him or her, or with inches ("3'9\""), never the water's "is 4ft".
  const height = /\b(?:he'?s|she'?s|hes|shes|he is|she is|only|height(?: is)?|stands)\s+(\d)\s*(?:'|ft|foot|feet)\s*(\d{1,2})?\s*(?:"|in\b|inches\b)?|\b(\d)'\s*(\d{1,2})"/.exec(t);
  const depth = /(\d(?:\.\d)?)\s*(?:ft|feet|foot)\b(?![^.;,]{0,12}\btall\b)/.exec(t.replace(height?.[0] ?? '\u0000', ' '));
  if (!height || !depth) return false;
  return +(height[1] ?? height[3])! * 12 + +(height[2] ?? height[4] ?? 0) <= parseFloat(depth[1]!) * 12;
}

/** "some can't touch with face out", "2 of them can't stand", "the little ones can't touch": part of a group, not every child. */
function someCannotStand(t: string): boolean {
  return /\b(?:some|a few|few|a couple|couple|one or two|two|three|[1-9]|half|not all|the (?:smaller|shorter|little|littler|younger) ones?)\b(?: (?:of (?:them|the kids|the children)|kids|children))? (?:still )?(?:can'?t|cannot|can not|cant) (?:touch|stand)\b/.test(t);
}

/** The skills a lesson can be built around, by the coach's words for them. */
const lessonSkills: ReadonlyArray<readonly [NonNullable<BriefLesson['skill']>, RegExp]> = [
  ['breathing', /\b(?:side |rotary )?breath(?:ing|es|e|s)?\b(?![- ]hold)/],
  ['front_crawl', /\bfree(?:style)?(?: arms| stroke)?\b|\bfront crawl\b|\bcrawl arms\b/],
  ['back_crawl', /\bback ?(?:stroke|crawl)\b|\bbackstroke\b/],
  ['breaststroke', /\bbreast ?stroke\b|\bfrog kick\b|\bbreast(?:stroke)? kick\b|\bwhip kick\b/],
  ['floating', /\bfloat(?:ing|s)?\b/],
  ['treading', /\btread(?:ing)?(?: water)?\b/],
];

/** Words that make a skill the lesson's aim, not something the child already does: "working on", "is a mess", "by the end". */
const aim = /\bonly breathes?\b|\bscissor(?:s|ing)?(?: kick)?\b|\bwork(?:ing)? on\b|\bfocus(?:ing)? on\b|\bwants? (?:them|him|her|to)\b|\bby the end\b|\b(?:is|are) (?:a )?mess\b|\bmessy\b|\bstruggl\w*|\btrouble\b|\bhelp (?:with|on)\b|\bneeds? (?:help|work)\b|\bcan'?t (?:get|figure|do|seem)\b|\bgoal\b|\bteach(?:ing)?\b(?! (?:them |him |her )?(?:to )?swim\b)|\blearn(?:ing)? (?:to (?!swim\b)|the|how)|\bget (?:them|him|her) (?:to|doing)\b|\bnot (?:getting|there)\b|\bfix\b|\bimprove\b/;

/** The skill a lesson is for: the first named in a clause that says it is the aim. */
function readSkill(t: string): BriefLesson['skill'] {
  for (const clause of t.split(/[.;!?\n]|,\s+(?=but\b|and\b)/)) {
    if (!aim.test(clause)) continue;
    // "treading in the deep end some day": a deep-water goal for later, not what this lesson works on.
    const later = /\b(?:some ?day|one day|eventually|down the road|in the future|later on)\b/.test(clause);
    const found = lessonSkills
      .map(([skill, re]) => ({ skill, at: re.exec(clause)?.index ?? -1 }))
      // "they can do a sloppy 25 free, want to learn breathing to the side": what they can do already is not the aim.
      .filter((x) => x.at >= 0 && !(later && x.skill === 'treading') && !/\bcan (?:do|swim|make)\b[^,;]{0,25}$/.test(clause.slice(0, x.at)))
      .sort((a, b) => a.at - b.at);
    // "can swim a width of freestyle but breathing is a mess": the skill beside the aim, not the one they can do.
    const aims = [...clause.matchAll(new RegExp(aim.source, 'g'))].map((m) => m.index);
    const distance = (at: number) => Math.min(...aims.map((a) => Math.abs(at - a)));
    const near = [...found].sort((a, b) => distance(a.at) - distance(b.at))[0];
    if (near) return near.skill;
  }
  return null;
}

/** The clause, as written, that says a child bolts: from the last comma or full stop before it to the next. */
function boltingClause(raw: string): string | undefined {
  const bolts = needWords.find(([n]) => n === 'bolts')![1];
  const m = new RegExp(bolts.source, 'i').exec(raw);
  if (!m) return undefined;
  let start = Math.max(...['.', ';', ',', '!', '?', '\n'].map((c) => raw.lastIndexOf(c, m.index))) + 1;
  // "one girl, sofia, keeps wandering off": a name or "one girl" may sit behind a comma or two.
  for (let i = 0; i < 2 && raw[start - 1] === ','; i++) {
    const before = Math.max(...['.', ';', ',', '!', '?', '\n'].map((c) => raw.lastIndexOf(c, start - 2))) + 1;
    const segment = raw.slice(before, start - 1).trim();
    if (segment.split(/\s+/).length > 2 || /\d/.test(segment)) break;
    start = before;
  }
  const end = /[.;,!?\n]|$/.exec(raw.slice(m.index))!.index + m.index;
  return raw.slice(start, end).replace(/[\s(]+$/, '').trim().slice(0, 160);
}

/** What the child loves, in the coach's words: "he loves spinning things and counting". */
function readLikes(t: string): string[] {
  const out: string[] = [];
  for (const m of t.matchAll(/\b(?:loves?|likes?|enjoys?|is into|obsessed with|motivated by|favou?rite (?:thing|toy|game)s? (?:is|are))\s+([^.;,\n]+)/g)) {
    // "loves the water but loud noises and whistles upset her": what follows "but" is another matter.
    for (const part of m[1]!.replace(/\s+(?:but|so|though|although|except)\b.*$/, '').split(/\s+and\s+|\s*&\s*|\s*\/\s*/)) {
      const like = part.replace(/^(?:the|a|an|to|with)\s+/, '').trim();
      // "likes a visual schedule", "likes to know what's next": how the lesson is run (read elsewhere), not a toy.
      if (like.length > 1 && like.length <= 60 && !/^(?:it|this|that|(?:the )?water|(?:the )?pool|swimming|(?:to )?swim|being in (?:the )?(?:water|pool))$/.test(like) && !/^(?:visual )?schedules?\b|^routines?\b|^structure\b|^(?:to )?know(?:ing)?\b|^predictab|^when\b|^a (?:visual )?schedule\b/.test(like)) out.push(like);
    }
  }
  return out.slice(0, 6);
}

/** "swim team tryouts", "wants to make hs team": a lesson for a swimmer getting ready for a team. */
const teamTryout = /\b(?:swim )?team tryouts?\b|\bmake (?:the )?(?:hs |high school |swim |school |club |varsity )*team\b/;

export function readLesson(text: RequestText, type: SessionType, squad: Squad, ages: { low: number; high: number } | null): BriefLesson | null {
  const t = text.plain;
  const adultWords = /\badults?\b(?! (?:in the water|helper|aide|on deck|within))|\bgrown[- ]?ups?\b|\bmasters\b/.test(t.replace(/\b(?:second|another|extra|2nd|one|an?) adults?\b/g, ' ')) && !/\bparent[- ]?(?:and|&|n)|\bmommy\b|\btots?\b|\btoddlers?\b/.test(t);
  const adult = (squad === 'masters_novice' && /\bjust learned\b|\blearn(?:ing|ed)? to swim\b|\bbeginners?\b|\bnew (?:to swimming|swimmers)\b|\bnon[- ]?swimmers?\b|\bcan'?t swim\b/.test(t)) || (type === 'learn_to_swim' && (adultWords || (ages !== null && ages.low >= 18)));
  if (type !== 'learn_to_swim' && !adult) return null;
  const format: BriefLesson['format'] = adult
    ? 'adult_learner'
    : /\bparent[- ]?(?:and|&|n)[- ]?|\bmommy\b|\btots?\b|\btoddlers?\b|\binfants?\b|\bbab(?:y|ies)\b|\b\d{1,2}\s*mo\b/.test(t) || (ages !== null && ages.high <= 3)
      ? 'parent_child'
      : !teamTryout.test(t) && /\bprivate\b|\bone[- ]on[- ]one\b|\b1[:-]1\b|\b(?:my|our) (?:\d{1,2} ?(?:yo|y\/o|year old|yr old) )?(?:son|daughter|boy|girl|kid|child)\b|\blessons? for (?:a|an|my|our) \d{1,2} ?(?:yo|y\/o|year|yr)/.test(t)
        ? 'private'
        : /\bpreschool|\b[34]\s*-\s*5\s*(?:yr|year|yo)/.test(t) || (ages !== null && ages.high <= 5)
          ? 'preschool'
          : /\bstroke (?:school|lessons?|clinic)\b|\bswim team prep\b|\bpre[- ]?team\b/.test(t) || teamTryout.test(t)
            ? 'stroke_school'
            : 'learn_to_swim';
  // "working on front float + kicking with face in": the face in is the skill taught, not a child who will not put it in.
  const faceTaught = (clause: string) => aim.test(clause) && !/\bwon'?t\b|\bwill not\b|\brefuses?\b|\bscared\b|\bafraid\b|\bpanics?\b|\bhates?\b|\bcr(?:y|ies|ied)\b|\bnervous\b|\bfear/.test(clause);
  const faceInClauses = t.split(/[.;!?\n]/).filter((clause) => needWords.find(([n]) => n === 'face_in')![1].test(clause));
  const needs = needWords.filter(([n, re]) => re.test(t) && !(n === 'face_in' && faceInClauses.every(faceTaught))).map(([n]) => n);
  // "some can't touch with face out": only some of the group, so they get support in every activity while the rest stand.
  if (someCannotStand(t)) needs.push('some_cannot_stand');
  else if (cannotStand(t)) needs.push('cannot_stand');
  const helper = /\b(?:a |one )?(second|another|extra|2nd) (?:adult|instructor|helper|coach|person)\b|\b(?:have|got|with|plus) (?:a|an|one) (?:helper|assistant|aide)\b|\baide\b|\b(?:mom|dad|mum|parent|caregiver)s? (?:will be |is |are )?in the water\b|\bparent (?:in the water|helps?)\b|\b(\d) helpers?\b/.exec(t);
  const level = /\blevel\s*([1-6])\b|\blvl\s*([1-6])\b/.exec(t);
  const likes = readLikes(t);
  // The skill check as said ("grace is ready to move up … if she can do 15 yds of free w side breathing"), for its step.
  const check = needs.includes('skill_check') ? /[^.;\n]*\b(?:level[- ]?up|mov(?:e|ing) up|pass(?:ing)?)\b[^.;\n]*/.exec(t)?.[0].trim() : undefined;
  // "one boy Mateo keeps running off the steps toward the deep end": the child who bolts as written, their name with it.
  const bolts = needs.includes('bolts') ? boltingClause(text.raw) : undefined;
  // "shallow end 3.5 ft, some can't touch with face out": the water's depth kept with it, for the lesson's note.
  const depth = needs.includes('some_cannot_stand') ? /\b(?:shallow(?: end)?(?: is)? )?\d(?:\.\d)?\s*(?:ft|feet|foot|m)\b/.exec(t)?.[0] : undefined;
  const some = needs.includes('some_cannot_stand') ? /[^.;,\n]*\b(?:can'?t|cannot|can not|cant) (?:touch|stand)\b[^.;,\n]*/.exec(t)?.[0].trim() : undefined;
  const said = [check, depth, some, ...needWords.filter(([n]) => n !== 'skill_check' && needs.includes(n)).map(([n, re]) => (n === 'bolts' && bolts ? bolts : re.exec(t)?.[0]))].filter(Boolean).join(', ').slice(0, 400);
  return {
    format,
    needs,
    helpers: helper ? (helper[2] ? +helper[2] : 1) : null,
    level: level ? +(level[1] ?? level[2])! : null,
    ...(likes.length > 0 ? { likes } : {}),
    skill: readSkill(t),
    words: said || format.replace(/_/g, ' '),
  };
}

const drylandGear: ReadonlyArray<readonly [string, RegExp]> = [
  ['bands', /\bbands?\b|\bstretch cords?\b|\bsurgical tubing\b|\btheraband/],
  ['medicine balls', /\bmed(?:icine)? balls?\b|\bmedballs?\b/],
  ['mats', /\b(?:yoga )?mats?\b/],
  ['boxes', /\bboxes\b|\bplyo box(?:es)?\b/],
  ['dumbbells', /\bdumbbells?\b|\bdbs?\b|\bdb'?s\b/],
  ['racks', /\bracks?\b|\bbarbells?\b|\bsquat racks?\b/],
  ['pull-up bar', /\bpull[- ]?up bars?\b|\bchin[- ]?up bars?\b/],
  ['TRX', /\btrx\b|\bsuspension trainers?\b/],
  ['stability ball', /\bstability balls?\b|\bswiss balls?\b|\bexercise balls?\b|\bphysio balls?\b/],
  ['cones', /\bcones?\b/],
  ['kettlebells', /\bkettle ?bells?\b|\bkbs?\b/],
  ['foam rollers', /\bfoam rollers?\b/],
  ['jump ropes', /\bjump ?ropes?\b|\bskipping ropes?\b/],
];

/** How far into the season: the dose follows it (COACHING.md §9b, dryland by equipment and season). */
function readDrylandPhase(t: string): BriefDryland['phase'] {
  const soon = /\b(?:champs?|championships?|conference|conf|states?|sectionals?|nationals|the meet|big meet|taper meet)\b[^.;\n]{0,20}\b(?:in|is in)\s+(\d{1,2}|a|one|two|three)\s*(days?|weeks?|wks?)\b/.exec(t);
  if (soon) {
    const n = soon[1] === 'a' || soon[1] === 'one' ? 1 : soon[1] === 'two' ? 2 : soon[1] === 'three' ? 3 : +soon[1]!;
    const days = /^d/.test(soon[2]!) ? n : n * 7;
    if (days <= 21) return 'taper';
  }
  if (/\btaper(?:ing)?\b|\bpeak(?:ing)? week\b|\bchamp(?:s|ionship)? week\b|\bweek of (?:champs|the meet)\b/.test(t)) return 'taper';
  if (/\bearly[- ]?season\b|\bpre[- ]?season\b|\boff[- ]?season\b|\bsummer (?:strength|lifting) block\b|\bstart of (?:the )?season\b|\bfirst (?:few )?weeks? (?:of the season|back)\b|\bbase (?:phase|period)\b/.test(t)) return 'early';
  if (/\bmid[- ]?season\b|\bin[- ]season\b|\bmiddle of (?:the )?season\b|\b(?:during|through(?:out)?) (?:the )?season\b/.test(t)) return 'mid';
  return null;
}

/** "standing only", "nothing on the floor", "some of them cant get back up": no move lying or kneeling down. */
const STANDING_ONLY = /\bstanding only\b|\bonly standing\b|\bnothing on the (?:floor|ground|mat)\b|\bno (?:floor|ground) (?:work|stuff|exercises)\b|\boff the floor\b|\b(?:can'?t|cannot|cant) get (?:back )?(?:up|down)\b|\bnothing (?:lying|kneeling) down\b/;

export function readDryland(text: RequestText, type: SessionType, headcount: number | null): BriefDryland | null {
  const t = text.plain;
  // "legs from dryland yesterday" is a story; dryland is asked for when it is to come.
  // "first 15 min is stretch/bands on deck so really 1:45 in the water": the routine they already run, said to explain the clock.
  const asked = withoutPastDryland(t.replace(/\b(?:first|last) \d{1,2}\s*(?:min|mins|minutes)\s+(?:is|are|=)\s+[^.;\n]*?(?=\bso\b|[.;\n]|$)/g, ' '));
  // "stretch cords" are the pool's resistance gear, not a stretch on deck.
  const wanted = type === 'dryland' || /\bdry[- ]?land\b(?![- ]free)|\bcore\b|\bstrength\b|\bmobility\b|\bstretch(?!\s*cords?|-?y\b)|\bweight ?room (?:circuit|session|work)\b|\b\d{1,3}\s*min(?:ute)?s?\s+(?:of\s+)?(?:weight ?room|weights|lifting|circuit)\b/.test(asked);
  if (!wanted || /\bdry[- ]?land[- ]free\b|\bno dry[- ]?land\b/.test(t)) return null;
  const minutes = readMinutes(t)?.value;
  const swimMinutes = type === 'dryland' ? minutes : /\b(\d{1,2})\s*(?:min|mins|minutes|')\s*(?:of\s+)?(?:(?:bodyweight|body[- ]weight|deck|on[- ]deck|light|quick|short|band|bands|med ?ball|activation)\s+){0,2}(?:dry[- ]?land|core|strength|lifting|weights|weight ?room|circuit)\b|\b(\d{1,2})\s*(?:min|mins|minutes|')\s+(?:in|at)\s+(?:the\s+)?(?:weight ?room|gym)\b|\b(?:dry[- ]?land|core)\s*(?:for\s+)?(\d{1,2})\s*(?:min|mins|minutes)\b/.exec(t);
  const own = typeof swimMinutes === 'number' ? swimMinutes : swimMinutes ? +(swimMinutes[1] ?? swimMinutes[2] ?? swimMinutes[3])! : null;
  const nothing = /\bno (?:equipment|gear)\b|\bbody ?weight only\b|\bnothing\b(?= to use| but| at all|\s*[.,;\n]|$)|\bwith nothing\b|\bhave nothing\b|\bzero equipment\b|\bjust (?:the )?(?:deck|floor|grass|space)\b/.test(t);
  // "no med balls on deck rn", "no barbells", "no weights": what they do not have is never listed as theirs.
  // "racks r broken so med ball + bands": gear that is broken or gone is not theirs today.
  const ruledOut = (re: RegExp) => new RegExp(String.raw`\b(?:no|without|not? (?:any )?|don'?t have (?:any )?|dont have (?:any )?|zero|lost (?:the|our) )\s*(?:[a-z]+\s+){0,2}?(?:${re.source})`).test(t) || new RegExp(String.raw`(?:${re.source})\s+(?:r|are|is|were|got)\s+(?:all\s+)?(?:broken|busted|out|gone|missing|down|taken|locked(?: up)?|being (?:used|fixed))\b`).test(t);
  // "we have the weight room (racks, bars) but the kids aren't trained on the lifts": the racks are there, not for them.
  const noWeights = /\bno (?:free )?weights\b|\bwithout weights\b|\b(?:aren'?t|arent|are not|not|never been|haven'?t been|havent been) (?:trained|taught|coached) (?:on|in|for) (?:the )?(?:lifts?|lifting|weights|racks|barbells?|bars)\b|\bnever (?:lifted|done the lifts|learned the lifts)\b|\bdon'?t know (?:the )?lifts\b/.test(t);
  const equipment = nothing ? [] : drylandGear.filter(([g, re]) => re.test(t) && !ruledOut(re) && !(noWeights && ['dumbbells', 'racks', 'kettlebells'].includes(g))).map(([g]) => g);
  // "deck is wet … so we're in the multipurpose room (dry floor)": where they go, not the deck they leave.
  const moved = /\b(?:we'?re|we are|moving|moved|going|we go|we'?ll be) (?:in|to|into|inside (?:in )?)(?: the)? [a-z -]{0,24}\b(?:room|lobby|hall|studio|classroom|gym)\b|\bdry floor\b/.exec(t);
  // "weight room booked by football today … on the pool deck": a room they cannot have is not where they are.
  const roomGone = /\bweight ?room\b[^.;\n]{0,12}?\b(?:booked|taken|closed|unavailable|not available|being used|in use|off limits)\b|\bno weight ?room\b|\bcan'?t (?:use|get|have) (?:the )?weight ?room\b/.test(t);
  const setting: BriefDryland['setting'] = moved ? (/\bgym\b/.test(moved[0]) ? 'gym' : 'room') : /\bon (?:the )?(?:pool )?deck\b/.test(t) && (roomGone || !/\bweight ?room\b/.test(t)) ? 'deck' : !roomGone && /\bweight ?room\b|\blift/.test(t) ? 'weight_room' : /\bgym\b/.test(t) ? 'gym' : /\bgrass\b|\bfield\b|\boutside\b|\boutdoors?\b|\bpark\b|\blawn\b/.test(t) ? 'field' : /\bdeck\b/.test(t) ? 'deck' : /\blobby\b|\broom\b|\bcarpet\b|\bclassroom\b|\bhallway\b|\bbleachers\b/.test(t) ? 'room' : 'unknown';
  // A pool deck is wet unless the coach says it is dry: no jumps there.
  const wet = (/\bwet\b|\bslippery\b/.test(t) || setting === 'deck') && !moved && !/\bdry (?:floor|deck)\b|\bdeck is dry\b/.test(t);
  return {
    minutes: Math.min(180, Math.max(5, own ?? (type === 'dryland' ? 30 : 20))),
    when: type === 'dryland' && !/\bbefore\b|\bafter\b/.test(t) ? 'only' : /\bafter (?:practice|we swim|swimming|the swim|the workout|we get out)\b|\b(?:dry[- ]?land|core|strength|lift(?:ing)?|mobility|stretch(?:ing)?)\b[^.;\n]{0,20}\bafter\b(?! (?:the )?(?:meet|race|lunch|school))/.test(t) ? 'after' : type === 'dryland' && /\bbefore\b/.test(t) ? 'before' : type === 'dryland' ? 'only' : 'before',
    equipment: equipment.length === 0 && !nothing && !/\bbody ?weight\b/.test(t) ? null : equipment,
    setting,
    // "warm up for swimming not a workout": activation and games. Gear named for stretching ("stretch cords", "yoga mats") is gear, not the focus.
    focus: /\bwarm(?:ing)?[- ]?up for (?:the )?swim|\bnot a workout\b|\bactivation\b|\bwake (?:them|the kids|everyone) up\b|\bwiggles out\b/.test(t)
      ? 'warmup'
      : /\bmobility\b|\bstretch(?!\s*cords?)|\byoga\b(?!\s*mats?)|\bflexib/.test(t) && !/\bstrength\b|\bcore\b|\blift|\bweights?\b|\bbands?\b|\bmed(?:icine)? balls?\b|\bcircuit\b|\bstations?\b/.test(t) ? 'mobility' : 'strength',
    wet,
    stations: /\bstations?\b|\bcircuit\b/.test(t) || (headcount ?? 0) >= 20,
    phase: readDrylandPhase(t),
    ...(/\btoo sore\b|\bsore to swim\b|\b(?:not|nothing|don'?t|won'?t)\b[^.;\n]{0,30}\bsore\b|\bno (?:doms|soreness)\b|\bfirst (?:week|time|session|day) (?:of |doing |back )?(?:dry[- ]?land|lifting|in the gym|with weights)\b|\bnever (?:done dry[- ]?land|lifted)\b/.test(t) ? { gentle: true } : {}),
    ...(STANDING_ONLY.test(t) ? { standing: true } : {}),
    ...(/\bplyo\w*|\bexplosive\b|\bbox jumps?\b|\bjump (?:squats?|training)\b/.test(t) && !/\bno (?:plyo\w*|jump\w*|explosive)/.test(t) ? { plyo: true } : {}),
    ...(/\bcore\b|\babs\b/.test(asked) && !/\bdry[- ]?land\b|\bstrength\b|\blift|\bweights?\b|\bcircuit\b|\bstations?\b|\bplyo|\bgym\b/.test(asked) ? { core: true } : {}),
  };
}

export function readClinic(text: RequestText, type: SessionType): BriefClinic | null {
  if (type !== 'clinic') return null;
  const t = text.plain;
  const list = /\bstations?\s*(?:\(|:|-)\s*([^)\n.]+)\)?/.exec(t);
  const stations = list ? list[1]!.split(/,|\/|\+|\band\b|&/).map((s) => s.trim()).filter((s) => s.length > 1 && s.length < 40) : [];
  const coaches = /\b(\d{1,2}|two|three|four|five|six)\s*(?:helper |assistant |other |extra |station )?(?:coaches|instructors)\b|\b(\d{1,2}|two|three|four|five|six)\s*helpers\b/.exec(t);
  const lanes = /\b(\d{1,2})\s*lanes\b/.exec(t);
  const count = (w: string) => ({ two: 2, three: 3, four: 4, five: 5, six: 6 })[w] ?? +w;
  // "rotate every 20 min", "20 min per station", "20 min rotations": the time at each station.
  const rotation = /\brotat\w*\s+(?:every|each)\s*(?:~\s*)?(\d{1,2})\s*(?:min|mins|minutes)\b|\b(\d{1,2})\s*(?:min|mins|minutes)\s*(?:per|a|at each|each|for each)\s+station\b|\b(\d{1,2})[- ]?(?:min|minute)\s+rotations?\b/.exec(t);
  const rotationMinutes = rotation ? +(rotation[1] ?? rotation[2] ?? rotation[3])! : null;
  return { stations, coaches: coaches ? count(coaches[1] ?? coaches[2]!) : null, lanes: lanes ? +lanes[1]! : null, ...(rotationMinutes && rotationMinutes >= 3 && rotationMinutes <= 60 ? { rotationMinutes } : {}) };
}

const numberWord: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** The water temperature in °F: "water 66F", "66 degrees", "water temp 18C", "17°c". */
export function readWaterTemperature(t: string): number | null {
  const unitless = String.raw`(?!\s*(?:min|mins|minutes|m|meters?|metres?|y|yds?|yards?|k|x|ppl|people|swimmers|kids)\b)`;
  const m =
    new RegExp(String.raw`\b(?:water|temp(?:erature)?)(?:'s|\s+is|\s+at|\s+of|\s+temp(?:erature)?|\s+about|\s+around|\s*~|\s*:|\s*=|\s)*\s*(\d{2}(?:\.\d)?)\s*(?:°|º|deg(?:rees?)?)?\s*(f|c)?\b${unitless}`).exec(t) ??
    /\b(\d{2}(?:\.\d)?)\s*(?:°|º|deg(?:rees?)?\b)(?:\s*(f|c)\b)?|\b(\d{2}(?:\.\d)?)\s?(f|c)\b/.exec(t);
  if (!m) return null;
  const value = parseFloat(m[1] ?? m[3]!);
  const unit = m[2] ?? m[4] ?? (value <= 30 ? 'c' : 'f');
  const f = unit === 'c' ? Math.round((value * 9) / 5 + 32) : Math.round(value);
  return f >= 32 && f <= 95 ? f : null;
}

/**
 * Where an open-water session happens, when the pool reader did not see it: "at the beach", "ocean
 * 58F", "the quarry". Only asked of an open-water session, where a place is a place to swim.
 */
export function openWaterPlace(t: string): string | null {
  return /\b(?:at|in|off|from) the (?:beach|lake|ocean|sea|bay|river|quarry|reservoir|pond|harbou?r|shore)\b|\b(?:lake|ocean|sea|bay|river|quarry|reservoir|beach)\b(?=[^.;\n]{0,25}\b(?:\d{2}\s*(?:°|f\b|c\b)|buoys?|kayaks?|boats?|paddle ?boards?|lifeguards?|wetsuits?))/.exec(t)?.[0] ?? null;
}

/** A swim in open water: the water's temperature, the course, the boats, wetsuits and who is new to it. */
export function readOpenWaterDay(text: RequestText, type: SessionType, openWater: boolean): BriefOpenWater | null {
  if (!openWater || type !== 'open_water') return null;
  const t = text.plain;
  const buoys = /\b(?:buoys?|markers?|landmarks?)\b[^.;\n]{0,12}?(\d{2,4})\s*(m|meters?|metres?|y|yds?|yards?)\s*apart\b|\b(\d{2,4})\s*(m|meters?|metres?|y|yds?|yards?)\s*(?:apart|between (?:the )?buoys)\b/.exec(t);
  // "buoys every 200m or so": the spacing said as a step.
  const every = buoys ? null : /\b(?:buoys?|markers?)\b[^.;\n]{0,12}?\bevery\s*(?:about |like |~\s*)?(\d{2,4})\s*(m|meters?|metres?|y|yds?|yards?)\b/.exec(t);
  const buoyMeters = buoys ? Math.round(+(buoys[1] ?? buoys[3])! * (/^y/.test(buoys[2] ?? buoys[4]!) ? 0.9144 : 1)) : every ? Math.round(+every[1]! * (/^y/.test(every[2]!) ? 0.9144 : 1)) : null;
  // "2 kayakers on safety": the people in the craft name the craft.
  const boats = /\b(\d|a|one|two|three|four|five|six)\s+(kayaks?|boats?|paddle ?boards?|sups?|canoes?|lifeguards?|jet ?skis?|kayakers?|paddle ?boarders?|canoeists?)\b/.exec(t);
  const wetsuits = /\bno wetsuits?\b|\bwetsuits? (?:not allowed|banned)\b|\bnon[- ]wetsuit\b/.test(t) ? 'none' : /\bwetsuits? (?:optional|allowed|if you (?:have|want))\b|\boptional wetsuits?\b/.test(t) ? 'optional' : /\bwetsuits? (?:required|mandatory|on|only)\b|\bin wetsuits?\b/.test(t) ? 'required' : null;
  const firstTimers = /\bnever (?:swum|swam|been|done|tried)[^.;\n]{0,12}\bopen water\b|\bfirst[- ]timers?\b|\bfirst (?:time|ow|open[- ]water)\b|\bnew to open water\b|\bnever (?:swum|swam) (?:in )?(?:a )?(?:lake|ocean|sea)\b|\bopen water newbies?\b|\bbeginners?\b/.test(t);
  const mixedLevels = /\b(?:every|all|mixed|any|different) (?:levels?|abilit(?:y|ies))\b|\bmixed group\b|\bfrom beginners? to\b/.test(t) || firstTimers;
  const water = readWaterTemperature(t);
  const words = [water ? `water ${water} °F` : '', buoys?.[0] ?? every?.[0] ?? '', boats?.[0] ?? '', wetsuits ? `wetsuits ${wetsuits}` : '', firstTimers ? 'first-timers' : ''].filter(Boolean).join(', ');
  return {
    waterF: water,
    buoysMeters: buoyMeters,
    boats: boats ? { count: numberWord[boats[1]!] ?? +boats[1]!, kind: boats[2]!.replace(/s$/, '').replace(/^kayaker$/, 'kayak').replace(/^paddle ?boarder$/, 'paddleboard').replace(/^canoeist$/, 'canoe') } : null,
    wetsuits,
    firstTimers,
    mixedLevels,
    words: words || 'open water',
  };
}

/** Whether a clinic runs in stations: the coach named them, has helpers, or has too many swimmers for one coach. */
export function runsInStations(brief: Pick<Brief, 'clinic' | 'who'>): boolean {
  const clinic = brief.clinic;
  return (clinic?.stations.length ?? 0) >= 2 || (clinic?.coaches ?? 1) >= 2 || (brief.who.value.headcount ?? 0) >= 16;
}

/** Reasons and asides: context for the plan, never a limit or a second instruction. */
export function readContext(text: RequestText): string[] {
  const out: string[] = [];
  for (const sentence of text.plain.split(/[.!?\n;]|\s-\s/)) {
    const s = sentence.trim();
    if (/\b(?:because|cuz|bc|since|after|coming off|off (?:a|the) meet|raced|had a (?:hard|big|tough)|tired|sore|exhausted|wiped|dead|fried|bored|lol|haha|break|holiday|thanksgiving|ate a lot|first (?:hard )?week back|half (?:of them )?(?:will be )?gone)\b/.test(s) && s.length <= 200) out.push(s);
  }
  return out;
}

/** "the team is tired", "everyone's sore": the whole group, not their legs alone, needs an easier day. */
export const tiredGroup = (context: readonly string[]) => context.some((c) => /\b(?:tired|sore|exhausted|wiped|dead|fried|drained|beat up|beat)\b/.test(c) && !/\blegs?\b/.test(c));
