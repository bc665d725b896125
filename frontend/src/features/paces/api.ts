import type { Paces, PacesRequest, PaceTestRequest, StoredPaces } from '@laneforge/contracts/paces';
import { api } from '../../lib/api';

export type { Paces, PacesRequest, PaceTestRequest };

/** Paces the server answers with after a change become the stored paces at once, with no second request. */
const storeAnswer = async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Paces }> }) => {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data) dispatch(pacesApi.util.upsertQueryData('paces', undefined, data));
};

export const pacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The coach's stored paces, or null when none are stored yet (plans then use the level's defaults). */
    paces: build.query<Paces | null, void>({ query: () => '/training/paces', transformResponse: (answer: StoredPaces) => answer.paces }),
    savePaces: build.mutation<Paces, PacesRequest>({ query: (body) => ({ url: '/training/paces', method: 'PUT', body }), onQueryStarted: storeAnswer }),
    paceTest: build.mutation<Paces, PaceTestRequest>({ query: (body) => ({ url: '/training/paces/test', method: 'POST', body }), onQueryStarted: storeAnswer }),
  }),
});

export const { usePacesQuery, useSavePacesMutation, usePaceTestMutation } = pacesApi;
