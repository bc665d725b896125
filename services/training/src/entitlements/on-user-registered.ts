import { defineSubscriber } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import { applyRegistration } from './store';

export const onUserRegistered = defineSubscriber<'auth.user_registered', TrainingContext>({
  event: 'auth.user_registered',
  durable: 'training-user-registered',
  handle: (event, { tx }) => applyRegistration(tx, event.payload.user, new Date(event.occurredAt)),
});
