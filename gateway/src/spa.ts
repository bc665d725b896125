import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ServiceApp } from '@laneforge/platform/http';

/** Serves the built SPA; any other GET that wants HTML gets index.html (client-side routes). */
export async function spa(app: ServiceApp, options: { dist: string; product: string }) {
  const index = path.join(options.dist, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.dist,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0]!);
    if (!wantsPage) return reply.code(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` });
    if (!built) {
      return reply
        .code(503)
        .type('text/html')
        .send(`<!doctype html><title>${options.product}</title><p>The web app has not been built yet. Run <code>npm start</code> (or <code>npm run build</code>).</p>`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
