import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function importErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const x = y;\n`, { filePath });
  // no-restricted-syntax refuses what no-restricted-imports does not read: the frontend's import() of a feature.
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
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
    ['frontend/src/features/plans/x.ts', "import { y } from '../history/api';"],
    ['frontend/src/features/plans/components/x.tsx', "import type { y } from '../../generator/validation';"],
    ['frontend/src/features/plans/components/x.tsx', "import '../../history/history.css';"],
    ['frontend/src/features/plans/components/x.tsx', "import { y } from '../../../features/history/api';"],
    ['frontend/src/features/plans/components/x.tsx', "const y = () => import('../../history/components/HistoryPanel');"],
    ['frontend/src/features/plans/a/b/c/d/x.ts', "const y = 1;"],
    ['frontend/src/components/x.tsx', "import { y } from '../features/auth/api';"],
    ['frontend/src/lib/auth/x.ts', "import { y } from '../../features/auth/api';"],
  ])('%s may not %s', async (file, source) => {
    expect(await importErrors(file, source)).not.toEqual([]);
  });

  it.each([
    ['services/auth/src/x.ts', "import { y } from '@laneforge/platform';"],
    ['services/training/src/x.ts', "import { y } from '@laneforge/contracts';"],
    ['frontend/src/x.ts', "import { y } from '@laneforge/contracts';"],
    ['services/auth/src/x.ts', "import { y } from '../users/store';"],
    ['frontend/src/features/plans/components/x.tsx', "import { y } from '../api';"],
    ['frontend/src/features/admin/components/x.tsx', "import { y } from '../plans';"],
    ['frontend/src/features/plans/components/x.tsx', "import { y } from '../../../components/plan/PlanView';"],
    ['frontend/src/features/plans/components/x.tsx', "import { y } from '../../../lib/workoutsApi';"],
    ['frontend/src/app/dashboard/x.tsx', "const y = () => import('../../features/generator/components/GeneratorPanel');"],
  ])('%s may %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});
