import { createPortal } from 'react-dom';
import { ToastContainer } from 'react-toastify';

/**
 * Spec §2 and §9: one toast area, top right, on every page; at most 3 at once, each for 4 s.
 * The area is a polite live region already, so a toast takes no role of its own (an alert inside
 * it was read out twice). It sits beside the app, not in it, so a toast shown while a modal makes
 * the app inert is still read and can still be closed. lib/toastPolicy.ts says what is toasted.
 */
export default function ToastArea() {
  return createPortal(<ToastContainer position="top-right" newestOnTop closeOnClick={false} limit={3} autoClose={4_000} role="none" />, document.body);
}
