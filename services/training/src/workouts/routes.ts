import { BriefCorrection, ErrorBody, GenerateRequest, InternalWorkoutPage, NEXT_PAGE_HEADER, RefineRequest, RefinedWorkout, RevertRequest, SharedPlan, Workout, WorkoutDetail, WorkoutListItem, WorkoutListQuery } from '@laneforge/contracts';
import { defineFeature, principalOf } from '@laneforge/platform';
import { z } from 'zod';
import type { TrainingContext } from '../context';
import { listWorkouts } from './store';
import { jsonCache } from './json-cache';
import { correctWorkout, generateWorkout, refineWorkout, removeWorkout, revertWorkout, sharedPlanJson, storedWorkout, workoutDetail, workoutListJson } from './use-cases';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody, 503: ErrorBody };
const secured = { tags: ['training'], security: [{ bearer: [] }] };
/** What Fastify's JSON serializer labels its answers with; routes that send JSON they encoded say the same. */
const JSON_TYPE = 'application/json; charset=utf-8';
/** Any string is accepted so that a malformed id is the same 404 as an unknown one. */
const idParams = z.object({ id: z.string().max(100) });

export const workouts = defineFeature<TrainingContext>({
  name: 'workouts',
  routes(app, ctx) {
    const shares = jsonCache();
    const historyItems = jsonCache();
    app.post(
      '/training/generate',
      { preHandler: app.requireUser, schema: { ...secured, body: GenerateRequest, response: { 201: Workout, ...errors } } },
      async (request, reply) => reply.code(201).send(await generateWorkout(ctx, principalOf(request).userId, request.body, request.id)),
    );

    app.post(
      '/training/refine',
      { preHandler: app.requireUser, schema: { ...secured, body: RefineRequest, response: { 200: RefinedWorkout, ...errors } } },
      async (request) => refineWorkout(ctx, principalOf(request).userId, request.body, request.id),
    );

    app.get(
      '/user/workouts',
      { preHandler: app.requireUser, schema: { ...secured, tags: ['user'], querystring: WorkoutListQuery, response: { 200: z.array(WorkoutListItem), 400: ErrorBody, 401: ErrorBody } } },
      async (request, reply) => {
        const page = await listWorkouts(ctx.db, principalOf(request).userId, request.query);
        if (page.next) reply.header(NEXT_PAGE_HEADER, page.next);
        // Already encoded through the schema item by item (see the share route below).
        return reply.type(JSON_TYPE).send(workoutListJson(historyItems, page.items) as never);
      },
    );

    app.get(
      '/training/workouts/:id',
      { preHandler: app.requireUser, schema: { ...secured, summary: 'A plan with every version kept of it (owner or admin)', params: idParams, response: { 200: WorkoutDetail, ...errors } } },
      async (request) => workoutDetail(ctx, principalOf(request), request.params.id),
    );

    app.post(
      '/training/workouts/:id/revert',
      {
        preHandler: app.requireUser,
        schema: { ...secured, summary: 'Show a kept version of the plan again', params: idParams, body: RevertRequest, response: { 200: WorkoutDetail, ...errors } },
      },
      async (request) => revertWorkout(ctx, principalOf(request), request.params.id, request.body),
    );

    // The body is checked by the use-case after the owner is (a stranger's correction is a 404,
    // valid or not), and its refusal names the field; the schema stays for the API docs.
    app.post(
      '/training/workouts/:id/brief',
      {
        preHandler: app.requireUser,
        attachValidation: true,
        schema: {
          ...secured,
          summary: 'Correct what was understood of the request: the plan is written again from the corrected brief as a new version (no allowance)',
          params: idParams,
          body: BriefCorrection,
          response: { 200: WorkoutDetail, 403: ErrorBody, ...errors },
        },
      },
      async (request) => correctWorkout(ctx, principalOf(request).userId, String(request.params.id), request.body as unknown, request.id),
    );

    app.delete(
      '/training/workouts/:id',
      { preHandler: app.requireUser, schema: { ...secured, summary: 'Delete a plan and its versions (owner or admin)', params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await removeWorkout(ctx, principalOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    // Sent as the JSON the share cache keeps, already encoded through SharedPlan: a string with a
    // JSON content type skips the route's serializer, whose schema stays for the API docs.
    app.get('/training/share/:id', { schema: { tags: ['training'], params: idParams, response: { 200: SharedPlan, 404: ErrorBody } } }, async (request, reply) => {
      const json = await sharedPlanJson(ctx, shares, request.params.id);
      return reply.type(JSON_TYPE).send(json as never);
    });

    // For the admin service (service credential required): one user's plans, newest first, a page at a time.
    app.get(
      '/internal/users/:userId/workouts',
      { schema: { hide: true, params: z.object({ userId: z.uuid({ error: 'userId must be a user id' }) }), querystring: WorkoutListQuery, response: { 200: InternalWorkoutPage, 400: ErrorBody } } },
      async (request) => {
        const page = await listWorkouts(ctx.db, request.params.userId, request.query);
        return { workouts: page.items, next: page.next };
      },
    );

    // For the export service (the kit requires a service credential): the id is the capability, as
    // for the public share link (DECISIONS.md).
    app.get('/internal/workouts/:id', { schema: { hide: true, params: idParams, response: { 200: Workout, 404: ErrorBody } } }, async (request) =>
      storedWorkout(ctx, request.params.id),
    );
  },
});
