import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_BASE } from './config';
import { isLockedRefusal } from './entitlements';
import type { ApiError } from './errors';
import { sessionCleared } from './session';
import { clearToken, getToken } from './tokenStorage';

const rawBaseQuery = fetchBaseQuery({
  // Absolute so the same code runs in the browser and in tests, where Request needs a full URL.
  baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}${API_BASE}`,
  prepareHeaders: (headers) => {
    const token = getToken();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Endpoints that check credentials rather than the session: a 401 there means "wrong password",
 * and must not sign anyone out.
 */
const credentialChecks = new Set(['login', 'register', 'requestResetCode', 'resetPassword']);

function readDetail(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'detail' in data) {
    const { detail } = data as { detail: unknown };
    if (typeof detail === 'string') return detail;
  }
  return undefined;
}

function endsSession(endpoint: string, status: ApiError['status'], detail: string | undefined): boolean {
  if (status !== 401 && status !== 403) return false;
  // A feature the tier lacks is a 403 too, but the user is signed in and only needs to upgrade.
  if (status === 403 && isLockedRefusal(detail)) return false;
  return !credentialChecks.has(endpoint);
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (!result.error) return result;
  const { error } = result;
  // A proxy's HTML error page fails to parse as JSON; its HTTP status still says what happened.
  const status = (error.status === 'PARSING_ERROR' ? error.originalStatus : error.status) as ApiError['status'];
  const detail = 'data' in error ? readDetail(error.data) : undefined;
  if (endsSession(api.endpoint, status, detail)) {
    clearToken();
    api.dispatch(sessionCleared());
  }
  return { error: detail ? { status, detail } : { status } };
};

/** The one API of the app; each feature adds its endpoints with `injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Usage', 'Workouts', 'Workout'],
  endpoints: () => ({}),
});
