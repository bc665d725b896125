import { defineSubscriber } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { applyIdentity } from './store';

export const onUserUpdated = defineSubscriber<'auth.user_updated', TrainingContext>({
  event: 'auth.user_updated',
  durable: 'training-user-updated',
  handle: (event, { tx }) => applyIdentity(tx, event.payload.user, new Date(event.occurredAt)),
});
