import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * The one focus-return rule. Focus that a dialog or an async action took away comes back to where
 * the coach was: the control that opened the dialog or started the action. When that control is
 * gone (the row of a deleted user, a card drawn anew), it goes to the page's main heading, so it
 * never falls to <body>, where a keyboard or screen-reader user would start again from the top.
 */
export function returnFocus(to: Element | null): void {
  const target = to instanceof HTMLElement && to.isConnected && !to.closest('[inert]') ? to : pageHeading();
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (target !== to) return;
  // The control may go a moment later, when the list it sat in is read again (a deleted user's row):
  // then focus moves on to the heading rather than falling with it.
  const watch = new MutationObserver(() => {
    if (target.isConnected) return;
    watch.disconnect();
    if (document.activeElement === null || document.activeElement === document.body) returnFocus(null);
  });
  watch.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), WATCH_MS);
}

/** How long a control focus went back to is watched for leaving the page. */
const WATCH_MS = 5_000;

const pageHeading = () => document.querySelector<HTMLElement>('main h1, main h2, main');

/** For a dialog open while mounted: when it goes (Close, Esc, Cancel, its action done), focus returns. */
export function useReturnFocus(): void {
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      // After the dialog has left the page, so nothing inside it can take focus back.
      requestAnimationFrame(() => {
        if (document.activeElement === null || document.activeElement === document.body) returnFocus(opener);
      });
    };
  }, []);
}

/**
 * While a modal drawn by the page (not a native <dialog>, which does this itself) is open, the
 * page behind it is inert: out of the accessibility tree and out of reach of Tab.
 */
export function useInertBehind(root: HTMLElement | null = document.getElementById('root')): void {
  useEffect(() => {
    if (!root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [root]);
}

/**
 * A move to another page inside the app (a link followed, a plan or a season's day opened) takes the
 * control that started it away with the old page, at once or when the new page's data has come:
 * then focus goes to the new page's main heading, so the coach goes on from the top of what they
 * opened. Until it lands there, the coach next presses a key or the pointer, or a few seconds have
 * passed; focus they have put somewhere stays there. A page loaded anew starts at its top as usual.
 */
export function RouteFocus(): null {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation === 'POP') return;
    const stop = () => {
      watch.disconnect();
      clearTimeout(timer);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    const land = () => {
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      const heading = document.querySelector('main h1');
      if (!heading) return;
      stop();
      returnFocus(heading);
    };
    const watch = new MutationObserver(land);
    const timer = setTimeout(stop, WATCH_MS);
    watch.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    land();
    return stop;
  }, [pathname, navigation]);
  return null;
}
