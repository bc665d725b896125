import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderEnvExample } from '../env/example';

describe('.env.example', () => {
  it('lists every config key of every service with its default (run `npm run env:example` to update)', () => {
    const committed = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    expect(committed).toBe(renderEnvExample());
  });
});
