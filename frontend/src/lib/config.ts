const env = import.meta.env;

export const PRODUCT_NAME = env.PRODUCT_NAME || 'LaneForge';
export const FRAMEWORK_URL = env.FRAMEWORK_URL || 'https://laneforge.app/est-framework';
export const PROMO_VIDEO_URL = env.PROMO_VIDEO_URL || '';
export const SUPPORT_WIDGET_URL = env.SUPPORT_WIDGET_URL || '';
export const SUPPORT_EMAIL = env.SUPPORT_EMAIL || 'support@laneforge.app';
export const API_BASE = '/api';

/** Spec §9 timings, in milliseconds. */
export const timings = {
  userRefresh: 300_000,
  notificationPoll: 10_000,
  authCheckTimeout: 10_000,
  afterAuthNavigate: 50,
  logoutAfterPasswordChange: 1_000,
  printOpen: 500,
  printClose: 1_000,
  subscriptionSuccessRedirect: 3_000,
  supportWidgetRetry: 2_000,
} as const;
