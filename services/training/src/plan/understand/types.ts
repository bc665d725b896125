import type { PaceJob, SeasonMeet, SwimSet } from '@laneforge/contracts';

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
  /** The coach's stored paces and lane groups; absent = the level's defaults. */
  paces?: PaceJob | undefined;
  /** The form's switch: write the plan for the stored lane groups (the words can ask for them too). */
  lane_groups?: boolean | undefined;
  /** A day of a season opened as a practice: the week's key set for it, kept as its main set. */
  season_set?: { week: number; set: SwimSet } | undefined;
}
