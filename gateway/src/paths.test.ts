import { describe, expect, it } from 'vitest';
import { isCleanPath } from './paths';

describe('request targets the gateway forwards', () => {
  it('accepts ordinary API paths, with any query', () => {
    for (const path of ['/api/auth/me', '/api/training/share/0b7c5e0e-9a70-4b8c-8d55-1a0b2c3d4e5f', '/api/user/pictures/u/0123456789abcdef.webp', '/api/user/workouts?limit=20&q=%zz%2e'])
      expect(isCleanPath(path), path).toBe(true);
  });

  it('refuses every way of climbing out of a route or smuggling a separator', () => {
    const attacks = [
      '/api/training/share/x\\..\\..\\..\\..\\internal\\workouts/1',
      '/api/user/pictures/x\\..\\..\\..\\..\\internal/sessions/1',
      '/api/user/pictures/x/..%2f..%2finternal/sessions/1',
      '/api/user/pictures/x/%2e%2e/%2E%2E/internal',
      '/api/user/pictures/x%5c..%5cinternal',
      '/api/training/share/../../internal/workouts/1',
      '/api/training/share/./x',
      '/api/training/share/..',
      '/api//internal/workouts/1',
      '/api/training/share/x%00',
      '/api/training/share/x\u0000y',
    ];
    for (const attack of attacks) expect(isCleanPath(attack), attack).toBe(false);
  });
});
