import { z } from 'zod';
import { Course, DistanceUnit, Focus, MeetImportance, PlanConstraint, SeasonRace, SectionKind, SessionType, SetBlock, Squad, Stroke, Zone } from './plan';

/**
 * The brief: everything the engine understood of a request (the description and the coach's notes),
 * as typed facts. It is the engine's data model (ARCHITECTURE.md, plan generation): the plan is
 * composed from it, stored beside every version of the plan, shown to the coach as what was
 * understood, and corrected by them field by field.
 *
 * Every fact says where it came from: `said` (the coach's words, kept in `words`), `stored` (the
 * coach's saved paces and lane groups) or `assumed` (the engine chose; `words` then says why).
 */

export const FactSource = z.enum(['said', 'stored', 'assumed']);
export type FactSource = z.infer<typeof FactSource>;

const words = z.string().max(400);

function fact<T extends z.ZodType>(value: T) {
  return z.object({ value, source: FactSource, words: words.optional() });
}

export interface Fact<T> {
  value: T;
  source: FactSource;
  words?: string | undefined;
}

/** What kind of thing the coach asked for: one session of a kind, or a plan over weeks. */
export const BriefKind = z.enum(['workout', 'season']);
export type BriefKind = z.infer<typeof BriefKind>;

/** Who swims: the squad that sets volumes and limits, and what the coach called them. */
export const BriefWho = z.object({
  squad: Squad,
  /** The coach's own name for the group ("13-14 girls", "noon masters"). */
  label: z.string().max(120),
  ages: z.object({ low: z.number().int().min(0).max(99), high: z.number().int().min(0).max(99) }).nullable(),
  headcount: z.number().int().positive().max(500).nullable(),
});
export type BriefWho = z.infer<typeof BriefWho>;

/** The water: the course every send-off belongs to, and the pool's real length (20 y and 33 m pools exist). */
export const BriefPool = z.object({
  course: Course,
  /** One length, in `unit`: 25 for SCY/SCM, 50 for LCM, 20 for a 20-yard pool. */
  length: z.number().int().min(10).max(100),
  unit: DistanceUnit,
  /** Open water (a lake, the sea): sets by time and landmarks, no walls or send-offs. */
  openWater: z.boolean(),
  /** Shallow water only: no dives, and learners where they can stand. */
  shallow: z.boolean(),
});
export type BriefPool = z.infer<typeof BriefPool>;

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a time of day is written HH:MM');

/** The time the coach has: a length, or the clock times it starts and ends. */
export const BriefClock = z.object({
  minutes: z.number().int().min(5).max(360).nullable(),
  start: clockTime.nullable(),
  end: clockTime.nullable(),
});
export type BriefClock = z.infer<typeof BriefClock>;

/** The volume of one session in the pool's unit: a number, "about", "max" or a range ("7.5-8k"). */
export const BriefVolume = z.object({
  value: z.number().int().min(0).max(30000),
  low: z.number().int().min(0).max(30000),
  high: z.number().int().min(0).max(30000),
  bound: z.enum(['exact', 'about', 'max', 'range']),
});
export type BriefVolume = z.infer<typeof BriefVolume>;

/** The race a session or season prepares, and the goal time when one is written. */
export const BriefEvent = z.object({
  distance: z.number().int().positive().max(10000),
  stroke: Stroke,
  /** Goal time in seconds ("59.5", "1:02.0"). */
  goal: z.number().positive().nullable(),
});
export type BriefEvent = z.infer<typeof BriefEvent>;

/**
 * A part of the practice the coach asked for without writing it out: "a main set of 100s",
 * "race pace 50s at the end", "a relay game to close (15 min)", "a pyramid main", "3000+ main".
 */
export const BriefWant = z.object({
  kind: SectionKind,
  /** Repeat distance ("100s"). */
  distance: z.number().int().positive().max(3000).nullable(),
  stroke: Stroke.nullable(),
  zone: Zone.nullable(),
  /** A named structure: "pyramid", "ladder", "relay", "game", "broken", "descend". */
  structure: z.string().max(40).nullable(),
  /** How much: at least this volume, a share of the session, or minutes. */
  volume: z.number().int().positive().max(20000).nullable(),
  share: z.number().min(0).max(1).nullable(),
  minutes: z.number().int().positive().max(180).nullable(),
  /** Rest in seconds the coach gave for it ("break at 100 w 10 sec rest"). */
  rest: z.number().int().min(0).max(600).nullable().optional(),
  /** The send-off the coach gave for it, in seconds ("50s @ :45"). */
  sendOff: z.number().int().min(10).max(600).nullable().optional(),
  /** The most repeats the coach allows ("max 20"). */
  most: z.number().int().min(1).max(100).nullable().optional(),
  place: z.enum(['start', 'middle', 'end']).nullable(),
  words,
});
export type BriefWant = z.infer<typeof BriefWant>;

/** One lane or group with its own base send-off per 100 free (COACHING.md §9). */
export const BriefLane = z.object({
  name: z.string().min(1).max(40),
  /** Base send-off per 100 free, seconds, in the brief's course. */
  base: z.number().int().min(40).max(300),
  /** A share of the first group's repeats (1 = the same), so slower lanes finish with the others. */
  factor: z.number().min(0.4).max(1),
  /** A volume of its own ("varsity ~5k, jv ~3.5k"), when the coach gave one. */
  volume: z.number().int().positive().max(20000).nullable(),
  /** A focus of its own ("lane 5 gets aerobic instead"). */
  focus: z.array(Focus).nullable(),
  /** A squad of its own (JV and varsity in one pool). */
  squad: Squad.nullable(),
  /** Limits for this lane only ("lane 4 can't do fly yet"). */
  limits: z.array(PlanConstraint),
  /** What this lane's own main is made of ("lanes 3-4 aerobic 200s"), when it has a job of its own. */
  wants: z.array(BriefWant).optional(),
  /** A main of its own on the day's theme ("same theme (backstroke) but different mains"), even with the same focus as the others. */
  ownMain: z.boolean().optional(),
  source: FactSource,
  words: words.optional(),
});
export type BriefLane = z.infer<typeof BriefLane>;

/** A swimmer the coach named, with what is different for them alone. */
export const BriefSwimmer = z.object({
  name: z.string().min(1).max(40),
  limits: z.array(PlanConstraint),
  /** The lane they swim in, when the coach said. */
  lane: z.string().max(40).nullable(),
  /** Their race and goal time (USRPT targets). */
  event: BriefEvent.nullable(),
  /** What the coach said of them, as written. */
  words,
  /** Sections they swim in another stroke than the team ("Tyler and Ben go back on the main"). */
  strokes: z.array(z.object({ section: SectionKind, stroke: Stroke })).optional(),
});
export type BriefSwimmer = z.infer<typeof BriefSwimmer>;

/**
 * A set kept as written, the practice built around it: one the coach wrote out, or, on a day of a
 * season opened as a practice, the season's key set for that day (`season`), which the coach did
 * not write for this practice.
 */
export const BriefCoachSet = z.object({
  kind: SectionKind,
  blocks: z.array(SetBlock).min(1),
  /** "don't change", "exactly": nothing about it moves, not even to fit the clock. */
  locked: z.boolean(),
  /** Where the coach put it: "to close", "in the middle", "to start", "right after" (the set written before it). */
  place: z.enum(['start', 'middle', 'end', 'after']).nullable(),
  words,
  /** The season's key set of this week, not the coach's words; absent = the coach wrote it. */
  season: z.object({ week: z.number().int().positive() }).optional(),
});
export type BriefCoachSet = z.infer<typeof BriefCoachSet>;

/** A meet of the season, by date or by week ("conference in week 6"). */
export const BriefMeet = z.object({
  name: z.string().min(1).max(80),
  date: z.iso.date(),
  /** The last day of a meet over several days. */
  endDate: z.iso.date().nullable(),
  importance: MeetImportance,
  /** Who races it when not the whole group ("my top 6"). */
  who: z.string().max(80).nullable(),
  source: FactSource,
  words: words.optional(),
});
export type BriefMeet = z.infer<typeof BriefMeet>;

/** Days without practice (a holiday, the pool closed) or with a changed load (a training trip). */
export const BriefBreak = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  kind: z.enum(['off', 'light', 'camp']),
  label: z.string().max(80),
  words: words.optional(),
});
export type BriefBreak = z.infer<typeof BriefBreak>;

export const BriefSeason = z.object({
  weeks: z.number().int().min(1).max(52),
  startDate: z.iso.date(),
  /** The day the season builds to (the A meet, or the plan's last day). */
  targetDate: z.iso.date(),
  /** A championship season (a taper into the A meet even when no meet is named). */
  championship: z.boolean(),
  taperWeeks: z.number().int().min(1).max(6).nullable(),
  sessionsPerWeek: z.number().int().min(1).max(14),
  /** Weekdays practised (0 = Sunday) when the coach named them. */
  days: z.array(z.number().int().min(0).max(6)).nullable(),
  /** The weekdays the coach named for doubles ("2 of them doubles on tue/thu"): the mornings go there first. */
  doubleDays: z.array(z.number().int().min(0).max(6)).max(7).nullable().optional(),
  taperDays: z.number().int().min(1).max(28).nullable(),
  race: SeasonRace,
  breaks: z.array(BriefBreak),
  drylandPerWeek: z.number().int().min(0).max(7).nullable(),
  /** Open-water sessions on a weekday from a date on: added to the pool week ("add OW sats from june") or in place of a pool day. */
  openWaterFrom: z.object({ date: z.iso.date(), weekday: z.number().int().min(0).max(6), added: z.boolean().optional() }).nullable().optional(),
  /** The days the coach tests ("CSS test at the start and again in feb"); null = the engine's rhythm. */
  tests: z.array(z.iso.date()).nullable().optional(),
  /** The part of the group that does not race the A meet ("JV who won't make states"). */
  notRacing: z.string().max(80).nullable().optional(),
  /** Sprinters and distance swimmers named apart ("mix of sprinters and 2-3 distance guys"): the taper differs for each. */
  eventGroups: z.array(z.enum(['sprint', 'distance'])).nullable().optional(),
  /** An optional practice on a day beside the week ("optional sat morning 90 min"): written in, not counted in the week's load. */
  optional: z.object({ weekday: z.number().int().min(0).max(6), minutes: z.number().int().min(15).max(240).nullable() }).nullable().optional(),
  /** "want to peak but not a full age-group taper": the short end of the group's taper, its volume cut lighter. */
  lightTaper: z.boolean().optional(),
  /** No race in the block ("no races til spring, build aerobic + technique"): a base block with no taper, whatever the group races later. */
  noRace: z.boolean().optional(),
  /** Weeks the coach made recovery weeks ("wk 5 recovery"), by the week's Monday: the load rhythm works around them. */
  recoveryWeeks: z.array(z.iso.date()).max(26).optional(),
  /** Weeks the coach gave a stroke of their own ("week 8 IM focus"), by the week's Monday. */
  weekFocus: z.array(z.object({ week: z.iso.date(), focus: Focus })).optional(),
  /**
   * Practices a week from a week on ("6x/wk from week 5 up to the taper", "4x/wk from week 10 on"): from that Monday, until the
   * taper or the week of `until` (not included; null = to the end), with the weekday the coach named for an added practice.
   */
  sessionsFrom: z
    .array(z.object({ from: z.iso.date(), until: z.union([z.literal('taper'), z.iso.date()]).nullable(), sessions: z.number().int().min(1).max(14), weekday: z.number().int().min(0).max(6).nullable() }))
    .max(12)
    .optional(),
});
export type BriefSeason = z.infer<typeof BriefSeason>;

/** A lesson's format and the child's (or adult's) needs (COACHING.md §9b). */
export const BriefLesson = z.object({
  format: z.enum(['parent_child', 'preschool', 'learn_to_swim', 'private', 'adult_learner', 'stroke_school']),
  /** "nervous", "bolts", "autistic", "face_in", "level_up", "nonverbal". */
  needs: z.array(z.string().max(40)),
  /** Another adult in the water or on deck. */
  helpers: z.number().int().min(0).max(20).nullable(),
  /** The class level the coach named ("level 1"), when they did. */
  level: z.number().int().min(1).max(6).nullable().optional(),
  /** What the child loves, used as targets and rewards ("spinning things", "counting"). */
  likes: z.array(z.string().max(60)).max(6).optional(),
  /** The skill the coach wants the lesson to work on ("breathing is a mess", "freestyle arms by the end"). */
  skill: z.enum(['breathing', 'front_crawl', 'back_crawl', 'breaststroke', 'floating', 'treading']).nullable().optional(),
  words,
});
export type BriefLesson = z.infer<typeof BriefLesson>;

/** Dryland: where, with what, and when beside the swim. */
export const BriefDryland = z.object({
  minutes: z.number().int().min(5).max(180),
  when: z.enum(['only', 'before', 'after']),
  /** What the coach has; null = not said (body weight and bands are assumed). */
  equipment: z.array(z.string().max(40)).nullable(),
  setting: z.enum(['deck', 'gym', 'weight_room', 'field', 'room', 'unknown']),
  /** Strength, mobility and stretching only, or a warm-up for the swim (activation, games, no workout). */
  focus: z.enum(['strength', 'mobility', 'warmup']),
  wet: z.boolean(),
  /** Stations for a big group. */
  stations: z.boolean(),
  /** Core only ("15 min core before practice"): no strength or jumping block. */
  core: z.boolean().optional(),
  /** The point in the season, which sets the dose: general strength early, maintenance mid-season, activation only in a taper. */
  phase: z.enum(['early', 'mid', 'taper']).nullable().optional(),
  /** "first week so nothing that makes them too sore to swim": a lighter dose, two rounds at most, no jumps. */
  gentle: z.boolean().optional(),
  /** "standing only, nothing on the floor": no move lying or kneeling down (some cannot get back up). */
  standing: z.boolean().optional(),
  /** "bands + plyo", "explosive stuff": jumps and throws asked for, before the swim too (never on a wet deck). */
  plyo: z.boolean().optional(),
});
export type BriefDryland = z.infer<typeof BriefDryland>;

/** A clinic: stations with a coach each, groups rotating. */
export const BriefClinic = z.object({
  stations: z.array(z.string().max(60)),
  coaches: z.number().int().min(1).max(40).nullable(),
  lanes: z.number().int().min(1).max(20).nullable(),
  /** Minutes at each station when the coach said ("rotate every 20 min"). */
  rotationMinutes: z.number().int().min(3).max(60).nullable().optional(),
});
export type BriefClinic = z.infer<typeof BriefClinic>;

/** A swim in open water (a lake, the sea): the water, the course and the cover (COACHING.md §6, §9b). */
export const BriefOpenWater = z.object({
  /** Water temperature in °F as the coach gave it (°C converted), when given. */
  waterF: z.number().int().min(32).max(95).nullable(),
  /** Metres between the buoys or landmarks of the course. */
  buoysMeters: z.number().int().positive().max(5000).nullable(),
  /** Kayaks, boats or paddleboards covering the swim, and what the coach called them. */
  boats: z.object({ count: z.number().int().min(1).max(20), kind: z.string().max(20) }).nullable(),
  wetsuits: z.enum(['required', 'optional', 'none']).nullable(),
  /** Some swim in open water for the first time. */
  firstTimers: z.boolean(),
  /** Mixed abilities: the session goes in waves by level. */
  mixedLevels: z.boolean(),
  words,
});
export type BriefOpenWater = z.infer<typeof BriefOpenWater>;

export const Brief = z.object({
  kind: fact(BriefKind),
  session: fact(SessionType),
  who: fact(BriefWho),
  pool: fact(BriefPool),
  /** The day of the session (or the season's first day): a weekday in the words beats the form's date. */
  date: fact(z.iso.date()),
  clock: fact(BriefClock),
  volume: fact(BriefVolume.nullable()),
  /** The group's base send-off per 100 free in the brief's course, when one base stands for everyone. */
  base: fact(z.number().int().min(40).max(300).nullable()),
  focus: fact(z.array(Focus)),
  /** Parts the coach wants larger than usual: "kick heavy", "lots of pull". */
  emphasis: z.array(z.enum(['kick', 'pull'])),
  event: fact(BriefEvent.nullable()),
  test: z.enum(['t30', 'css', 'step', 'best_average', 'broken', 'time_trial']).nullable(),
  lanes: z.array(BriefLane),
  /** Lanes or groups finish together ("everyone has to finish together"). */
  together: z.boolean(),
  swimmers: z.array(BriefSwimmer),
  /** Limits for everyone: bans, missing equipment, injuries of the group, deck and pool conditions. */
  limits: z.array(PlanConstraint),
  wants: z.array(BriefWant),
  coachSets: z.array(BriefCoachSet),
  /** The only parts the coach asked for around their own sets ("just add warmup, a short kick set and cool down"). */
  parts: z.array(SectionKind).optional(),
  meets: z.array(BriefMeet),
  season: BriefSeason.nullable(),
  lesson: BriefLesson.nullable(),
  dryland: BriefDryland.nullable(),
  clinic: BriefClinic.nullable(),
  /** Open-water facts; absent on briefs stored before they were read. */
  openWater: BriefOpenWater.nullable().optional(),
  /** A race-pace set's failure rule as the coach said it ("they're out after 2 misses"): the misses that end a swimmer's set. */
  outAfterMisses: z.number().int().min(1).max(5).optional(),
  /** The coach's race-pace rule sits a swimmer out of the next repeat after a miss ("miss your time once, sit out the next one"). */
  sitOutAfterMiss: z.boolean().optional(),
  /** Reasons and context the coach gave ("coming off a meet", "they were bored"): read, never a limit. */
  context: z.array(z.string().max(200)),
  /** One line each: what the coach did not say and what was chosen instead. */
  assumed: z.array(z.string().max(300)),
});
export type Brief = z.infer<typeof Brief>;

/** The brief's facts a coach sees as chips, in order. */
export const BRIEF_FACTS = ['kind', 'session', 'who', 'pool', 'date', 'clock', 'volume', 'focus', 'event'] as const;
export type BriefFactName = (typeof BRIEF_FACTS)[number];

export const factSourceNames: Record<FactSource, string> = { said: 'you said', stored: 'from your paces', assumed: 'assumed' };
