import { useEffect, useRef } from 'react';
import type { ToastOptions } from 'react-toastify';
import { useAppDispatch } from '../../app/hooks';
import { timings } from '../../lib/config';
import { recentlyAnnounced } from '../../lib/toastPolicy';
import { refreshUser } from '../../lib/auth/session';
import type { AppNotification } from './api';
import { notificationsApi } from './api';

const refreshingActions = new Set(['subscription_updated', 'subscription_cancelled']);
const subscriptionActions = new Set(['subscription_updated', 'subscription_cancelled', 'payment_succeeded', 'payment_failed']);
/**
 * Of several subscription notifications together, the one that says most: the change to the plan
 * ("We could not renew your subscription…", "…is active"), then the payment behind it (a failed
 * payment's retry date is in the dashboard's lasting banner anyway).
 */
const telling = ['subscription_cancelled', 'subscription_updated', 'payment_failed', 'payment_succeeded'];

/** Good news that only confirms a change the coach made: what the page has already said. */
const confirming = (n: AppNotification) => toastFor(n).type === 'success' || n.data.action === 'payment_succeeded' || n.data.action === 'subscription_cancelled';

/**
 * What of the fresh notifications is toasted (lib/toastPolicy): administrators' messages are the
 * dashboard's banners; subscription news is one toast, and none that only confirms what the page
 * has just said (bad news, a failed renewal, is always told).
 */
export function toastsFor(fresh: AppNotification[], quiet: boolean): AppNotification[] {
  const subscription = fresh
    .filter((n) => subscriptionActions.has(n.data.action) && !(quiet && confirming(n)))
    .sort((a, b) => telling.indexOf(a.data.action) - telling.indexOf(b.data.action))
    .slice(0, 1);
  const others = fresh.filter((n) => n.data.action !== 'admin_message' && !subscriptionActions.has(n.data.action));
  return [...subscription, ...others];
}

/** Spec §8: notification toasts last 6 s, 8 s or 5 s depending on their type. */
export function toastFor(notification: AppNotification): { type: NonNullable<ToastOptions['type']>; autoClose: number } {
  const { action, message_type } = notification.data;
  // A subscription change says how it should look: a failed renewal or a lost plan is a warning.
  if (action === 'subscription_updated') return message_type && message_type !== 'success' ? { type: message_type, autoClose: 8000 } : { type: 'success', autoClose: 6000 };
  if (action === 'subscription_cancelled' || action === 'payment_failed') return { type: 'warning', autoClose: 8000 };
  if (action === 'admin_message' && message_type && message_type !== 'info') return { type: message_type, autoClose: 8000 };
  return { type: 'info', autoClose: 5000 };
}

/**
 * Spec §4 and DECISIONS.md: the inbox is polled every 10 s for paid users and read once on load for
 * free users. Each unread notification is marked read, and toasted at most once as the toast
 * policy says (toastsFor); a subscription change refreshes the user. Errors are silent: the next
 * poll simply tries again.
 */
export function useNotificationPolling(authenticated: boolean, paid: boolean) {
  const dispatch = useAppDispatch();
  const seen = useRef(new Set<string>());
  const [markRead] = notificationsApi.useMarkNotificationsReadMutation();
  const { data } = notificationsApi.useNotificationsQuery(undefined, {
    skip: !authenticated,
    pollingInterval: paid ? timings.notificationPoll : 0,
  });

  useEffect(() => {
    const fresh = (data?.notifications ?? []).filter((n) => !n.read && !seen.current.has(n.id));
    if (fresh.length === 0) return;
    for (const n of fresh) seen.current.add(n.id);
    const texts = toastsFor(fresh, recentlyAnnounced('subscription')).map((n) => ({
      text: n.data.title ? `${n.data.title}: ${n.data.message}` : n.data.message,
      options: { ...toastFor(n), ...(subscriptionActions.has(n.data.action) ? { toastId: 'subscription' } : {}) },
    }));
    // Imported on demand: this hook runs on the first page, where the toast library is not loaded yet.
    void import('react-toastify').then(({ toast }) => texts.forEach(({ text, options }) => toast(text, options)));
    void markRead(fresh.map((n) => n.id)).unwrap().catch(() => undefined);
    if (fresh.some((n) => refreshingActions.has(n.data.action))) void dispatch(refreshUser());
  }, [data, dispatch, markRead]);
}
