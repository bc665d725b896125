import { AuthResult, ChangePasswordRequest, ErrorBody, LoginRequest, ProfileUpdateRequest, RegisterRequest, SuccessMessage, User } from '@laneforge/contracts';
import { defineFeature, principalOf } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { changePassword, currentUser, login, logout, register, updateProfile } from './account';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const secured = { security: [{ bearer: [] }] };

export const account = defineFeature<AuthContext>({
  name: 'account',
  routes(app, ctx) {
    app.post('/auth/register', { schema: { tags: ['auth'], body: RegisterRequest, response: { 201: AuthResult, ...errors } } }, async (request, reply) =>
      reply.code(201).send(await register(ctx, request.body)),
    );

    app.post('/auth/login', { schema: { tags: ['auth'], body: LoginRequest, response: { 200: AuthResult, ...errors } } }, async (request) => login(ctx, request.body));

    app.post('/auth/logout', { preHandler: app.requireUser, schema: { tags: ['auth'], ...secured, response: { 200: SuccessMessage, 401: ErrorBody } } }, async (request) => {
      await logout(ctx, principalOf(request).sid);
      return { success: true as const, message: 'Signed out' };
    });

    const me = { preHandler: app.requireUser, schema: { tags: ['user'], ...secured, response: { 200: User, 401: ErrorBody } } };
    app.get('/auth/me', me, async (request) => currentUser(ctx, principalOf(request).userId));
    app.get('/user/refresh', me, async (request) => currentUser(ctx, principalOf(request).userId));

    app.put('/auth/profile', { preHandler: app.requireUser, schema: { tags: ['user'], ...secured, body: ProfileUpdateRequest, response: { 200: User, ...errors } } }, async (request) =>
      updateProfile(ctx, principalOf(request).userId, request.body),
    );

    app.post(
      '/auth/change-password',
      { preHandler: app.requireUser, schema: { tags: ['auth'], ...secured, body: ChangePasswordRequest, response: { 200: SuccessMessage, ...errors } } },
      async (request) => {
        await changePassword(ctx, principalOf(request).userId, request.body);
        return { success: true as const, message: 'Password reset successfully! Please login again.' };
      },
    );
  },
});
