import { Plan, PlanType, Provider } from '@laneforge/contracts';
import { z } from 'zod';

/**
 * What the training API and its workers say to each other over NATS request/reply. The subjects
 * sit outside the event stream's `<prefix>.>`: JetStream answers any request on a stream subject
 * with its own publish acknowledgement, which would reach the API before the worker's plan.
 */
export const subjects = (prefix: string) => ({
  generate: `${prefix}-rpc.training.generate`,
  refine: `${prefix}-rpc.training.refine`,
});

export const WORKER_QUEUE = 'training-workers';

export const GenerateJob = z.object({
  date: z.iso.date(),
  description: z.string(),
  coach_notes: z.string().nullable(),
  plan_type: PlanType,
  /** Another draw of the same request: a regenerate gets another valid plan; without it the request and date decide. */
  seed: z.string().max(200).optional(),
});
export type GenerateJob = z.infer<typeof GenerateJob>;

export const RefineJob = z.object({
  plan: Plan,
  text: z.string(),
  instruction: z.string(),
});
export type RefineJob = z.infer<typeof RefineJob>;

export const WorkerReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), plan: Plan, text: z.string(), provider: Provider, applied: z.array(z.string()) }),
  z.object({ ok: z.literal(false), status: z.number().int().min(400).max(599), detail: z.string() }),
]);
export type WorkerReply = z.infer<typeof WorkerReply>;
export type WorkerSuccess = Extract<WorkerReply, { ok: true }>;
