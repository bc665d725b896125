/**
 * The one toast policy. A toast tells the coach the result of what they just did, once:
 * - a result the page announced itself (a checkout's welcome, a cancellation) is not announced again
 *   by the notifications the server sends about the same change within a minute after it;
 * - notifications on one topic arriving together make one toast, the most telling one;
 * - administrators' messages are banners on the dashboard (they stay until dismissed), never toasts.
 * The moment is kept for the tab (sessionStorage), so a page loaded on the way back from checkout
 * knows it too.
 */
export type ToastTopic = 'subscription';

const QUIET_MS = 60_000;
const key = (topic: ToastTopic) => `laneforge_announced_${topic}`;

/** The page announces this topic's result: its notifications stay quiet for a while. */
export function announced(topic: ToastTopic, now = Date.now()): void {
  try {
    sessionStorage.setItem(key(topic), String(now));
  } catch {
    // Storage can be disabled: a notification may then repeat what the page said.
  }
}

/**
 * Whether the page announced this topic within the last minute, or is about to: back from checkout
 * (`?subscription=success`) the dashboard welcomes the coach, and it is loaded on demand, so a poll
 * may answer before it has mounted.
 */
export function recentlyAnnounced(topic: ToastTopic, now = Date.now()): boolean {
  if (topic === 'subscription' && new URLSearchParams(window.location.search).get('subscription') === 'success') return true;
  try {
    const at = Number(sessionStorage.getItem(key(topic)));
    return at > 0 && now - at < QUIET_MS;
  } catch {
    return false;
  }
}
