/**
 * Build-time settings of the SPA, read from the repository's .env by Vite. The defaults live here
 * so the app and the configuration docs (`infra/env/schemas.ts` → .env.example) share them.
 */
export const buildDefaults = {
  PRODUCT_NAME: 'LaneForge',
  FRAMEWORK_URL: 'https://laneforge.app/est-framework',
  PROMO_VIDEO_URL: '',
  SUPPORT_WIDGET_URL: '',
  SUPPORT_EMAIL: 'support@laneforge.app',
} as const;
