import type { Paces, StoredPaces } from '@laneforge/contracts/paces';
import { api } from './api';

/** Read by the paces card, which edits them, and by the generator, which plans with them. */
export const pacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The coach's stored paces, or null when none are stored yet (plans then use the level's defaults). */
    paces: build.query<Paces | null, void>({ query: () => '/training/paces', transformResponse: (answer: StoredPaces) => answer.paces }),
  }),
});

export const { usePacesQuery } = pacesApi;
