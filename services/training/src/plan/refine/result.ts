import type { Brief, NotApplied, Plan } from '@laneforge/contracts';

export interface RefineResult {
  plan: Plan;
  /** The brief of the refined plan: the one refined, with the change; the next refinement starts from it. */
  brief: Brief;
  /** What was changed, in the coach's terms, one line each. */
  applied: string[];
  /** Parts of the instruction left as they were: the coach's words and why. */
  notApplied: NotApplied[];
  /** Reasons and asides the coach gave: read, kept in the brief, never an instruction. */
  context: string[];
}

export interface RefineInput {
  /** The brief of the plan refined; a plan stored without one is read back into one. */
  brief?: Brief | undefined;
  /** Days of a season already opened as practices: their weeks keep their dates. */
  opened?: readonly string[] | undefined;
}
