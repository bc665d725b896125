import type { SharedPlan } from '@laneforge/contracts/training';
import { api } from '../../lib/api';

export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    sharedPlan: build.query<SharedPlan, string>({ query: (id) => `/training/share/${encodeURIComponent(id)}` }),
  }),
});

export const { useSharedPlanQuery } = shareApi;
