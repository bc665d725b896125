import { describe, expect, it } from 'vitest';
import { clearToken, getToken, isRemembered, saveToken } from './tokenStorage';

describe('token storage', () => {
  it('keeps a "Stay signed in" token in localStorage with the remember flag', () => {
    saveToken('long-lived', true);
    expect(localStorage.getItem('laneforge_token')).toBe('long-lived');
    expect(sessionStorage.getItem('laneforge_token')).toBeNull();
    expect(isRemembered()).toBe(true);
    expect(getToken()).toBe('long-lived');
  });

  it('keeps a session-only token in sessionStorage, never in localStorage', () => {
    saveToken('tab-only', false);
    expect(sessionStorage.getItem('laneforge_token')).toBe('tab-only');
    expect(localStorage.getItem('laneforge_token')).toBeNull();
    expect(isRemembered()).toBe(false);
    expect(getToken()).toBe('tab-only');
  });

  it('forgets the previous token when a new sign-in chooses the other storage', () => {
    saveToken('old', true);
    saveToken('new', false);
    expect(localStorage.getItem('laneforge_token')).toBeNull();
    expect(isRemembered()).toBe(false);
    expect(getToken()).toBe('new');
  });

  it('clearing removes the token from both storages and the remember flag', () => {
    saveToken('a', true);
    sessionStorage.setItem('laneforge_token', 'b');
    clearToken();
    expect(getToken()).toBeNull();
    expect(isRemembered()).toBe(false);
  });
});
