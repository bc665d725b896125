import type { GatewayConfig } from './config';

export interface Upstream {
  name: string;
  url: string;
  /** Paths under /api this service answers, most specific first. */
  prefixes: string[];
  timeoutMs: number;
}

/** Which service answers which part of `/api` (ARCHITECTURE.md). */
export function upstreamsOf(config: GatewayConfig): Upstream[] {
  return [
    // Most specific first: a user's plan history lives with the plans, the rest of /user with auth.
    { name: 'export', url: config.EXPORT_URL, prefixes: ['/training/download'], timeoutMs: 30_000 },
    { name: 'training', url: config.TRAINING_URL, prefixes: ['/user/workouts', '/training', '/usage'], timeoutMs: config.GENERATION_TIMEOUT_MS },
    { name: 'auth', url: config.AUTH_URL, prefixes: ['/auth', '/user'], timeoutMs: 15_000 },
    { name: 'billing', url: config.BILLING_URL, prefixes: ['/subscription'], timeoutMs: 30_000 },
    { name: 'admin', url: config.ADMIN_URL, prefixes: ['/admin'], timeoutMs: 30_000 },
  ];
}

/** Routes anyone may call; every other /api route needs a valid, unrevoked token at the edge. */
const publicRoutes: Array<[method: string, path: RegExp]> = [
  ['POST', /^\/auth\/(login|register|reset-password|reset-password\/request)$/],
  ['GET', /^\/user\/pictures\//],
  ['GET', /^\/training\/share\/[^/]+$/],
  ['GET', /^\/training\/download\/[^/]+\/[^/]+$/],
  ['GET', /^\/subscription\/plans$/],
  ['POST', /^\/subscription\/webhook$/],
  ['GET', /^\/subscription\/local\//],
  ['POST', /^\/subscription\/local\//],
];

export function isPublic(method: string, apiPath: string): boolean {
  return method === 'OPTIONS' || publicRoutes.some(([m, pattern]) => (m === method || (m === 'GET' && method === 'HEAD')) && pattern.test(apiPath));
}

/** Routes limited per IP and email, against password guessing and mail flooding. */
export const rateLimitedAuthRoutes = ['/auth/login', '/auth/register', '/auth/reset-password', '/auth/reset-password/request'];
