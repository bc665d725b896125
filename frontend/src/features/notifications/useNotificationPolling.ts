import { useEffect, useRef } from 'react';
import type { ToastOptions } from 'react-toastify';
import { useAppDispatch } from '../../app/hooks';
import { timings } from '../../lib/config';
import { refreshUser } from '../auth/session';
import type { AppNotification } from './api';
import { notificationsApi } from './api';

const refreshingActions = new Set(['subscription_updated', 'subscription_cancelled']);

function toastFor(action: string | undefined): { type: NonNullable<ToastOptions['type']>; autoClose: number } {
  if (action === 'subscription_updated') return { type: 'success', autoClose: 6000 };
  if (action === 'subscription_cancelled') return { type: 'warning', autoClose: 8000 };
  return { type: 'info', autoClose: 5000 };
}

/** Spec §4: every 10 s for paid users; errors are silent, the next poll simply tries again. */
export function useNotificationPolling(enabled: boolean) {
  const dispatch = useAppDispatch();
  const seen = useRef(new Set<string>());
  const { data } = notificationsApi.useNotificationsQuery(undefined, {
    skip: !enabled,
    pollingInterval: timings.notificationPoll,
  });

  useEffect(() => {
    const fresh = (data?.notifications ?? []).filter((n: AppNotification) => {
      const key = n.id ?? `${n.data?.action}:${n.data?.message ?? n.message}`;
      if (seen.current.has(key)) return false;
      seen.current.add(key);
      return true;
    });
    const texts = fresh.flatMap((n) => {
      const text = n.data?.message ?? n.message;
      return text ? [{ text, options: toastFor(n.data?.action) }] : [];
    });
    // Imported on demand: this hook runs on the first page, where the toast library is not loaded yet.
    if (texts.length) {
      void import('react-toastify').then(({ toast }) => texts.forEach(({ text, options }) => toast(text, options)));
    }
    if (fresh.some((n) => refreshingActions.has(n.data?.action ?? ''))) void dispatch(refreshUser());
  }, [data, dispatch]);
}
