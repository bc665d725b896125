import { z } from 'zod';
import { Brief } from './brief';
import { PaceJob } from './paces';
import { Plan, Provider, SeasonMeet, SwimSet } from './plan';
import { NotApplied, PlanType } from './training';

/**
 * Request/reply calls between services over NATS (not events: nothing is stored, one answer per
 * request, load-balanced over a queue group). Each name maps to its request and reply schema; the
 * subject is `<prefix>-rpc.<name>`, outside the event stream's `<prefix>.>` — JetStream would answer
 * a request on a stream subject with its own publish acknowledgement.
 */

export const GenerateJob = z.object({
  date: z.iso.date(),
  description: z.string(),
  coach_notes: z.string().nullable(),
  plan_type: PlanType,
  /** A fresh draw per generate, so regenerating gives another valid plan; the same seed, the same plan. */
  seed: z.string().max(200).optional(),
  meets: z.array(SeasonMeet).optional(),
  /** The coach's stored paces; absent = the level's defaults. */
  paces: PaceJob.optional(),
  /** Write one set per line with a send-off for each of the stored lane groups. */
  lane_groups: z.boolean().optional(),
  /** A day of a season opened as a practice: its week's key set, kept as the main set, is the season's (the coach wrote nothing for the day). */
  season_set: z.object({ week: z.number().int().positive(), set: SwimSet }).optional(),
});
export type GenerateJob = z.infer<typeof GenerateJob>;

export const RefineJob = z.object({
  plan: Plan,
  text: z.string(),
  instruction: z.string(),
  /** The brief of the version refined; absent for plans stored before briefs were kept. */
  brief: Brief.optional(),
  /** Days of a season already opened as practices: their weeks keep their dates. */
  opened: z.array(z.iso.date()).optional(),
});
export type RefineJob = z.infer<typeof RefineJob>;

/**
 * A plan written again from a brief the coach corrected (the same request, read again): the
 * corrected brief, the request it was read from (a model writes to its words), and what was
 * corrected, in the coach's terms.
 */
export const RewriteJob = z.object({
  brief: Brief,
  date: z.iso.date(),
  description: z.string(),
  coach_notes: z.string().nullable(),
  /** The same plan corrected again gives the same plan. */
  seed: z.string().max(200),
  paces: PaceJob.optional(),
  /** "pool SCM", "Maria: no fly, no kick". */
  corrected: z.array(z.string().max(400)).max(40),
});
export type RewriteJob = z.infer<typeof RewriteJob>;

/** A plan writer's answer: the plan, or the status and `detail` the user should see. */
export const PlanReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), plan: Plan, text: z.string(), provider: Provider, applied: z.array(z.string()), not_applied: z.array(NotApplied).optional(), brief: Brief.optional() }),
  z.object({ ok: z.literal(false), status: z.number().int().min(400).max(599), detail: z.string() }),
]);
export type PlanReply = z.infer<typeof PlanReply>;
export type PlanWritten = Extract<PlanReply, { ok: true }>;

export const rpcSchemas = {
  'training.generate': { request: GenerateJob, reply: PlanReply },
  'training.refine': { request: RefineJob, reply: PlanReply },
  'training.rewrite': { request: RewriteJob, reply: PlanReply },
} as const;

export type RpcName = keyof typeof rpcSchemas;
export type RpcRequest<N extends RpcName> = z.infer<(typeof rpcSchemas)[N]['request']>;
export type RpcReply<N extends RpcName> = z.infer<(typeof rpcSchemas)[N]['reply']>;

export const rpcSubject = (prefix: string, name: RpcName) => `${prefix}-rpc.${name}`;
