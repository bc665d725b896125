import { ErrorBody, OpenSeasonDayParams, Workout } from '@laneforge/contracts';
import { defineFeature, principalOf } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { openSeasonDay } from './open-day';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 502: ErrorBody, 503: ErrorBody };

/** A season's days opened as full practices. */
export const seasons = defineFeature<TrainingContext>({
  name: 'seasons',
  routes(app, ctx) {
    app.post(
      '/training/workouts/:id/weeks/:week/days/:day/open',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['training'],
          security: [{ bearer: [] }],
          summary: 'Open one day of a season as a full practice (no allowance used; the same day opens the same practice)',
          params: OpenSeasonDayParams,
          response: { 200: Workout, 201: Workout, ...errors },
        },
      },
      async (request, reply) => {
        const { id, week, day } = request.params;
        const opened = await openSeasonDay(ctx, principalOf(request).userId, id, week, day, request.id);
        return reply.code(opened.created ? 201 : 200).send(opened.workout);
      },
    );
  },
});
