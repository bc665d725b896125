import { AppError, badRequest } from '@laneforge/platform';
import { findCustomer, type Db } from '../subscriptions/store';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `address` is a page of the product published at `appUrl` (APP_URL). A product on this
 * machine answers at localhost and 127.0.0.1 alike (npm start prints the first, browsers and tests
 * use either), so loopback names count as one, at the same scheme and port only.
 */
export function isOwnSite(address: URL, appUrl: string): boolean {
  const own = new URL(appUrl);
  if (address.origin === own.origin) return true;
  return LOOPBACK.has(own.hostname) && LOOPBACK.has(address.hostname) && address.protocol === own.protocol && address.port === own.port;
}

/**
 * Checkout and the portal send the user back to these addresses: only to the product itself,
 * never elsewhere — an open redirect would lend the product's name (and the session id it adds)
 * to any site. Judged against the configured public address, not anything the request says about
 * itself: whoever makes the session also writes its Origin header.
 */
export function assertOwnSite(urls: Record<string, string>, appUrl: string, product: string): void {
  for (const [field, url] of Object.entries(urls)) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) throw badRequest(`${field} must be an http or https address`);
    if (!isOwnSite(parsed, appUrl)) throw badRequest(`${field} must be an address of ${product} (${new URL(appUrl).origin})`);
  }
}

/** 410 for an account that was deleted: what it left open is not to be paid or changed any more. */
export async function assertAccountOpen(db: Db, userId: string, consequence: string): Promise<void> {
  if ((await findCustomer(db, userId))?.deletedAt) throw new AppError(410, `This account has been deleted, so ${consequence}.`);
}
