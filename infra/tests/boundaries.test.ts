import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function importErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const x = y;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the whole config (typescript-eslint included): slow on a busy machine, not a product bound.
describe('architecture boundaries are enforced by the linter', { timeout: 60_000 }, () => {
  it.each([
    ['services/auth/src/x.ts', "import { y } from '@laneforge/training';"],
    ['services/training/src/x.ts', "import { y } from '../../auth/src/app';"],
    ['services/export/src/x.ts', "import { y } from '../../../gateway/src/app';"],
    ['frontend/src/x.ts', "import { y } from '@laneforge/platform';"],
    ['frontend/src/x.ts', "import { y } from '../../services/auth/src/app';"],
    ['packages/contracts/src/x.ts', "import { y } from 'node:fs';"],
    ['packages/platform/src/x.ts', "import { y } from '@laneforge/auth';"],
    ['gateway/src/x.ts', "import { y } from '@laneforge/auth';"],
  ])('%s may not %s', async (file, source) => {
    expect(await importErrors(file, source)).not.toEqual([]);
  });

  it.each([
    ['services/auth/src/x.ts', "import { y } from '@laneforge/platform';"],
    ['services/training/src/x.ts', "import { y } from '@laneforge/contracts';"],
    ['frontend/src/x.ts', "import { y } from '@laneforge/contracts';"],
    ['services/auth/src/x.ts', "import { y } from '../users/store';"],
  ])('%s may %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});
