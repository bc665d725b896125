import { composePlan, refinePlan, renderPlan, validatePlan } from '../plan';
import { ProviderError, type PlanProvider } from './provider';

/** The default provider: the EST engine, offline and deterministic. */
export const estProvider: PlanProvider = {
  name: 'est',
  async generate(job) {
    const { plan } = validatePlan({ ...composePlan(job), provider: 'est' });
    return { plan, text: renderPlan(plan), applied: [] };
  },
  async refine(job) {
    const result = refinePlan(job.plan, job.instruction);
    if (result.rejected) throw new ProviderError(422, result.rejected);
    if (result.applied.length === 0) {
      throw new ProviderError(
        422,
        `The plan was left as it was: "${result.notUnderstood.join('; ') || job.instruction}" was not understood. Try for example "make it shorter", "more kick", "switch to long course", "add a sprint set", "less rest" or "make the main set threshold".`,
      );
    }
    const plan = { ...result.plan, provider: 'est' as const };
    return { plan, text: renderPlan(plan), applied: result.applied };
  },
};
