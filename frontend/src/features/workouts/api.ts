import { NEXT_PAGE_HEADER } from '@laneforge/contracts/http';
import type { BriefCorrection } from '@laneforge/contracts/brief-correction';
import type { GenerateRequest, RefineRequest, RefinedWorkout, SharedPlan, UsageCheck, Workout, WorkoutDetail, WorkoutListItem } from '@laneforge/contracts/training';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/browser';
import type { ExportFormat } from '../../lib/planText';

export type { RefinedWorkout, Workout, WorkoutDetail, WorkoutListItem };

export interface WorkoutPage {
  items: WorkoutListItem[];
  next: string | null;
}

export const HISTORY_PAGE_SIZE = 20;

export interface DownloadArgs {
  id: string;
  format: ExportFormat;
  filename: string;
  /** Downloaded from the share page: the file in the page's words for whoever holds the link, not the coach's. */
  shared?: boolean;
}

/** The export service names the file (spec §7); the name built here is only a fallback. */
function attachmentName(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

export const workoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    usage: build.query<UsageCheck, void>({ query: () => '/usage/check', providesTags: ['Usage'] }),
    /** The history, a page at a time, newest first; the next page starts after the last plan shown. */
    workouts: build.infiniteQuery<WorkoutPage, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.next ?? undefined },
      query: ({ pageParam }) => `/user/workouts?limit=${HISTORY_PAGE_SIZE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
      transformResponse: (items: WorkoutListItem[], meta) => ({ items, next: (meta as { response?: Response } | undefined)?.response?.headers.get(NEXT_PAGE_HEADER) ?? null }),
      providesTags: ['Workouts'],
    }),
    generate: build.mutation<Workout, GenerateRequest>({
      query: (body) => ({ url: '/training/generate', method: 'POST', body }),
      invalidatesTags: ['Usage', 'Workouts'],
    }),
    refine: build.mutation<RefinedWorkout, RefineRequest>({
      query: (body) => ({ url: '/training/refine', method: 'POST', body }),
      invalidatesTags: (_result, _error, { workout_id }) => ['Workouts', { type: 'Workout', id: workout_id }],
    }),
    /** A plan with every version kept of it (the plan page, the dashboard's last plan). */
    workout: build.query<WorkoutDetail, string>({
      query: (id) => `/training/workouts/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Workout', id }],
    }),
    revert: build.mutation<WorkoutDetail, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: `/training/workouts/${encodeURIComponent(id)}/revert`, method: 'POST', body: { version } }),
      // The answer is the plan as now shown: no refetch needed, only the history's previews change.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(workoutsApi.util.upsertQueryData('workout', id, data));
        } catch {
          // The page that asked shows the error; the cached plan stays as it was.
        }
      },
      invalidatesTags: ['Workouts'],
    }),
    /** The coach's corrections of what was understood: the plan written again as a new version (no allowance). */
    correctBrief: build.mutation<WorkoutDetail, { id: string; correction: BriefCorrection }>({
      query: ({ id, correction }) => ({ url: `/training/workouts/${encodeURIComponent(id)}/brief`, method: 'POST', body: correction }),
      // The answer is the plan as now shown, versions and all: the plan page shows it at once.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(workoutsApi.util.upsertQueryData('workout', id, data));
        } catch {
          // The strip shows the error; the cached plan stays as it was.
        }
      },
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
    sharedPlan: build.query<SharedPlan, string>({ query: (id) => `/training/share/${encodeURIComponent(id)}` }),
    /** The file goes straight to the browser; only the outcome enters the store. */
    download: build.mutation<null, DownloadArgs>({
      async queryFn({ id, format, filename, shared }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `/training/download/${encodeURIComponent(id)}/${format}${shared ? '?view=shared' : ''}`,
          responseHandler: (response) => (response.ok ? response.blob() : response.json().catch(() => ({}))),
        });
        if (result.error) return { error: result.error };
        saveBlob(result.data as Blob, attachmentName((result.meta as { response?: Response } | undefined)?.response?.headers.get('content-disposition')) ?? filename);
        return { data: null };
      },
    }),
  }),
});

export const {
  useUsageQuery,
  useWorkoutsInfiniteQuery,
  useGenerateMutation,
  useRefineMutation,
  useWorkoutQuery,
  useRevertMutation,
  useCorrectBriefMutation,
  useDeleteWorkoutMutation,
  useOpenSeasonDayMutation,
  useSharedPlanQuery,
  useDownloadMutation,
} = workoutsApi;
