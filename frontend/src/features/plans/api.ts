import type { Workout, WorkoutDetail } from '@laneforge/contracts/training';
import { api } from '../../lib/api';
import { showAnswered } from '../../lib/workoutsApi';

/** What only the plan page does to a plan: show an older version, delete it, open a season's day. */
export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    revert: build.mutation<WorkoutDetail, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: `/training/workouts/${encodeURIComponent(id)}/revert`, method: 'POST', body: { version } }),
      // The answer is the plan as now shown: no refetch needed, only the history's previews change.
      onQueryStarted: ({ id }, lifecycle) => showAnswered(id, lifecycle),
      invalidatesTags: ['Workouts'],
    }),
    deleteWorkout: build.mutation<null, string>({
      query: (id) => ({ url: `/training/workouts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => ['Workouts', { type: 'Workout', id }],
    }),
    /** One day of a season opened as its own practice (no allowance; the same day opens the same practice). */
    openSeasonDay: build.mutation<Workout, { id: string; week: number; day: number }>({
      query: ({ id, week, day }) => ({ url: `/training/workouts/${encodeURIComponent(id)}/weeks/${week}/days/${day}/open`, method: 'POST' }),
      invalidatesTags: ['Workouts'],
    }),
  }),
});

export const { useRevertMutation, useDeleteWorkoutMutation, useOpenSeasonDayMutation } = plansApi;
