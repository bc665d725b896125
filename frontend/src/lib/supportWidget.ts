import { SUPPORT_WIDGET_URL, timings } from './config';

/** DECISIONS.md: the support chat loads only when configured, with one retry after 2 s. */
export function loadSupportWidget(url = SUPPORT_WIDGET_URL): void {
  if (!url) return;
  const attempt = (retry: boolean) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onerror = () => {
      script.remove();
      if (retry) setTimeout(() => attempt(false), timings.supportWidgetRetry);
    };
    document.body.appendChild(script);
  };
  attempt(true);
}
