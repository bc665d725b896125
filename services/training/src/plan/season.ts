import type { Focus, SeasonPhase, SeasonPlan, SeasonWeek, SwimSet, Taper, ZoneMix } from '@laneforge/contracts';
import { addDays, focusNames, numberText, squadNames } from '@laneforge/contracts';
import { statements } from './constraints/repair';
import { composeDryland } from './dryland';
import type { Intent } from './intent';
import { titleCase, unitOf } from './model';
import type { Rng } from './random';
import { type Kit, isYoung, kitFor, longest, makeSet } from './templates/kit';

const phaseMix: Record<SeasonPhase | 'recovery', ZoneMix> = {
  general_preparation: { REC: 15, EN1: 55, EN2: 20, EN3: 4, SP1: 2, SP2: 2, SP3: 2 },
  specific_preparation: { REC: 15, EN1: 40, EN2: 25, EN3: 10, SP1: 4, SP2: 3, SP3: 3 },
  competition: { REC: 20, EN1: 35, EN2: 18, EN3: 10, SP1: 7, SP2: 5, SP3: 5 },
  taper: { REC: 28, EN1: 32, EN2: 12, EN3: 8, SP1: 8, SP2: 6, SP3: 6 },
  transition: { REC: 40, EN1: 50, EN2: 6, EN3: 2, SP1: 0, SP2: 0, SP3: 2 },
  recovery: { REC: 25, EN1: 55, EN2: 12, EN3: 3, SP1: 1, SP2: 2, SP3: 2 },
};

/** Share of the race week's volume relative to the last full week, per taper length; cuts of 50-55 %. */
const taperCurve: Record<number, number[]> = {
  1: [0.5],
  2: [0.7, 0.48],
  3: [0.8, 0.65, 0.48],
};

function emphasisFor(phase: SeasonPhase, load: SeasonWeek['load'], focus: readonly Focus[]): string {
  const named = focus.slice(0, 2).map((f) => focusNames[f].toLowerCase()).join(' and ');
  if (load === 'recovery') return 'recovery week: absorb the load, technique and easy aerobic';
  if (load === 'race') return 'race week: short race-pace swims, starts and turns, full rest';
  switch (phase) {
    case 'general_preparation':
      return `aerobic base (EN1/EN2), technique and kick volume${named ? `; ${named} foundations` : ''}`;
    case 'specific_preparation':
      return `threshold and VO2 (EN2/EN3) with event-specific ${named || 'stroke'} work`;
    case 'competition':
      return `race pace and lactate work (SP1/SP2), speed, race skills`;
    case 'taper':
      return 'volume down, intensity kept: race pace, sprint quality, rest';
    case 'transition':
      return 'active rest: easy swims, other sports, mobility';
  }
}

function keySets(kit: Kit, phase: SeasonPhase, load: SeasonWeek['load'], rng: Rng): SwimSet[] {
  kit.section = 'main';
  const s = kit.stroke === 'im' ? 'free' : kit.stroke;
  const ev = kit.targetEvent ?? { distance: 100, stroke: s };
  const young = isYoung(kit);
  const long = Math.min(400, longest(kit, s));
  const mid = Math.min(200, longest(kit, s));
  const pace = `${ev.distance} ${ev.stroke} race pace`;
  if (load === 'recovery') {
    return [makeSet(kit, { reps: rng.pick([6, 8]), distance: 100, stroke: 'drill', zone: 'EN1', description: 'drill/swim by 25, perfect strokes' })];
  }
  switch (phase) {
    case 'general_preparation':
      return [
        makeSet(kit, { reps: young ? rng.pick([4, 6]) : rng.pick([3, 4, 5]), distance: long, stroke: s, zone: 'EN1', description: 'negative split' }),
        makeSet(kit, { reps: young ? rng.pick([6, 8]) : rng.pick([8, 10, 12]), distance: 100, stroke: s, zone: 'EN2', description: 'hold best average' }),
      ];
    case 'specific_preparation':
      return [
        makeSet(kit, { reps: rng.pick([4, 8]), distance: mid, stroke: s, zone: 'EN2', description: 'descend 1-4' }),
        makeSet(kit, { reps: young ? rng.pick([4, 6]) : rng.pick([8, 10, 12]), distance: young ? 50 : 100, stroke: s, zone: young && kit.squad === 'age_8_under' ? 'EN2' : 'EN3', description: 'best average' }),
      ];
    case 'competition':
      return [
        makeSet(kit, { reps: rng.pick([6, 8]), distance: 50, stroke: ev.stroke === 'im' ? 'choice' : ev.stroke, zone: young ? 'EN3' : 'SP1', description: `at ${pace}` }),
        young
          ? makeSet(kit, { reps: rng.pick([6, 8]), distance: 25, stroke: ev.stroke, zone: 'SP3', description: 'fast, perfect turns and finishes', halfLength: true })
          : makeSet(kit, { reps: rng.pick([4, 6]), distance: 100, stroke: ev.stroke, zone: 'SP1', description: 'max effort, hold stroke count' }),
      ];
    case 'taper':
      return [
        makeSet(kit, { reps: load === 'race' ? 4 : 6, distance: 50, stroke: ev.stroke === 'im' ? 'choice' : ev.stroke, zone: young ? 'EN3' : 'SP1', description: `at ${pace}, full recovery` }),
        makeSet(kit, { reps: rng.pick([6, 8]), distance: 25, stroke: ev.stroke === 'im' ? 'choice' : ev.stroke, zone: 'SP3', description: young ? 'fast from a push' : 'fast from a dive', halfLength: true }),
      ];
    case 'transition':
      return [makeSet(kit, { distance: Math.min(1000, longest(kit, 'choice')), stroke: 'choice', zone: 'EN1', timing: 'none', description: 'easy, any strokes' })];
  }
}

function roundVolume(v: number): number {
  const step = v >= 10000 ? 500 : 100;
  return Math.round(v / step) * step;
}

interface Shape {
  weeks: number;
  sessions: number;
  peak: number;
  taperOnly: boolean;
  taperWeeks: number;
  buildWeeks: number;
  general: number;
  specific: number;
}

function shapeOf(intent: Intent): Shape {
  const weeks = intent.weeks ?? 12;
  const sessions = intent.sessionsPerWeek ?? 5;
  const taperWeeks = intent.taperWeeks === null ? (intent.targetEvent && weeks >= 8 ? 2 : 0) : Math.min(intent.taperWeeks, weeks);
  const buildWeeks = weeks - taperWeeks;
  return {
    weeks,
    sessions,
    peak: roundVolume(intent.volume * sessions),
    taperOnly: intent.taperWeeks !== null && weeks <= intent.taperWeeks,
    taperWeeks,
    buildWeeks,
    general: buildWeeks >= 3 ? Math.round(buildWeeks * 0.4) : 0,
    specific: buildWeeks >= 3 ? Math.round(buildWeeks * 0.35) : buildWeeks,
  };
}

/** Phase, load, volume and zone mix of week `i`: building weeks on a 3:1 rhythm, then the taper curve. */
function weekLoad(shape: Shape, i: number, lastBuild: number, raced: boolean): { phase: SeasonPhase; load: SeasonWeek['load']; volume: number; mix: ZoneMix } {
  if (i >= shape.buildWeeks) {
    const t = i - shape.buildWeeks;
    const volume = roundVolume((shape.taperOnly ? shape.peak : lastBuild) * (taperCurve[shape.taperWeeks]?.[t] ?? 0.5));
    return { phase: 'taper', load: t === shape.taperWeeks - 1 && raced ? 'race' : 'taper', volume, mix: phaseMix.taper };
  }
  const phase: SeasonPhase = i < shape.general ? 'general_preparation' : i < shape.general + shape.specific ? 'specific_preparation' : 'competition';
  const load: SeasonWeek['load'] = (i + 1) % 4 === 0 && i < shape.buildWeeks - 1 ? 'recovery' : 'load';
  const progress = shape.general > 0 ? Math.min(1, 0.75 + (0.25 * i) / Math.max(1, shape.general)) : 1;
  const volume = roundVolume(shape.peak * (phase === 'competition' ? 0.9 : progress) * (load === 'recovery' ? 0.7 : 1));
  return { phase, load, volume, mix: load === 'recovery' ? phaseMix.recovery : phaseMix[phase] };
}

function weeksOf(intent: Intent, shape: Shape, date: string, kit: Kit, rng: Rng): { weeks: SeasonWeek[]; lastBuild: number } {
  const weeks: SeasonWeek[] = [];
  let lastBuild = shape.peak;
  for (let i = 0; i < shape.weeks; i++) {
    const { phase, load, volume, mix } = weekLoad(shape, i, lastBuild, intent.targetDate !== null);
    if (phase !== 'taper' && load === 'load') lastBuild = volume;
    weeks.push({
      week: i + 1,
      startDate: addDays(date, i * 7),
      phase,
      load,
      volume,
      sessions: load === 'race' ? Math.max(1, Math.min(shape.sessions, Math.ceil(shape.sessions * 0.8))) : shape.sessions,
      emphasis: emphasisFor(phase, load, intent.focus),
      keySets: keySets(kit, phase, load, rng),
      zoneMix: { ...mix },
      drylandSessions: intent.dryland ? (phase === 'taper' || load === 'recovery' ? 1 : isYoung(kit) ? 2 : 3) : 0,
    });
  }
  return { weeks, lastBuild };
}

function taperOf(shape: Shape, weeks: SeasonWeek[], lastBuild: number): Taper | null {
  if (shape.taperWeeks === 0) return null;
  const last = weeks[weeks.length - 1] as SeasonWeek;
  const peakVolume = shape.taperOnly ? shape.peak : lastBuild;
  return { startWeek: shape.buildWeeks + 1, weeks: shape.taperWeeks, peakVolume, raceWeekVolume: last.volume, volumeReductionPercent: Math.round((1 - last.volume / peakVolume) * 100) };
}

export function composeSeason(intent: Intent, date: string, rng: Rng): SeasonPlan {
  const shape = shapeOf(intent);
  const kit = kitFor({ squad: intent.squad, course: intent.course, focus: intent.focus, constraints: intent.constraints, targetEvent: intent.targetEvent }, rng);
  const { weeks, lastBuild } = weeksOf(intent, shape, date, kit, rng);
  const assumptions = [...intent.assumptions];
  if (shape.taperOnly) assumptions.push(`Taper measured from your current full week: about ${numberText(shape.peak)} ${unitOf(intent.course)}.`);
  const event = intent.targetEvent ? ` — ${intent.targetEvent.name}` : '';
  const who = titleCase(squadNames[intent.squad]);
  const title = shape.weeks === 1 ? `${who} Week of Practices${event}` : shape.taperOnly ? `${shape.weeks}-Week ${who} Taper${event}` : `${shape.weeks}-Week ${who} Season Plan${event}`;
  const dryland = intent.dryland ? [composeDryland(intent.squad, rng, { constraints: intent.constraints })] : intent.mobility ? [composeDryland(intent.squad, rng, { kind: 'mobility', constraints: intent.constraints })] : [];
  const said = statements(kit.changes);
  return withSeasonTotals({
    kind: 'season',
    provider: 'est',
    title,
    date,
    course: intent.course,
    unit: unitOf(intent.course),
    level: intent.level,
    squad: intent.squad,
    focus: intent.focus,
    group: intent.group,
    targetEvent: intent.targetEvent?.name ?? null,
    dryland,
    assumptions,
    notes: [],
    ...(intent.constraints.length > 0 ? { constraints: intent.constraints } : {}),
    ...(said.length > 0 ? { substitutions: said } : {}),
    targetDate: intent.targetDate,
    sessionsPerWeek: shape.sessions,
    weeks,
    taper: taperOf(shape, weeks, lastBuild),
    totals: { weeks: weeks.length, distance: 0, peakWeekVolume: 0, sessions: 0 },
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
