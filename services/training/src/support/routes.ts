import { ErrorBody, PrioritySupport } from '@laneforge/contracts';
import { defineFeature } from '@laneforge/platform';
import type { TrainingContext } from '../context';

/**
 * The priority support address (Elite): kept on the server and given only to a tier that has it,
 * so it never ships in the page's script for everyone to read.
 */
export const support = defineFeature<TrainingContext>({
  name: 'support',
  routes(app, ctx) {
    app.get(
      '/training/support/priority',
      {
        preHandler: app.requireUser,
        schema: { tags: ['training'], security: [{ bearer: [] }], summary: 'The priority support address (Elite and above)', response: { 200: PrioritySupport, 401: ErrorBody, 403: ErrorBody } },
      },
      async () => ({ email: ctx.config.PRIORITY_SUPPORT_EMAIL }),
    );
  },
});
