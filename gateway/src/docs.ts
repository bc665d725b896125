import swaggerUi from '@fastify/swagger-ui';
import type { ServiceApp } from '@laneforge/platform/http';
import type { Upstream } from './upstreams';

interface OpenApiDoc {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/** Merges each service's OpenAPI document under /api, so /api/docs shows the whole product API. */
export async function apiDocs(app: ServiceApp, options: { upstreams: Upstream[]; product: string }) {
  let merged: Record<string, unknown> = {};
  let fetchedAt = 0;

  const refresh = async () => {
    const paths: Record<string, unknown> = {};
    const schemas: Record<string, unknown> = {};
    const missing: string[] = [];
    await Promise.all(
      options.upstreams.map(async (upstream) => {
        try {
          const response = await fetch(new URL('/openapi.json', upstream.url), { signal: AbortSignal.timeout(1_000) });
          const doc = (await response.json()) as OpenApiDoc;
          for (const [path, item] of Object.entries(doc.paths ?? {})) {
            if (upstream.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) paths[`/api${path}`] = item;
          }
          Object.assign(schemas, doc.components?.schemas ?? {});
        } catch {
          missing.push(upstream.name);
        }
      }),
    );
    merged = {
      openapi: '3.1.0',
      info: {
        title: `${options.product} API`,
        version: '1.0.0',
        description: `Every route the ${options.product} web app calls. Errors are JSON {"detail": "..."}.${missing.length ? ` Not reachable now: ${missing.join(', ')}.` : ''}`,
      },
      servers: [{ url: '/' }],
      paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
      components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    };
    fetchedAt = Date.now();
  };

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/docs/json') && Date.now() - fetchedAt > 15_000) await refresh();
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformSpecification: () => merged,
    transformSpecificationClone: false,
  });
}
