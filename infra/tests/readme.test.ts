import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchemas } from '../env/schemas';

describe('README', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

  it('shows the two set-up commands', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
  });

  it('documents every configuration key in its table', () => {
    const keys = Object.values(configSchemas).flatMap((schema) => Object.keys(schema.shape));
    const missing = keys.filter((key) => !readme.includes(`| \`${key}\` |`));
    expect(missing).toEqual([]);
  });
});
