import { messages } from '@laneforge/contracts/messages';
import { Workout } from '@laneforge/contracts/training';
import type { InternalClient } from '@laneforge/platform/internal';

export interface TrainingClient {
  /** The stored workout, or a 404 `AppError` when there is none, or a 503 when training cannot answer. */
  workout(id: string, requestId: string): Promise<Workout>;
}

export const PLAN_NOT_FOUND = messages.planNotFound;
const TRAINING_DOWN = 'Plans cannot be read right now. Please try the download again in a moment.';

/** Reads workouts from the training service's internal route (never exposed at the edge). */
export function trainingClient(training: InternalClient): TrainingClient {
  return {
    workout: (id, requestId) =>
      training.call('GET', `/internal/workouts/${encodeURIComponent(id)}`, Workout, { requestId, notFound: PLAN_NOT_FOUND, unavailable: TRAINING_DOWN }),
  };
}
