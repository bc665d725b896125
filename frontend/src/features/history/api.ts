import { NEXT_PAGE_HEADER } from '@laneforge/contracts/http';
import type { WorkoutListItem } from '@laneforge/contracts/training';
import { api } from '../../lib/api';

export interface WorkoutPage {
  items: WorkoutListItem[];
  next: string | null;
}

export const HISTORY_PAGE_SIZE = 20;

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The history, a page at a time, newest first; the next page starts after the last plan shown. */
    workouts: build.infiniteQuery<WorkoutPage, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next ?? undefined },
      query: ({ pageParam }) => `/user/workouts?limit=${HISTORY_PAGE_SIZE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
      transformResponse: (items: WorkoutListItem[], meta) => ({ items, next: (meta as { response?: Response } | undefined)?.response?.headers.get(NEXT_PAGE_HEADER) ?? null }),
      providesTags: ['Workouts'],
    }),
  }),
});

export const { useWorkoutsInfiniteQuery } = historyApi;
