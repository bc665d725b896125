import type { Level, Squad, WorkoutPlan, Zone } from '@laneforge/contracts';

/**
 * Who swims the plan, in the numbers COACHING.md §2 gives per level: what one practice holds, how
 * long its longest repeat may be, how much fly it takes, which zones it may train and how fast it
 * swims. Every composing, fitting and checking rule reads these; nothing else keeps its own copy.
 */
export interface SquadProfile {
  level: Level;
  /** Aerobic (EN2) swim time per 100 free in a 25-yard pool, seconds. */
  pace: number;
  /** Yards (or metres) per minute of practice, rest included: turns a duration into a volume. */
  rate: number;
  /** What one practice may hold; outside it a volume is a typo or a week's total. */
  volume: readonly [number, number];
  /** The volume of a practice when the coach gives neither a volume nor a time. */
  typical: number;
  /** Longest single repeat; `longestEasy` for free, kick and pull. */
  longest: number;
  longestEasy: number;
  /** Fly per repeat and per session. */
  flyRep: number;
  flySession: number;
  /** Zones this squad does not train (no lactate sets before ~12). */
  noZones: readonly Zone[];
  /** Paddles, bands and parachutes are senior tools. */
  paddles: boolean;
  /** Skills, games, short repeats: 8-10s and younger, summer league, learn-to-swim. */
  young: boolean;
  /** Rest added to every send-off: novices and masters get generous rest. */
  extraRest: number;
  sessionsPerWeek: number;
}

const lactate: Zone[] = ['SP1', 'SP2'];

export const squads: Record<Squad, SquadProfile> = {
  learn_to_swim: { level: 'recreational', pace: 150, rate: 15, volume: [100, 600], typical: 300, longest: 25, longestEasy: 25, flyRep: 0, flySession: 0, noZones: ['EN2', 'EN3', 'SP1', 'SP2', 'SP3'], paddles: false, young: true, extraRest: 15, sessionsPerWeek: 2 },
  age_8_under: { level: 'age_group_8_10', pace: 110, rate: 34, volume: [800, 2000], typical: 1500, longest: 100, longestEasy: 200, flyRep: 25, flySession: 150, noZones: ['EN3', ...lactate], paddles: false, young: true, extraRest: 5, sessionsPerWeek: 3 },
  age_9_10: { level: 'age_group_8_10', pace: 98, rate: 40, volume: [1500, 3500], typical: 2500, longest: 200, longestEasy: 500, flyRep: 50, flySession: 300, noZones: ['EN3', ...lactate], paddles: false, young: true, extraRest: 0, sessionsPerWeek: 4 },
  age_11_12: { level: 'age_group_11_12', pace: 80, rate: 45, volume: [2000, 5500], typical: 4000, longest: 400, longestEasy: 1000, flyRep: 100, flySession: 1000, noZones: [], paddles: false, young: false, extraRest: 0, sessionsPerWeek: 5 },
  age_13_14: { level: 'age_group_13_14', pace: 70, rate: 52, volume: [3000, 7500], typical: 5000, longest: 1000, longestEasy: 1650, flyRep: 200, flySession: 1500, noZones: [], paddles: true, young: false, extraRest: 0, sessionsPerWeek: 6 },
  summer_league: { level: 'summer_swim_team', pace: 92, rate: 40, volume: [1000, 3500], typical: 2200, longest: 200, longestEasy: 300, flyRep: 50, flySession: 300, noZones: ['EN3', ...lactate], paddles: false, young: true, extraRest: 0, sessionsPerWeek: 4 },
  hs_jv: { level: 'high_school', pace: 84, rate: 45, volume: [2000, 5000], typical: 3500, longest: 500, longestEasy: 500, flyRep: 100, flySession: 800, noZones: [], paddles: false, young: false, extraRest: 5, sessionsPerWeek: 5 },
  hs_varsity: { level: 'high_school', pace: 68, rate: 52, volume: [3000, 7000], typical: 5000, longest: 1000, longestEasy: 1650, flyRep: 200, flySession: 1500, noZones: [], paddles: true, young: false, extraRest: 0, sessionsPerWeek: 6 },
  club_senior: { level: 'college_senior', pace: 66, rate: 55, volume: [3500, 8500], typical: 6000, longest: 1650, longestEasy: 3000, flyRep: 200, flySession: 2000, noZones: [], paddles: true, young: false, extraRest: 0, sessionsPerWeek: 8 },
  college_d1: { level: 'college_senior', pace: 62, rate: 60, volume: [4500, 10000], typical: 7000, longest: 1650, longestEasy: 3000, flyRep: 200, flySession: 2500, noZones: [], paddles: true, young: false, extraRest: 0, sessionsPerWeek: 9 },
  college_d3: { level: 'college_senior', pace: 66, rate: 55, volume: [3500, 8000], typical: 6000, longest: 1650, longestEasy: 2000, flyRep: 200, flySession: 2000, noZones: [], paddles: true, young: false, extraRest: 0, sessionsPerWeek: 8 },
  elite: { level: 'elite', pace: 62, rate: 60, volume: [4500, 11000], typical: 7500, longest: 1650, longestEasy: 4000, flyRep: 200, flySession: 2500, noZones: [], paddles: true, young: false, extraRest: 0, sessionsPerWeek: 10 },
  masters_novice: { level: 'masters', pace: 112, rate: 33, volume: [1000, 2500], typical: 1800, longest: 200, longestEasy: 200, flyRep: 25, flySession: 100, noZones: lactate, paddles: false, young: false, extraRest: 10, sessionsPerWeek: 3 },
  masters: { level: 'masters', pace: 88, rate: 45, volume: [1800, 4500], typical: 3000, longest: 500, longestEasy: 500, flyRep: 50, flySession: 400, noZones: [], paddles: false, young: false, extraRest: 0, sessionsPerWeek: 3 },
  masters_advanced: { level: 'masters', pace: 72, rate: 55, volume: [2500, 5500], typical: 3800, longest: 1000, longestEasy: 1650, flyRep: 200, flySession: 800, noZones: [], paddles: true, young: false, extraRest: 5, sessionsPerWeek: 5 },
  triathlete: { level: 'masters', pace: 90, rate: 45, volume: [1500, 4500], typical: 2800, longest: 1000, longestEasy: 2000, flyRep: 25, flySession: 100, noZones: lactate, paddles: true, young: false, extraRest: 0, sessionsPerWeek: 3 },
  recreational: { level: 'recreational', pace: 110, rate: 33, volume: [800, 3000], typical: 1500, longest: 200, longestEasy: 400, flyRep: 25, flySession: 100, noZones: lactate, paddles: false, young: false, extraRest: 5, sessionsPerWeek: 3 },
};

/** The squad a level usually means, for plans (and model answers) that name only the level. */
export const defaultSquad: Record<Level, Squad> = {
  recreational: 'recreational',
  summer_swim_team: 'summer_league',
  age_group_8_10: 'age_9_10',
  age_group_11_12: 'age_11_12',
  age_group_13_14: 'age_13_14',
  high_school: 'hs_varsity',
  college_senior: 'college_d3',
  elite: 'elite',
  masters: 'masters',
};

export const squadOf = (plan: Pick<WorkoutPlan, 'level' | 'squad'>): Squad => plan.squad ?? defaultSquad[plan.level];

/** Who swims a plan: its squad, and the paces its send-offs follow. */
export const swimmersOf = (plan: Pick<WorkoutPlan, 'level' | 'squad' | 'paces'>): { squad: Squad; paces: WorkoutPlan['paces'] } => ({ squad: squadOf(plan), paces: plan.paces });

export const profileOf = (plan: Pick<WorkoutPlan, 'level' | 'squad'>): SquadProfile => squads[squadOf(plan)];

/** Children and novices: the squads that never see paddles, lactate sets or long repeats. */
export const isYoung = (squad: Squad): boolean => squads[squad].young;

/** Longest repeat of a stroke for the squad: free, kick and pull may go longer than stroke work. */
export function longestFor(squad: Squad, stroke: string): number {
  const p = squads[squad];
  return stroke === 'free' || stroke === 'kick' || stroke === 'pull' || stroke === 'choice' ? p.longestEasy : p.longest;
}

/**
 * Paddles, bands and parachutes a plan may hold: never children's shoulders (COACHING.md §4), an adult's when their coach
 * asks for them; the engine writes none in of its own for the levels whose profile keeps them out.
 */
export function paddlesAllowed(plan: Pick<WorkoutPlan, 'level' | 'squad'>): boolean {
  const p = profileOf(plan);
  return p.paddles || p.level === 'masters' || squadOf(plan) === 'recreational';
}
