import type { SuccessMessage, User } from '@laneforge/contracts/user';
import { api } from '../api';
import { timings } from '../config';

/** The session's own calls: who is signed in, their account read again, signing out. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({
      query: () => ({ url: '/auth/me', timeout: timings.authCheckTimeout }),
      keepUnusedDataFor: 0,
    }),
    refreshUser: build.query<User, void>({ query: () => '/user/refresh', keepUnusedDataFor: 0 }),
    logout: build.mutation<SuccessMessage, void>({ query: () => ({ url: '/auth/logout', method: 'POST' }) }),
  }),
});
