import type { Brief, BriefCorrection, BriefLane, BriefMeet, BriefSeason, BriefVolume, ChipField, Fact, LimitCorrection, Plan, PlanConstraint } from '@laneforge/contracts';
import { Brief as BriefSchema, addDays, briefChips, clockToSeconds, fieldPath, limitText, seasonAssumedLines, squadNames } from '@laneforge/contracts';
import { daysBetween } from '../model';
import { squadOf, squads } from '../squads';
import { readSquad } from '../vocabulary';
import { targetVolume } from './amount';
import { swimMinutesOf } from './facts';

/**
 * The coach's corrections of what was understood (the Understood chips): each corrected fact of the
 * brief becomes `said`, in the words "corrected", and what followed from the old reading follows
 * the new one (an assumed volume from the squad, the pool and the clock; a season's weeks from its
 * meets). The assumed lines of corrected facts go, so the plan no longer says it assumed them.
 */

/** A correction that cannot stand (a meet before the season starts): the field and why, for a 400. */
export class CorrectionRefused extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'CorrectionRefused';
  }
}

export interface Corrected {
  brief: Brief;
  /** What changed, in the chips' words ("pool SCM", "Maria: no fly, no kick"); empty when nothing did. */
  changes: string[];
}

const WORDS = 'corrected';
const corrected = <T>(value: T): Fact<T> => ({ value, source: 'said', words: WORDS });
const standardLength = (course: string) => (course === 'LCM' ? 50 : 25);
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x) => b.includes(x));

/** A limit from the chips: the coach's own words kept when the brief already held it, else the limit's name. */
function limitsFrom(list: readonly LimitCorrection[], known: readonly PlanConstraint[]): PlanConstraint[] {
  const limits: PlanConstraint[] = [];
  for (const item of list) {
    const asked = typeof item === 'string' ? { rule: item } : item;
    if (limits.some((l) => l.rule === asked.rule)) continue;
    const kept = known.find((k) => k.rule === asked.rule && ('value' in asked ? k.value === asked.value : true));
    limits.push(kept ?? { rule: asked.rule, ...('value' in asked ? { value: asked.value } : {}), said: limitText(asked) });
  }
  return limits;
}

/** Lanes fastest first; a slower lane swims about 10 % less per step so all finish together (COACHING.md §9), unless it has a volume of its own. */
function lanesFrom(list: NonNullable<BriefCorrection['lanes']>, known: readonly BriefLane[]): BriefLane[] {
  const lanes = list.map(({ name, base }) => {
    const old = known.find((l) => sameText(l.name, name));
    return { name, base: clockToSeconds(base)!, factor: 1, volume: old?.volume ?? null, focus: old?.focus ?? null, squad: old?.squad ?? null, limits: old?.limits ?? [], source: 'said' as const, words: WORDS };
  });
  lanes.sort((a, b) => a.base - b.base);
  const volumes = lanes.map((l) => l.volume).filter((v): v is number => v !== null);
  const most = Math.max(...volumes, 0);
  const fastest = lanes[0]?.base ?? 0;
  for (const lane of lanes) lane.factor = lane.volume && most > 0 ? Math.max(0.4, Math.min(1, lane.volume / most)) : Math.max(0.5, Math.min(1, Math.round((fastest / lane.base) * 20) / 20));
  return lanes;
}

/** A season for a request the engine read as one session: from its day, the squad's usual week, twelve weeks. */
function newSeason(brief: Brief, assumed: string[]): BriefSeason {
  const sessionsPerWeek = squads[brief.who.value.squad].sessionsPerWeek;
  assumed.push('12 weeks (no length given)', `${sessionsPerWeek} sessions a week, typical for this group (none given)`);
  const startDate = brief.date.value;
  return {
    weeks: 12,
    startDate,
    targetDate: addDays(startDate, 12 * 7 - 1),
    championship: false,
    taperWeeks: null,
    sessionsPerWeek,
    days: null,
    taperDays: null,
    race: brief.pool.value.openWater ? 'open_water' : 'pool',
    breaks: [],
    drylandPerWeek: null,
  };
}

/** The weeks that reach from the first day to `date`. */
const weeksTo = (start: string, date: string) => Math.max(1, Math.ceil((daysBetween(start, date) + 1) / 7));

/**
 * The season's shape after its meets or its length were corrected: it builds to its last A meet;
 * weeks asked that are fewer than the meet needs end at the meet (the season starts later).
 */
function reshape(season: BriefSeason, meets: readonly BriefMeet[], asked: NonNullable<BriefCorrection['season']>): BriefSeason {
  const aMeet = meets.filter((m) => m.importance === 'A').at(-1);
  const target = aMeet ? (aMeet.endDate ?? aMeet.date) : null;
  let { startDate, weeks } = season;
  if (asked.weeks !== undefined) {
    weeks = asked.weeks;
    if (target && weeks < weeksTo(season.startDate, target)) startDate = addDays(target, -(weeks * 7 - 1));
  } else if (target) weeks = weeksTo(startDate, target);
  if (weeks > 52) throw new CorrectionRefused('meets', `the last A meet (${target}) is more than 52 weeks after the season starts (${startDate})`);
  const taper = asked.taperDays === undefined ? { taperDays: season.taperDays, taperWeeks: season.taperWeeks } : { taperDays: asked.taperDays, taperWeeks: asked.taperDays === null ? null : Math.ceil(asked.taperDays / 7) };
  return {
    ...season,
    weeks,
    startDate,
    targetDate: target ?? addDays(startDate, weeks * 7 - 1),
    championship: aMeet ? true : season.championship,
    sessionsPerWeek: asked.sessionsPerWeek ?? season.sessionsPerWeek,
    // Days the coach named for another number of sessions no longer hold: the engine lays them out again.
    days: asked.sessionsPerWeek !== undefined && season.days?.length !== asked.sessionsPerWeek ? null : season.days,
    ...taper,
  };
}

/** An assumed volume follows what it was assumed from (the squad, the pool, the clock, the session). */
function assumedVolume(brief: Brief, assumed: string[]): Fact<BriefVolume | null> {
  const type = brief.kind.value === 'season' ? 'practice' : brief.session.value;
  if (type === 'learn_to_swim' || type === 'dryland') return { value: null, source: 'assumed', words: 'no volume for this session' };
  const minutes = brief.clock.value.minutes;
  const swimMinutes = swimMinutesOf(brief, minutes);
  const why: string[] = [];
  const value = targetVolume({ type, squad: brief.who.value.squad, course: brief.pool.value.course, volume: null, minutes, swimMinutes }, why);
  assumed.push(...why);
  return { value: { value, low: value, high: value, bound: 'about' }, source: 'assumed', words: why.join('; ') || 'a typical session' };
}

/** The chips a correction of each field touches: only what the coach corrected is said to have changed. */
function touched(correction: BriefCorrection): Set<ChipField> {
  const fields = new Set<ChipField>();
  const direct: [keyof BriefCorrection, ChipField][] = [
    ['kind', 'kind'],
    ['session', 'session'],
    ['who', 'who'],
    ['pool', 'pool'],
    ['clock', 'clock'],
    ['volume', 'volume'],
    ['focus', 'focus'],
    ['lanes', 'lanes'],
    ['swimmers', 'swimmer'],
    ['limits', 'limits'],
    ['coachSets', 'coachSets'],
    ['meets', 'meets'],
  ];
  for (const [key, field] of direct) if (correction[key] !== undefined) fields.add(field);
  if (correction.season?.weeks !== undefined) fields.add('weeks');
  if (correction.season?.sessionsPerWeek !== undefined) fields.add('sessionsPerWeek');
  if (correction.season?.taperDays !== undefined) fields.add('taper');
  return fields;
}

/** "pool SCM", "Maria: no fly", "Tom: removed": what a corrected chip now says. */
function changesOf(before: Brief, after: Brief, fields: Set<ChipField>): string[] {
  const was = new Map(briefChips(before).map((c) => [c.key, c]));
  const now = briefChips(after);
  const prefix: Partial<Record<ChipField, string>> = { pool: 'pool ', focus: 'focus ', limits: 'limits: ', meets: 'meets: ', sessionsPerWeek: 'sessions: ' };
  const changes = now.filter((c) => fields.has(c.field) && was.get(c.key)?.text !== c.text).map((c) => `${prefix[c.field] ?? ''}${c.text}`);
  if (fields.has('swimmer')) {
    const kept = new Set(now.map((c) => c.key));
    for (const c of was.values()) if (c.field === 'swimmer' && !kept.has(c.key)) changes.push(`${before.swimmers[c.index!]!.name}: removed`);
  }
  return changes;
}

/** Applies the coach's corrections to a brief; a correction that cannot stand is refused with its field. */
export function correctBrief(brief: Brief, correction: BriefCorrection): Corrected {
  const next: Brief = structuredClone(brief);
  // The assumed lines that go (the old reading of a corrected fact) and the ones a new reading adds.
  const dropped = new Set<string>();
  const added: string[] = [];
  const forget = (fact: Fact<unknown>) => {
    if (fact.source !== 'assumed' || !fact.words) return;
    dropped.add(fact.words);
    for (const part of fact.words.split('; ')) dropped.add(part);
  };
  const forgetSeason = (re: RegExp) => brief.assumed.filter((line) => re.test(line)).forEach((line) => dropped.add(line));
  const asked = correction.season ?? {};

  if (correction.kind !== undefined && correction.kind !== brief.kind.value) {
    next.kind = corrected(correction.kind);
    if (correction.kind === 'season') {
      next.session = corrected('practice');
      next.season = newSeason(next, added);
    } else {
      next.season = null;
      next.meets = [];
      for (const re of Object.values(seasonAssumedLines)) forgetSeason(re);
    }
  } else if (correction.kind !== undefined) next.kind = corrected(correction.kind);
  const season = next.kind.value === 'season';
  if (season && !next.season) next.season = newSeason(next, added);

  if (correction.session !== undefined) {
    if (season && correction.session !== 'practice') throw new CorrectionRefused('session', 'a season plan is written of practices: correct kind to workout to ask for one session of another kind');
    next.session = corrected(correction.session);
  }
  if (correction.who) {
    forget(brief.who);
    const { squad = brief.who.value.squad, label } = correction.who;
    // The coach's own name for the group ("noon crew") stays; words that named the misread level ("high school") go with it.
    const oldLabel = brief.who.value.label;
    const ownLabel = brief.who.source === 'said' && !sameText(oldLabel, squadNames[brief.who.value.squad]) && readSquad(oldLabel) === null ? oldLabel : null;
    next.who = corrected({ ...brief.who.value, squad, label: label ?? ownLabel ?? squadNames[squad] });
  }
  if (correction.pool) {
    forget(brief.pool);
    const { course, length = standardLength(course), openWater = false } = correction.pool;
    next.pool = corrected({ course, length, unit: course === 'SCY' ? 'yards' : 'meters', openWater, shallow: brief.pool.value.shallow });
  }
  if (correction.clock) {
    forget(brief.clock);
    const old = brief.clock.value;
    const start = correction.clock.start !== undefined ? correction.clock.start : old.start;
    const end = correction.clock.end !== undefined ? correction.clock.end : old.end;
    const span = start && end ? Math.round((Date.parse(`2000-01-01T${end}:00Z`) - Date.parse(`2000-01-01T${start}:00Z`)) / 60_000) : null;
    if (span !== null && (span < 5 || span > 360)) throw new CorrectionRefused('clock.end', `${start}–${end} must span 5 to 360 minutes`);
    const minutes = correction.clock.minutes !== undefined ? correction.clock.minutes : (correction.clock.start !== undefined || correction.clock.end !== undefined) && span !== null ? span : old.minutes;
    if (minutes !== null && span !== null && minutes > span) throw new CorrectionRefused('clock.minutes', `${minutes} min do not fit between ${start} and ${end}`);
    next.clock = corrected({ minutes, start, end });
  }
  if (correction.volume !== undefined) {
    forget(brief.volume);
    if (correction.volume !== null) next.volume = corrected({ value: correction.volume, low: correction.volume, high: correction.volume, bound: 'exact' });
  }
  if (correction.focus) {
    forget(brief.focus);
    next.focus = corrected([...new Set(correction.focus)]);
  }
  if (correction.lanes) {
    forget(brief.base);
    if (correction.lanes.length === 1) {
      next.lanes = [];
      next.base = corrected(clockToSeconds(correction.lanes[0]!.base)!);
    } else next.lanes = lanesFrom(correction.lanes, brief.lanes);
  }
  if (correction.swimmers) {
    next.swimmers = correction.swimmers.map(({ name, limits }) => {
      const old = brief.swimmers.find((s) => sameText(s.name, name));
      const own = limitsFrom(limits, old?.limits ?? []);
      // What the coach said of them stands while their limits do; corrected limits are the correction's.
      const unchanged = old !== undefined && sameSet(own.map((l) => l.rule), old.limits.map((l) => l.rule));
      return { name, limits: own, lane: old?.lane ?? null, event: old?.event ?? null, words: unchanged ? old.words : WORDS };
    });
  }
  if (correction.limits) next.limits = limitsFrom(correction.limits, brief.limits);
  if (correction.coachSets) {
    correction.coachSets.forEach((position, i) => {
      if (position >= brief.coachSets.length) throw new CorrectionRefused(`coachSets[${i}]`, brief.coachSets.length ? `there is no set at position ${position} (positions 0 to ${brief.coachSets.length - 1})` : 'this plan keeps none of your sets');
    });
    next.coachSets = brief.coachSets.filter((_, i) => correction.coachSets!.includes(i));
  }
  if (correction.meets) {
    if (!season) throw new CorrectionRefused('meets', 'only a season plan has meets: correct kind to season too');
    const start = next.season!.startDate;
    correction.meets.forEach((m, i) => {
      if (m.date < start) throw new CorrectionRefused(`meets[${i}].date`, `${m.date} is before the season starts (${start})`);
    });
    next.meets = correction.meets
      .map((m) => {
        const old = brief.meets.find((o) => sameText(o.name, m.name) && o.date === m.date);
        return { name: m.name, date: m.date, endDate: old?.endDate ?? null, importance: m.importance, who: old?.who ?? null, source: 'said' as const, words: WORDS };
      })
      .sort((a, b) => a.date.localeCompare(b.date));
  }
  if (correction.season) {
    if (!season) throw new CorrectionRefused('season', 'weeks, sessions a week and the taper belong to a season plan: correct kind to season too');
    if (asked.weeks !== undefined) forgetSeason(seasonAssumedLines.weeks);
    if (asked.sessionsPerWeek !== undefined) forgetSeason(seasonAssumedLines.sessionsPerWeek);
    if (asked.taperDays !== undefined) forgetSeason(seasonAssumedLines.taper);
  }
  if (season && (correction.meets || correction.season)) next.season = reshape(next.season!, next.meets, asked);
  if (season) next.date = { ...next.date, value: next.season!.startDate };

  // An assumed volume was read from what has just been corrected: it is read again.
  const basis = correction.who?.squad !== undefined || correction.pool !== undefined || correction.clock !== undefined || correction.session !== undefined || correction.kind !== undefined;
  if (next.volume.source !== 'said' && (basis || correction.volume === null)) {
    forget(brief.volume);
    next.volume = assumedVolume(next, added);
  }

  const addedHere = added.filter((line) => !(asked.weeks !== undefined && seasonAssumedLines.weeks.test(line)) && !(asked.sessionsPerWeek !== undefined && seasonAssumedLines.sessionsPerWeek.test(line)));
  next.assumed = [...brief.assumed.filter((line) => !dropped.has(line)), ...addedHere.filter((line) => !brief.assumed.includes(line))];

  const checked = BriefSchema.safeParse(next);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new CorrectionRefused(fieldPath(issue.path) || 'brief', issue.message);
  }
  return { brief: checked.data, changes: changesOf(brief, checked.data, touched(correction)) };
}

/**
 * The brief of a refined version, when the plan writer did not send one: the brief refined, with
 * what the refined plan now says otherwise (the pool, the squad, the session, the volume asked, the
 * clock, the focus, the team's limits, a season's shape and meets) said in the instruction's words.
 */
export function briefAfterRefinement(previous: Brief, plan: Plan, instruction: string): Brief {
  const words = instruction.trim().slice(0, 400);
  const said = <T>(value: T): Fact<T> => ({ value, source: 'said', words });
  const next: Brief = structuredClone(previous);
  const dropped = new Set<string>();
  const replace = <K extends 'who' | 'pool' | 'clock' | 'volume' | 'focus' | 'session'>(key: K, value: Brief[K]['value']) => {
    const old = previous[key] as Fact<unknown>;
    if (old.source === 'assumed' && old.words) for (const part of [old.words, ...old.words.split('; ')]) dropped.add(part);
    (next[key] as Fact<unknown>) = said(value);
  };
  if (plan.course !== previous.pool.value.course) {
    replace('pool', { ...previous.pool.value, course: plan.course, unit: plan.unit, length: plan.kind === 'workout' && plan.poolLength ? plan.poolLength : standardLength(plan.course) });
  }
  const squad = squadOf(plan);
  if (squad !== previous.who.value.squad) replace('who', { ...previous.who.value, squad, label: squadNames[squad] });
  if (!sameSet(plan.focus, previous.focus.value)) replace('focus', [...plan.focus]);
  // The team's limits as the refined plan keeps them; the time limit the clock adds is the clock's, not a limit.
  const personal = new Set(previous.swimmers.flatMap((s) => s.limits.map((l) => l.rule)));
  const teamLimits = (plan.constraints ?? []).filter((c) => c.rule !== 'max_minutes' && !(personal.has(c.rule) && !previous.limits.some((l) => l.rule === c.rule)));
  if (!sameSet(teamLimits.map((c) => c.rule), previous.limits.map((c) => c.rule))) next.limits = teamLimits;
  if (plan.kind === 'workout') {
    if (plan.sessionType && plan.sessionType !== previous.session.value) replace('session', plan.sessionType);
    if (plan.requestedMinutes !== null && plan.requestedMinutes !== previous.clock.value.minutes) replace('clock', { ...previous.clock.value, minutes: plan.requestedMinutes });
    const volume = previous.volume.value;
    const total = plan.requestedDistance ?? plan.totals.distance;
    // A refinement that moved the volume ("cut 500") asked for it; a few yards of fitting did not.
    if (total > 0 && (!volume || Math.abs(total - volume.value) > volume.value * 0.1)) replace('volume', { value: total, low: total, high: total, bound: plan.requestedDistance ? 'exact' : 'about' });
  } else if (previous.season) {
    const meets = plan.meets ?? [];
    next.meets = meets.map((m) => {
      const old = previous.meets.find((o) => sameText(o.name, m.name) && o.date === m.date);
      return old ?? { name: m.name, date: m.date, endDate: null, importance: m.importance, who: null, source: 'said' as const, words };
    });
    next.season = { ...previous.season, weeks: Math.min(52, plan.weeks.length), sessionsPerWeek: Math.min(14, plan.sessionsPerWeek), taperDays: plan.taper?.days ?? previous.season.taperDays };
  }
  next.assumed = previous.assumed.filter((line) => !dropped.has(line));
  const checked = BriefSchema.safeParse(next);
  return checked.success ? checked.data : previous;
}
