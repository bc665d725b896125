import { AnalyticsQuery, AnalyticsReport, ErrorBody } from '@laneforge/contracts';
import { defineFeature, principalOf } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { gateRowOf } from '../entitlements/require';
import { analyticsReport } from './use-cases';

/** Premium analytics: weekly volume, zone and stroke mix of the user's stored plans (Pro, Elite, admin). */
export const analytics = defineFeature<TrainingContext>({
  name: 'analytics',
  routes(app, ctx) {
    app.get(
      '/training/analytics',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['training'],
          security: [{ bearer: [] }],
          summary: 'Weekly volume, sessions, minutes, zone and stroke mix of your plans; season plans as planned volume (Pro and above)',
          querystring: AnalyticsQuery,
          response: { 200: AnalyticsReport, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
        },
      },
      // The tier gate read the entitlement row already: its time zone is used, not read again.
      async (request) => analyticsReport(ctx, principalOf(request).userId, request.query, gateRowOf(request)),
    );
  },
});
