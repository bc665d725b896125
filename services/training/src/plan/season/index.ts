import type { Focus, SeasonPhase, SeasonPlan, SeasonWeek, Stroke, Taper, ZoneMix } from '@laneforge/contracts';
import { focusNames, numberText, squadNames } from '@laneforge/contracts';
import { statements } from '../constraints/repair';
import { composeDryland } from '../dryland';
import type { Order } from '../understand';
import { titleCase, unitOf } from '../model';
import { planHeader } from '../header';
import type { Rng } from '../random';
import { squads } from '../squads';
import { isYoung, kitFor } from '../templates/kit';
import { type Calendar, type CalendarWeek, calendarOf } from './calendar';
import { weekDays } from './days';
import { type KeySetSource, blockKeySets, lighterKeySets } from './key-sets';
import { taperFigures } from './taper';

export { taperFigures, taperRange } from './taper';

const phaseMix: Record<SeasonPhase | 'recovery', ZoneMix> = {
  general_preparation: { REC: 15, EN1: 55, EN2: 20, EN3: 4, SP1: 2, SP2: 2, SP3: 2 },
  specific_preparation: { REC: 15, EN1: 40, EN2: 25, EN3: 10, SP1: 4, SP2: 3, SP3: 3 },
  competition: { REC: 20, EN1: 35, EN2: 18, EN3: 10, SP1: 7, SP2: 5, SP3: 5 },
  taper: { REC: 28, EN1: 32, EN2: 12, EN3: 8, SP1: 8, SP2: 6, SP3: 6 },
  transition: { REC: 40, EN1: 50, EN2: 6, EN3: 2, SP1: 0, SP2: 0, SP3: 2 },
  recovery: { REC: 25, EN1: 55, EN2: 12, EN3: 3, SP1: 1, SP2: 2, SP3: 2 },
};

function emphasisFor(w: CalendarWeek, focus: readonly Focus[], miniRestDays: number): string {
  const named = focus.slice(0, 2).map((f) => focusNames[f].toLowerCase()).join(' and ');
  const meet = w.meets.find((m) => m.importance !== 'A');
  if (w.load === 'recovery' && w.phase === 'transition') return 'transition: easy swims, other sports, mobility';
  if (w.load === 'recovery') return `lighter week: absorb the block, technique and easy aerobic${w.test ? '; test at the end of the week (enter the result under Paces so the next block’s send-offs follow it)' : ''}`;
  if (w.load === 'race') return 'race week: short race-pace swims, starts and turns, full rest';
  if (w.load === 'mini_rest' && meet) return `mini-rest into ${meet.name} (B): volume −25 % the last ${miniRestDays} days, no hard sets the last 2, speed and frequency kept`;
  const progression = w.inBlock > 0 ? '; key sets one step on from last week' : w.phaseBlock > 0 ? '; a new block: key sets start a step on from where the last block started' : '';
  const cMeet = meet?.importance === 'C' ? `; ${meet.name} (C) trained through, easy day before` : '';
  switch (w.phase) {
    case 'general_preparation':
      return `aerobic base (EN1/EN2), technique and kick volume${named ? `; ${named} foundations` : ''}${progression}${cMeet}`;
    case 'specific_preparation':
      return `threshold and VO2 (EN2/EN3) with event-specific ${named || 'stroke'} work${progression}${cMeet}`;
    case 'competition':
      return `race pace and lactate work (SP1/SP2), speed, race skills${progression}${cMeet}`;
    case 'taper':
      return 'volume down, intensity kept: race pace, sprint quality, rest';
    case 'transition':
      return 'active rest: easy swims, other sports, mobility';
  }
}

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

const strokeFocus: Focus[] = ['back', 'breast', 'fly', 'im'];

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
  };
}

/** Share of a full practice each week swims, before its days' own cuts. */
function weekFactor(w: CalendarWeek, generalIndex: number, generalCount: number): number {
  if (w.phase === 'transition') return 0.5;
  if (w.load === 'recovery') return 0.7;
  if (w.phase === 'general_preparation') return 0.8 + (0.2 * generalIndex) / Math.max(1, generalCount - 1);
  return w.phase === 'competition' ? 0.9 : 1;
}

interface Built {
  weeks: SeasonWeek[];
  lastLoad: SeasonWeek | null;
}

function buildWeeks(order: Order, cal: Calendar, src: KeySetSource, depth: number): Built {
  const sessions = order.sessionsPerWeek ?? squads[order.squad].sessionsPerWeek;
  const young = isYoung(src.kit);
  const miniRestDays = young ? 2 : squads[order.squad].level === 'college_senior' || squads[order.squad].level === 'elite' ? 4 : 3;
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
    if (w.load === 'load') peakSession = sessionVolume;
    const keySets = w.load === 'load' ? blockKeySets(src, w.blockPhase, w.inBlock + w.phaseBlock) : w.phase === 'transition' ? [] : lighterKeySets(src, w.load);
    const days = weekDays({
      start: w.start,
      sessions,
      phase: w.phase,
      load: w.load,
      race: order.race,
      squad: order.squad,
      sessionVolume,
      peakSession,
      keySets: keySets.length,
      test: w.test,
      meets: w.meets,
      miniRestDays,
      taper: cal.taper && cal.aMeet ? { start: cal.taper.start, days: cal.taper.days, depth, meet: cal.aMeet.date } : null,
    });
    const week: SeasonWeek = {
      week: w.index + 1,
      startDate: w.start,
      phase: w.phase,
      load: w.load,
      volume: days.reduce((s, d) => s + d.volume, 0),
      sessions: Math.max(1, days.filter((d) => d.kind !== 'meet').length),
      emphasis: emphasisFor(w, order.focus, miniRestDays),
      keySets,
      zoneMix: { ...(w.load === 'recovery' ? phaseMix.recovery : w.load === 'mini_rest' ? phaseMix.competition : phaseMix[w.phase]) },
      drylandSessions: order.dryland ? (w.phase === 'taper' || w.load !== 'load' ? 1 : young ? 2 : 3) : 0,
      days,
      test: w.test,
      ...(order.dryland ? { drylandFocus: drylandFocusOf(w, young) } : {}),
    };
    if (w.load === 'load') lastLoad = week;
    weeks.push(week);
  }
  return { weeks, lastLoad };
}

const cutOf = (order: Order, cal: Calendar, b: Built, sessions: number) =>
  (taperFigures({ weeks: b.weeks, meets: cal.meets, sessionVolume: order.volume, sessionsPerWeek: sessions })?.volumeReductionPercent ?? 0) / 100;

/** The weeks with the taper's depth found so the race week lands on the rule's cut below the last full week. */
function weeksWithTaper(order: Order, cal: Calendar, src: KeySetSource): Built {
  const draw = () => ({ ...src, kit: { ...src.kit, changes: [] as typeof src.kit.changes } });
  if (!cal.taper) return buildWeeks(order, cal, draw(), 0);
  const sessions = order.sessionsPerWeek ?? squads[order.squad].sessionsPerWeek;
  let [lo, hi] = [0, 0.9];
  let best = buildWeeks(order, cal, draw(), 0.5);
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    best = buildWeeks(order, cal, draw(), mid);
    if (cutOf(order, cal, best, sessions) < cal.taper.cut) lo = mid;
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
  const cal = calendarOf(order, start, weeksAsked, (order.volume * sessions) / (p.typical * p.sessionsPerWeek));
  const src = keySource(order, rng);
  const built = weeksWithTaper(order, cal, src);
  const taperOnly = order.taperWeeks !== null && weeksAsked <= order.taperWeeks;
  const assumptions = [...order.assumptions];
  if (taperOnly) assumptions.push(`Taper measured from your current full week: about ${numberText(order.volume * sessions)} ${unitOf(order.course)}.`);
  for (const m of order.meets.filter((x) => x.date < start || x.date > cal.weeks.at(-1)!.start)) {
    if (!cal.meets.includes(m)) assumptions.push(`${m.name} (${m.date}) falls outside the ${weeksAsked} weeks planned: not in the calendar.`);
  }
  const dryland = order.dryland ? [composeDryland(order.squad, rng, { constraints: order.constraints })] : order.mobility ? [composeDryland(order.squad, rng, { kind: 'mobility', constraints: order.constraints })] : [];
  const said = statements(src.kit.changes);
  return withSeasonTotals({
    kind: 'season',
    provider: 'est',
    title: titleOf(order, weeksAsked, taperOnly),
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
