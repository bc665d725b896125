import { PlanRefused, SEASON_EXAMPLES, WORKOUT_EXAMPLES, refinePlan, renderPlan, write, writeFromBrief, type Written as EngineWritten } from '../plan';
import { ProviderError, type PlanProvider } from './provider';

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
    const result = refinePlan(job.plan, job.instruction, { brief: job.brief, opened: job.opened });
    if (result.applied.length === 0) {
      // Nothing in the words could be applied: the coach is told what was read, why, and what can be done.
      const left = result.notApplied.map((n) => `"${n.words}": ${n.why}`);
      const heard = result.context.length > 0 ? `"${result.context.join('", "')}" reads as the reason, with no change to make` : '';
      const what = [left.join('; '), heard].filter(Boolean).join('; ') || `"${job.instruction}" was not understood as a change`;
      throw new ProviderError(422, `Nothing was changed: ${what}. ${job.plan.kind === 'season' ? SEASON_EXAMPLES : WORKOUT_EXAMPLES}`);
    }
    const plan = { ...result.plan, provider: 'est' as const };
    return { plan, text: renderPlan(plan), applied: result.applied, notApplied: result.notApplied, brief: result.brief };
  },
};
