import swaggerUi from '@fastify/swagger-ui';
import { apiRoutes, openApiPath, type ServiceName } from '@laneforge/contracts/api';
import type { ServiceApp } from '@laneforge/platform/http';
import type { Upstream } from './upstreams';

interface OpenApiDoc {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/** Which methods of which paths each service presents at the edge, from the API table. */
function presented(service: ServiceName): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  for (const route of apiRoutes.filter((r) => r.service === service && !r.page)) {
    const path = openApiPath(route.path);
    paths.set(path, (paths.get(path) ?? new Set()).add(route.method.toLowerCase()));
  }
  return paths;
}

/**
 * Merges each service's OpenAPI document under /api, keeping exactly the routes of the API table,
 * so /api/docs shows the whole product API and nothing the edge does not forward.
 */
export async function apiDocs(app: ServiceApp, options: { upstreams: Record<ServiceName, Upstream>; product: string }) {
  let merged: Record<string, unknown> = {};
  let fetchedAt = 0;

  const refresh = async () => {
    const paths: Record<string, Record<string, unknown>> = {};
    const schemas: Record<string, unknown> = {};
    const missing: string[] = [];
    await Promise.all(
      Object.values(options.upstreams).map(async (upstream) => {
        const wanted = presented(upstream.name);
        try {
          const response = await fetch(new URL('/openapi.json', upstream.url), { signal: AbortSignal.timeout(5_000) });
          const doc = (await response.json()) as OpenApiDoc;
          for (const [path, item] of Object.entries(doc.paths ?? {})) {
            const methods = wanted.get(path);
            if (!methods) continue;
            const kept = Object.fromEntries(Object.entries(item).filter(([method]) => methods.has(method)));
            if (Object.keys(kept).length > 0) paths[`/api${path}`] = { ...paths[`/api${path}`], ...kept };
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
        description: `Every route the ${options.product} web app calls. Errors are JSON {"detail": "..."}.${missing.length ? ` Not reachable now: ${missing.sort().join(', ')}.` : ''}`,
      },
      servers: [{ url: '/' }],
      paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
      components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    };
    // A document missing a service is served but not kept: the next reader asks again.
    fetchedAt = missing.length === 0 ? Date.now() : 0;
  };

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Only the docs' own routes run this (other requests never see it): the JSON is fetched again when stale.
    uiHooks: {
      onRequest: (request, _reply, done) => {
        if (request.url.startsWith('/api/docs/json') && Date.now() - fetchedAt > 15_000) refresh().then(() => done(), done);
        else done();
      },
    },
    staticCSP: true,
    transformSpecification: () => merged,
    transformSpecificationClone: false,
  });
}
