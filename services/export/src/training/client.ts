import { messages } from '@laneforge/contracts/messages';
import { Workout } from '@laneforge/contracts/training';
import { AppError, notFound, unavailable } from '@laneforge/platform/errors';

export interface TrainingClient {
  /** The stored workout, or a 404 `AppError` when there is none, or a 503 when training cannot answer. */
  workout(id: string, requestId: string): Promise<Workout>;
}

export const PLAN_NOT_FOUND = messages.planNotFound;
const TRAINING_DOWN = 'Plans cannot be read right now. Please try the download again in a moment.';

/** Reads workouts from the training service's internal route (never exposed at the edge). */
export function trainingClient(options: { baseUrl: string; timeoutMs: number }): TrainingClient {
  return {
    async workout(id, requestId) {
      const url = new URL(`/internal/workouts/${encodeURIComponent(id)}`, options.baseUrl);
      let response: Response;
      try {
        response = await fetch(url, { headers: { 'x-request-id': requestId, accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
      } catch {
        throw unavailable(TRAINING_DOWN);
      }
      if (response.status === 404) {
        await response.body?.cancel();
        throw notFound(PLAN_NOT_FOUND);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw unavailable(TRAINING_DOWN);
      }
      const parsed = Workout.safeParse(await response.json().catch(() => undefined));
      // A body that breaks the contract is the training service's fault, not the client's: a bad gateway.
      if (!parsed.success) throw new AppError(502, 'The stored plan could not be read. Please contact support.');
      return parsed.data;
    },
  };
}
