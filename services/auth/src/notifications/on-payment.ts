import { defineSubscriber } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { addNotification, timezoneOf } from './store';
import { paymentFailedText, paymentSucceededText } from './texts';

export const onPaymentSucceeded = defineSubscriber<'billing.payment_succeeded', AuthContext>({
  event: 'billing.payment_succeeded',
  durable: 'auth-payment-succeeded',
  async handle(event, { tx }) {
    if (!(await timezoneOf(tx, event.payload.userId))) return;
    await addNotification(tx, event.payload.userId, 'payment_succeeded', { message: paymentSucceededText(event.payload), subscription_type: event.payload.subscription_type }, new Date(event.occurredAt));
  },
});

export const onPaymentFailed = defineSubscriber<'billing.payment_failed', AuthContext>({
  event: 'billing.payment_failed',
  durable: 'auth-payment-failed',
  async handle(event, { tx }) {
    const timezone = await timezoneOf(tx, event.payload.userId);
    if (!timezone) return;
    await addNotification(
      tx,
      event.payload.userId,
      'payment_failed',
      { message: paymentFailedText(event.payload, timezone), subscription_type: event.payload.subscription_type },
      new Date(event.occurredAt),
    );
  },
});
