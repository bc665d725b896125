import { AdminMessage, CreateAdminMessageRequest, ErrorBody } from '@laneforge/contracts';
import { defineFeature } from '@laneforge/platform';
import { z } from 'zod';
import { actorOf, type AdminContext } from '../context';
import { createMessage, deactivateMessage, listMessages } from './use-cases';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody };
const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/** In-app messages to users by id or tier, until they expire or are withdrawn. */
export const messages = defineFeature<AdminContext>({
  name: 'messages',
  routes(app, ctx) {
    const admin = { preHandler: app.requireAdmin };
    app.get('/admin/messages', { ...admin, schema: { ...secured, response: { 200: z.array(AdminMessage), ...errors } } }, async () => listMessages(ctx));
    app.post('/admin/messages', { ...admin, schema: { ...secured, body: CreateAdminMessageRequest, response: { 201: AdminMessage, ...errors } } }, async (request, reply) =>
      reply.code(201).send(await createMessage(ctx, actorOf(request), request.body)),
    );
    app.post(
      '/admin/messages/:id/deactivate',
      { ...admin, schema: { ...secured, params: z.object({ id: z.string().max(100) }), response: { 200: AdminMessage, ...errors } } },
      async (request) => deactivateMessage(ctx, actorOf(request), request.params.id),
    );
  },
});
