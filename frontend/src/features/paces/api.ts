import type { Paces, PacesRequest, PaceTestRequest } from '@laneforge/contracts/paces';
import { api } from '../../lib/api';

export type { Paces, PacesRequest, PaceTestRequest };

export const pacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The coach's stored paces; 404 when none are stored yet (plans then use the level's defaults). */
    paces: build.query<Paces, void>({ query: () => '/training/paces', providesTags: ['Paces'] }),
    savePaces: build.mutation<Paces, PacesRequest>({
      query: (body) => ({ url: '/training/paces', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(pacesApi.util.upsertQueryData('paces', undefined, data));
      },
    }),
    paceTest: build.mutation<Paces, PaceTestRequest>({
      query: (body) => ({ url: '/training/paces/test', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(pacesApi.util.upsertQueryData('paces', undefined, data));
      },
    }),
  }),
});

export const { usePacesQuery, useSavePacesMutation, usePaceTestMutation } = pacesApi;
