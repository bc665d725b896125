import { apiRoutes, type ApiRoute, type ServiceName } from '../../packages/contracts/src/api';
import { send, type RawRequest } from './client';

export type PrincipalName = 'anonymous' | 'userA' | 'userB' | 'admin';
export const PRINCIPALS: PrincipalName[] = ['anonymous', 'userA', 'userB', 'admin'];

/** What a principal may expect of a route: let through, or refused with a status. */
export type Expectation = 'allowed' | 401 | 403 | 404;

export interface MatrixFixtures {
  tokens: Record<Exclude<PrincipalName, 'anonymous'>, string>;
  /** A plan of user A, and A's user id: the resources other users must not reach. */
  workoutId: string;
  userAId: string;
  /** Each principal's own email (the profile route is sent back unchanged) and the password all of them share. */
  emails: Record<Exclude<PrincipalName, 'anonymous'>, string>;
  password: string;
  /** A new plan of A, for routes that would destroy the one above. */
  freshWorkout(): Promise<string>;
  /** A new session of the principal, for signing out. */
  freshToken(principal: Exclude<PrincipalName, 'anonymous'>): Promise<string>;
  /** A user nobody needs afterwards, for deletions. */
  disposableUserId(): Promise<string>;
}

/** A route whose path or body names a resource of user A, which user B must not reach (404, not 403: ids are not confirmed to strangers). */
const ownsResource = (route: ApiRoute) => route.access === 'user' && route.service === 'training' && (/:(id|workoutId)\b/.test(route.path) || route.path === '/training/refine');

/** The declared access of the API table, as each principal meets it. */
export function expectationOf(route: ApiRoute, principal: PrincipalName): Expectation {
  if (route.access === 'public') return 'allowed';
  if (principal === 'anonymous') return 401;
  if (route.access === 'admin') return principal === 'admin' ? 'allowed' : 403;
  if (principal === 'userB' && ownsResource(route)) return 404;
  // User A is on Elite (every feature), user B on Free: a tier feature refuses B.
  if (route.feature && principal === 'userB') return 403;
  return 'allowed';
}

/** A plausible body for each route that takes one: the matrix tests who is let in, not validation. */
function bodyFor(route: ApiRoute, principal: PrincipalName, fixtures: MatrixFixtures): unknown {
  const bodies: Record<string, unknown> = {
    'POST /auth/register': { name: 'Matrix Swimmer', email: `matrix.${Date.now()}.${Math.random()}@example.com`, password: 'matrix123' },
    'POST /auth/login': { email: fixtures.emails.userA, password: fixtures.password },
    'POST /auth/reset-password/request': { email: 'nobody@example.com' },
    'POST /auth/reset-password': { email: 'nobody@example.com', code: '000000', new_password: 'whatever1', confirm_password: 'whatever1' },
    'PUT /auth/profile': { name: 'Matrix Swimmer', email: principal === 'anonymous' ? 'nobody@example.com' : fixtures.emails[principal] },
    'POST /auth/change-password': { current_password: 'not-the-password', new_password: 'whatever1', confirm_password: 'whatever1' },
    'POST /training/generate': { date: '2026-11-24', description: 'Masters 2000 SCY aerobic', plan_type: 'workout' },
    'POST /training/refine': { workout_id: fixtures.workoutId, refinement_prompt: 'more kick' },
    'POST /training/paces/test': { type: 'css', course: 'SCM', t400: '5:20', t200: '2:30' },
    'POST /training/workouts/:id/revert': { version: 1 },
    'POST /training/workouts/:id/brief': { volume: 2500 },
    'POST /user/notifications/read': {},
    'POST /subscription/create-checkout-session': { plan: 'pro_monthly', success_url: 'http://localhost/dashboard', cancel_url: 'http://localhost/subscription' },
    'POST /subscription/process-success': { session_id: 'cs_unknown', plan: 'pro_monthly' },
    'POST /admin/users/create': { name: 'Matrix Made', email: `made.${Date.now()}.${Math.random()}@example.com`, password: 'matrix123', subscription_type: 'free' },
    'POST /admin/messages': { title: 'Matrix', message: 'Access check', message_type: 'info', target_users: ['all'], expires_at: null },
    'POST /admin/stripe/deactivate-price': { price_id: 'price_unknown' },
  };
  return bodies[`${route.method} ${route.path}`] ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
}

/** The request a principal sends for a route: A's resources in the path, a fresh one where the route would destroy it. */
async function requestFor(route: ApiRoute, principal: PrincipalName, fixtures: MatrixFixtures, prefix: string): Promise<RawRequest> {
  const destroys = route.method === 'DELETE' || route.path === '/auth/logout';
  const workoutId = destroys && principal !== 'userB' && route.service === 'training' ? await fixtures.freshWorkout() : fixtures.workoutId;
  const userId = route.service === 'admin' && destroys && principal === 'admin' ? await fixtures.disposableUserId() : fixtures.userAId;
  const path = route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    if (name === 'format') return 'pdf';
    if (name === 'week' || name === 'day') return '1';
    if (name === 'file') return '0123456789abcdef.webp';
    if (name === 'userId') return fixtures.userAId;
    return route.service === 'admin' ? userId : workoutId;
  });
  const headers: Record<string, string> = {};
  if (principal !== 'anonymous') headers.authorization = `Bearer ${route.path === '/auth/logout' ? await fixtures.freshToken(principal) : fixtures.tokens[principal]}`;
  const body = bodyFor(route, principal, fixtures);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return { method: route.method, path: `${prefix}${path}`, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}

export interface MatrixRow {
  route: string;
  principal: PrincipalName;
  expected: Expectation;
  status: number;
  ok: boolean;
}

const meets = (expected: Expectation, status: number) => (expected === 'allowed' ? status !== 401 && status !== 403 && status !== 0 : status === expected);

/**
 * Every route of the API table whose service runs × anonymous / user A / user B / admin, through
 * `base` (the gateway with prefix `/api`, or one service directly with prefix ''), compared with
 * the access the table declares.
 */
export async function authorisationMatrix(options: {
  fixtures: MatrixFixtures;
  running: ReadonlySet<ServiceName>;
  /** The gateway (prefix `/api`), or a service's own address for its routes only (prefix ''). */
  target: { base: string; prefix: string; service?: ServiceName };
}): Promise<MatrixRow[]> {
  const rows: MatrixRow[] = [];
  const routes = apiRoutes.filter((route) => options.running.has(route.service) && (!options.target.service || route.service === options.target.service));
  for (const route of routes) {
    for (const principal of PRINCIPALS) {
      const expected = expectationOf(route, principal);
      const answer = await send(options.target.base, await requestFor(route, principal, options.fixtures, options.target.prefix));
      rows.push({ route: `${route.method} ${route.path}`, principal, expected, status: answer.status, ok: meets(expected, answer.status) });
    }
  }
  return rows;
}

/** The matrix as a table a person reads: one line per route, one column per principal. */
export function matrixTable(rows: MatrixRow[]): string {
  const byRoute = new Map<string, MatrixRow[]>();
  for (const row of rows) byRoute.set(row.route, [...(byRoute.get(row.route) ?? []), row]);
  const width = Math.max(...[...byRoute.keys()].map((r) => r.length));
  const header = `${'route'.padEnd(width)}  ${PRINCIPALS.map((p) => p.padEnd(10)).join('')}`;
  const lines = [...byRoute].map(([route, cells]) => `${route.padEnd(width)}  ${cells.map((c) => `${c.status}${c.ok ? '' : '✗'}`.padEnd(10)).join('')}`);
  return [header, ...lines].join('\n');
}
