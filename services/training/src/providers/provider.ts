import type { Brief, NotApplied, Plan, Provider } from '@laneforge/contracts';
import type { GenerateJob, RefineJob, RewriteJob } from '@laneforge/contracts';

/** A plan and its text as the product stores them; `applied` lists what a refinement changed. */
export interface Written {
  plan: Plan;
  text: string;
  applied: string[];
  /** Parts of a refinement left as they were: the coach's words and why. */
  notApplied?: NotApplied[] | undefined;
  /** What was understood of the request (or of the plan refined): stored beside the version. */
  brief?: Brief | undefined;
}

/** Writes plans in a worker: the EST engine or a language model, checked by the same engine. */
export interface PlanProvider {
  name: Provider;
  generate(job: GenerateJob): Promise<Written>;
  refine(job: RefineJob): Promise<Written>;
  /** The plan written again from a brief the coach corrected. */
  rewrite(job: RewriteJob): Promise<Written>;
}

/** A failure the user should read as is (e.g. a model that keeps answering nonsense). */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ProviderError';
  }
}
