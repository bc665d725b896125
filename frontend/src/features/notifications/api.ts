import { api } from '../../lib/api';

/** Spec §3, Notification: `data` carries the action and the message to show. */
export interface AppNotification {
  id?: string;
  message?: string;
  data?: { action?: string; message?: string };
}

export interface NotificationsResult {
  success: boolean;
  notifications: AppNotification[];
}

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<NotificationsResult, void>({ query: () => '/user/notifications', keepUnusedDataFor: 0 }),
  }),
});
