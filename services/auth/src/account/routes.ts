import {
  AuthResult,
  ChangePasswordRequest,
  ErrorBody,
  LoginRequest,
  ProfileUpdateRequest,
  RegisterRequest,
  SuccessMessage,
  User,
  messages,
} from '@laneforge/contracts';
import { badRequest, principalOf, unauthorized, type ServiceApp } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { revokeAllSessions, revokeSession } from '../sessions/store';
import { hashPassword, verifyPassword } from '../users/passwords';
import { findUserById, saveUserPassword } from '../users/store';
import { toUser } from '../users/users';
import { login, register, saveUserChanges } from './account';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export function accountRoutes(app: ServiceApp, ctx: AuthContext) {
  const { db } = ctx.runtime;

  app.post('/auth/register', { schema: { tags: ['auth'], body: RegisterRequest, response: { 201: AuthResult, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await register(ctx, request.body)),
  );

  app.post('/auth/login', { schema: { tags: ['auth'], body: LoginRequest, response: { 200: AuthResult, ...errors } } }, async (request) =>
    login(ctx, request.body),
  );

  app.post(
    '/auth/logout',
    { preHandler: app.requireUser, schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: SuccessMessage, 401: ErrorBody } } },
    async (request) => {
      await revokeSession(db, principalOf(request).sid);
      return { success: true as const, message: 'Signed out' };
    },
  );

  const currentUser = async (userId: string) => {
    const row = await findUserById(db, userId);
    if (!row) throw unauthorized(messages.sessionExpired);
    return toUser(row);
  };
  const me = { preHandler: app.requireUser, schema: { tags: ['user'], security: [{ bearer: [] }], response: { 200: User, 401: ErrorBody } } };
  app.get('/auth/me', me, async (request) => currentUser(principalOf(request).userId));
  app.get('/user/refresh', me, async (request) => currentUser(principalOf(request).userId));

  app.put(
    '/auth/profile',
    { preHandler: app.requireUser, schema: { tags: ['user'], security: [{ bearer: [] }], body: ProfileUpdateRequest, response: { 200: User, ...errors } } },
    async (request) => {
      const { name, email, timezone } = request.body;
      const row = await saveUserChanges(ctx, principalOf(request).userId, { name, email: email.toLowerCase(), ...(timezone ? { timezone } : {}) });
      return toUser(row);
    },
  );

  app.post(
    '/auth/change-password',
    {
      preHandler: app.requireUser,
      schema: { tags: ['auth'], security: [{ bearer: [] }], body: ChangePasswordRequest, response: { 200: SuccessMessage, ...errors } },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const row = await findUserById(db, userId);
      if (!row) throw unauthorized(messages.sessionExpired);
      if (!(await verifyPassword(row.passwordHash, request.body.current_password))) throw badRequest(messages.currentPasswordWrong);
      const passwordHash = await hashPassword(request.body.new_password);
      await db.transaction(async (tx) => {
        await saveUserPassword(tx, userId, passwordHash);
        await revokeAllSessions(tx, userId);
      });
      return { success: true as const, message: 'Password reset successfully! Please login again.' };
    },
  );
}

