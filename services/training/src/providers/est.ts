import { composePlan, extractIntent, refinePlan, renderPlan, validatePlan } from '../plan';
import type { PlanRequest } from '../plan';
import { ProviderError, type PlanProvider } from './provider';

const EXAMPLES = 'Try for example "cut 500", "more kick", "make it harder", "swap the main set to back", "turn the 100s into 50s", "add a sprint set", "switch to long course" or "we only have 60 minutes".';

/** A composed plan that fails the checks is composed again from another draw; after a few tries the coach is told why. */
function compose(job: PlanRequest) {
  let issues: string[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const plan = composePlan({ ...job, seed: `${job.seed ?? ''}${attempt > 0 ? `#${attempt}` : ''}` });
    const result = validatePlan({ ...plan, provider: 'est' });
    if (result.ok) return result.plan;
    issues = result.issues.filter((i) => i.severity === 'error' && !i.fixed).map((i) => i.message);
  }
  const intent = extractIntent(job);
  throw new ProviderError(
    422,
    `No plan could be written that keeps every rule of this request (${issues.slice(0, 3).join('; ')}). Understood: ${intent.kind === 'season' ? 'a season plan' : `one ${intent.sessionType.replace('_', ' ')} session`} for ${intent.squad.replace(/_/g, ' ')}, ${intent.course}${intent.constraints.length ? `, keeping ${intent.constraints.map((c) => `"${c.said}"`).join(', ')}` : ''}.`,
  );
}

/** The default provider: the EST engine, offline; the same request and seed give the same plan. */
export const estProvider: PlanProvider = {
  name: 'est',
  async generate(job) {
    const plan = compose(job);
    return { plan, text: renderPlan(plan), applied: [] };
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
