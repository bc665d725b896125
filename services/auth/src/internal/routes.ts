import type { ServiceApp } from '@laneforge/platform';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { isSessionActive } from '../sessions/store';

/** Routes for the other services: never exposed through the gateway. */
export function internalRoutes(app: ServiceApp, ctx: AuthContext) {
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(ctx.keys.jwks),
  );

  app.get(
    '/internal/sessions/:sid',
    { schema: { hide: true, params: z.object({ sid: z.string().max(64) }) } },
    async (request) => ({ active: z.uuid().safeParse(request.params.sid).success && (await isSessionActive(ctx.runtime.db, request.params.sid)) }),
  );
}
