import type { BriefCorrection } from '@laneforge/contracts/brief-correction';
import type { GenerateRequest, RefineRequest, RefinedWorkout, UsageCheck, Workout, WorkoutDetail, WorkoutListItem } from '@laneforge/contracts/training';
import { api } from './api';
import { saveBlob } from './browser';
import type { ExportFormat } from './planText';

export type { RefinedWorkout, Workout, WorkoutDetail, WorkoutListItem };

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

/**
 * The plan endpoints that several features share: the allowance, writing and refining a plan, one
 * plan with its versions, and what the shared plan views do (correct the brief, download). A feature's
 * own plan endpoints are injected in its own api.ts.
 */
/**
 * A mutation answered with the plan as now shown (a correction, a version shown again): the cached plan
 * becomes the answer at once, no refetch; on an error the page that asked says it and the cache stays.
 */
export async function showAnswered(id: string, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: WorkoutDetail }> }): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(workoutsApi.util.upsertQueryData('workout', id, data));
  } catch {
    // The cached plan stays as it was.
  }
}

export const workoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    usage: build.query<UsageCheck, void>({ query: () => '/usage/check', providesTags: ['Usage'] }),
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
    /** The coach's corrections of what was understood: the plan written again as a new version (no allowance). */
    correctBrief: build.mutation<WorkoutDetail, { id: string; correction: BriefCorrection }>({
      query: ({ id, correction }) => ({ url: `/training/workouts/${encodeURIComponent(id)}/brief`, method: 'POST', body: correction }),
      // The answer is the plan as now shown, versions and all: the plan page shows it at once.
      onQueryStarted: ({ id }, lifecycle) => showAnswered(id, lifecycle),
      invalidatesTags: ['Workouts'],
    }),
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

export const { useUsageQuery, useGenerateMutation, useRefineMutation, useWorkoutQuery, useCorrectBriefMutation, useDownloadMutation } = workoutsApi;
