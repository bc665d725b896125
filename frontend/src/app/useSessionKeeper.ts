import { useEffect } from 'react';
import { refreshUser } from '../lib/auth/session';
import { useNotificationPolling } from '../features/notifications/useNotificationPolling';
import { timings } from '../lib/config';
import { useAppDispatch, useAppSelector } from './hooks';

/** Spec §4: refresh the user every 5 minutes while signed in; paid users poll notifications, free users read them once. */
export function useSessionKeeper() {
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector((s) => s.auth.status === 'authenticated');
  const paid = useAppSelector((s) => {
    const type = s.auth.user?.subscription_type;
    return type !== undefined && type !== 'free';
  });

  useEffect(() => {
    if (!authenticated) return;
    const timer = setInterval(() => void dispatch(refreshUser()), timings.userRefresh);
    return () => clearInterval(timer);
  }, [authenticated, dispatch]);

  useNotificationPolling(authenticated, paid);
}
