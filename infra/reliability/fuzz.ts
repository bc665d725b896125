import { apiRoutes, openApiPath, type ApiRoute, type ServiceName } from '../../packages/contracts/src/api';
import { isDetailBody, send, type Answer, type RawRequest } from './client';

/** A small seeded generator (mulberry32): the same seed sends the same requests, so a finding can be replayed. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof seeded>;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  $ref?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

export interface FuzzFixtures {
  /** Tokens of signed-in principals; the fuzz also sends forged, broken and absent ones. */
  userToken: string;
  adminToken: string;
  /** Real ids, so that some requests reach deep into a route. */
  workoutId: string;
  userId: string;
}

const JUNK_SEGMENTS = [
  'x'.repeat(5_000),
  'null',
  '-1',
  '0',
  '1e309',
  "'%20or%201=1--",
  '<script>alert(1)</script>',
  '%zz',
  '%',
  '%00',
  '%2e%2e',
  '..%2f..%2finternal',
  '\\..\\internal',
  '%F0%9F%8F%8A',
  encodeURIComponent('🏊‍♀️泳ぐ'),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-fffffffffffz',
  '0b7c5e0e-9a70-4b8c-8d55-1a0b2c3d4e5f',
  '.webp',
  '0123456789abcdef.webp',
];

const JUNK_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'x'.repeat(10_000),
  '🏊‍♀️'.repeat(500),
  '\u0000\u0001\u0002',
  '2026-02-30',
  'not-an-email',
  [],
  [1, 'two', null],
  {},
  { $gt: '' },
  { nested: { deeper: { deepest: [] } } },
];

const TEXT_BODIES = ['{', '{"a":', '[]', '"text"', 'null', '{"email": "a@example.com", "password": ', '\u0000\u00ff\u0010', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, 'a=1&b=2'];

const CONTENT_TYPES = ['application/json', 'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=zzz', 'application/json; charset=utf-16', '*/*', 'image/png'];

function forgedToken(rng: Rng, real: string): string {
  const [header = '', payload = '', signature = ''] = real.split('.');
  return rng.pick([
    'x.y.z',
    'not-a-token',
    `${header}.${payload}.`,
    `${header}.${Buffer.from(JSON.stringify({ sub: 'someone-else', role: 'admin', sid: 'x', exp: 4_102_444_800 })).toString('base64url')}.${signature}`,
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`,
    `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${payload}.${signature}`,
    // An expired token's claims with a signature that no longer matches them.
    `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString() || '{}'), exp: 1 })).toString('base64url')}.${signature}`,
    'e'.repeat(8_000),
  ]);
}

function authorization(rng: Rng, fixtures: FuzzFixtures): Record<string, string> {
  switch (rng.int(7)) {
    case 0:
      return {};
    case 1:
      return { authorization: `Bearer ${fixtures.userToken}` };
    case 2:
      return { authorization: `Bearer ${fixtures.adminToken}` };
    case 3:
      return { authorization: 'Bearer' };
    case 4:
      return { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` };
    default:
      return { authorization: `Bearer ${forgedToken(rng, fixtures.userToken)}` };
  }
}

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return (doc as unknown as { components?: { schemas?: Record<string, JsonSchema> } }).components?.schemas?.[name];
}

/** A body shaped like the route's schema with one field (or all) of the wrong kind. */
function mutatedBody(rng: Rng, schema: JsonSchema | undefined): unknown {
  const properties = Object.keys(schema?.properties ?? {});
  if (properties.length === 0 || rng.int(5) === 0) return rng.pick(JUNK_VALUES);
  const body: Record<string, unknown> = {};
  for (const name of properties) body[name] = rng.int(3) === 0 ? rng.pick(JUNK_VALUES) : rng.pick(['a', 'coach@example.com', '2026-11-24', 'secret123', 1, true]);
  if (rng.int(3) === 0) delete body[rng.pick(properties)];
  if (rng.int(4) === 0) body[`unexpected_${rng.int(100)}`] = rng.pick(JUNK_VALUES);
  return body;
}

function pathFor(rng: Rng, route: ApiRoute, fixtures: FuzzFixtures): string {
  return `/api${route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    if (rng.int(3) === 0) return name === 'userId' ? fixtures.userId : name === 'format' ? rng.pick(['pdf', 'docx', 'fit', 'ics']) : fixtures.workoutId;
    return rng.pick(JUNK_SEGMENTS);
  })}`;
}

function queryFor(rng: Rng): string {
  if (rng.int(3) !== 0) return '';
  return `?${rng.pick(['limit', 'before', 'q', 'page', 'a', '__proto__', 'constructor'])}=${rng.pick(['-1', '%zz', '%', 'x'.repeat(3000), '1e9', '00000000-0000-0000-0000-000000000000', '%E0%A4%A', ''])}`;
}

function multipartBody(rng: Rng): { contentType: string; body: Buffer } {
  const boundary = `----fuzz${rng.int(1e9)}`;
  const content = rng.pick([Buffer.from('not an image at all'), Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]), Buffer.alloc(0), Buffer.from('GIF89a')]);
  const field = rng.pick(['picture', 'file', '']);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(rng.int(3) === 0 ? '' : `\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: rng.pick([`multipart/form-data; boundary=${boundary}`, 'multipart/form-data; boundary=other', 'multipart/form-data']), body };
}

/** One bad request for a route picked at random. */
export function badRequest(rng: Rng, routes: readonly ApiRoute[], doc: OpenApiDocument, fixtures: FuzzFixtures): RawRequest & { route: string; page: boolean } {
  const route = rng.pick(routes);
  const headers: Record<string, string> = { ...authorization(rng, fixtures) };
  // Signing the fuzz's own principals out would make every later request shallower.
  if (route.path === '/auth/logout' && headers.authorization) headers.authorization = `Bearer ${forgedToken(rng, fixtures.userToken)}`;
  let method: string = route.method;
  if (rng.int(20) === 0) method = rng.pick(['PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'PUT', 'DELETE']);
  let body: string | Buffer | undefined;
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    if (route.path === '/user/upload-picture') {
      const multipart = multipartBody(rng);
      headers['content-type'] = multipart.contentType;
      body = multipart.body;
    } else {
      const schema = resolve(doc, doc.paths[`/api${openApiPath(route.path)}`]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema);
      headers['content-type'] = rng.int(5) === 0 ? rng.pick(CONTENT_TYPES) : 'application/json';
      body = rng.int(5) === 0 ? rng.pick(TEXT_BODIES) : JSON.stringify(mutatedBody(rng, schema));
      if (rng.int(10) === 0) body = 'x'.repeat(70_000 + rng.int(100_000));
    }
  }
  if (route.page && rng.int(2) === 0) headers.accept = 'application/json';
  return { route: `${route.method} ${route.path}`, page: route.page === true && !headers.accept, method, path: pathFor(rng, route, fixtures) + queryFor(rng), headers, ...(body === undefined ? {} : { body }) };
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<number, number>;
  /** Server errors (5xx) other than "service not running" for services the stack does not run. */
  serverErrors: Array<{ request: string; status: number; body: string }>;
  hangs: Array<{ request: string; error: string | undefined }>;
  /** 4xx answers that are not `{detail}` JSON. */
  badErrorBodies: Array<{ request: string; status: number; body: string }>;
  slowestMs: number;
}

/**
 * Sends `count` generated bad requests over every route of the API table whose service runs, at
 * `concurrency` at a time, and checks each answer: never a 5xx, never a hang, every 4xx `{detail}`.
 */
export async function fuzz(options: {
  base: string;
  doc: OpenApiDocument;
  fixtures: FuzzFixtures;
  count: number;
  seed: number;
  running: ReadonlySet<ServiceName>;
  concurrency?: number;
  timeoutMs?: number;
}): Promise<FuzzReport> {
  const rng = seeded(options.seed);
  const routes = apiRoutes.filter((route) => options.running.has(route.service));
  const report: FuzzReport = { sent: 0, byStatus: {}, serverErrors: [], hangs: [], badErrorBodies: [], slowestMs: 0 };
  const describe = (request: RawRequest & { route: string }) => `${request.method} ${request.path.slice(0, 160)} (${request.route})`;
  // A page a browser navigated to answers its errors as a page; asked for JSON, it answers {detail}.
  const isPageAnswer = (request: { page: boolean }, answer: Answer) => request.page && answer.contentType.startsWith('text/html');
  const check = (request: RawRequest & { route: string; page: boolean }, answer: Answer) => {
    report.sent += 1;
    report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
    report.slowestMs = Math.max(report.slowestMs, answer.ms);
    if (answer.status === 0) report.hangs.push({ request: describe(request), error: answer.error });
    else if (answer.status >= 500) report.serverErrors.push({ request: describe(request), status: answer.status, body: answer.body.slice(0, 200) });
    else if (answer.status >= 400 && !isDetailBody(answer) && !isPageAnswer(request, answer)) report.badErrorBodies.push({ request: describe(request), status: answer.status, body: answer.body.slice(0, 200) });
  };
  const queue = Array.from({ length: options.count }, () => badRequest(rng, routes, options.doc, options.fixtures));
  await Promise.all(
    Array.from({ length: options.concurrency ?? 8 }, async () => {
      for (let request = queue.shift(); request; request = queue.shift()) check(request, await send(options.base, request, options.timeoutMs));
    }),
  );
  return report;
}
