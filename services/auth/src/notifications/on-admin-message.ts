import { defineSubscriber } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { deactivateAdminMessage, keepAdminMessage } from './store';

/** Admin messages are kept once; whom they reach is decided when an inbox is read. */
export const onAdminMessageCreated = defineSubscriber<'admin.message_created', AuthContext>({
  event: 'admin.message_created',
  durable: 'auth-admin-message-created',
  handle: (event, { tx }) => keepAdminMessage(tx, event.payload),
});

export const onAdminMessageDeactivated = defineSubscriber<'admin.message_deactivated', AuthContext>({
  event: 'admin.message_deactivated',
  durable: 'auth-admin-message-deactivated',
  handle: (event, { tx }) => deactivateAdminMessage(tx, event.payload.id, new Date(event.occurredAt)),
});
