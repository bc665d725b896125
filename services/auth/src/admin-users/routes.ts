import { AdminUserList, AdminUserListQuery, ErrorBody, InternalUserCreate, InternalUserUpdate, User } from '@laneforge/contracts';
import { defineFeature } from '@laneforge/platform';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { changeUser, createUser, getUser, listUsers, removeUser } from './admin-users';

/** Any string, so that a malformed id is the same 404 as an unknown one. */
const params = z.object({ id: z.string().max(100) });
const hidden = { hide: true };
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Users as the admin service manages them (service credential required, as on every /internal
 * route). The administrator's own rights are checked by the admin service; auth keeps the rules that
 * protect accounts whoever asks: unique emails, no deleted administrator, never no administrator.
 */
export const adminUsers = defineFeature<AuthContext>({
  name: 'admin-users',
  routes(app, ctx) {
    app.get('/internal/users', { schema: { ...hidden, querystring: AdminUserListQuery, response: { 200: AdminUserList, 400: ErrorBody } } }, async (request) =>
      listUsers(ctx, request.query),
    );
    app.get('/internal/users/:id', { schema: { ...hidden, params, response: { 200: User, 404: ErrorBody } } }, async (request) => getUser(ctx, request.params.id));
    app.post('/internal/users', { schema: { ...hidden, body: InternalUserCreate, response: { 201: User, ...errors } } }, async (request, reply) =>
      reply.code(201).send(await createUser(ctx, request.body)),
    );
    app.put('/internal/users/:id', { schema: { ...hidden, params, body: InternalUserUpdate, response: { 200: User, ...errors } } }, async (request) =>
      changeUser(ctx, request.params.id, request.body),
    );
    app.delete('/internal/users/:id', { schema: { ...hidden, params, response: { 200: User, ...errors } } }, async (request) => removeUser(ctx, request.params.id));
  },
});
