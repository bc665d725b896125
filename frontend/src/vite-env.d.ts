/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly PRODUCT_NAME?: string;
  readonly FRAMEWORK_URL?: string;
  readonly PROMO_VIDEO_URL?: string;
  readonly SUPPORT_WIDGET_URL?: string;
  readonly SUPPORT_EMAIL?: string;
}
