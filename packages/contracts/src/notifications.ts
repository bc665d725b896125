import { z } from 'zod';

/** What a notification is about (spec §3 Notification `data.action`). */
export const NotificationAction = z.enum(['subscription_updated', 'subscription_cancelled', 'payment_succeeded', 'payment_failed', 'admin_message']);
export type NotificationAction = z.infer<typeof NotificationAction>;

export const AdminMessageType = z.enum(['info', 'success', 'warning', 'error']);
export type AdminMessageType = z.infer<typeof AdminMessageType>;

export const Notification = z
  .object({
    id: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    read: z.boolean(),
    data: z.object({
      action: NotificationAction,
      message: z.string(),
      /** Admin messages: their title and type; subscription notices: the plan they concern and how they should look (a failure is a warning). */
      title: z.string().optional(),
      message_type: AdminMessageType.optional(),
      subscription_type: z.string().optional(),
      expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
    }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationsResult = z
  .object({ success: z.literal(true), notifications: z.array(Notification), unread: z.number().int() })
  .meta({ id: 'NotificationsResult' });
export type NotificationsResult = z.infer<typeof NotificationsResult>;

export const MarkNotificationsRead = z.object({
  ids: z.array(z.string().max(64)).max(200).optional().describe('The notifications to mark read; none = all of them'),
});
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsRead>;

/** Why billing changed a subscription: the words of the notification depend on it. */
export const SubscriptionChangeReason = z.enum([
  'checkout',
  'plan_changed',
  'downgrade_scheduled',
  'renewed',
  'reactivated',
  'cancel_scheduled',
  'trial_scheduled',
  'trial_started',
  'trial_ended',
  'expired',
  'past_due',
  'admin_override',
]);
export type SubscriptionChangeReason = z.infer<typeof SubscriptionChangeReason>;
