import { ErrorBody, MarkNotificationsRead, NotificationsResult } from '@laneforge/contracts';
import { defineFeature, principalOf } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { markInboxRead, readInbox } from './inbox';
import { onAdminMessageCreated, onAdminMessageDeactivated } from './on-admin-message';
import { onPaymentFailed, onPaymentSucceeded } from './on-payment';
import { onSubscriptionCancelled, onSubscriptionUpdated } from './on-subscription';

const secured = { tags: ['user'], security: [{ bearer: [] }] };

/** Each user's inbox: billing's news about their subscription and the administrators' messages. */
export const inbox = defineFeature<AuthContext>({
  name: 'notifications',
  routes(app, ctx) {
    app.get('/user/notifications', { preHandler: app.requireUser, schema: { ...secured, response: { 200: NotificationsResult, 401: ErrorBody } } }, async (request) =>
      readInbox(ctx, principalOf(request).userId),
    );
    app.post(
      '/user/notifications/read',
      { preHandler: app.requireUser, schema: { ...secured, body: MarkNotificationsRead, response: { 200: NotificationsResult, 400: ErrorBody, 401: ErrorBody } } },
      async (request) => markInboxRead(ctx, principalOf(request).userId, request.body),
    );
  },
  subscribers: [onSubscriptionUpdated, onSubscriptionCancelled, onPaymentSucceeded, onPaymentFailed, onAdminMessageCreated, onAdminMessageDeactivated],
});
