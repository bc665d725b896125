/**
 * The public API, as the gateway presents it under `/api`: every route, the service that answers
 * it, who may call it and how its body is taken. The gateway forwards exactly these (anything else
 * is a 404 at the edge, `/internal/...` above all), checks tokens and roles at the edge as declared
 * here, and builds `/api/docs` from the services' own documents filtered by this table. Tests read
 * it to check every route's authorisation. Plain data, no zod: cheap to import anywhere.
 */

import type { Feature } from './entitlements';

export type ServiceName = 'auth' | 'training' | 'billing' | 'export' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `public`: anyone. `user`: a valid, unrevoked token. `admin`: such a token with role admin. */
export type Access = 'public' | 'user' | 'admin';

export interface ApiRoute {
  method: HttpMethod;
  /** Path below `/api`, with `:name` for one path segment. */
  path: string;
  service: ServiceName;
  access: Access;
  /** Limited per client address and email (password guessing, mail flooding). */
  signInLimit?: true;
  /**
   * A signed-in route that checks the current password (and may then say an email is taken):
   * a request that carries `current_password` is limited per account and per client address, as
   * sign-in is, so a stolen token cannot be used to guess the password or to probe for accounts.
   */
  passwordCheckLimit?: true;
  /** Largest body the edge accepts for this route (default 64 KiB). */
  bodyLimit?: number;
  /**
   * A page a browser navigates to (HTML; its errors are pages too unless JSON is asked for), not
   * an API call: it is left out of the API document.
   */
  page?: true;
  /** A tier feature (entitlements.ts): callers below its tier get 403 {detail} naming the tier that unlocks it. */
  feature?: Feature;
}

const KB = 1024;
/** A profile picture is at most 5 MB (spec §9); the multipart envelope around it adds a little. */
const PICTURE_UPLOAD_LIMIT = 5_242_880 + 64 * KB;

export const apiRoutes: readonly ApiRoute[] = [
  // auth: accounts, sessions, profile, pictures, password reset
  { method: 'POST', path: '/auth/register', service: 'auth', access: 'public', signInLimit: true },
  { method: 'POST', path: '/auth/login', service: 'auth', access: 'public', signInLimit: true },
  { method: 'POST', path: '/auth/reset-password/request', service: 'auth', access: 'public', signInLimit: true },
  { method: 'POST', path: '/auth/reset-password', service: 'auth', access: 'public', signInLimit: true },
  { method: 'POST', path: '/auth/logout', service: 'auth', access: 'user' },
  { method: 'GET', path: '/auth/me', service: 'auth', access: 'user' },
  { method: 'PUT', path: '/auth/profile', service: 'auth', access: 'user', passwordCheckLimit: true },
  { method: 'POST', path: '/auth/change-password', service: 'auth', access: 'user', passwordCheckLimit: true },
  { method: 'GET', path: '/user/refresh', service: 'auth', access: 'user' },
  { method: 'POST', path: '/user/upload-picture', service: 'auth', access: 'user', bodyLimit: PICTURE_UPLOAD_LIMIT },
  { method: 'GET', path: '/user/pictures/:userId/:file', service: 'auth', access: 'public' },
  { method: 'GET', path: '/user/notifications', service: 'auth', access: 'user' },
  { method: 'POST', path: '/user/notifications/read', service: 'auth', access: 'user' },

  // training: plans, history, sharing, allowance
  { method: 'POST', path: '/training/generate', service: 'training', access: 'user' },
  { method: 'POST', path: '/training/refine', service: 'training', access: 'user' },
  { method: 'GET', path: '/user/workouts', service: 'training', access: 'user' },
  { method: 'GET', path: '/training/share/:id', service: 'training', access: 'public' },
  { method: 'GET', path: '/training/workouts/:id', service: 'training', access: 'user' },
  { method: 'DELETE', path: '/training/workouts/:id', service: 'training', access: 'user' },
  { method: 'POST', path: '/training/workouts/:id/revert', service: 'training', access: 'user' },
  // the coach's corrections of what was understood: the plan written again as a new version, no allowance
  { method: 'POST', path: '/training/workouts/:id/brief', service: 'training', access: 'user', bodyLimit: 16 * KB },
  { method: 'POST', path: '/training/workouts/:id/weeks/:week/days/:day/open', service: 'training', access: 'user' },
  { method: 'GET', path: '/usage/check', service: 'training', access: 'user' },
  // premium analytics (Pro and above; the tier is checked by training)
  { method: 'GET', path: '/training/analytics', service: 'training', access: 'user', feature: 'analytics' },
  // the priority support address (Elite and above; checked by training)
  { method: 'GET', path: '/training/support/priority', service: 'training', access: 'user', feature: 'priority_support' },
  // the coach's own paces and lane groups (a base pace for every tier, tests Lite, groups Elite)
  { method: 'GET', path: '/training/paces', service: 'training', access: 'user' },
  { method: 'PUT', path: '/training/paces', service: 'training', access: 'user', bodyLimit: 16 * KB },
  { method: 'POST', path: '/training/paces/test', service: 'training', access: 'user', bodyLimit: 4 * KB, feature: 'test_paces' },

  // export: documents of a plan, for whoever holds its id (DECISIONS.md, shared plans)
  { method: 'GET', path: '/training/download/:workoutId/:format', service: 'export', access: 'public' },

  // billing (spec §7)
  { method: 'GET', path: '/subscription/success', service: 'billing', access: 'user' },
  { method: 'POST', path: '/subscription/process-success', service: 'billing', access: 'user' },
  { method: 'POST', path: '/subscription/create-checkout-session', service: 'billing', access: 'user' },
  { method: 'POST', path: '/subscription/customer-portal', service: 'billing', access: 'user' },
  { method: 'GET', path: '/subscription/billing-status', service: 'billing', access: 'user' },
  { method: 'POST', path: '/subscription/cancel-with-options', service: 'billing', access: 'user' },
  { method: 'POST', path: '/subscription/cancel', service: 'billing', access: 'user' },
  { method: 'POST', path: '/subscription/pro-trial-offer', service: 'billing', access: 'user' },
  { method: 'POST', path: '/subscription/reactivate', service: 'billing', access: 'user' },
  { method: 'POST', path: '/subscription/webhook', service: 'billing', access: 'public', bodyLimit: 512 * KB },
  // a billing portal link (no token: a browser navigation; the random id is the capability, good
  // while the session that made it lasts): on to the provider's portal
  { method: 'GET', path: '/billing/portal/:id', service: 'billing', access: 'public', page: true },
  // billing's local provider: hosted pages a browser navigates to (no token; the random session id is the
  // capability) and the test clock (DECISIONS.md "Payments without a key")
  { method: 'GET', path: '/billing/local/checkout/:id', service: 'billing', access: 'public', page: true },
  { method: 'POST', path: '/billing/local/checkout/:id/complete', service: 'billing', access: 'public', bodyLimit: 16 * KB, page: true },
  { method: 'GET', path: '/billing/local/portal/:id', service: 'billing', access: 'public', page: true },
  { method: 'POST', path: '/billing/local/portal/:id/:action', service: 'billing', access: 'public', bodyLimit: 16 * KB, page: true },
  { method: 'POST', path: '/billing/local/test-clock/advance', service: 'billing', access: 'admin' },

  // admin (spec §7)
  { method: 'GET', path: '/admin/users', service: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/users/create', service: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/users/:id', service: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/users/:id/workouts', service: 'admin', access: 'admin' },
  { method: 'PUT', path: '/admin/users/:id', service: 'admin', access: 'admin' },
  { method: 'DELETE', path: '/admin/users/:id', service: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/messages', service: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/messages', service: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/messages/:id/deactivate', service: 'admin', access: 'admin' },
  { method: 'GET', path: '/admin/stripe/products', service: 'admin', access: 'admin' },
  { method: 'POST', path: '/admin/stripe/deactivate-price', service: 'admin', access: 'admin' },
  // admin: every administrator write, newest first (not in the spec; the console's own record)
  { method: 'GET', path: '/admin/audit', service: 'admin', access: 'admin' },
];

export const DEFAULT_BODY_LIMIT = 64 * KB;

/** `/training/share/:id` → `/training/share/{id}`, the form OpenAPI documents use. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');
