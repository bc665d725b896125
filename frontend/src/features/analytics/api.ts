import type { AnalyticsReport } from '@laneforge/contracts/analytics';
import type { DistanceUnit } from '@laneforge/contracts/plan';
import { api } from '../../lib/api';

export type { AnalyticsReport };

export interface AnalyticsArgs {
  weeks: number;
  unit: DistanceUnit | 'auto';
}

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analytics: build.query<AnalyticsReport, AnalyticsArgs>({
      query: ({ weeks, unit }) => `/training/analytics?weeks=${weeks}${unit === 'auto' ? '' : `&unit=${unit}`}`,
      providesTags: ['Workouts'],
    }),
  }),
});

export const { useAnalyticsQuery } = analyticsApi;
