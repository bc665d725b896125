// `npm run bench -- security`: the edge checks of the security review (SECURITY.md) that need the
// running stack: response headers, CORS, uploads, and whether sign-in and password-reset timing
// tell which accounts exist. Prints one line per check.
import { benchStack } from '../reliability/stack';
import { startPrivateNats } from '../../packages/platform/src/testing';

const nats = await startPrivateNats();
const stack = await benchStack('sec', { NATS_URL: nats.url });
const results: Array<[string, boolean, string]> = [];
const check = (name: string, ok: boolean, detail: string) => results.push([name, ok, detail]);
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${stack.base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function medianMs(times: number, work: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

try {
  const email = `security.${Date.now()}@example.com`;
  const registered = (await (await post('/auth/register', { name: 'Sec Check', email, password: 'security1' })).json()) as { access_token: string };
  const auth = { authorization: `Bearer ${registered.access_token}` };

  const page = await fetch(`${stack.base}/dashboard`);
  const csp = page.headers.get('content-security-policy') ?? '';
  check('pages: CSP with default-src self, no inline script, frame-ancestors none', csp.includes("default-src 'self'") && !/script-src[^;]*unsafe-inline/.test(csp) && csp.includes("frame-ancestors 'none'"), csp.slice(0, 80));
  check('pages: nosniff, no referrer leak', page.headers.get('x-content-type-options') === 'nosniff' && (page.headers.get('referrer-policy') ?? '').length > 0, `referrer-policy ${page.headers.get('referrer-policy')}`);
  const me = await fetch(`${stack.base}/api/auth/me`, { headers: { ...auth, origin: 'https://evil.example' } });
  check('API: no-store, nosniff, no CORS grant to another origin', me.headers.get('cache-control') === 'no-store' && me.headers.get('x-content-type-options') === 'nosniff' && me.headers.get('access-control-allow-origin') === null, `cache-control ${me.headers.get('cache-control')}`);
  const preflight = await fetch(`${stack.base}/api/auth/me`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
  check('CORS preflight from another origin is not granted', preflight.headers.get('access-control-allow-origin') === null, `status ${preflight.status}`);
  check('no server banner', !me.headers.get('server') && !me.headers.get('x-powered-by'), `server ${me.headers.get('server') ?? '—'}`);

  const upload = async (name: string, type: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('picture', new Blob([bytes], { type }), name);
    return (await fetch(`${stack.base}/api/user/upload-picture`, { method: 'POST', headers: auth, body: form })).status;
  };
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  check('uploads: SVG and HTML refused even when labelled as images', (await upload('x.svg', 'image/svg+xml', svg)) === 400 && (await upload('x.png', 'image/png', html)) === 400, 'only PNG, JPEG, WebP, GIF bytes, re-encoded');

  // Timing: a wrong password for a real account against an unknown email; a reset for each.
  const loginKnown = await medianMs(15, () => post('/auth/login', { email, password: 'wrong-password' }, { 'x-forwarded-for': '1' }));
  const loginUnknown = await medianMs(15, () => post('/auth/login', { email: `nobody.${Date.now()}@example.com`, password: 'wrong-password' }));
  check('sign-in time does not tell whether an account exists (within 25 %)', Math.abs(loginKnown - loginUnknown) / Math.max(loginKnown, loginUnknown) < 0.25, `known ${loginKnown.toFixed(1)} ms, unknown ${loginUnknown.toFixed(1)} ms`);
  const resetKnown = await medianMs(10, () => post('/auth/reset-password/request', { email }));
  const resetUnknown = await medianMs(10, () => post('/auth/reset-password/request', { email: `nobody.${Date.now()}@example.com` }));
  const resetBodies = [await (await post('/auth/reset-password/request', { email })).text(), await (await post('/auth/reset-password/request', { email: 'nobody@example.com' })).text()];
  check('password-reset answer does not tell whether an account exists', resetBodies[0] === resetBodies[1], 'same words either way');
  check('password-reset time does not tell whether an account exists (within 5 ms)', Math.abs(resetKnown - resetUnknown) < 5, `known ${resetKnown.toFixed(1)} ms, unknown ${resetUnknown.toFixed(1)} ms`);

  console.log('\nSecurity checks of the running stack (see SECURITY.md for the whole review)');
  for (const [name, ok, detail] of results) console.log(`${ok ? '✔' : '✖'} ${name.padEnd(78)} ${detail}`);
} finally {
  await stack.stop();
  await nats.stop();
}
