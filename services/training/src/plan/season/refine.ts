import type { Course, Focus, SeasonMeet, SeasonPlan } from '@laneforge/contracts';
import { addDays, courseNames, focusNames } from '@laneforge/contracts';
import { type Order, orderOf } from '../understand';
import { briefOfPlan } from '../understand/from-plan';
import { meetsIn, settledMeets } from '../understand/season';
import { readEvent, readFocus } from '../vocabulary';
import { normalise, readDates } from '../vocabulary';
import { forLaneGroups } from '../lanes';
import { daysBetween } from '../model';
import { createRng } from '../random';
import { squadOf, squads } from '../squads';
import { composeSeason } from './index';

/**
 * Refining a season in words: move, add or drop a meet, add or remove weeks, change the practices
 * a week, shorten or lengthen the taper, change the focus, the pool or the volume. The season is
 * written again from its brief with the change, so the calendar, the taper, the blocks and the days
 * all follow it.
 */

export interface SeasonBrief {
  weeks: number;
  start: string;
  sessions: number;
  volume: number;
  course: Course;
  focus: Focus[];
  event: Order['targetEvent'];
  meets: SeasonMeet[];
  taperDays: number | null;
}

const numberWords: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const count = (w: string) => numberWords[w] ?? parseInt(w, 10);

export function briefOf(plan: SeasonPlan): SeasonBrief {
  const loads = plan.weeks.filter((w) => w.load === 'load');
  const peak = loads.reduce((m, w) => Math.max(m, w.volume), 0);
  const event = plan.targetEvent ? readEvent(normalise(plan.targetEvent)).event : null;
  return {
    weeks: plan.weeks.length,
    start: plan.date,
    sessions: plan.sessionsPerWeek,
    volume: plan.sessionVolume ?? Math.round(peak / plan.sessionsPerWeek / 100) * 100,
    course: plan.course,
    focus: [...plan.focus],
    event: event && plan.targetEvent ? { ...event, name: plan.targetEvent } : null,
    meets: [...(plan.meets ?? [])],
    taperDays: plan.taper?.days ?? null,
  };
}

function meetNamed(brief: SeasonBrief, clause: string): SeasonMeet | undefined {
  const letter = /\b([abc])[- ]?meet\b/.exec(clause)?.[1]?.toUpperCase();
  const byName = brief.meets.find((m) => m.name.toLowerCase().split(/\s+/).some((w) => w.length >= 4 && !/^meet$/.test(w) && clause.includes(w)));
  if (byName) return byName;
  const lettered = brief.meets.filter((m) => m.importance === letter);
  return lettered.length === 1 ? lettered[0] : undefined;
}

const dateIn = (clause: string, brief: SeasonBrief) => readDates(clause, addDays(brief.start, -1))[0]?.value ?? null;

type Reader = (clause: string, brief: SeasonBrief) => string | null;

const readMeetChange: Reader = (c, b) => {
  if (/\b(?:move|shift|reschedule|push|change)\b/.test(c) && /\bto\b/.test(c)) {
    const meet = meetNamed(b, c);
    const date = dateIn(c, b);
    if (!meet || !date) return null;
    // A meet over several days moves whole: its last day by as many days as its first.
    const endDate = meet.endDate ? addDays(meet.endDate, daysBetween(meet.date, date)) : meet.endDate;
    b.meets = settledMeets(b.meets.map((m) => (m === meet ? { ...m, date, ...(endDate ? { endDate } : {}) } : m)));
    return `${meet.name} moved to ${date}.`;
  }
  if (/\b(?:remove|drop|cancel|delete|skip)\b/.test(c) && /\bmeet|invite|classic|champs?\b/.test(c)) {
    const meet = meetNamed(b, c);
    if (!meet) return null;
    b.meets = b.meets.filter((m) => m !== meet);
    return `${meet.name} taken off the calendar.`;
  }
  if (/\badd\b/.test(c) && /\bmeet|invite|invitational|classic|champs?|race\b/.test(c)) {
    const added = meetsIn(c, addDays(b.start, -1), b.start);
    if (added.length === 0) return null;
    b.meets = settledMeets([...b.meets, ...added]);
    return added.map((m) => `${m.name} (${m.importance}) added on ${m.date}.`).join(' ');
  }
  return null;
};

const readWeeks: Reader = (c, b) => {
  const add = /\badd (a|an|one|two|three|four|\d) (?:more |extra )?weeks?\b|\b(a|one|two|three|\d) (?:more|extra) weeks?\b/.exec(c);
  const cut = /\b(?:remove|drop|cut|take off) (a|one|two|three|\d) weeks?\b|\b(a|one|two|three|\d) weeks? (?:shorter|less|fewer)\b/.exec(c);
  const set = /\b(?:make it|change (?:it )?to|instead of) (\d{1,2})[- ]?weeks?\b/.exec(c);
  const delta = add ? count(add[1] ?? add[2]!) : cut ? -count(cut[1] ?? cut[2]!) : set ? count(set[1]!) - b.weeks : null;
  if (delta === null) return null;
  const weeks = Math.max(1, Math.min(52, b.weeks + delta));
  // With an A meet the meet stays where it is: the season starts earlier or later instead.
  if (b.meets.some((m) => m.importance === 'A')) b.start = addDays(b.start, -(weeks - b.weeks) * 7);
  const was = b.weeks;
  b.weeks = weeks;
  return `${weeks} weeks instead of ${was}${b.meets.some((m) => m.importance === 'A') ? `, starting ${b.start}` : ''}.`;
};

const readSessions: Reader = (c, b) => {
  const m = /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:x|times|sessions|practices|workouts|swims|days)\s*(?:a|per|\/|each)\s*week/.exec(c);
  if (!m?.[1]) return null;
  const was = b.sessions;
  b.sessions = Math.min(14, Math.max(1, count(m[1])));
  return `${b.sessions} practices a week instead of ${was}.`;
};

const readTaper: Reader = (c, b) => {
  if (!/\btaper\b/.test(c)) return null;
  const current = b.taperDays ?? 14;
  const days = /\b(\d{1,2})[- ]?days?\b/.exec(c)?.[1];
  const weeks = /\b(one|two|three|1|2|3)[- ]?weeks?\b/.exec(c)?.[1];
  let next: number | null = days ? parseInt(days, 10) : weeks ? count(weeks) * 7 : null;
  if (next === null && /\bshort(?:en|er)\b|\bless\b|\bcut\b/.test(c)) next = Math.max(3, current - Math.max(2, Math.round(current * 0.25)));
  if (next === null && /\blonger\b|\blengthen\b|\bmore\b/.test(c)) next = Math.min(21, current + Math.max(2, Math.round(current * 0.25)));
  if (next === null) return null;
  b.taperDays = Math.max(1, Math.min(28, next));
  return `Taper of ${b.taperDays} days instead of ${current}.`;
};

const readFocusChange: Reader = (c, b) => {
  if (!/\bfocus\b|\bemphasis\b|\bemphasi[sz]e\b|\bcentred on\b|\bcentered on\b/.test(c)) return null;
  const focus = readFocus(c, 'practice');
  const { event } = readEvent(c);
  if (focus.length === 0 && !event) return null;
  if (focus.length > 0) b.focus = focus;
  if (event) b.event = event;
  return `Focus: ${[...b.focus.map((f) => focusNames[f]), ...(event ? [event.name] : [])].join(', ')}.`;
};

const readCourse: Reader = (c, b) => {
  const course: Course | null = /\blcm\b|long course|\blc\b|50 ?m pool/.test(c) ? 'LCM' : /\bscm\b|25 ?m pool/.test(c) ? 'SCM' : /\bscy\b|yards/.test(c) ? 'SCY' : null;
  if (!course || course === b.course) return null;
  b.course = course;
  return `Converted to ${courseNames[course]}.`;
};

const readVolume: Reader = (c, b) => {
  const scale = /\bless volume\b|\blighter\b|\breduce\b|\beasier\b|\bless yardage\b/.test(c) ? 0.85 : /\bmore volume\b|\bharder\b|\bmore yardage\b/.test(c) ? 1.15 : null;
  if (!scale) return null;
  b.volume = Math.round((b.volume * scale) / 100) * 100;
  return `Volume ${scale < 1 ? 'down' : 'up'} ${Math.round(Math.abs(1 - scale) * 100)}%: ${b.volume} a full practice.`;
};

const readers: Reader[] = [readTaper, readMeetChange, readSessions, readWeeks, readFocusChange, readCourse, readVolume];

/** One clause read into the brief: what was done, or null when no reader understood it. */
export function applyClause(clause: string, brief: SeasonBrief): string | null {
  for (const read of readers) {
    const done = read(clause, brief);
    if (done) return done;
  }
  return null;
}

/** The season written again from its changed brief, keeping who swims, their limits and the dryland. */
export function recomposeSeason(plan: SeasonPlan, brief: SeasonBrief): SeasonPlan {
  const squad = squadOf(plan);
  const taperOnly = plan.weeks.every((w) => w.phase === 'taper');
  const aMeet = brief.meets.find((m) => m.importance === 'A');
  const full = briefOfPlan(plan);
  const volume = Math.min(squads[squad].volume[1], Math.max(squads[squad].volume[0], brief.volume));
  full.pool.value = { ...full.pool.value, course: brief.course, length: brief.course === 'LCM' ? 50 : 25, unit: brief.course === 'SCY' ? 'yards' : 'meters' };
  full.volume = { value: { value: volume, low: volume, high: volume, bound: 'about' }, source: 'assumed' };
  full.focus.value = brief.focus;
  full.event.value = brief.event ? { distance: brief.event.distance, stroke: brief.event.stroke, goal: null } : null;
  full.meets = brief.meets.map((m) => ({ ...m, endDate: m.endDate ?? null, who: m.who ?? null, source: 'said' as const }));
  full.season = {
    ...full.season!,
    weeks: brief.weeks,
    startDate: brief.start,
    targetDate: aMeet?.date ?? full.season!.targetDate,
    championship: false,
    taperWeeks: taperOnly ? brief.weeks : null,
    taperDays: brief.taperDays,
    sessionsPerWeek: brief.sessions,
  };
  const order = { ...orderOf(full), paces: plan.paces, laneGroups: null, dryland: plan.weeks.some((w) => w.drylandSessions > 0), targetDate: aMeet?.date ?? null, assumptions: plan.assumptions };
  const next = composeSeason(order, brief.start, createRng(`season:${plan.date}:${plan.title}`));
  const laned = plan.laneGroups ? { ...forLaneGroups(next, plan.laneGroups), laneGroups: plan.laneGroups } : next;
  return { ...laned, provider: plan.provider, dryland: plan.dryland, notes: plan.notes, targetEvent: brief.event?.name ?? plan.targetEvent };
}
