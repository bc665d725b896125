import { z } from 'zod';

/**
 * The structured plan: what the EST engine composes, what the parser reads back out of any
 * provider's text, and what exports, the set table and analytics read. Totals are always
 * recomputed from the sets by the validator; a provider's own totals are never trusted.
 */

export const Course = z.enum(['SCY', 'SCM', 'LCM']);
export type Course = z.infer<typeof Course>;

export const DistanceUnit = z.enum(['yards', 'meters']);
export type DistanceUnit = z.infer<typeof DistanceUnit>;

export const Level = z.enum([
  'recreational',
  'summer_swim_team',
  'age_group_8_10',
  'age_group_11_12',
  'age_group_13_14',
  'high_school',
  'college_senior',
  'elite',
  'masters',
]);
export type Level = z.infer<typeof Level>;

export const Focus = z.enum([
  'aerobic',
  'threshold',
  'vo2',
  'lactate',
  'sprint',
  'im',
  'free',
  'back',
  'breast',
  'fly',
  'technique',
  'distance',
  'starts',
  'turns',
  'underwaters',
  'pacing',
]);
export type Focus = z.infer<typeof Focus>;

export const GroupType = z.enum(['private', 'semi_private', 'group', 'team']);
export type GroupType = z.infer<typeof GroupType>;

export const Stroke = z.enum(['free', 'back', 'breast', 'fly', 'im', 'choice', 'drill', 'kick', 'pull']);
export type Stroke = z.infer<typeof Stroke>;

/** Energy-system zones, easiest to hardest. */
export const Zone = z.enum(['REC', 'EN1', 'EN2', 'EN3', 'SP1', 'SP2', 'SP3']);
export type Zone = z.infer<typeof Zone>;

export const Equipment = z.enum(['fins', 'paddles', 'pull_buoy', 'kickboard', 'snorkel', 'band', 'parachute']);
export type Equipment = z.infer<typeof Equipment>;

export const SectionKind = z.enum([
  'warmup',
  'preset',
  'drill',
  'kick',
  'pull',
  'skills',
  'main',
  'secondary',
  'sprint',
  'race_pace',
  'cooldown',
]);
export type SectionKind = z.infer<typeof SectionKind>;

/** `interval`: leave on the clock every N seconds. `rest`: N seconds' rest after each rep. */
export const SendOff = z.discriminatedUnion('type', [
  z.object({ type: z.literal('interval'), seconds: z.number().int().positive() }),
  z.object({ type: z.literal('rest'), seconds: z.number().int().nonnegative() }),
]);
export type SendOff = z.infer<typeof SendOff>;

const distance = z.number().int().positive();
const nonNegative = z.number().int().nonnegative();

export const SwimSet = z.object({
  reps: z.number().int().positive(),
  distance,
  stroke: Stroke,
  /** Coach's words after the zone: "descend 1-4", "25 fly/25 free", "hold race pace". */
  description: z.string(),
  sendOff: SendOff.nullable(),
  zone: Zone,
  equipment: z.array(Equipment),
  /** Only meaningful in LCM: a 25 that turns at the middle of a long-course pool (bulkhead, wall). */
  halfLength: z.boolean(),
  /**
   * A plan for lane groups: each group's repeats and send-off, in the order of the plan's
   * `laneGroups` (fastest first); the set's own `reps` and `sendOff` are the first group's.
   */
  lanes: z.array(z.object({ reps: z.number().int().positive(), sendOff: SendOff.nullable() })).optional(),
  /** A "choice" set narrowed to these strokes (a limit rules the others out): "Choice (BK/BR/FR)". */
  strokes: z.array(Stroke).optional(),
  /** An IM swum with other legs than fly-back-breast-free, in IM order: "IM (BK-BR-FR-FR)" for no fly. */
  legs: z.array(Stroke).length(4).optional(),
  /** Each repeat split between strokes: 25 fly + 25 free in a 50 is [{fly, 25}, {free, 25}]. */
  mix: z.array(z.object({ stroke: Stroke, distance: z.number().int().positive() })).min(2).optional(),
});
export type SwimSet = z.infer<typeof SwimSet>;

/** A named swimmer's own line under a block (COACHING.md §9b): what they swim instead, and why. */
export const SwimmerLine = z.object({
  name: z.string().min(1).max(40),
  /** What the swimmer swims in place of the block's sets, each round. */
  sets: z.array(SwimSet).min(1),
  /** Why, in the coach's words: "no fly (shoulder)". */
  note: z.string().max(200),
});
export type SwimmerLine = z.infer<typeof SwimmerLine>;

/** A group of sets swum `rounds` times through ("3 rounds:"); a single set is a block of one round. */
export const SetBlock = z.object({
  rounds: z.number().int().positive(),
  label: z.string().nullable(),
  sets: z.array(SwimSet).min(1),
  /** Written by the coach in the request: kept as written by composing, fitting and refining. */
  coachWritten: z.boolean().optional(),
  /** The coach said "exactly" or "don't touch": every lane swims it as written, on the coach's send-offs. */
  locked: z.boolean().optional(),
  /** Named swimmers who swim this block differently (their limits), each on their own line. */
  swimmers: z.array(SwimmerLine).optional(),
});
export type SetBlock = z.infer<typeof SetBlock>;

export const PlanSection = z.object({
  kind: SectionKind,
  /** As coaches name it: "Warm-up", "Pre-set", "Main Set", "Cool-down". */
  name: z.string().min(1),
  blocks: z.array(SetBlock),
  /** Subtotal of this section, recomputed by the validator. */
  distance: nonNegative,
  /** A section for some lane groups only (their own main set), by group name; absent = everyone swims it. */
  lanes: z.array(z.string().min(1).max(40)).min(1).optional(),
});
export type PlanSection = z.infer<typeof PlanSection>;

export const ZoneDistances = z.object({
  REC: nonNegative,
  EN1: nonNegative,
  EN2: nonNegative,
  EN3: nonNegative,
  SP1: nonNegative,
  SP2: nonNegative,
  SP3: nonNegative,
});
export type ZoneDistances = z.infer<typeof ZoneDistances>;

export const WorkoutTotals = z.object({
  distance: nonNegative,
  bySection: z.array(z.object({ name: z.string(), kind: SectionKind, distance: nonNegative })),
  byZone: ZoneDistances,
  minutes: nonNegative,
});
export type WorkoutTotals = z.infer<typeof WorkoutTotals>;

export const DrylandPart = z.enum(['activation', 'strength', 'core', 'mobility']);
export type DrylandPart = z.infer<typeof DrylandPart>;

export const DrylandExercise = z.object({
  name: z.string().min(1),
  sets: z.number().int().positive(),
  /** Either reps or a hold/work time in seconds. */
  reps: z.number().int().positive().nullable(),
  seconds: z.number().int().positive().nullable(),
  restSeconds: nonNegative,
  note: z.string(),
});
export type DrylandExercise = z.infer<typeof DrylandExercise>;

export const DrylandSession = z.object({
  title: z.string().min(1),
  minutes: z.number().int().positive(),
  parts: z.array(z.object({ part: DrylandPart, exercises: z.array(DrylandExercise).min(1) })),
});
export type DrylandSession = z.infer<typeof DrylandSession>;

/**
 * What kind of session a workout is (COACHING.md §5). Absent on plans written before session
 * types existed: read as `practice`.
 */
export const SessionType = z.enum([
  'practice',
  'test',
  'recovery',
  'meet_warmup',
  'pre_meet',
  'race_pace',
  'broken',
  'im_transitions',
  'breath_control',
  'open_water',
  'learn_to_swim',
  'dryland',
  'clinic',
]);
export type SessionType = z.infer<typeof SessionType>;

/**
 * The swimmers a plan is written for, finer than `Level` (COACHING.md §2): it decides volumes,
 * longest repeats, fly caps and paces. Absent on older plans: the level's usual squad is meant.
 */
export const Squad = z.enum([
  'learn_to_swim',
  'age_8_under',
  'age_9_10',
  'age_11_12',
  'age_13_14',
  'summer_league',
  'hs_jv',
  'hs_varsity',
  'club_senior',
  'college_d1',
  'college_d3',
  'elite',
  'masters_novice',
  'masters',
  'masters_advanced',
  'triathlete',
  'recreational',
]);
export type Squad = z.infer<typeof Squad>;

/** A hard limit from the request or the coach's notes that every version of the plan keeps (COACHING.md §6). */
export const ConstraintRule = z.enum([
  'no_kick',
  'no_fly',
  'no_breast',
  'no_back',
  'no_im',
  'no_breast_kick',
  'no_paddles',
  'no_fins',
  'no_snorkel',
  'no_pull_buoy',
  'no_kickboard',
  'shoulder',
  'knee',
  'lower_back',
  'ankle',
  'neck',
  'no_flip_turns',
  'no_dives',
  'no_breath_control',
  'no_underwater',
  /** No backstroke flags (at one end or at all): backstroke into that wall counts strokes and leads with a hand. */
  'no_backstroke_flags',
  'no_jumping',
  'wet_deck',
  'easy_pushoffs',
  'light_only',
  'pregnant',
  'asthma',
  /** Type 1 diabetes: blood-sugar checks at the wall, glucose on deck. */
  'diabetes',
  /** Epilepsy: eyes on them all practice, no breath-holding, no underwaters. */
  'epilepsy',
  'kick_only',
  'tired_legs',
  'returning',
  'crowded_lanes',
  'slowest_send_off',
  'longest_rep',
  'max_minutes',
]);
export type ConstraintRule = z.infer<typeof ConstraintRule>;

export const PlanConstraint = z.object({
  rule: ConstraintRule,
  /** The limit's number where it has one: seconds per 100 (`slowest_send_off`), a distance (`longest_rep`), minutes (`max_minutes`). */
  value: z.number().int().positive().optional(),
  /** The coach's words it came from ("sore shoulders"). */
  said: z.string(),
});
export type PlanConstraint = z.infer<typeof PlanConstraint>;

/** One timed part of a learn-to-swim lesson: "Front float (5 min)". */
export const LessonStep = z.object({
  minutes: z.number().int().positive(),
  title: z.string().min(1),
  detail: z.string(),
});
export type LessonStep = z.infer<typeof LessonStep>;

/** Threshold swim pace per 100 (T, COACHING.md §3) per stroke, in seconds, in the course named beside it. */
export const StrokePaces = z.object({
  free: z.number().positive(),
  back: z.number().positive(),
  breast: z.number().positive(),
  fly: z.number().positive(),
  im: z.number().positive(),
});
export type StrokePaces = z.infer<typeof StrokePaces>;

/** The paces a plan's send-offs were written from, and the line that tells the coach so. */
export const PlanPaces = z.object({
  /** `stored`: the coach's own base paces; `test`: derived from a CSS, T-30 or step test; `level`: the squad's defaults. */
  source: z.enum(['stored', 'test', 'level']),
  course: Course,
  threshold: StrokePaces,
  /** Base send-off per 100 free in `course`, seconds. */
  base: z.number().int().positive(),
  /** "Paces: base 1:20/100 SCY (stored)". */
  label: z.string(),
});
export type PlanPaces = z.infer<typeof PlanPaces>;

/** One lane group of a plan written for several (COACHING.md §9), fastest first. */
export const PlanLaneGroup = z.object({
  name: z.string().min(1),
  /** Absent when the plan was read back from text: its send-offs are then kept as written. */
  paces: PlanPaces.optional(),
  /** Share of the first group's repeats this group swims (1 = the same). */
  volumeFactor: z.number().positive().max(1),
});
export type PlanLaneGroup = z.infer<typeof PlanLaneGroup>;

export const Provider = z.enum(['est', 'openai']);
export type Provider = z.infer<typeof Provider>;

const planBase = {
  provider: Provider,
  title: z.string().min(1),
  /** ISO date: the training date of a workout, the start date of a season. */
  date: z.iso.date(),
  course: Course,
  unit: DistanceUnit,
  level: Level,
  focus: z.array(Focus),
  group: GroupType,
  /** A race the plan aims at, in the coach's words ("200 free", "Sectionals"). */
  targetEvent: z.string().nullable(),
  dryland: z.array(DrylandSession),
  /** Facts the request did not give, and what was assumed instead. */
  assumptions: z.array(z.string()),
  /** Free notes for the coach: refinement results, instructions not understood, validator fixes. */
  notes: z.array(z.string()),
  /** Finer than `level`: who swims it. Optional so plans stored before it stay valid. */
  squad: Squad.optional(),
  /** The ages the coach named when they span more than the squad's band ("11-14"): the level is shown with them. */
  ages: z.object({ low: z.number().int().min(3).max(99), high: z.number().int().min(3).max(99) }).nullable().optional(),
  /** Hard limits every version of the plan keeps; checked again after each refinement. */
  constraints: z.array(PlanConstraint).optional(),
  /** Each change made to honour a limit, in one line ("Kick → swim with a pull buoy, no paddles, for sore shoulders."). */
  substitutions: z.array(z.string()).optional(),
  /** The paces the send-offs follow; absent on plans written before paces were stored. */
  paces: PlanPaces.optional(),
  /** A plan for lane groups: every set carries each group's send-off (and repeats) in `lanes`. */
  laneGroups: z.array(PlanLaneGroup).min(2).optional(),
};

export const WorkoutPlan = z.object({
  kind: z.literal('workout'),
  ...planBase,
  /** What was asked: a volume in the plan's unit, or a duration; null when neither was given. */
  requestedDistance: z.number().int().positive().nullable(),
  requestedMinutes: z.number().int().positive().nullable(),
  /** Absent on older plans: a `practice`. A `dryland` session has no sections; a `learn_to_swim` lesson has `steps`. */
  sessionType: SessionType.optional(),
  /** A pool of another length than its course's (a 20-yard pool, a 46 m bulkhead): every distance is whole lengths of it. */
  poolLength: z.number().int().min(10).max(100).optional(),
  sections: z.array(PlanSection),
  /** The timed parts of a learn-to-swim lesson, which is taught by activity rather than by distance. */
  steps: z.array(LessonStep).optional(),
  totals: WorkoutTotals,
});
export type WorkoutPlan = z.infer<typeof WorkoutPlan>;

export const SeasonPhase = z.enum([
  'general_preparation',
  'specific_preparation',
  'competition',
  'taper',
  'transition',
]);
export type SeasonPhase = z.infer<typeof SeasonPhase>;

/** Share of the week's volume per zone, in percent (sums to 100). */
export const ZoneMix = ZoneDistances;
export type ZoneMix = z.infer<typeof ZoneMix>;

/** A = the season's target (full taper), B = important mid-season (mini-rest), C = trained through. */
export const MeetImportance = z.enum(['A', 'B', 'C']);
export type MeetImportance = z.infer<typeof MeetImportance>;

export const SeasonMeet = z.object({
  name: z.string().trim().min(1, 'a meet needs a name').max(80, 'a meet name must be at most 80 characters'),
  date: z.iso.date({ error: 'a meet date must be a date (YYYY-MM-DD)' }),
  importance: MeetImportance,
  /** The last day of a meet over several days ("Dec 9-12"). */
  endDate: z.iso.date({ error: 'a meet end date must be a date (YYYY-MM-DD)' }).nullable().optional(),
  /** Who races it when not the whole group ("top 6"): the others train through it. */
  who: z.string().trim().max(80, 'who races a meet must be at most 80 characters').nullable().optional(),
});
export type SeasonMeet = z.infer<typeof SeasonMeet>;

/** Days without practice (a holiday, the pool closed), with a lighter load, or a training camp with doubles. */
export const SeasonBreak = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  kind: z.enum(['off', 'light', 'camp']),
  label: z.string().max(80),
});
export type SeasonBreak = z.infer<typeof SeasonBreak>;

/** What the season races: the pool, open water, or the swim of a triathlon (each has its own taper). */
export const SeasonRace = z.enum(['pool', 'open_water', 'triathlon']);
export type SeasonRace = z.infer<typeof SeasonRace>;

/** The test that opens the season and closes each block; its result sets the paces of the next block. */
export const SeasonTestKind = z.enum(['t30', 'css', 'step']);
export type SeasonTestKind = z.infer<typeof SeasonTestKind>;

/** One session of a season week: its day (AM/PM for doubles), volume, focus and the week's key set it carries. */
export const SeasonDay = z.object({
  date: z.iso.date(),
  slot: z.enum(['AM', 'PM']).nullable(),
  kind: z.enum(['practice', 'test', 'meet']),
  volume: nonNegative,
  /** "Threshold (EN2)", "Meet: Fall Invite (B)". */
  focus: z.string(),
  /** Index into the week's `keySets`, or null. */
  keySet: z.number().int().nonnegative().nullable(),
  /** A part of the group with a day of its own ("Top 6" tapering while the rest train through); absent = everyone. Not in the week's volume. */
  group: z.string().max(80).optional(),
});
export type SeasonDay = z.infer<typeof SeasonDay>;

export const SeasonWeek = z.object({
  /** 1-based. */
  week: z.number().int().positive(),
  startDate: z.iso.date(),
  phase: SeasonPhase,
  /** The rhythm from the calendar: loading weeks, a lighter week after each block, a mini-rest into a B meet, taper and race weeks. */
  load: z.enum(['load', 'recovery', 'mini_rest', 'taper', 'race']),
  volume: nonNegative,
  /** Practices in the week; 0 when the pool is closed all week. */
  sessions: z.number().int().nonnegative(),
  emphasis: z.string(),
  keySets: z.array(SwimSet),
  zoneMix: ZoneMix,
  drylandSessions: nonNegative,
  /** The week's sessions day by day; absent on plans written before the day-by-day view. */
  days: z.array(SeasonDay).optional(),
  /** A test at the end of the week (the first week and each lighter week). */
  test: SeasonTestKind.nullable().optional(),
  /** What dryland trains this week, when dryland was asked for ("strength: 3 x 8-10, power 3 x 5"). */
  drylandFocus: z.string().optional(),
  /** What else the coach needs to know of the week: days off, a camp, a part of the group on its own plan, what follows a meet. */
  notes: z.array(z.string()).optional(),
});
export type SeasonWeek = z.infer<typeof SeasonWeek>;

export const Taper = z.object({
  startWeek: z.number().int().positive(),
  weeks: z.number().int().positive(),
  /** Volume of the week before the taper, and of the race week. */
  peakVolume: nonNegative,
  raceWeekVolume: nonNegative,
  /** How much the race week's volume is below the peak, in percent (41-60 for a sound taper). */
  volumeReductionPercent: z.number().int().min(0).max(100),
  /** Length in days before the A meet (7-21 for seniors; shorter for children). */
  days: z.number().int().positive().optional(),
});
export type Taper = z.infer<typeof Taper>;

export const SeasonTotals = z.object({
  weeks: z.number().int().positive(),
  distance: nonNegative,
  peakWeekVolume: nonNegative,
  sessions: nonNegative,
});
export type SeasonTotals = z.infer<typeof SeasonTotals>;

export const SeasonPlan = z.object({
  kind: z.literal('season'),
  ...planBase,
  targetDate: z.iso.date().nullable(),
  sessionsPerWeek: z.number().int().positive(),
  weeks: z.array(SeasonWeek).min(1),
  taper: Taper.nullable(),
  totals: SeasonTotals,
  /** The meet calendar: A (taper), B (mini-rest), C (trained through). */
  meets: z.array(SeasonMeet).optional(),
  race: SeasonRace.optional(),
  /** A full practice's volume at the season's peak, the base every week scales from. */
  sessionVolume: z.number().int().positive().optional(),
  /** Holidays, closed pools and camps: kept when the season is written again. */
  breaks: z.array(SeasonBreak).optional(),
  /** The weekdays practised (0 = Sunday) when the coach named them. */
  practiceDays: z.array(z.number().int().min(0).max(6)).optional(),
});
export type SeasonPlan = z.infer<typeof SeasonPlan>;

export const Plan = z.discriminatedUnion('kind', [WorkoutPlan, SeasonPlan]);
export type Plan = z.infer<typeof Plan>;
