import type { MarkNotificationsRead, Notification } from '@laneforge/contracts/notifications';
import { useEffect, useMemo, useState } from 'react';
import { CloseIcon } from '../../../components/icons';
import { PRODUCT_NAME } from '../../../lib/config';
import type { AppNotification, NotificationsResult } from '../../notifications/api';
import { notificationsApi } from '../../notifications/api';

type AdminNotice = Notification & { data: Notification['data'] & { action: 'admin_message' } };

const bannersApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    // Dismissing marks the message read, so it stays dismissed on the next load.
    dismissAdminMessage: build.mutation<NotificationsResult, MarkNotificationsRead>({
      query: (body) => ({ url: '/user/notifications/read', method: 'POST', body }),
    }),
  }),
});

const isAdminNotice = (n: AppNotification): n is AppNotification & AdminNotice => n.data?.action === 'admin_message' && typeof n.id === 'string';

/** Longer delays overflow setTimeout (it would fire at once); a page is not left open that long. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const style: Record<string, string> = { info: 'alert-info', success: 'alert-success', warning: 'alert-warning', error: 'alert-error' };

/**
 * The administrators' messages for this user, as dismissible banners. They come from the inbox the
 * notification poll already reads for paid users (one request serves both); a free user's dashboard
 * reads it once when it loads (spec §4: free users are not polled). Expired ones are never shown.
 */
export function AdminMessageBanners() {
  const { data } = notificationsApi.useNotificationsQuery();
  const [dismiss] = bannersApi.useDismissAdminMessageMutation();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const notices = useMemo(() => (data?.notifications ?? []).filter(isAdminNotice).filter((n) => !n.read), [data]);
  const hide = (id: string) => setHidden((ids) => new Set(ids).add(id));

  // The inbox holds no expired message, but a free user's page is not refreshed: each banner goes when it expires.
  useEffect(() => {
    const timers = notices.flatMap((n) => {
      const left = n.data.expires_at ? Date.parse(n.data.expires_at) - Date.now() : Number.POSITIVE_INFINITY;
      return left <= MAX_TIMER_MS ? [setTimeout(() => hide(n.id), Math.max(0, left))] : [];
    });
    return () => timers.forEach(clearTimeout);
  }, [notices]);

  const shown = notices.filter((n) => !hidden.has(n.id));
  if (shown.length === 0) return null;

  const close = (id: string) => {
    hide(id);
    void dismiss({ ids: [id] });
  };

  return (
    <section className="admin-banners" aria-label={`Messages from ${PRODUCT_NAME}`}>
      {shown.map((notice) => (
        <div key={notice.id} className={`alert ${style[notice.data.message_type ?? 'info']} admin-banner`} role="status">
          <div>
            {notice.data.title && <strong>{notice.data.title}</strong>} <span>{notice.data.message}</span>
          </div>
          <button type="button" className="admin-banner-close" aria-label={`Dismiss “${notice.data.title ?? 'message'}”`} onClick={() => close(notice.id)}>
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}
