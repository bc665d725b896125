import { defineSubscriber } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { forgetUser } from './store';

export const onUserDeleted = defineSubscriber<'auth.user_deleted', TrainingContext>({
  event: 'auth.user_deleted',
  durable: 'training-user-deleted',
  handle: (event, { tx }) => forgetUser(tx, event.payload.userId),
});
