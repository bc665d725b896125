import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { getToken, saveToken } from '../tokenStorage';
import { afterSignInPath, checkSession, endSession } from './session';

describe('where a user lands after signing in', () => {
  it('sends admins to /admin', () => {
    expect(afterSignInPath(aUser({ role: 'admin' }), '', '/dashboard?tab=history')).toBe('/admin');
  });
  it('keeps a return from checkout', () => {
    expect(afterSignInPath(aUser(), '?subscription=success&plan=pro_monthly')).toBe(
      '/dashboard?subscription=success&plan=pro_monthly',
    );
  });
  it('returns to the protected page the visitor came from', () => {
    expect(afterSignInPath(aUser(), '', '/dashboard?tab=history')).toBe('/dashboard?tab=history');
  });
  it('defaults to /dashboard', () => {
    expect(afterSignInPath(aUser(), '')).toBe('/dashboard');
  });
});

describe('the session check on load', () => {
  it('signs the user in when /auth/me answers', async () => {
    saveToken('t', false);
    mockApi({ 'GET /auth/me': { body: aUser() } });
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', user: { name: 'Dana Torres' } });
  });

  it('clears the token and the remember flag on 401', async () => {
    saveToken('t', true);
    mockApi({ 'GET /auth/me': { status: 401, body: { detail: 'Not authenticated' } } });
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('laneforge_remember')).toBeNull();
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('keeps the token when the network fails, for a later re-check', async () => {
    saveToken('t', true);
    mockApi({ 'GET /auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    const store = makeStore();
    await store.dispatch(checkSession('route-1'));
    expect(getToken()).toBe('t');
    expect(store.getState().auth).toMatchObject({ status: 'anonymous', checkedAt: 'route-1' });
  });
});

describe('logout', () => {
  it('clears the token even when the server call fails', async () => {
    saveToken('t', true);
    mockApi({ 'POST /auth/logout': { status: 500, body: { detail: 'boom' } } });
    const store = makeStore();
    await store.dispatch(endSession());
    expect(getToken()).toBeNull();
    expect(store.getState().auth.status).toBe('anonymous');
  });
});
