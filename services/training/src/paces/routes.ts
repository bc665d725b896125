import { ErrorBody, Paces, PacesRequest, PaceTestRequest, StoredPaces } from '@laneforge/contracts';
import { defineFeature, principalOf } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { readPaces, storePaces, storeTestPaces } from './use-cases';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const secured = { tags: ['training'], security: [{ bearer: [] }] };

/** The coach's own paces (COACHING.md §3, §5.N, §9): typed in, derived from a test, lane groups at Elite. */
export const paces = defineFeature<TrainingContext>({
  name: 'paces',
  routes(app, ctx) {
    app.get('/training/paces', { preHandler: app.requireUser, schema: { ...secured, summary: 'Your stored paces, or paces: null when none are stored', response: { 200: StoredPaces, 401: ErrorBody } } }, async (request) =>
      readPaces(ctx, principalOf(request).userId),
    );

    app.put(
      '/training/paces',
      { preHandler: app.requireUser, schema: { ...secured, summary: 'Store your base pace per 100 per stroke (lane groups: Elite)', body: PacesRequest, response: { 200: Paces, ...errors } } },
      async (request) => storePaces(ctx, principalOf(request).userId, request.body),
    );

    app.post(
      '/training/paces/test',
      { preHandler: app.requireUser, schema: { ...secured, summary: 'Derive and store paces from a CSS, T-30 or 7 x 200 step test (Lite)', body: PaceTestRequest, response: { 200: Paces, ...errors } } },
      async (request) => storeTestPaces(ctx, principalOf(request).userId, request.body),
    );
  },
});
