import { PlanRefused, refinePlan, renderPlan, write, writeFromBrief, type Written as EngineWritten } from '../plan';
import { ProviderError, type PlanProvider } from './provider';

const EXAMPLES = 'Try for example "cut 500", "more kick", "make it harder", "swap the main set to back", "turn the 100s into 50s", "add a sprint set", "switch to long course" or "we only have 60 minutes".';

/** A plan the engine wrote, with its text; a plan that cannot keep the coach's limits is their 422. */
function engineWritten(write: () => EngineWritten) {
  try {
    const { plan, brief } = write();
    return { plan, text: renderPlan(plan), applied: [], brief };
  } catch (err) {
    if (err instanceof PlanRefused) throw new ProviderError(422, err.message);
    throw err;
  }
}

/** The default provider: the EST engine, offline; the same request and seed give the same plan. */
export const estProvider: PlanProvider = {
  name: 'est',
  async generate(job) {
    return engineWritten(() => write(job));
  },
  // Plan, check and render from the corrected brief (ARCHITECTURE.md steps 2-4): nothing is read from words again.
  async rewrite(job) {
    return engineWritten(() => writeFromBrief(job.brief, { date: job.date, seed: job.seed, paces: job.paces, description: job.description, regenerate: job.seed }));
  },
  async refine(job) {
    const result = refinePlan(job.plan, job.instruction);
    if (result.rejected) throw new ProviderError(422, `${result.rejected}${result.understood.length ? ` (understood: ${result.understood.join('; ')})` : ''}`);
    if (result.notUnderstood.length > 0 || result.applied.length === 0) {
      const unread = result.notUnderstood.map((c) => `"${c}"`).join(', ') || `"${job.instruction}"`;
      const detail = result.understood.length
        ? `Nothing was changed: ${unread} was not understood (understood: ${result.understood.join('; ')}). Send the understood part alone or say it another way. ${EXAMPLES}`
        : `The plan was left as it was: ${unread} was not understood. ${EXAMPLES}`;
      throw new ProviderError(422, detail);
    }
    const plan = { ...result.plan, provider: 'est' as const };
    return { plan, text: renderPlan(plan), applied: result.applied };
  },
};
