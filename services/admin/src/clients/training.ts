import { InternalWorkoutPage } from '@laneforge/contracts';
import type { InternalClient } from '@laneforge/platform';

/** Training's plans of one user, through its internal route. */
export interface TrainingPlans {
  ofUser(userId: string, page: { limit: number; before?: string | undefined }, requestId: string): Promise<InternalWorkoutPage>;
}

export function trainingPlans(training: InternalClient): TrainingPlans {
  return {
    ofUser(userId, page, requestId) {
      const search = new URLSearchParams({ limit: String(page.limit) });
      if (page.before) search.set('before', page.before);
      return training.call('GET', `/internal/users/${encodeURIComponent(userId)}/workouts?${search}`, InternalWorkoutPage, {
        requestId,
        unavailable: 'Plans cannot be read right now. Please try again in a moment.',
      });
    },
  };
}
