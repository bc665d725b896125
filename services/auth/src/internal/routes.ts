import { defineFeature } from '@laneforge/platform';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { isSessionActive } from '../sessions/store';

/** What the other services ask auth: its public keys, and whether a session is still alive. */
export const internal = defineFeature<AuthContext>({
  name: 'internal',
  routes(app, ctx) {
    // Public keys are public: the gateway and services fetch them; the gateway never forwards this path.
    app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(ctx.keys.jwks));

    // Needs a service credential, as every /internal route (the kit checks it).
    app.get('/internal/sessions/:sid', { schema: { hide: true, params: z.object({ sid: z.string().max(64) }) } }, async (request) => ({
      active: z.uuid().safeParse(request.params.sid).success && (await isSessionActive(ctx.db, request.params.sid)),
    }));
  },
});
