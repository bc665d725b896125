import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { pageNames, pageOfPath, pageTitle, planTitle } from '@laneforge/contracts/pages';
import { focusNames, numberText, planLabel, unitAbbreviations } from '@laneforge/contracts/plan-format';
import { isUuid } from '@laneforge/contracts/http';
import { SharedPlan } from '@laneforge/contracts/training';
import type { ServiceApp } from '@laneforge/platform/http';

export interface SpaOptions {
  dist: string;
  product: string;
  /** Where the gateway reads a shared plan's title and totals for link previews. */
  trainingUrl: string;
  /** Longest a page waits for those before it is served with the generic share title. */
  previewTimeoutMs?: number;
}

interface PageMeta {
  title: string;
  description: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** "Training Plan · Tue, Mar 10, 2026 · 3,000 yd · Focus: Threshold, Freestyle": what a link preview says. */
export function shareDescription(shared: SharedPlan): string {
  const parts: string[] = [planLabel(shared.plan_type)];
  const plan = shared.plan;
  if (plan?.kind === 'season') parts.push(`${plan.totals.weeks} weeks from ${shortDate(plan.date)}`);
  else parts.push(shortDate(shared.date));
  if (plan) parts.push(`${numberText(plan.totals.distance)} ${unitAbbreviations[plan.unit]}`);
  if (plan && plan.focus.length > 0) parts.push(`Focus: ${plan.focus.map((f) => focusNames[f]).join(', ')}`);
  return parts.join(' · ');
}

/** The shared plan's title and summary, or nothing when it is missing or training does not answer in time. */
async function sharedPlanMeta(options: SpaOptions, id: string): Promise<PageMeta | undefined> {
  if (!isUuid(id)) return undefined;
  try {
    const response = await fetch(new URL(`/training/share/${id}`, options.trainingUrl), { signal: AbortSignal.timeout(options.previewTimeoutMs ?? 1500) });
    if (!response.ok) return undefined;
    const shared = SharedPlan.parse(await response.json());
    return { title: planTitle(shared, options.product), description: shareDescription(shared) };
  } catch {
    return undefined;
  }
}

async function metaOf(options: SpaOptions, url: URL): Promise<PageMeta> {
  const page = pageOfPath(url.pathname, url.search);
  if (page === 'share') {
    const shared = await sharedPlanMeta(options, url.pathname.split('/').pop() ?? '');
    if (shared) return { title: pageTitle(shared.title, options.product), description: shared.description };
  }
  return { title: pageTitle(pageNames[page], options.product, page === 'landing'), description: null };
}

/**
 * index.html with this page's title, and for a shared plan the Open Graph and Twitter card a chat
 * app previews. Texts go in through replacer functions: a replacement string would read `$'` or
 * `$&` in a plan's title as a pattern, copying parts of the page into it.
 */
export function pageHtml(index: string, meta: PageMeta, product: string): string {
  let html = index.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`);
  if (meta.description === null) return html;
  const description = escapeHtml(meta.description);
  const title = escapeHtml(meta.title);
  html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}" />`);
  const tags = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${escapeHtml(product)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  return html.replace(/\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Serves the built SPA; any other GET that wants HTML gets index.html (client-side routes), with
 * the page's own title, and a shared plan's preview meta, already in it for crawlers and chat apps.
 */
export async function spa(app: ServiceApp, options: SpaOptions) {
  const indexFile = path.join(options.dist, 'index.html');
  const built = existsSync(indexFile);
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
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0]!);
    if (!wantsPage) return reply.code(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` });
    if (!built) {
      return reply
        .code(503)
        .type('text/html')
        .send(`<!doctype html><title>${options.product}</title><p>The web app has not been built yet. Run <code>npm start</code> (or <code>npm run build</code>).</p>`);
    }
    // Read on each request: a rebuilt SPA names new assets, and the file is small and cached by the OS.
    const [index, meta] = await Promise.all([readFile(indexFile, 'utf8'), metaOf(options, new URL(request.url, 'http://page'))]);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageHtml(index, meta, options.product));
  });
}
