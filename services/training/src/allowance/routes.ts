import { ErrorBody, UsageCheck } from '@laneforge/contracts';
import { principalOf, type ServiceApp } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { usageCheck } from './allowance';
import { currentUsage } from './store';

export function allowanceRoutes(app: ServiceApp, ctx: TrainingContext) {
  app.get(
    '/usage/check',
    { preHandler: app.requireUser, schema: { tags: ['training'], security: [{ bearer: [] }], response: { 200: UsageCheck, 401: ErrorBody } } },
    async (request) => {
      const { window, used } = await currentUsage(ctx.runtime.db, principalOf(request).userId, ctx.clock());
      return usageCheck(window, used);
    },
  );
}
