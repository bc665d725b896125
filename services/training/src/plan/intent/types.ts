import type { Course, Focus, GroupType, Level, PaceJob, PlanConstraint, PlanPaces, SeasonMeet, SeasonRace, SectionKind, SessionType, SetBlock, Squad, Stroke } from '@laneforge/contracts';

/** What the generator is asked: the shape of the training API's generate request. */
export interface PlanRequest {
  date: string;
  description: string;
  coach_notes?: string | null;
  plan_type?: 'workout' | 'season';
  /** A regenerate asks for another plan of the same request: a different seed, another valid plan. */
  seed?: string | null;
  /** A season's meets given by the form rather than the description. */
  meets?: SeasonMeet[] | undefined;
  /** The coach's stored paces; absent = the level's defaults. */
  paces?: PaceJob | undefined;
  /** Write the plan for the stored lane groups. */
  lane_groups?: boolean | undefined;
}

export type TestKind = 't30' | 'css' | 'step' | 'best_average';

/** Sets the coach wrote in the request, kept as written. */
export interface CoachSection {
  kind: SectionKind;
  blocks: SetBlock[];
  /** The coach's words, for the plan's statement of what it kept. */
  said: string;
}

/**
 * The brief: everything the engine understood from the request and the coach's notes, each fact
 * either said or assumed (and then listed in `assumptions`).
 */
export type Emphasis = 'kick' | 'pull';

export interface Intent {
  kind: 'workout' | 'season';
  sessionType: SessionType;
  squad: Squad;
  level: Level;
  course: Course;
  /** Per-session volume in the course's unit. */
  volume: number;
  /** How far the plan may land from `volume`: 5 % for a number, 10 % for "about". */
  tolerance: number;
  requestedDistance: number | null;
  requestedMinutes: number | null;
  focus: Focus[];
  /** Parts the coach wants more of than a usual practice holds: "lots of pull", "kick-heavy". */
  emphasis: Emphasis[];
  targetEvent: { name: string; distance: number; stroke: Stroke } | null;
  /** The goal time of the target event in seconds ("200 free in 1:50"), for race-pace targets. */
  goalTime: number | null;
  test: TestKind | null;
  constraints: PlanConstraint[];
  coachSections: CoachSection[];
  targetDate: string | null;
  weeks: number | null;
  group: GroupType;
  dryland: boolean;
  mobility: boolean;
  taperWeeks: number | null;
  /** A taper length the coach wrote, in days. */
  taperDays: number | null;
  championship: boolean;
  sessionsPerWeek: number | null;
  /** Season plans: the meet calendar, what it races, and its first day. */
  meets: SeasonMeet[];
  race: SeasonRace;
  startDate: string;
  assumptions: string[];
  /** The coach's stored paces (not read from the text): the send-offs follow them. */
  paces?: PlanPaces | undefined;
}
