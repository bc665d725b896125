import type { Paces, PacesRequest, PaceTestRequest } from '@laneforge/contracts/paces';
import { api } from '../../lib/api';
import { pacesApi } from '../../lib/pacesApi';

export type { Paces, PacesRequest, PaceTestRequest };

/** Paces the server answers with after a change become the stored paces at once, with no second request. */
const storeAnswer = async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Paces }> }) => {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data) dispatch(pacesApi.util.upsertQueryData('paces', undefined, data));
};

export const paceChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    savePaces: build.mutation<Paces, PacesRequest>({ query: (body) => ({ url: '/training/paces', method: 'PUT', body }), onQueryStarted: storeAnswer }),
    paceTest: build.mutation<Paces, PaceTestRequest>({ query: (body) => ({ url: '/training/paces/test', method: 'POST', body }), onQueryStarted: storeAnswer }),
  }),
});

export const { useSavePacesMutation, usePaceTestMutation } = paceChangesApi;
