import { timings } from './config';

/**
 * Prints the page the coach is on: its print stylesheet (print.css) leaves only the plan, on US
 * Letter with 0.5 inch margins. Spec §9's 500 ms lets the toast show before the dialog takes over.
 * Returns false when the browser cannot print.
 */
export function printPage(): boolean {
  if (typeof window.print !== 'function') return false;
  setTimeout(() => window.print(), timings.printOpen);
  return true;
}
