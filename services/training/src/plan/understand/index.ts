import type { Brief, BriefCoachSet, BriefMeet, BriefPool, BriefVolume, Course, Fact, Focus, PlanConstraint, SectionKind, SessionType, Squad } from '@laneforge/contracts';
import { numberText, squadNames } from '@laneforge/contracts';
import { renderSet } from '../render';
import { squads } from '../squads';
import { defaultPaces } from '../stored-paces';
import { EASIER_DAY, clockSeconds, readCourse, readLimits, readSquad, readWants } from '../vocabulary';
import { readClock, readDate, readPool, readVolumeFact, targetVolume } from './amount';
import { readCoachSets, readParts } from './coach-sets';
import { assumed, said, swimMinutesOf } from './facts';
import { inCourse, readLaneGroups, readSwimmers, refersToStoredGroups } from './people';
import { readMeets, readSeasonFacts, seasonCourse, settledMeets } from './season';
import { readClinic, readContext, readDryland, readEmphasis, readEventFact, readFocusFact, readKind, openWaterPlace, readLesson, readOpenWaterDay, readSession, readTestKind, runsInStations, testPieces, tiredGroup } from './session';
import { RequestText } from './text';
import type { PlanRequest } from './types';
import { readWho } from './who';

export type { PlanRequest } from './types';
export { sessionVolume, swimRate } from './amount';
export { orderOf, type Order } from './order';
export { runsInStations } from './session';
export { eachOwnJob } from './people';

/**
 * A day of a season opened as a practice: the week's key set is its main set, handed over as the
 * set it is rather than as words, so the brief keeps it as the season's, not as one the coach wrote.
 */
function seasonKeySet(request: PlanRequest): BriefCoachSet[] {
  if (!request.season_set) return [];
  const { week, set } = request.season_set;
  return [{ kind: 'main', blocks: [{ rounds: 1, label: null, sets: [set], coachWritten: true }], locked: false, place: null, words: renderSet(set), season: { week } }];
}

/**
 * Understand (ARCHITECTURE.md, plan generation step 1): the request's description and the coach's
 * notes → one typed brief. Each reader owns a concept; what one reader owns (a coach's set, what was
 * said of one swimmer) is taken out of the text before the next reads it.
 */
/** "just add warmup, a short kick set and cool down": the only parts written around the coach's own sets. */
function partsAround(coachSets: readonly BriefCoachSet[], raw: string): { parts?: SectionKind[] } {
  if (coachSets.length === 0) return {};
  const parts = readParts(raw);
  return parts ? { parts } : {};
}

export function readBrief(request: PlanRequest): Brief {
  const text = new RequestText(request.description, request.coach_notes);
  const assumptions: string[] = [];
  const kind = readKind(text, request.plan_type, request.date, request.meets?.length ?? 0);
  const firstSquad = readSquad(text.plain)?.value ?? 'hs_varsity';
  const coachSets = kind.value === 'workout' ? [...readCoachSets(text, 'practice', squads[firstSquad].typical), ...seasonKeySet(request)] : [];
  // "A goes before B", "in that order": the coach's sets are swum in the order written, a set written before the main set before it.
  if (/\b(?:set )?a\)?\s+(?:goes |comes |is |then )?(?:before|ahead of|first,? then)\s+(?:set )?b\b|\b(?:do|swim) (?:set )?a first\b|\bin (?:that|this|the) order\b|\bin order\b(?! to)/.test(text.plain)) {
    const mainAt = coachSets.findIndex((c) => c.kind === 'main');
    for (const c of coachSets.slice(0, Math.max(0, mainAt))) if (c.place === null && !['warmup', 'cooldown'].includes(c.kind)) c.place = 'middle';
  }
  const swimmers = readSwimmers(text, /\busrpt\b|\brace[- ]pace\b|\bgoal times?\b/.test(text.plain));
  let who = readWho(text, null);
  const volumeRead = readVolumeFact(text);
  let session = readSession(text, who.value.squad, volumeRead.value !== null, kind.value);
  // "8&U 15 min dryland in the lobby before practice … warm up for swimming": the dryland is what is asked; the practice after it is the coach's own.
  const beforeTheirPractice = /\b\d{1,3}\s*(?:-\s*)?(?:min|mins|minutes?|')\s*(?:of\s+)?dry[- ]?land\b[^.\n]*?\bbefore (?:practice|we swim|swimming|they swim|getting in|we get in|the swim|the practice)\b/.test(text.plain);
  if (session.value === 'practice' && beforeTheirPractice && volumeRead.value === null && coachSets.length === 0 && readCourse(text.plain) === null && !/\bthen (?:swim|a swim|\d)|\bswim (?:set|practice|workout)\b|\byards\b|\bmeters\b/.test(text.plain)) {
    session = { value: 'dryland', source: 'said', words: 'dryland before practice' };
  }
  const dry = session.value === 'dryland' || session.value === 'learn_to_swim';
  const read = openWaterPool(readPool(text, who.value.squad, dry), text, session.value);
  // No pool in the words: the course the coach's stored paces are kept in ("for my groups" in an LCM summer).
  const stored = request.paces?.course;
  const pool: Fact<BriefPool> = read.source === 'assumed' && stored && !dry ? { value: { ...read.value, course: stored, length: stored === 'LCM' ? 50 : 25, unit: stored === 'SCY' ? 'yards' : 'meters' }, source: 'stored', words: `${stored}, the course of your stored paces` } : read;
  const course = pool.value.course;
  const useStored = request.lane_groups === true || refersToStoredGroups(text.plain);
  const middle = request.paces && request.paces.groups.length === 0
    ? { base: inCourse(request.paces.base.free, request.paces.course, course), whose: 'your stored base' }
    : { base: defaultPaces(who.value.squad, course).base, whose: `the ${squadNames[who.value.squad].toLowerCase()} default` };
  const groups = readLaneGroups(text, { course, stored: request.paces, useStored, headcount: who.value.headcount, ...(kind.value === 'workout' ? { middle, ages: ageBands(who.value.ages, who.words ?? '', course) } : {}) });
  // "keep him w/ his lane … his lane base is 1:25": a swimmer's lane named by its base.
  const laneBase = /\b(?:his|her|their) lane(?:'s)?(?: base)? (?:is|=|on|goes on)\s*(\d?:[0-5]\d)/i.exec(`${request.description}\n${request.coach_notes ?? ''}`);
  const inLane = laneBase && groups.lanes.length >= 2 ? [...groups.lanes].sort((a, b) => Math.abs(a.base - clockSeconds(laneBase[1]!)) - Math.abs(b.base - clockSeconds(laneBase[1]!)))[0] : undefined;
  const laneless = swimmers.filter((s) => !s.lane);
  if (inLane && laneless.length === 1) laneless[0]!.lane = inLane.name;
  // "JV 100 IM teaching turns/transitions" is the JV lane's job: with the lanes' own words taken out, the session is read again.
  if (groups.lanes.some((l) => l.focus) && ['im_transitions', 'race_pace', 'broken', 'breath_control', 'recovery'].includes(session.value)) session = readSession(text, who.value.squad, volumeRead.value !== null, kind.value);
  // With no group named, the bases say how fast they are (a "1:08 LC" group is not high school).
  if (who.source === 'assumed' || (/^(?:the )?kids$/.test(who.words ?? '') && who.value.ages === null)) {
    // Lanes the engine spread around the level's own base say nothing more of the group.
    const known = groups.lanes.filter((l) => l.source !== 'assumed').map((l) => l.base).sort((a, b) => a - b);
    // The middle lane says how fast the group is, not the fastest one.
    const base = groups.single ?? known[Math.floor((known.length - 1) / 2)] ?? null;
    if (base !== null) who = readWho(text, course === 'SCY' ? base : Math.round(base / (course === 'LCM' ? 1.14 : 1.1)));
  }
  // JV and varsity, 11-12s and 13-14s in one pool: the sets keep the younger squad's limits (longest repeat, fly, zones), the faster lanes swim more of them.
  // Lanes the engine assumed by age band ("10&U": 8&Us and 9-10s) leave the group the coach named as it is.
  const laneSquads = groups.lanes.filter((l) => l.source !== 'assumed' || !/&\s*u\b|\bunder\b/i.test(who.words ?? '')).map((l) => l.squad).filter((s): s is Squad => s !== null);
  if (laneSquads.length > 0) {
    const youngest = [...laneSquads].sort((a, b) => squads[a].longest - squads[b].longest)[0]!;
    if (youngest !== who.value.squad) who = { ...who, value: { ...who.value, squad: youngest } };
  }
  const squad = who.value.squad;
  const date = readDate(text, request.date);
  const clock = readClock(text, session.value);
  // A swimmer's condition named again for the group ("asthma kid... Jim has asthma") is the swimmer's, unless the words say everyone.
  // "back from break jan 3" in a season is its first week back, which the calendar plans: not an easy-only limit on every week.
  // A test in the first week back is the baseline they asked for: swum at test effort, not capped easy.
  const limits: PlanConstraint[] = readLimits(text.plain, { timeIsLimit: false }).filter((c) => !(c.rule === 'returning' && (kind.value === 'season' || session.value === 'test'))).filter(
    (c) => !(personal.has(c.rule) && swimmers.some((s) => s.limits.some((l) => l.rule === c.rule)) && !/\b(?:everyone|all of them|the whole|team|group|half)\b/.test(c.said)),
  );
  const focus = readFocusFact(text, session.value, limits);
  // Every lane given its own job: the day is theirs together, in the coach's order.
  const laneJobs = groups.lanes.every((l) => l.focus) ? [...new Set(groups.lanes.flatMap((l) => l.focus!))] : [];
  if (focus.source === 'assumed' && laneJobs.length > 0) {
    focus.value = laneJobs;
    focus.source = 'said';
    focus.words = groups.lanes.map((l) => `${l.name} ${l.focus!.join(', ')}`).join('; ');
  }
  const event = readEventFact(text, focus.value);
  const context = readContext(text);
  // With no focus word, the coach's own main set says what the day is.
  const mainSet = coachSets.find((c) => c.kind === 'main');
  const coachMain = mainSet?.blocks.flatMap((b) => b.sets).sort((a, b) => b.reps * b.distance - a.reps * a.distance)[0];
  const zoneFocus: Partial<Record<string, Focus>> = { EN2: 'threshold', EN3: 'vo2', SP1: 'lactate', SP2: 'lactate', SP3: 'sprint' };
  // A main of IM or one stroke ("10x100 IM @ 1:40") makes the day that stroke's as well.
  const strokeFocus: Partial<Record<string, Focus>> = { im: 'im', fly: 'fly', back: 'back', breast: 'breast' };
  if (coachMain && focus.source === 'assumed' && (zoneFocus[coachMain.zone] || strokeFocus[coachMain.stroke])) {
    focus.value = [strokeFocus[coachMain.stroke], zoneFocus[coachMain.zone]].filter((f): f is Focus => f !== undefined);
    focus.source = 'said';
    focus.words = mainSet?.season ? `the season’s key set of week ${mainSet.season.week}` : 'your main set';
  }
  // A group that is tired all over ("kids are tired") gets an easy aerobic day, said as such.
  if (tiredGroup(context) && focus.source === 'assumed' && session.value === 'practice') {
    focus.value = ['aerobic', 'technique'];
    focus.words = 'an easier aerobic and technique day: the group is tired';
  }
  const lesson = readLesson(text, session.value, squad, who.value.ages);
  const dryland = readDryland(text, session.value, who.value.headcount);
  // "45 min dryland then 45 min swim": the swim's own minutes were said, so the session's clock is both together.
  if (dryland && dryland.when !== 'only' && clock.source === 'said' && clock.value.minutes !== null && swimSaidApart(text.plain, clock.value.minutes)) clock.value = { ...clock.value, minutes: clock.value.minutes + dryland.minutes };
  const clinic = readClinic(text, session.value);
  const older = (who.value.ages?.low ?? 0) >= 55 || /\b(?:6|7|8)0\s*\+|\bolder (?:group|swimmers|adults)\b|\bin (?:their|his|her) (?:60|70|80)s\b|\b(?:7|8|9)\d\s*(?:yo|year old)/.test(text.plain);
  const base: Fact<number | null> =
    groups.single !== null
      ? said(groups.single, 'base')
      : request.paces
        ? { value: request.paces.base.free, source: 'stored', words: 'your paces' }
        : older && squad.startsWith('masters')
          ? assumed(defaultPaces(squad, pool.value.course).base + 15, 'older swimmers: 15 s a 100 slower than the masters default')
          : assumed(null, 'the level’s usual paces');
  // "10x100 @ base+:20": the coach's set leaves on the group's base plus what they said.
  const perHundred = base.value ?? defaultPaces(squad, pool.value.course).base;
  for (const set of coachSets.flatMap((c) => c.blocks.flatMap((b) => b.sets))) {
    const plus = /\bbase \+ :(\d\d)\b/.exec(set.description);
    if (plus && set.sendOff === null) set.sendOff = { type: 'interval', seconds: Math.round(((perHundred * set.distance) / 100 + +plus[1]!) / 5) * 5 };
  }
  const test = readTestKind(text, session.value);
  const pieces = testPieces(coachSets, test);
  const brief: Brief = {
    kind,
    session,
    who,
    pool,
    date,
    clock,
    volume: volumeRead,
    base,
    focus,
    emphasis: session.value === 'practice' ? readEmphasis(text.plain) : [],
    event,
    test,
    lanes: groups.lanes,
    together: groups.together,
    swimmers: [...swimmers, ...groups.swimmers],
    limits,
    wants: kind.value === 'workout' ? [...readWants(text.plain), ...pieces.wants] : [],
    coachSets: session.value === 'learn_to_swim' || session.value === 'dryland' ? [] : pieces.coachSets,
    ...partsAround(pieces.coachSets, text.raw),
    meets: [],
    season: null,
    lesson,
    dryland,
    clinic,
    openWater: readOpenWaterDay(text, session.value, pool.value.openWater),
    context,
    ...outAfterMisses(text.plain),
    assumed: assumptions,
  };
  // A season trains in the pool it names; open water is the race it builds to.
  if (kind.value === 'season' && brief.pool.value.openWater && /\bscy\b|\bscm\b|\blcm\b|\bpool\b|\byards\b/.test(text.plain)) {
    // "25m pool", "scm", "long course": the course the pool words give, yards when they give none.
    const course = readCourse(text.plain)?.value ?? 'SCY';
    brief.pool = said({ course, length: course === 'LCM' ? 50 : 25, unit: course === 'SCY' ? 'yards' : 'meters', openWater: false, shallow: false }, course);
  }
  // Groups with volumes of their own: the session is written at the biggest one, the others swim their share.
  const groupVolumes = groups.lanes.map((l) => l.volume).filter((v): v is number => v !== null);
  if (groupVolumes.length > 0 && kind.value === 'workout') {
    const most = Math.max(...groupVolumes);
    brief.volume = said({ value: most, low: Math.min(...groupVolumes), high: most, bound: 'about' }, groups.lanes.filter((l) => l.volume).map((l) => `${l.name} ${numberText(l.volume!)}`).join(', '));
  }
  // "a big aerobic main, like 3000ish" in a 2-hour practice: the number is the main set's, the clock gives the rest.
  const mainSize = brief.wants.find((w) => w.kind === 'main' && w.volume !== null)?.volume;
  if (kind.value === 'workout' && mainSize && brief.volume.value?.value === mainSize && brief.clock.value.minutes !== null && brief.clock.source === 'said') {
    brief.volume = { value: null, source: 'assumed', words: `${numberText(mainSize)} is the main set's` };
  }
  if (kind.value === 'season') seasonOf(brief, text, request, assumptions);
  else brief.volume = volumeOf(brief, brief.volume, assumptions, text.plain);
  for (const s of swimmers) if (s.event && brief.event.value) s.event = { ...brief.event.value, goal: s.event.goal };
  const fun = brief.wants.some((w) => w.structure === 'fun');
  // "focus on sighting + bilateral breathing": the parts asked for are the day's work, the rest aerobic.
  const skills = brief.wants.filter((w) => w.kind === 'skills' && w.structure).map((w) => w.structure);
  if (focus.source === 'assumed' && session.value === 'practice' && kind.value === 'workout') assumptions.push(fun ? 'a fun practice: games with real swimming, a relay to close' : brief.emphasis.length > 0 ? `an aerobic practice, ${brief.emphasis.join(' and ')}-heavy as asked` : skills.length > 0 ? `an aerobic practice around the ${skills.join(' and ')} you asked for` : (focus.words ?? 'an aerobic practice (no focus given)'));
  // "Same as tues but harder": an earlier plan is not read with a request; the coach is told, and how to keep its sets.
  const earlier = /\bsame (?:as|like) (?:on |last )?(mon|tues?|wed|thur?s?|fri|sat|sun)[a-z]*\b|\bsame (?:as|like) (?:last time|yesterday|last week)\b/.exec(text.plain);
  if (earlier && kind.value === 'workout') assumptions.push(`"${earlier[0]}": no earlier plan is read with a request, so this is a new practice to your words; open that plan from History and refine it ("make it harder") to keep its sets`);
  if (pool.source === 'assumed' && !dry) assumptions.unshift(pool.words ?? `${course} (no pool given)`);
  if (who.source === 'assumed') assumptions.unshift(who.words ?? 'the group');
  // The brief holds a practice's volume: a week's or a season's number never stands as one ("~50k" of a season read as a practice).
  const v = brief.volume.value;
  if (v && v.high > 30000) brief.volume = { ...brief.volume, value: { ...v, value: Math.min(v.value, 30000), low: Math.min(v.low, 30000), high: 30000 } };
  return brief;
}

/** An open-water session at a place the pool words did not name ("at the beach, ocean 58F") is swum in open water, in metres. */
function openWaterPool(pool: Fact<BriefPool>, text: RequestText, session: SessionType): Fact<BriefPool> {
  const place = session === 'open_water' && !pool.value.openWater && pool.source !== 'said' ? openWaterPlace(text.plain) : null;
  return place ? said({ course: 'LCM', length: 50, unit: 'meters', openWater: true, shallow: false }, place) : pool;
}

/** Conditions of a person, not of the session: named for one swimmer, they are that swimmer's. */
const personal = new Set<PlanConstraint['rule']>(['asthma', 'pregnant', 'light_only', 'knee', 'shoulder', 'lower_back', 'ankle', 'neck', 'returning']);

/** The session's volume: the coach's (kept, within reason), else what the clock holds, else typical; a return from illness or a break swims about 60 %. */
function volumeOf(brief: Brief, read: Fact<BriefVolume | null>, assumptions: string[], words = ''): Fact<BriefVolume | null> {
  const type = brief.session.value;
  // Taught by a timed schedule, not swum to a volume: a lesson, dryland, a clinic in stations, a lake swim, a time trial's heats.
  if (type === 'learn_to_swim' || type === 'dryland' || (type === 'clinic' && runsInStations(brief)) || (type === 'open_water' && brief.pool.value.openWater) || brief.test === 'time_trial') return read;
  const squad = brief.who.value.squad;
  const why: string[] = [];
  // New adult swimmers swim short lengths with long rests: about 20 a minute, 800-1,800 a session (COACHING.md §9b).
  if (brief.lesson?.format === 'adult_learner' && read.value === null) {
    const minutes = brief.clock.value.minutes ?? 45;
    const value = Math.min(1800, Math.max(800, Math.round((minutes * 20) / 100) * 100));
    const line = `${numberText(value)} ${brief.pool.value.unit}: ${minutes} min of short lengths with rest at the wall for new adult swimmers`;
    assumptions.push(line);
    return assumed({ value, low: value, high: value, bound: 'about' }, line);
  }
  let value = targetVolume({ type, squad, course: brief.pool.value.course, volume: read.value, minutes: brief.clock.value.minutes, swimMinutes: swimMinutesOf(brief), base: brief.base.source === 'said' ? brief.base.value : null }, why);
  const returning = brief.limits.some((c) => c.rule === 'returning');
  if (returning && read.value === null) {
    value = Math.round((value * 0.6) / 100) * 100;
    why.push(`${numberText(value)} to come back on: about 60 % of a normal practice`);
  } else if (read.value === null && type === 'practice' && tiredGroup(brief.context) && brief.clock.value.minutes === null) {
    // "my swimmers are wiped … something easier": a shorter, easier day than a usual practice.
    value = Math.round((value * 0.7) / 100) * 100;
    why.splice(0, why.length, `${numberText(value)} ${brief.pool.value.unit}: an easier day, about 70 % of a usual ${squadNames[squad].toLowerCase()} practice, for a tired group`);
  } else if (read.value === null && type === 'practice' && (brief.focus.words ?? '').startsWith(EASIER_DAY)) {
    // "like recovery but with some work": an easier day, about three quarters of what the time holds.
    value = Math.round((value * 0.75) / 100) * 100;
    why.splice(0, why.length, `${numberText(value)} ${brief.pool.value.unit}: an easier day, about three quarters of a usual ${squadNames[squad].toLowerCase()} practice${brief.clock.value.minutes ? ` for ${brief.clock.value.minutes} min` : ''}`);
  } else if (read.value === null && type === 'practice' && brief.clock.value.minutes === null && /\bnot (?:too|very|super|that|a) long\b|\bnothing (?:too )?long\b|\bshort(?:er)? (?:one|practice|workout|session|swim|day)\b|\bquick (?:one|practice|workout|session|swim)\b|\bkeep (?:it|things) short\b/.test(words)) {
    // "something for thurs, not too long": about two thirds of a usual practice.
    value = Math.round((value * 0.65) / 100) * 100;
    why.splice(0, why.length, `${numberText(value)} ${brief.pool.value.unit}: a shorter day, about two thirds of a usual ${squadNames[squad].toLowerCase()} practice (you said not too long)`);
  } else if (read.value === null && type === 'practice' && brief.focus.value[0] === 'sprint') {
    // A speed day is short on yards and long on rest (COACHING.md §3, SP3: full recovery): about three quarters of a usual practice.
    value = Math.round((value * 0.75) / 100) * 100;
    why.splice(0, why.length, `${numberText(value)} ${brief.pool.value.unit}: a speed day, about three quarters of a usual ${squadNames[squad].toLowerCase()} practice${brief.clock.value.minutes ? ` for ${brief.clock.value.minutes} min` : ''}, long rest between the fast swims`);
  }
  if (read.value !== null && read.value.value === value) return read;
  assumptions.push(...why);
  return assumed({ value, low: value, high: value, bound: 'about' }, why.join('; ') || 'a typical session');
}

/** "then 45 min swim", "swim for 60 min": minutes said of the swim alone, with no total said for the session. */
const swimSaidApart = (t: string, minutes: number) =>
  new RegExp(String.raw`\b${minutes}\s*(?:-\s*)?(?:min|mins|minutes?|')\s*(?:of\s+)?(?:swim|swimming|in the water|pool|water|scy|scm|lcm|yards|meters)\b|\bthen\s+${minutes}\s*(?:min|mins|minutes?)\b|\bswim(?:ming)?\s+(?:for\s+)?${minutes}\s*(?:min|mins|minutes?)\b`).test(t) &&
  !/\btotal\b|\bin all\b|\baltogether\b|\bincl(?:uding|udes)?\b|\bwhole (?:session|practice|thing)\b/.test(t);

function seasonOf(brief: Brief, text: RequestText, request: PlanRequest, assumptions: string[]): void {
  const squad = brief.who.value.squad;
  const formMeets: BriefMeet[] = (request.meets ?? []).map((m) => ({ name: m.name, date: m.date, endDate: m.endDate ?? null, importance: m.importance, who: m.who ?? null, source: 'said', words: 'the meet calendar' }));
  const named = new Set(formMeets.map((m) => m.name.trim().toLowerCase()));
  // A first read of the start and the meets by date; meets by week need the start.
  const first = readSeasonFacts(text, request.date, squad, [], null, []);
  const all = readMeets(text, request.date, first.season.startDate);
  // "ncaas mar 17-20 for our 4 qualifiers" beside the form's NCAA meet: the form's meet is raced by those the words name.
  for (const f of formMeets) {
    const words = all.find((m) => m.date === f.date || m.name.trim().toLowerCase() === f.name.trim().toLowerCase());
    if (words?.who && !f.who) f.who = words.who;
    if (words && !f.endDate && words.endDate) f.endDate = words.endDate;
  }
  // "only ~6 girls likely to make ncaas, rest are done after conf", "NCAAs mar 10-13 for qualifiers (~5)": the later A meet of
  // the form is raced by those few; the team peaks for the earlier one.
  const few = /\bonly (?:~\s*|about |like |around )?(\d{1,2}|a few|a handful|some)\s+(?:of (?:them|the \w+)\s+)?(?:girls|guys|boys|kids|swimmers|athletes|women|men)?\s*(?:are |r )?(?:likely to |will |going to |gonna |expected to |should |might |probably )?(?:make|qualify for|swim|go to|race|get to)\s+(?:the )?([a-z0-9]{3,})/.exec(text.plain);
  const forFew = /\b([a-z0-9]{3,})'?s?\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:\s*-\s*\d{1,2})?\s+)?(?:is |are )?(?:only )?for (?:the |our |my )?(?:qualifiers|qualified (?:kids|swimmers|girls|guys)?|the few who (?:make|qualify)|those who qualify)\s*(?:\(\s*~?\s*(\d{1,2})\s*\))?/.exec(text.plain);
  const fewSaid = few ? { word: few[2]!, count: /^\d/.test(few[1]!) ? few[1]! : null } : forFew ? { word: forFew[1]!, count: forFew[2] ?? null } : null;
  const theirs = fewSaid ? formMeets.find((f) => f.name.toLowerCase().includes(fewSaid.word.replace(/s$/, '')) && f.importance === 'A') : undefined;
  if (fewSaid && theirs && !theirs.who && formMeets.some((f) => f !== theirs && f.importance === 'A' && f.date < theirs.date)) theirs.who = `${fewSaid.count ? `~${fewSaid.count} ` : ''}${theirs.name.replace(/\s+championships?$/i, '')} qualifiers`.slice(0, 60);
  // "one LC meet in june" beside the form's June meet: the same meet, placed by the form.
  const read = all.filter((m) => !named.has(m.name.trim().toLowerCase()) && !formMeets.some((f) => f.date === m.date) && !(m.source === 'assumed' && formMeets.some((f) => f.date.slice(0, 7) === m.date.slice(0, 7))));
  const meets = settledMeets([...read, ...formMeets]);
  const aMeet = meets.filter((m) => m.importance === 'A' && !m.who).at(-1) ?? meets.filter((m) => m.importance === 'A').at(-1);
  const facts = readSeasonFacts(text, request.date, squad, assumptions, aMeet ? (aMeet.endDate ?? aMeet.date) : null, meets);
  brief.meets = meets;
  // Courses named only beside meets: the season trains in its A meet's course.
  const course = seasonCourse(text, meets);
  if (course && course !== brief.pool.value.course && brief.pool.source !== 'stored') brief.pool = said({ ...brief.pool.value, course, length: course === 'LCM' ? 50 : 25, unit: course === 'SCY' ? 'yards' : 'meters' }, `${course}, the course of ${meets.filter((m) => m.importance === 'A' && !m.who).at(-1)!.name}`);
  // "scy then switching to LC in may": the season starts in the first course; the move is said, the plan stays in the pool they start in.
  const switched = /\b(scy|scm|short course(?: yards| meters)?|sc|yards)\b[^.;\n]{0,30}?\b(?:then|and then|until|til|till)\b[^.;\n]{0,20}?\b(?:switch\w*|mov\w*|go\w*|chang\w*)\s+(?:over\s+)?to\s+(?:lc|lcm|long course)\b([^.;\n]{0,20})/.exec(text.plain);
  if (switched && brief.pool.value.course === 'LCM') {
    const first = /scm|meters/.test(switched[1]!) ? 'SCM' : 'SCY';
    brief.pool = said({ ...brief.pool.value, course: first, length: 25, unit: first === 'SCY' ? 'yards' : 'meters' }, `${first}, the pool the season starts in`);
    assumptions.push(`long course${switched[2]!.trim() ? ` ${switched[2]!.trim()}` : ' later'}: the plan is written in ${first}; the long-course weeks swim the same sets in meters (send-offs about 10 % longer)`);
  }
  brief.season = { ...facts.season, targetDate: facts.targetDate ?? facts.season.startDate, championship: facts.championship, taperWeeks: facts.taperWeeks };
  brief.date = { value: facts.season.startDate, source: facts.season.startDate === request.date ? 'said' : 'said', words: facts.season.startDate === request.date ? 'the form’s date' : 'the first week' };
  const sessions = facts.season.sessionsPerWeek;
  // "9 practices a week, ~50k yds": a number past any one practice in a season's words is the week's volume.
  const weekly = facts.weeklyVolume ?? (brief.volume.source === 'said' && brief.volume.value && brief.volume.value.value > 20000 ? brief.volume.value.value : null);
  // A week's volume over its sessions, at most what one practice holds (a count of sessions misread never makes a 55,000 practice).
  const perSession = weekly ? Math.min(12000, Math.round(weekly / sessions / 100) * 100) : null;
  // A weekly volume sets each session's; a session volume the coach said stands; else the clock or the level's.
  // "open water 5k july 17": a race's distance is not a practice's volume.
  const raceDistance = brief.volume.source === 'said' && brief.volume.words && /\d\s?k\b/.test(brief.volume.words) && meets.some((m) => m.words?.includes(brief.volume.words!));
  const read1 = raceDistance ? null : brief.volume.value;
  if (perSession) brief.volume = said({ value: perSession, low: perSession, high: perSession, bound: 'about' }, `${numberText(weekly!)} a week`);
  else if (!read1) {
    const why: string[] = [];
    const value = targetVolume({ type: 'practice', squad, course: brief.pool.value.course, volume: null, minutes: brief.clock.value.minutes, swimMinutes: brief.clock.value.minutes }, why);
    brief.volume = assumed({ value, low: value, high: value, bound: 'about' }, why.join('; '));
    assumptions.push(...why);
  }
}

/** The age-group bands (COACHING.md §2) a group spans: "9-14s" → 9-10s, 11-12s, 13-14s; "10&U" → 8&Us, 9-10s. */
const bands: ReadonlyArray<{ low: number; high: number; squad: Squad; name: string }> = [
  { low: 5, high: 8, squad: 'age_8_under', name: '8&Us' },
  { low: 9, high: 10, squad: 'age_9_10', name: '9-10s' },
  { low: 11, high: 12, squad: 'age_11_12', name: '11-12s' },
  { low: 13, high: 14, squad: 'age_13_14', name: '13-14s' },
];

function ageBands(ages: { low: number; high: number } | null, words: string, course: Course): Array<{ name: string; squad: Squad; base: number }> {
  if (!ages || ages.high > 14) return [];
  // "10&U" is everyone up to 10: the 8&Us swim beside the 9-10s.
  const low = /&\s*u\b|\bunder\b/i.test(words) && ages.high >= 10 ? 5 : ages.low;
  const spanned = bands.filter((b) => b.high >= low && b.low <= ages.high);
  if (spanned.length < 2) return [];
  return spanned.map((b) => ({
    name: b.low >= low && b.high <= ages.high ? b.name : b.name === '8&Us' ? '8&Us' : `${Math.max(b.low, low)}-year-olds`,
    squad: b.squad,
    base: defaultPaces(b.squad, course).base,
  }));
}

/** "they're out after 2 misses", "2 misses and you're done", "out on the first miss": the race-pace failure rule the coach uses. */
function outAfterMisses(t: string): { outAfterMisses?: number; sitOutAfterMiss?: boolean } {
  // "miss your time once, sit out the next one": the sit-out after a miss.
  const sitOut = /\bmiss\w*\b[^.;\n]{0,30}\bsit(?:s|ting)? out\b|\bsit(?:s)? out (?:the next|one|a) (?:one|rep|repeat|50|25)\b[^.;\n]{0,20}\b(?:after|if|when)\b[^.;\n]{0,12}\bmiss/.test(t);
  return { ...missesToOut(t), ...(sitOut ? { sitOutAfterMiss: true } : {}) };
}

function missesToOut(t: string): { outAfterMisses?: number } {
  // "til 2 failures out", "2 fails and out": failures are misses; "3rd miss and you're done".
  const m = /\bout (?:after|on|at) (?:the )?(\d|one|two|three|first|second|third) (?:miss(?:es)?|fail(?:ure)?s?)\b|\b(\d|one|two|three|first|second|third|1st|2nd|3rd|4th)(?:\s+(?:miss(?:es)?|fail(?:ure)?s?)) (?:and|&) (?:you'?re|they'?re|ur|out|done)\b|\bstop (?:after|at|on) (?:the )?(\d|one|two|three|first|second|third) (?:miss(?:es)?|fail(?:ure)?s?)\b|\b(?:til|till|until|to) (\d|one|two|three) (?:miss(?:es)?|fail(?:ure)?s?)(?: (?:and )?(?:out|done))?\b/.exec(t);
  const word = m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4];
  if (!word) return {};
  const n = ({ one: 1, first: 1, '1st': 1, two: 2, second: 2, '2nd': 2, three: 3, third: 3, '3rd': 3, '4th': 4 } as Record<string, number>)[word] ?? Number(word);
  return n >= 1 && n <= 5 ? { outAfterMisses: n } : {};
}
