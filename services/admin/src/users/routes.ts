import { AdminCreateUserRequest, AdminUserList, AdminUserListQuery, AdminUserUpdate, AdminWorkout, ErrorBody, NEXT_PAGE_HEADER, SuccessMessage, User, WorkoutListQuery } from '@laneforge/contracts';
import { defineFeature } from '@laneforge/platform';
import { z } from 'zod';
import { actorOf, type AdminContext } from '../context';
import { createUser, deleteUser, getUser, listUsers, updateUser, userWorkouts } from './use-cases';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody };
const secured = { tags: ['admin'], security: [{ bearer: [] }] };
/** Any string: auth answers a malformed id with the same 404 as an unknown one. */
const params = z.object({ id: z.string().max(100) });

/** Spec §6: the administrator's users — list with counts, view, their plans, edit, create, delete. */
export const users = defineFeature<AdminContext>({
  name: 'users',
  routes(app, ctx) {
    const admin = { preHandler: app.requireAdmin };
    app.get('/admin/users', { ...admin, schema: { ...secured, querystring: AdminUserListQuery, response: { 200: AdminUserList, ...errors } } }, async (request) =>
      listUsers(ctx, request.query, request.id),
    );

    app.post('/admin/users/create', { ...admin, schema: { ...secured, body: AdminCreateUserRequest, response: { 201: User, ...errors } } }, async (request, reply) =>
      reply.code(201).send(await createUser(ctx, actorOf(request), request.body)),
    );

    app.get('/admin/users/:id', { ...admin, schema: { ...secured, params, response: { 200: User, ...errors } } }, async (request) => getUser(ctx, request.params.id, request.id));

    app.get(
      '/admin/users/:id/workouts',
      { ...admin, schema: { ...secured, params, querystring: WorkoutListQuery, response: { 200: z.array(AdminWorkout), ...errors } } },
      async (request, reply) => {
        const page = await userWorkouts(ctx, request.params.id, request.query, request.id);
        if (page.next) reply.header(NEXT_PAGE_HEADER, page.next);
        return page.workouts;
      },
    );

    app.put('/admin/users/:id', { ...admin, schema: { ...secured, params, body: AdminUserUpdate, response: { 200: User, ...errors } } }, async (request) =>
      updateUser(ctx, actorOf(request), request.params.id, request.body),
    );

    app.delete('/admin/users/:id', { ...admin, schema: { ...secured, params, response: { 200: SuccessMessage, ...errors } } }, async (request) =>
      deleteUser(ctx, actorOf(request), request.params.id),
    );
  },
});
