import type { AuthResult, User } from '@laneforge/contracts/user';
import type { AppThunk } from '../../app/store';
import { api } from '../api';
import { timings } from '../config';
import { sessionCleared } from '../session';
import { clearToken, getToken, saveToken } from '../tokenStorage';
import { sessionApi } from './sessionApi';
import { checkFailed, checkStarted, signedIn, userUpdated } from './authSlice';

/**
 * Spec §4, session on load: with a stored token, fetch the user. A 401/403 has already cleared the
 * session in the base query; any other failure keeps the token for a later re-check.
 */
export const checkSession =
  (locationKey: string | null = null): AppThunk<Promise<void>> =>
  async (dispatch) => {
    if (!getToken()) {
      dispatch(sessionCleared());
      return;
    }
    dispatch(checkStarted());
    const result = await dispatch(sessionApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
    if (result.data) dispatch(signedIn(result.data));
    else if (getToken()) dispatch(checkFailed(locationKey));
  };

export const refreshUser = (): AppThunk<Promise<void>> => async (dispatch) => {
  await dispatch(refreshedUser());
};

const refreshedUser = (): AppThunk<Promise<User | undefined>> => async (dispatch) => {
  const result = await dispatch(sessionApi.endpoints.refreshUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
  if (result.data) dispatch(userUpdated(result.data));
  return result.data;
};

/**
 * Reads the user again until `settled` holds of it, at most `tries` times, `every` ms apart: what
 * another service changed reaches auth through an event, a moment after that service answered.
 */
export const refreshUserUntil =
  (settled: (user: User) => boolean, tries = 20, every = 500): AppThunk<Promise<void>> =>
  async (dispatch) => {
    for (let i = 0; i < tries; i++) {
      const user = await dispatch(refreshedUser());
      if (!user || settled(user)) return;
      await new Promise((resolve) => setTimeout(resolve, every));
    }
  };

/**
 * Spec §4: store the token, wait 50 ms, then the caller navigates. The user enters the store only
 * after the wait, so the public-only guard of /login does not redirect ahead of the caller.
 * Registration always remembers (DECISIONS.md, Sessions).
 */
export const startSession =
  ({ access_token, user }: AuthResult, remember: boolean): AppThunk<Promise<void>> =>
  async (dispatch) => {
    saveToken(access_token, remember);
    await new Promise((resolve) => setTimeout(resolve, timings.afterAuthNavigate));
    dispatch(api.util.resetApiState());
    dispatch(signedIn(user));
  };

/** Spec §4, logout: tell the server, then forget the session whatever it answered. */
export const endSession = (from: string | null = null): AppThunk<Promise<void>> => async (dispatch) => {
  if (getToken()) {
    await dispatch(sessionApi.endpoints.logout.initiate()).catch(() => undefined);
  }
  clearToken();
  dispatch(sessionCleared(from === null ? {} : { signedOutAt: from }));
  dispatch(api.util.resetApiState());
};

/** The page a protected route sent the visitor away from, carried in the router state. */
export function originOf(state: unknown): string | null {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : null;
}

/** Where a user lands after signing in or registering (spec §2, Login screen). */
export function afterSignInPath(user: User, search: string, from?: string | null): string {
  if (user.role === 'admin') return '/admin';
  const query = new URLSearchParams(search);
  const plan = query.get('plan');
  if (query.get('subscription') === 'success' && plan) {
    return `/dashboard?subscription=success&plan=${encodeURIComponent(plan)}`;
  }
  if (from && from.startsWith('/') && !from.startsWith('/login') && !from.startsWith('/register')) return from;
  return '/dashboard';
}
