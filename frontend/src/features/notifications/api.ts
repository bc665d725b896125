import type { NotificationsResult } from '@laneforge/contracts/notifications';
import { api } from '../../lib/api';

export type { NotificationsResult };
export type AppNotification = NotificationsResult['notifications'][number];

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<NotificationsResult, void>({ query: () => '/user/notifications', keepUnusedDataFor: 0 }),
    markNotificationsRead: build.mutation<NotificationsResult, string[]>({ query: (ids) => ({ url: '/user/notifications/read', method: 'POST', body: { ids } }) }),
  }),
});
