import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { lockedDetail } from '@laneforge/contracts/entitlements';
import { authApi } from '../features/auth/api';
import { sessionApi } from './auth/sessionApi';
import { workoutsApi } from './workoutsApi';
import { aUser } from '../test/fixtures';
import { mockApi } from '../test/mockApi';
import { signedInState } from '../test/render';
import { getToken, saveToken } from './tokenStorage';

function signedInStore() {
  saveToken('token-1', true);
  return makeStore(signedInState(aUser()));
}

describe('the base query', () => {
  it('sends the stored token as a bearer token', async () => {
    const { calls } = mockApi({ 'GET /user/refresh': { body: aUser() } });
    const store = signedInStore();
    await store.dispatch(sessionApi.endpoints.refreshUser.initiate());
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it.each([401, 403])('clears the session when any call answers %i', async (status) => {
    mockApi({ 'GET /user/refresh': { status, body: { detail: 'Your session has ended. Please sign in again.' } } });
    const store = signedInStore();
    const result = await store.dispatch(sessionApi.endpoints.refreshUser.initiate());
    expect(result.error).toEqual({ status, detail: 'Your session has ended. Please sign in again.' });
    expect(getToken()).toBeNull();
    expect(store.getState().auth).toMatchObject({ status: 'anonymous', user: null });
  });

  it('keeps the session when a feature the tier lacks is refused (403 naming the tier)', async () => {
    mockApi({ 'POST /training/generate': { status: 403, body: { detail: lockedDetail('season_plans') } } });
    const store = signedInStore();
    const result = await store.dispatch(workoutsApi.endpoints.generate.initiate({ date: '2026-01-05', description: '8 week season' }));
    expect(result.error).toEqual({ status: 403, detail: lockedDetail('season_plans') });
    expect(getToken()).toBe('token-1');
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('keeps the session on other errors, such as a server that is down', async () => {
    mockApi({ 'GET /user/refresh': { status: 503, body: { detail: 'Training is unavailable' } } });
    const store = signedInStore();
    await store.dispatch(sessionApi.endpoints.refreshUser.initiate());
    expect(getToken()).toBe('token-1');
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('does not sign anyone out when a login attempt is refused', async () => {
    mockApi({ 'POST /auth/login': { status: 401, body: { detail: 'Invalid email or password' } } });
    const store = signedInStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.c', password: 'x', remember: false }));
    expect(result.error).toEqual({ status: 401, detail: 'Invalid email or password' });
    expect(getToken()).toBe('token-1');
  });
});
