import { AppError, unavailable } from '@laneforge/platform';
import { errors, headers, type NatsConnection } from '@nats-io/transport-node';
import { WorkerReply, type GenerateJob, type RefineJob, type WorkerSuccess } from './protocol';

const NO_WORKER = 'No plan writer is available right now. Please try again in a moment.';
const TOO_SLOW = 'Writing the plan took too long. Please try again in a moment.';

/** Sends one job to the worker queue group and waits, bounded, for the one answer. */
export async function askWorker(
  nc: NatsConnection,
  subject: string,
  job: GenerateJob | RefineJob,
  options: { timeoutMs: number; requestId: string },
): Promise<WorkerSuccess> {
  const meta = headers();
  meta.set('x-request-id', options.requestId);
  let answer;
  try {
    answer = await nc.request(subject, JSON.stringify(job), { timeout: options.timeoutMs, headers: meta });
  } catch (err) {
    if (err instanceof errors.TimeoutError) throw unavailable(TOO_SLOW);
    throw unavailable(NO_WORKER);
  }
  const reply = WorkerReply.safeParse(answer.json());
  if (!reply.success) throw new AppError(502, 'The plan writer answered with something unreadable. Please try again.');
  if (!reply.data.ok) throw new AppError(reply.data.status, reply.data.detail);
  return reply.data;
}
