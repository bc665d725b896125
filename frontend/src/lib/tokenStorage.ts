/**
 * Where the access token lives (DECISIONS.md, Sessions): "Stay signed in" keeps the 30-day token in
 * localStorage; otherwise the 12-hour token stays in sessionStorage and dies with the tab.
 */
const TOKEN_KEY = 'laneforge_token';
const REMEMBER_KEY = 'laneforge_remember';

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can be disabled (private modes, embedded views); the app then works for this page only.
    return fallback;
  }
}

export function saveToken(token: string, remember: boolean): void {
  clearToken();
  safely(() => {
    if (remember) {
      localStorage.setItem(TOKEN_KEY, token);
      localStorage.setItem(REMEMBER_KEY, 'true');
    } else {
      sessionStorage.setItem(TOKEN_KEY, token);
    }
  }, undefined);
}

export function getToken(): string | null {
  return safely(() => localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY), null);
}

export function isRemembered(): boolean {
  return safely(() => localStorage.getItem(REMEMBER_KEY) === 'true', false);
}

export function clearToken(): void {
  safely(() => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REMEMBER_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
  }, undefined);
}
