import type { Notification } from '@laneforge/contracts/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { CloseIcon } from '../../components/icons';
import { PRODUCT_NAME } from '../../lib/config';
import './admin-banners.css';
import type { AppNotification } from './api';
import { notificationsApi } from './api';

type AdminNotice = Notification & { data: Notification['data'] & { action: 'admin_message' } };

const isAdminNotice = (n: AppNotification): n is AppNotification & AdminNotice => n.data?.action === 'admin_message' && typeof n.id === 'string';

const style: Record<string, string> = { info: 'alert-info', success: 'alert-success', warning: 'alert-warning', error: 'alert-error' };

/** Longer delays overflow setTimeout (it would fire at once); a page is not left open that long. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const KEPT_DISMISSALS = 200;

/**
 * Dismissed banners are remembered in this browser, per user. "Read" is not the same thing: the
 * inbox marks a message read once it has been announced, and the banner stays until it is closed.
 */
const dismissalKey = (userId: string) => `laneforge_dismissed_messages_${userId}`;
function dismissedOf(userId: string | undefined): Set<string> {
  if (!userId) return new Set();
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(dismissalKey(userId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}
function rememberDismissed(userId: string, ids: ReadonlySet<string>) {
  try {
    localStorage.setItem(dismissalKey(userId), JSON.stringify([...ids].slice(-KEPT_DISMISSALS)));
  } catch {
    // Storage can be disabled: the banner then stays closed for this page only.
  }
}

/**
 * The administrators' messages for this user, as dismissible banners. They come from the inbox the
 * notification hook already reads (polled for paid users, read once on load for free ones, spec §4):
 * one request serves both. The inbox holds only active messages; each banner also goes when its
 * message expires while the page is open.
 */
export function AdminMessageBanners() {
  const userId = useAppSelector((s) => s.auth.user?.id);
  const { data } = notificationsApi.useNotificationsQuery();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => dismissedOf(userId));
  const [expired, setExpired] = useState<ReadonlySet<string>>(new Set());
  const notices = useMemo(() => (data?.notifications ?? []).filter(isAdminNotice), [data]);

  useEffect(() => {
    const timers = notices.flatMap((n) => {
      const left = n.data.expires_at ? Date.parse(n.data.expires_at) - Date.now() : Number.POSITIVE_INFINITY;
      return left <= MAX_TIMER_MS ? [setTimeout(() => setExpired((ids) => new Set(ids).add(n.id)), Math.max(0, left))] : [];
    });
    return () => timers.forEach(clearTimeout);
  }, [notices]);

  const shown = notices.filter((n) => !dismissed.has(n.id) && !expired.has(n.id));
  if (shown.length === 0) return null;

  const dismiss = (id: string) => {
    const next = new Set(dismissed).add(id);
    setDismissed(next);
    if (userId) rememberDismissed(userId, next);
  };

  return (
    <section className="admin-banners" aria-label={`Messages from ${PRODUCT_NAME}`}>
      {shown.map((notice) => (
        <div key={notice.id} className={`alert ${style[notice.data.message_type ?? 'info']} admin-banner`} role="status">
          <div>
            {notice.data.title && <strong>{notice.data.title}</strong>} <span>{notice.data.message}</span>
          </div>
          <button type="button" className="admin-banner-close" aria-label={`Dismiss “${notice.data.title ?? 'message'}”`} onClick={() => dismiss(notice.id)}>
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}
