import { messages } from '@laneforge/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError, forbidden, unauthorized, unavailable } from './errors';
import { SERVICE_TOKEN_HEADER, type ServiceCredentials } from './internal';
import type { Principal } from './principal';
import type { SessionCache, SessionCheck } from './sessions';

export type { Principal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

const CANNOT_CHECK = 'Sign-in cannot be checked right now. Please try again in a moment.';

export interface TokenVerifierOptions {
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  sessions: SessionCache;
}

export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
}

/**
 * Verifies an EdDSA access token, then asks whether its session is still alive. A token's
 * signature and claims never change, so a verified token is remembered until it expires; the
 * session check (revocation) runs on every request, through the session cache.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const verified = new Map<string, { principal: Principal; expiresAt: number }>();
  const MAX_REMEMBERED = 20_000;

  const verifySignature = async (token: string): Promise<Principal> => {
    const hit = verified.get(token);
    if (hit) {
      if (hit.expiresAt > Date.now()) return hit.principal;
      verified.delete(token);
    }
    let payload;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        algorithms: ['EdDSA'],
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ['sub', 'sid', 'exp'],
      }));
    } catch (err) {
      if (err instanceof joseErrors.JOSEError && !(err instanceof joseErrors.JWKSTimeout)) {
        throw unauthorized(messages.sessionExpired);
      }
      throw unavailable(CANNOT_CHECK);
    }
    const principal: Principal = { userId: String(payload.sub), role: payload.role === 'admin' ? 'admin' : 'user', sid: String(payload.sid) };
    // The oldest token goes (a Map keeps insertion order): forgetting them all at once would make
    // every signed-in user's next request verify a signature in the same moment.
    if (verified.size >= MAX_REMEMBERED) verified.delete(verified.keys().next().value!);
    verified.set(token, { principal, expiresAt: Number(payload.exp) * 1000 });
    return principal;
  };

  return {
    async verify(token) {
      const principal = await verifySignature(token);
      if (!(await options.sessions.isActive(principal))) throw unauthorized(messages.sessionExpired);
      return principal;
    },
  };
}

/** Public keys of the auth service, fetched once and refreshed when an unknown key id appears. */
export function remoteKeys(authUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL('/.well-known/jwks.json', authUrl), { timeoutDuration: 2_000, cooldownDuration: 5_000 });
}

/** Asks the auth service (with this service's credential) whether a session is alive; wrap it in a session cache. */
export function remoteSessionCheck(authUrl: string, credentials: ServiceCredentials): SessionCheck {
  return async (sid) => {
    let response: Response;
    try {
      response = await fetch(new URL(`/internal/sessions/${encodeURIComponent(sid)}`, authUrl), {
        headers: { [SERVICE_TOKEN_HEADER]: await credentials.tokenFor('auth') },
        signal: AbortSignal.timeout(2_000),
      });
    } catch {
      throw unavailable(CANNOT_CHECK);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable(CANNOT_CHECK);
    }
    return ((await response.json()) as { active: boolean }).active;
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Decorates the app with `requireUser` / `requireAdmin` pre-handlers; sets `request.principal`. */
export const authGuards = fp<{ verifier: TokenVerifier }>(
  async (app, { verifier }) => {
    const authenticate = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(messages.notAuthenticated);
      request.principal = await verifier.verify(token);
      return request.principal;
    };
    app.decorateRequest('principal', undefined);
    app.decorate('requireUser', async (request: FastifyRequest, _reply: FastifyReply) => {
      await authenticate(request);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest, _reply: FastifyReply) => {
      const principal = await authenticate(request);
      if (principal.role !== 'admin') throw forbidden(messages.adminOnly);
    });
    // A guard written as a route's preHandler would run after the body is validated, so a stranger
    // would learn the body's rules (400) before being told to sign in (401). Guards run first.
    const guards = new Set<unknown>([app.requireUser, app.requireAdmin]);
    app.addHook('onRoute', (route) => {
      const handlers = [route.preHandler ?? []].flat();
      const first = handlers.filter((h) => guards.has(h));
      if (first.length === 0) return;
      route.preHandler = handlers.filter((h) => !guards.has(h));
      route.onRequest = [...first, ...[route.onRequest ?? []].flat()] as typeof route.onRequest;
    });
  },
  { name: 'laneforge-auth-guards' },
);

/** The principal of a request that passed `requireUser`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(401, messages.notAuthenticated);
  return request.principal;
}
