import { defineWorker, type RpcHandler } from '@laneforge/platform';
import type { PlanReply, RefineJob } from '@laneforge/contracts';
import { briefAfterRefinement } from '../plan/understand/correct';
import { briefOfPlan } from '../plan/understand/from-plan';
import { trainingConfigSchema } from '../config';
import { providerFrom } from '../providers';
import { ProviderError, type PlanProvider, type Written } from '../providers/provider';

/** The queue group every training worker joins: each job goes to one of them. */
export const WORKER_QUEUE = 'training-workers';

const written = (provider: PlanProvider, result: Written): PlanReply => ({ ok: true, plan: result.plan, text: result.text, provider: provider.name, applied: result.applied, ...(result.notApplied ? { not_applied: result.notApplied } : {}), ...(result.brief ? { brief: result.brief } : {}) });

/** A provider's refusal reaches the user as it is; anything else is logged and said plainly. */
const failure = (err: unknown): PlanReply =>
  err instanceof ProviderError ? { ok: false, status: err.status, detail: err.detail } : { ok: false, status: 500, detail: 'The plan could not be written. Please try again.' };

/** A refined version keeps a brief: the writer's own, else the brief refined, with what the refined plan now says otherwise. */
const withBrief = (job: RefineJob, result: Written): Written => ({ ...result, brief: result.brief ?? briefAfterRefinement(job.brief ?? briefOfPlan(job.plan), result.plan, job.instruction) });

/**
 * A training worker: takes generate, refine and rewrite jobs from the `training-workers` queue group and
 * answers with the plan its provider wrote. Workers scale by count.
 */
export const trainingWorker = defineWorker({
  name: 'training-worker',
  config: trainingConfigSchema,
  queue: WORKER_QUEUE,
  handlers(config, logger) {
    const provider = providerFrom(config, logger);
    const timed = async (work: () => Promise<Written>, log: typeof logger) => {
      const started = performance.now();
      const result = await work();
      log.info({ ms: Math.round(performance.now() - started), provider: provider.name }, 'plan written');
      return written(provider, result);
    };
    const generate: RpcHandler<'training.generate'> = { name: 'training.generate', handle: (job, meta) => timed(() => provider.generate(job), meta.logger), onError: failure };
    const refine: RpcHandler<'training.refine'> = { name: 'training.refine', handle: (job, meta) => timed(async () => withBrief(job, await provider.refine(job)), meta.logger), onError: failure };
    const rewrite: RpcHandler<'training.rewrite'> = { name: 'training.rewrite', handle: (job, meta) => timed(() => provider.rewrite(job), meta.logger), onError: failure };
    return [generate, refine, rewrite] as RpcHandler[];
  },
  describe: (config) => ({ provider: config.OPENAI_API_KEY ? 'openai' : 'est' }),
});

export type TrainingWorker = Awaited<ReturnType<typeof trainingWorker.build>>;
