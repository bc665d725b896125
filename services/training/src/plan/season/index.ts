import type { BriefSeason, SeasonDay, SeasonPhase, SeasonPlan, SeasonWeek, Stroke, Taper, ZoneMix } from '@laneforge/contracts';
import { addDays, numberText, squadNames } from '@laneforge/contracts';
import { statements } from '../constraints/repair';
import { composeDryland } from '../dryland';
import type { Order } from '../understand';
import { daysBetween, titleCase, unitOf } from '../model';
import { dateWords, weekdayOfDate } from '../understand/season';
import { planHeader } from '../header';
import type { Rng } from '../random';
import { squads } from '../squads';
import { isYoung, kitFor } from '../templates/kit';
import { type Calendar, type CalendarWeek, calendarOf, practiceWeekdays } from './calendar';
import { weekDays, weekSessions, weekVolume } from './days';
import { emphasisFor, meetAssumptions, notesFor } from './notes';
import { type KeySetSource, blockKeySets, lighterKeySets } from './key-sets';
import { taperFigures, taperRule } from './taper';
import { withCoachWeeks } from './weeks';

export { taperFigures, taperRange } from './taper';

const phaseMix: Record<SeasonPhase | 'recovery', ZoneMix> = {
  general_preparation: { REC: 15, EN1: 55, EN2: 20, EN3: 4, SP1: 2, SP2: 2, SP3: 2 },
  specific_preparation: { REC: 15, EN1: 40, EN2: 25, EN3: 10, SP1: 4, SP2: 3, SP3: 3 },
  competition: { REC: 20, EN1: 35, EN2: 18, EN3: 10, SP1: 7, SP2: 5, SP3: 5 },
  taper: { REC: 28, EN1: 32, EN2: 12, EN3: 8, SP1: 8, SP2: 6, SP3: 6 },
  transition: { REC: 40, EN1: 50, EN2: 6, EN3: 2, SP1: 0, SP2: 0, SP3: 2 },
  recovery: { REC: 25, EN1: 55, EN2: 12, EN3: 3, SP1: 1, SP2: 2, SP3: 2 },
};

/** Dryland by phase (COACHING.md §8, §5.R), one step heavier each week of a block. */
function drylandFocusOf(w: CalendarWeek, young: boolean): string {
  const k = Math.min(2, w.inBlock);
  if (w.phase === 'taper') return 'activation only; last lifting session 7-10 days before the meet';
  if (w.load !== 'load') return 'mobility and core, light';
  if (young) return `bodyweight strength ${['1 x 10-12', '2 x 10-12', '2 x 12-15'][k]}, core 20-30 s holds, mobility`;
  if (w.phase === 'general_preparation') return `general strength ${['2 x 12-15', '3 x 12-15', '3 x 10-12'][k]}, core, mobility`;
  if (w.phase === 'specific_preparation') return `maximal strength ${['3 x 8', '4 x 6', '4 x 5'][k]}, power: jumps and med-ball throws ${['3 x 5', '3 x 5', '4 x 4'][k]}`;
  return `power and maintenance: ${['2 x 5', '2 x 4', '2 x 3'][k]} strength, jumps 3 x 3`;
}

const strokeFocus: string[] = ['back', 'breast', 'fly', 'im'];

function keySource(order: Order, rng: Rng): KeySetSource {
  const kit = kitFor({ squad: order.squad, paces: order.paces, course: order.course, focus: order.focus, constraints: order.constraints, targetEvent: order.targetEvent }, rng);
  // Key sets keep the same send-offs whenever the season is written again (a refinement), so no random extra rest.
  kit.mainRest = 0;
  const strokes: Stroke[] = [];
  if (order.targetEvent) strokes.push(order.targetEvent.stroke);
  for (const f of order.focus) if (strokeFocus.includes(f) && !strokes.includes(f as Stroke)) strokes.push(f as Stroke);
  const ruled = new Set(kit.constraints.map((c) => c.rule));
  const allowed = strokes.filter((s) => !(s === 'fly' && (ruled.has('no_fly') || ruled.has('shoulder'))) && !(s === 'breast' && (ruled.has('no_breast') || ruled.has('knee'))) && !(s === 'im' && ruled.has('no_im')));
  if (order.race !== 'pool' || allowed.length === 0) allowed.unshift('free');
  const d = order.targetEvent?.distance ?? null;
  return {
    kit,
    race: order.race,
    strokes: allowed,
    event: order.targetEvent,
    sprint: order.focus.includes('sprint') || (d !== null && d <= 100),
    distance: order.focus.includes('distance') || (d !== null && d >= 400),
    setCap: Math.round(order.volume * (squads[order.squad].young ? 0.45 : 0.55)),
    youngest: order.squad !== 'age_8_under' && order.squad !== 'learn_to_swim' && (order.brief.who.value.ages?.low ?? 99) <= 8,
  };
}

/** Share of a full practice each week swims, before its days' own cuts. */
function weekFactor(w: CalendarWeek, generalIndex: number, generalCount: number): number {
  if (w.phase === 'transition') return 0.5;
  if (w.shape === 'after_camp') return 0.7;
  const phase = w.phase === 'general_preparation' ? 0.8 + (0.2 * generalIndex) / Math.max(1, generalCount - 1) : w.phase === 'competition' ? 0.9 : 1;
  // A holiday week is lighter by its days off (or its light days), not twice over.
  if (w.shape === 'holiday' || w.shape === 'camp') return phase;
  if (w.shape === 'return') return phase * 0.9;
  if (w.load === 'recovery') return 0.7;
  return phase;
}

interface Built {
  weeks: SeasonWeek[];
  lastLoad: SeasonWeek | null;
}

/** The distance the season's race is swum over, for an open-water build ("5k lake swim"). */
function raceDistance(order: Order, cal: Calendar): number | null {
  if (order.race === 'pool') return null;
  if (order.targetEvent && order.targetEvent.distance >= 800) return order.targetEvent.distance;
  const k = /(\d+(?:\.\d)?)\s?k\b/i.exec(cal.aMeet?.name ?? '');
  if (k) return Math.round(parseFloat(k[1]!) * 1000);
  return /\bmile\b/i.test(cal.aMeet?.name ?? '') ? 1650 : null;
}

interface SeasonFacts {
  sessions: number;
  young: boolean;
  miniRestDays: number;
  dryland: { perWeek: number; word: string } | null;
  groupTaperDays: number;
  distanceGroup: boolean;
  openWater: { date: string; weekday: number; added?: boolean | undefined } | null;
  notRacing: string | null;
  /** An optional practice beside the week: its weekday, its minutes and its share of a full practice. */
  optional: { weekday: number; minutes: number | null; share: number } | null;
  /** An open-water race's build: its distance, the first long swim, the weekday of the long swim and the rehearsal's day. */
  longSwim: { distance: number; first: number; weekday: number; rehearsal: string } | null;
}

/** "my seniors … need a real taper for conference, like 10 days": the days the coach asked for a part of the group's taper. */
function groupTaperAsked(order: Order): number | null {
  const said = order.brief.meets.filter((m) => m.who && m.importance === 'A').map((m) => /\btaper (?:of )?(\d{1,2})[- ]?days?\b|\b(\d{1,2})[- ]?days? (?:of )?taper\b/.exec(m.words ?? '')).find(Boolean);
  return said ? Number(said[1] ?? said[2]) : null;
}

function factsOf(order: Order, cal: Calendar, src: KeySetSource, volumeRatio: number): SeasonFacts {
  const p = squads[order.squad];
  const young = isYoung(src.kit);
  const season = order.brief.season;
  const perWeek = season?.drylandPerWeek ?? (order.dryland ? (young ? 2 : 3) : null);
  const lifts = p.level === 'college_senior' || p.level === 'elite';
  return {
    sessions: order.sessionsPerWeek ?? p.sessionsPerWeek,
    young,
    miniRestDays: young ? 2 : p.level === 'college_senior' || p.level === 'elite' ? 4 : 3,
    dryland: perWeek ? { perWeek, word: lifts ? 'lift' : 'dryland' } : null,
    groupTaperDays: taperRule({ squad: order.squad, race: order.race, eventDistance: order.targetEvent?.distance ?? null, volumeRatio, askedDays: groupTaperAsked(order) }).days,
    distanceGroup: order.race === 'pool' && (season?.eventGroups?.length ?? 0) >= 2 && cal.taper !== null,
    openWater: season?.openWaterFrom ?? null,
    notRacing: season?.notRacing ?? null,
    optional: season?.optional ? { ...season.optional, share: season.optional.minutes && order.brief.clock.value.minutes ? Math.min(1.2, season.optional.minutes / order.brief.clock.value.minutes) : 0.75 } : null,
    longSwim: longSwimOf(order, cal, season?.openWaterFrom ?? null),
  };
}

function longSwimOf(order: Order, cal: Calendar, openWater: { date: string; weekday: number; added?: boolean | undefined } | null): SeasonFacts['longSwim'] {
  const distance = raceDistance(order, cal);
  if (!distance || distance < 1500 || !cal.aMeet || !cal.taper) return null;
  const aim = addDays(cal.aMeet.date, -21);
  const weekday = openWater && openWater.date <= aim ? openWater.weekday : cal.days.at(-1)!;
  // The long swim's weekday nearest three weeks out, in a loading week before the taper (not a lighter week with its test).
  const later = addDays(aim, (weekday - weekdayOfDate(aim) + 7) % 7);
  const loading = (d: string) => cal.weeks.some((w) => w.load === 'load' && d >= w.start && d <= w.end);
  const candidates = [later, addDays(later, -7), addDays(later, 7), addDays(later, -14)].filter((d) => d < cal.taper!.start && d > cal.start);
  const rehearsal = candidates.filter(loading).sort((a, b) => Math.abs(daysBetween(a, aim)) - Math.abs(daysBetween(b, aim)))[0] ?? candidates[0] ?? later;
  return { distance, first: Math.max(1000, Math.round((order.volume * 0.5) / 100) * 100), weekday, rehearsal };
}

/** The open-water build: each loading week's long swim grows toward the race distance; one rehearsal of it about three weeks out. */
function longSwims(days: SeasonDay[], w: CalendarWeek, cal: Calendar, facts: SeasonFacts): void {
  const build = facts.longSwim;
  if (!build || !cal.aMeet) return;
  const rehearsal = days.find((d) => d.date === build.rehearsal && d.kind === 'practice' && !d.group);
  if (rehearsal) {
    rehearsal.volume = Math.round(build.distance / 100) * 100;
    rehearsal.focus = `Race rehearsal: ${numberText(build.distance)} continuous at race effort, practise feeds and sighting${/^Open water/.test(rehearsal.focus) ? ' (open water)' : ''}`;
    rehearsal.keySet = null;
    return;
  }
  if (w.load !== 'load' || w.phase === 'transition' || w.start > build.rehearsal) return;
  const long = days.filter((d) => d.kind === 'practice' && !d.group && weekdayOfDate(d.date) === build.weekday).at(-1) ?? days.filter((d) => d.kind === 'practice' && !d.group).at(-1);
  if (!long) return;
  const progress = Math.min(1, daysBetween(cal.start, w.start) / Math.max(1, daysBetween(cal.start, build.rehearsal)));
  const swim = Math.round((build.first + (build.distance * 0.9 - build.first) * progress) / 100) * 100;
  if (swim + 500 <= long.volume && !/^Open water/.test(long.focus)) return;
  long.volume = Math.max(long.volume, swim + 500);
  long.focus = `${/^Open water/.test(long.focus) ? 'Open water' : 'Long swim'}: ${numberText(swim)} straight, steady (EN1), sighting every 6-9 strokes`;
  long.keySet = null;
}

/** Practices a week from a week on ("6x/wk from week 5 up to the taper"): the brief's `sessionsFrom`, one change each. */
export type SessionsFrom = NonNullable<BriefSeason['sessionsFrom']>[number];

export const sessionsFromOf = (season: BriefSeason | null | undefined): SessionsFrom[] => season?.sessionsFrom ?? [];

/** The sessions and weekdays of one week under a change from a week on, or null when none reaches it. */
function weekSessionsOf(order: Order, cal: Calendar, w: CalendarWeek): { sessions: number; days: number[] } | null {
  const change = sessionsFromOf(order.brief.season).filter((c) => w.start >= c.from && (c.until === null || (c.until === 'taper' ? !cal.taper || w.end < cal.taper.start : w.start < c.until))).at(-1);
  if (!change || change.sessions === cal.days.length) return null;
  const n = change.sessions;
  let days = [...cal.days];
  if (n > days.length) {
    // The day the coach named first, then the open-water day (its swim takes a pool day's place), then the usual week's days.
    const fill = [change.weekday, order.brief.season?.openWaterFrom?.weekday ?? null, ...practiceWeekdays(n, null, order.squad), 6, 1, 3, 5, 2, 4, 0].filter((d): d is number => d !== null && !days.includes(d));
    days = [...days, ...[...new Set(fill)].slice(0, n - days.length)];
  } else {
    const kept = practiceWeekdays(n, null, order.squad).filter((d) => days.includes(d));
    days = kept.length === n ? kept : days.slice(0, n);
  }
  return { sessions: n, days: days.sort((a, b) => a - b) };
}

function buildWeeks(order: Order, cal: Calendar, src: KeySetSource, depth: number, facts: SeasonFacts): Built {
  const generalCount = cal.weeks.filter((w) => w.phase === 'general_preparation').length;
  const weeks: SeasonWeek[] = [];
  let lastLoad: SeasonWeek | null = null;
  let peakSession = order.volume;
  let general = 0;
  for (const w of cal.weeks) {
    src.kit.flyUsed = 0;
    const factor = weekFactor(w, general, generalCount);
    if (w.phase === 'general_preparation') general++;
    const sessionVolume = Math.round(order.volume * factor);
    if (w.load === 'load' && w.shape === 'normal') peakSession = sessionVolume;
    const keySets =
      w.load === 'load' ? blockKeySets(src, w.blockPhase, w.inBlock + w.phaseBlock) : w.phase === 'transition' ? [] : lighterKeySets(src, w.load);
    const own = weekSessionsOf(order, cal, w);
    const { days, dryland } = weekDays({
      week: w,
      cal: own ? { ...cal, days: own.days } : cal,
      sessions: own?.sessions ?? facts.sessions,
      race: order.race,
      squad: order.squad,
      sessionVolume,
      peakSession,
      keySets: keySets.length,
      miniRestDays: facts.miniRestDays,
      depth,
      openWater: facts.openWater,
      dryland: facts.dryland,
      groupTaperDays: facts.groupTaperDays,
      distanceGroup: facts.distanceGroup,
      optional: facts.optional ? { weekday: facts.optional.weekday, minutes: facts.optional.minutes, volume: Math.round((sessionVolume * facts.optional.share) / 100) * 100 } : null,
      peaking: order.race !== 'pool' ? 'taper' : facts.young || order.squad === 'age_11_12' ? 'rest' : squads[order.squad].level === 'masters' ? 'taper' : 'shave',
    });
    longSwims(days, w, cal, facts);
    const noteFacts = { cal, briefMeets: order.brief.meets, course: order.course, notRacing: facts.notRacing, openWater: facts.openWater, groupTaperDays: facts.groupTaperDays, distanceGroup: facts.distanceGroup, masters: squads[order.squad].level === 'masters' };
    const notes = notesFor(w, noteFacts, days);
    const week: SeasonWeek = {
      week: w.index + 1,
      startDate: w.start,
      phase: w.phase,
      load: w.load,
      volume: weekVolume(days),
      sessions: weekSessions(days),
      emphasis: emphasisFor(w, { focus: order.focus, race: order.race, miniRestDays: facts.miniRestDays, young: facts.young, days, breaks: cal.breaks }),
      // A week without practice (the pool closed) has no sets to progress.
      keySets: days.some((d) => d.kind !== 'meet') ? keySets : [],
      zoneMix: { ...(w.load === 'recovery' ? phaseMix.recovery : w.load === 'mini_rest' ? phaseMix.competition : phaseMix[w.phase]) },
      drylandSessions: dryland,
      days,
      test: w.test,
      ...(facts.dryland ? { drylandFocus: drylandFocusOf(w, facts.young) } : {}),
      ...(notes.length > 0 ? { notes } : {}),
    };
    if (w.load === 'load' && w.shape === 'normal') lastLoad = week;
    weeks.push(week);
  }
  return { weeks, lastLoad };
}

const cutOf = (order: Order, cal: Calendar, b: Built, sessions: number) =>
  (taperFigures({ weeks: b.weeks, meets: cal.meets, sessionVolume: order.volume, sessionsPerWeek: sessions })?.volumeReductionPercent ?? 0) / 100;

/** The weeks with the taper's depth found so the race week lands on the rule's cut below the last full week. */
function weeksWithTaper(order: Order, cal: Calendar, src: KeySetSource, facts: SeasonFacts): Built {
  const draw = () => ({ ...src, kit: { ...src.kit, changes: [] as typeof src.kit.changes } });
  if (!cal.taper) return buildWeeks(order, cal, draw(), 0, facts);
  let [lo, hi] = [0, 0.9];
  let best = buildWeeks(order, cal, draw(), 0.5, facts);
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    best = buildWeeks(order, cal, draw(), mid, facts);
    if (cutOf(order, cal, best, facts.sessions) < cal.taper.cut) lo = mid;
    else hi = mid;
  }
  return best;
}

function taperOf(order: Order, cal: Calendar, built: Built, sessions: number): Taper | null {
  if (!cal.taper) return null;
  return taperFigures({ weeks: built.weeks, meets: cal.meets, sessionVolume: order.volume, sessionsPerWeek: sessions }, cal.taper.days);
}

function titleOf(order: Order, weeks: number, taperOnly: boolean): string {
  const event = order.targetEvent ? ` — ${order.targetEvent.name}` : '';
  const who = titleCase(squadNames[order.squad]);
  const kind = order.race === 'open_water' ? 'Open-Water ' : order.race === 'triathlon' ? 'Triathlon Swim ' : '';
  if (weeks === 1) return `${who} Week of Practices${event}`;
  return taperOnly ? `${weeks}-Week ${who} Taper${event}` : `${weeks}-Week ${who} ${kind}Season Plan${event}`;
}

export function composeSeason(order: Order, date: string, rng: Rng): SeasonPlan {
  const start = order.startDate > date ? order.startDate : date;
  const weeksAsked = order.weeks ?? 12;
  const sessions = order.sessionsPerWeek ?? squads[order.squad].sessionsPerWeek;
  const p = squads[order.squad];
  const volumeRatio = (order.volume * sessions) / (p.typical * p.sessionsPerWeek);
  const cal = calendarOf(order, start, weeksAsked, volumeRatio);
  const src = keySource(order, rng);
  const facts = factsOf(order, cal, src, volumeRatio);
  const built = weeksWithTaper(order, cal, src, facts);
  built.weeks = withCoachWeeks(built.weeks, order);
  const taperOnly = cal.taperOnly;
  const assumptions = [...order.assumptions];
  if (taperOnly) assumptions.push(`Taper measured from your current full week: about ${numberText(order.volume * sessions)} ${unitOf(order.course)}.`);
  assumptions.push(...meetAssumptions(order.brief.meets.filter((m) => cal.meets.some((c) => c.date === m.date))));
  for (const m of order.meets.filter((x) => x.date < start || x.date > cal.end)) {
    if (cal.meets.includes(m)) continue;
    if (taperOnly && m.date < start && m.importance === 'B') assumptions.push(`${m.name} (${dateWords(m.date)}) is just before the taper: they start it partly rested, so its first days keep most of the volume and the cut comes late.`);
    else if (m.date > cal.end && m.importance === 'A' && !cal.aMeet) assumptions.push(`${m.name} (${dateWords(m.date)}) is after this block: the block builds toward it, with no taper.`);
    else assumptions.push(`${m.name} (${m.date}) falls outside the ${weeksAsked} weeks planned: not in the calendar.`);
  }
  const wantsDryland = order.dryland || facts.dryland !== null;
  const dryland = wantsDryland ? [composeDryland(order.squad, rng, { constraints: order.constraints })] : order.mobility ? [composeDryland(order.squad, rng, { kind: 'mobility', constraints: order.constraints })] : [];
  const said = statements(src.kit.changes);
  const season = order.brief.season;
  return withSeasonTotals({
    kind: 'season',
    provider: 'est',
    // A taper alone is called by the weeks the coach asked for ("3-Week … Taper"), whatever calendar weeks its days touch.
    title: titleOf(order, taperOnly && order.taperWeeks !== null ? order.taperWeeks : weeksAsked, taperOnly),
    date: start,
    ...planHeader(order),
    dryland,
    assumptions,
    notes: [],
    ...(order.constraints.length > 0 ? { constraints: order.constraints } : {}),
    ...(said.length > 0 ? { substitutions: said } : {}),
    ...(order.paces ? { paces: order.paces } : {}),
    targetDate: cal.aMeet?.date ?? order.targetDate,
    sessionsPerWeek: sessions,
    weeks: built.weeks,
    taper: taperOf(order, cal, built, sessions),
    totals: { weeks: built.weeks.length, distance: 0, peakWeekVolume: 0, sessions: 0 },
    meets: cal.meets,
    race: order.race,
    sessionVolume: order.volume,
    ...(cal.breaks.length > 0 ? { breaks: cal.breaks } : {}),
    ...(season?.days?.length ? { practiceDays: [...season.days] } : {}),
  });
}

export function withSeasonTotals(plan: SeasonPlan): SeasonPlan {
  return {
    ...plan,
    totals: {
      weeks: plan.weeks.length,
      distance: plan.weeks.reduce((s, w) => s + w.volume, 0),
      peakWeekVolume: plan.weeks.reduce((m, w) => Math.max(m, w.volume), 0),
      sessions: plan.weeks.reduce((s, w) => s + w.sessions, 0),
    },
  };
}
