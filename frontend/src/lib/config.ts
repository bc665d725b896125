import { buildDefaults } from '../../config.defaults';

const env = import.meta.env;

export const PRODUCT_NAME = env.PRODUCT_NAME || buildDefaults.PRODUCT_NAME;
export const FRAMEWORK_URL = env.FRAMEWORK_URL || buildDefaults.FRAMEWORK_URL;
export const PROMO_VIDEO_URL = env.PROMO_VIDEO_URL || buildDefaults.PROMO_VIDEO_URL;
export const SUPPORT_WIDGET_URL = env.SUPPORT_WIDGET_URL || buildDefaults.SUPPORT_WIDGET_URL;
export const SUPPORT_EMAIL = env.SUPPORT_EMAIL || buildDefaults.SUPPORT_EMAIL;
export const API_BASE = '/api';

/** Spec §9 timings, in milliseconds. */
export const timings = {
  userRefresh: 300_000,
  notificationPoll: 10_000,
  authCheckTimeout: 10_000,
  afterAuthNavigate: 50,
  logoutAfterPasswordChange: 1_000,
  printOpen: 500,
  subscriptionSuccessRedirect: 3_000,
  supportWidgetRetry: 2_000,
} as const;
