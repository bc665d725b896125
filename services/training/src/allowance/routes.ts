import { ErrorBody, UsageCheck } from '@laneforge/contracts';
import { defineFeature, principalOf } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { usageCheck } from './allowance';
import { currentUsage } from './store';

export const allowance = defineFeature<TrainingContext>({
  name: 'allowance',
  routes(app, ctx) {
    app.get(
      '/usage/check',
      { preHandler: app.requireUser, schema: { tags: ['training'], security: [{ bearer: [] }], response: { 200: UsageCheck, 401: ErrorBody } } },
      async (request) => {
        const { window, used } = await currentUsage(ctx.db, principalOf(request).userId, ctx.clock());
        return usageCheck(window, used);
      },
    );
  },
});
