import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withConfigTable } from '../env/example';

describe('README', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

  it('shows the two set-up commands', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
  });

  it('has the configuration table of every key (run `npm run env:example` to update)', () => {
    expect(readme).toContain('<!-- config:start');
    expect(readme).toBe(withConfigTable(readme));
  });
});
