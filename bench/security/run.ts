// `npm run bench -- security`: the edge checks of the security review (SECURITY.md) that need the
// running stack: response headers, CORS, uploads, whether sign-in and password-reset timing tell
// which accounts exist, what the reset and profile probes answer, and what the most hostile plan
// the API accepts costs the export service to draw. Prints one line per check, then figures.
import { performance } from 'node:perf_hooks';
import { families } from '../../services/export/test/hostile';
import { fmt, rssMb } from '../lib/load';
import { benchStack } from '../reliability/stack';
import { startPrivateNats } from '../../packages/platform/src/testing';

const nats = await startPrivateNats();
// The product's own limits; the gateway believes this machine's X-Forwarded-For, so timing runs
// can come "from" a fresh address each and are never the ones throttled.
const stack = await benchStack('sec', { NATS_URL: nats.url, AUTH_RATE_LIMIT_MAX: '10', AUTH_RATE_LIMIT_IP_MAX: '100', TRUSTED_PROXIES: '127.0.0.1' });
const results: Array<[string, boolean, string]> = [];
const check = (name: string, ok: boolean, detail: string) => results.push([name, ok, detail]);
let address = 0;
/** A client address no other request used: per-address limits never touch the timing runs. */
const fresh = () => ({ 'x-forwarded-for': `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` });
const call = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${stack.base}/api${path}`, { method, headers: { 'content-type': 'application/json', ...fresh(), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call('POST', path, body, headers);
const answer = async (res: Response) => `${res.status} ${((await res.json().catch(() => ({}))) as { detail?: string }).detail ?? ''}`.trim();

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

async function register(name = 'Sec Check') {
  const email = `security.${Date.now()}.${++address}@example.com`;
  const res = (await (await post('/auth/register', { name, email, password: 'security1' })).json()) as { access_token: string; user: { id: string } };
  return { email, auth: { authorization: `Bearer ${res.access_token}` }, id: res.user.id };
}

const probes: string[] = [];
const exportLines: string[] = [];

try {
  const { email, auth } = await register();

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
  const loginKnown = await medianMs(15, () => post('/auth/login', { email, password: 'wrong-password' }));
  const loginUnknown = await medianMs(15, () => post('/auth/login', { email: `nobody.${Date.now()}@example.com`, password: 'wrong-password' }));
  check('sign-in time does not tell whether an account exists (within 25 %)', Math.abs(loginKnown - loginUnknown) / Math.max(loginKnown, loginUnknown) < 0.25, `known ${loginKnown.toFixed(1)} ms, unknown ${loginUnknown.toFixed(1)} ms`);
  const resetKnown = await medianMs(10, () => post('/auth/reset-password/request', { email }));
  const resetUnknown = await medianMs(10, () => post('/auth/reset-password/request', { email: `nobody.${Date.now()}@example.com` }));
  const resetBodies = [await (await post('/auth/reset-password/request', { email })).text(), await (await post('/auth/reset-password/request', { email: 'nobody@example.com' })).text()];
  check('password-reset answer does not tell whether an account exists', resetBodies[0] === resetBodies[1], 'same words either way');
  check('password-reset time does not tell whether an account exists (within 5 ms)', Math.abs(resetKnown - resetUnknown) < 5, `known ${resetKnown.toFixed(1)} ms, unknown ${resetUnknown.toFixed(1)} ms`);
  const codeKnown = await medianMs(10, () => post('/auth/reset-password', { email, code: '000000', new_password: 'whatever1', confirm_password: 'whatever1' }));
  const codeUnknown = await medianMs(10, () => post('/auth/reset-password', { email: `nobody.${Date.now()}@example.com`, code: '000000', new_password: 'whatever1', confirm_password: 'whatever1' }));
  check('a wrong reset code takes as long for a real address as for an unknown one (within 5 ms)', Math.abs(codeKnown - codeUnknown) < 5, `known ${codeKnown.toFixed(1)} ms, unknown ${codeUnknown.toFixed(1)} ms`);

  await resetAndProfileProbes();
  await adversarialExports();

  console.log('\nSecurity checks of the running stack (see SECURITY.md for the whole review)');
  for (const [name, ok, detail] of results) console.log(`${ok ? '✔' : '✖'} ${name.padEnd(88)} ${detail}`);
  console.log('\nReset and profile probes through the gateway (limits: 10 per account or address and email, 100 per address, per 5 min)');
  for (const line of probes) console.log(`  ${line}`);
  console.log('\nThe most hostile plans the API accepts, downloaded through the gateway one after another');
  for (const line of exportLines) console.log(`  ${line}`);
} finally {
  await stack.stop();
  await nats.stop();
}

/** What an attacker sees: the same answers for a real and an unknown address, and 429s where guessing starts. */
async function resetAndProfileProbes() {
  const wrong = (address: string, i: number) => post('/auth/reset-password', { email: address, code: String(100000 + i), new_password: 'whatever1', confirm_password: 'whatever1' }, { 'x-forwarded-for': '192.0.2.1' });
  const victim = await register('Victim');
  const unknown = `nobody.${Date.now()}@example.com`;
  const seen: Record<string, string[]> = {};
  for (const address of [victim.email, unknown]) {
    await post('/auth/reset-password/request', { email: address });
    seen[address] = [];
    for (let i = 0; i < 7; i++) seen[address]!.push(await answer(await wrong(address, i)));
  }
  const same = JSON.stringify(seen[victim.email]) === JSON.stringify(seen[unknown]);
  probes.push(`reset, 7 wrong codes, real address:    ${summarize(seen[victim.email]!)}`);
  probes.push(`reset, 7 wrong codes, unknown address: ${summarize(seen[unknown]!)}   ${same ? '(the same)' : '(DIFFERENT)'}`);
  check('reset-code answers are the same for a real and an unknown address, however many tries', same, summarize(seen[victim.email]!));

  const attacker = await register('Attacker');
  const taken: string[] = [];
  for (let i = 0; i < 12; i++) taken.push(String((await call('PUT', '/auth/profile', { name: 'Attacker', email: victim.email, current_password: 'security1' }, attacker.auth)).status));
  probes.push(`PUT /auth/profile with a taken email and the right password, 12 tries from 12 addresses: ${summarize(taken)}`);
  check('probing which emails are taken through the profile is throttled per account', taken.slice(10).every((s) => s === '429'), summarize(taken));

  const guesser = await register('Guesser');
  const guesses: string[] = [];
  for (let i = 0; i < 15; i++) {
    const res =
      i % 2
        ? await call('PUT', '/auth/profile', { name: 'Guesser', email: `moved.${guesser.email}`, current_password: `guess-${i}` }, guesser.auth)
        : await post('/auth/change-password', { current_password: `guess-${i}`, new_password: 'newpass-1', confirm_password: 'newpass-1' }, guesser.auth);
    guesses.push(String(res.status));
  }
  probes.push(`wrong current_password, profile and change-password in turn, 15 tries from 15 addresses: ${summarize(guesses)}`);
  check('guessing the current password with a stolen token is throttled per account', guesses.slice(10).every((s) => s === '429'), summarize(guesses));

  const names: string[] = [];
  for (const name of ['Bob,\n\nSECURITY ALERT: verify at https://evil.example', 'Eve\r\nBcc: x@evil.example', 'Eve \u202egnp.exe']) {
    names.push(await answer(await post('/auth/register', { name, email: `named.${Date.now()}.${++address}@example.com`, password: 'security1' })));
  }
  probes.push(`register with a name holding a line break, CRLF, a direction override: ${summarize(names)}`);
  check('names with line breaks or control characters are refused', names.every((n) => n.startsWith('400')), summarize(names));
}

/** "400 Invalid… ×5, 429 …": runs of equal answers. */
function summarize(answers: string[]): string {
  const runs: Array<[string, number]> = [];
  for (const a of answers) {
    const last = runs.at(-1);
    if (last && last[0] === a) last[1]++;
    else runs.push([a, 1]);
  }
  return runs.map(([a, n]) => `${a}${n > 1 ? ` ×${n}` : ''}`).join(', ');
}

/** At most `max` UTF-16 units (what the API's `max` counts), never half a character, and no NUL (the database refuses it: 400). */
function upTo(text: string, max: number): string {
  let kept = '';
  for (const point of text.replaceAll('\u0000', '')) {
    if (kept.length + point.length > max) break;
    kept += point;
  }
  return kept;
}

/** CPU time a process has used, all its threads (the drawing workers too), in ms: what a file costs whatever else runs on the machine. */
async function cpuMs(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function adversarialExports() {
  const exportPid = stack.pids().export!;
  const idle = await rssMb(exportPid);
  const admin = (await (await post('/auth/login', { email: stack.admin.email, password: stack.admin.password })).json()) as { access_token: string };
  const auth = { authorization: `Bearer ${admin.access_token}` };
  const generate = async (body: Record<string, unknown>) => {
    const res = await post('/training/generate', { date: '2026-09-01', ...body }, auth);
    const json = (await res.json()) as { id?: string; detail?: string };
    if (!json.id) throw new Error(`generate answered ${res.status}: ${json.detail}`);
    return json.id;
  };
  let seed = 7;
  const rng = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  // Lane groups with the longest names the API takes, for plans written per lane.
  const group = (name: string) => ({ name, base_100: { free: '1:20' } });
  await call('PUT', '/training/paces', { course: 'SCY', base_100: { free: '1:20' }, groups: Array.from({ length: 8 }, (_, i) => group(`${'W'.repeat(22)} ${String.fromCharCode(65 + i)}`)) }, auth);

  const workout = '4000 SCY threshold practice for high school';
  const season = '16-week high school season plan peaking at the state meet';
  const meetNames = (make: (i: number) => string) => Array.from({ length: 12 }, (_, i) => ({ name: make(i), date: `2026-${String(9 + Math.floor(i / 4)).padStart(2, '0')}-${String(5 + 7 * (i % 4)).padStart(2, '0')}`, importance: i === 11 ? 'A' : 'C' }));
  const plans: Array<{ name: string; id: string; season?: boolean }> = [{ name: 'a normal workout', id: await generate({ description: workout }) }];
  for (const [family, make] of Object.entries(families)) {
    plans.push({ name: `notes: ${family}`, id: await generate({ description: workout, coach_notes: upTo(make(rng, 4000), 4000) }) });
  }
  plans.push({ name: 'notes: 4,000 line breaks', id: await generate({ description: workout, coach_notes: `a${'\n'.repeat(3998)}b` }) });
  plans.push({ name: 'lane groups: 8 of 24 letters', id: await generate({ description: workout, lane_groups: true, coach_notes: 'W'.repeat(4000) }) });
  plans.push({ name: 'season: 12 meets of 80 W, long notes', id: await generate({ description: season, plan_type: 'season', meets: meetNames((i) => `${'W'.repeat(78)}${i}`), coach_notes: 'W'.repeat(4000) }), season: true });
  plans.push({ name: 'season: 12 meets of 80 CJK, CJK notes', id: await generate({ description: season, plan_type: 'season', meets: meetNames((i) => `${'游泳锦标赛'.repeat(15)}${i}`.slice(0, 80)), coach_notes: upTo(families['CJK without spaces']!(rng, 4000), 4000) }), season: true });
  plans.push({ name: 'season: 60 weeks, 12 meets, many lines', id: await generate({ description: '60-week senior season plan, 10 practices a week, peaking at nationals', plan_type: 'season', meets: meetNames((i) => `${'M'.repeat(78)}${i}`), coach_notes: 'a\n'.repeat(2000) }), season: true });

  // Warm: a worker is running and has drawn every format once, and a PDF in Chinese and Korean
  // (loading the Noto faces is a worker's one-time cost, measured here).
  const firstUse: string[] = [];
  for (const format of ['pdf', 'docx', 'ics', 'fit']) {
    const [t0, c0] = [performance.now(), await cpuMs(exportPid)];
    await (await fetch(`${stack.base}/api/training/download/${plans[0]!.id}/${format}`)).arrayBuffer();
    firstUse.push(`${format} ${fmt(performance.now() - t0, 0)} ms (${(await cpuMs(exportPid)) - c0} ms CPU)`);
  }
  const latin = await rssMb(exportPid);
  const cjkPlan = await generate({ description: workout, coach_notes: '第一泳道：保持配速。\n2레인은 킥을 추가하세요.' });
  const [t0, c0] = [performance.now(), await cpuMs(exportPid)];
  await (await fetch(`${stack.base}/api/training/download/${cjkPlan}/pdf`)).arrayBuffer();
  firstUse.push(`a first PDF in Chinese and Korean ${fmt(performance.now() - t0, 0)} ms (${(await cpuMs(exportPid)) - c0} ms CPU)`);
  const warm = await rssMb(exportPid);

  let peak = warm;
  const sampler = setInterval(() => void rssMb(exportPid).then((mb) => (peak = Math.max(peak, mb)), () => undefined), 5);
  const rows: Array<{ plan: string; format: string; ms: number; cpu: number; kib: number; status: number }> = [];
  for (const plan of plans) {
    for (const format of plan.season ? ['pdf', 'docx', 'ics'] : ['pdf', 'docx', 'ics', 'fit']) {
      const [t0, c0] = [performance.now(), await cpuMs(exportPid)];
      const res = await fetch(`${stack.base}/api/training/download/${plan.id}/${format}`);
      const bytes = (await res.arrayBuffer()).byteLength;
      rows.push({ plan: plan.name, format, ms: performance.now() - t0, cpu: (await cpuMs(exportPid)) - c0, kib: bytes / 1024, status: res.status });
    }
  }
  clearInterval(sampler);
  const worst = rows.filter((r) => r.plan !== 'a normal workout').reduce((a, b) => (b.ms > a.ms ? b : a));

  // A normal download while the worst one draws: the second worker answers it.
  const slow = plans.find((p) => p.name === worst.plan)!;
  const drawing = fetch(`${stack.base}/api/training/download/${slow.id}/${worst.format}`).then((r) => r.arrayBuffer());
  await new Promise((resolve) => setTimeout(resolve, 20));
  const t1 = performance.now();
  await (await fetch(`${stack.base}/api/training/download/${plans[0]!.id}/pdf`)).arrayBuffer();
  const meanwhile = performance.now() - t1;
  await drawing;
  const both = await rssMb(exportPid);

  const heaviest = rows.filter((r) => r.plan !== 'a normal workout').reduce((a, b) => (b.cpu > a.cpu ? b : a));
  const [load] = (await import('node:os')).loadavg();
  exportLines.push(`${'plan'.padEnd(40)} ${'file'.padEnd(5)} ${'code'.padEnd(4)} ${'wall'.padStart(9)} ${'CPU'.padStart(9)} ${'size'.padStart(10)}`);
  for (const r of rows) exportLines.push(`${r.plan.padEnd(40)} ${r.format.padEnd(5)} ${String(r.status).padEnd(4)} ${fmt(r.ms, 0).padStart(6)} ms ${String(r.cpu).padStart(6)} ms ${fmt(r.kib, 0).padStart(6)} KiB`);
  exportLines.push('');
  exportLines.push(`worst: ${worst.plan}, ${worst.format}: ${fmt(worst.ms, 0)} ms on the clock; most CPU: ${heaviest.plan}, ${heaviest.format}: ${heaviest.cpu} ms   (target < 1000 ms; load average ${fmt(load!, 1)} on ${(await import('node:os')).availableParallelism()} cores)`);
  exportLines.push(`a worker's first files (libraries and fonts loading, once per worker): ${firstUse.join(', ')}`);
  exportLines.push(`export process: ${fmt(idle, 0)} MB idle before any file; ${fmt(latin, 0)} MB once a worker has drawn each format, ${fmt(warm, 0)} MB with the CJK faces loaded too`);
  exportLines.push(`peak while drawing every plan above: ${fmt(peak, 0)} MB: +${fmt(peak - warm, 0)} MB above the warm process   (target < 100 MB; +${fmt(peak - idle, 0)} MB above a process that never drew a file, its worker's libraries and fonts included)`);
  exportLines.push(`a normal PDF while the worst file draws: ${fmt(meanwhile, 0)} ms (a second worker takes it); ${fmt(both, 0)} MB with both workers running`);
  check('every hostile plan the API accepts downloads in every format', rows.every((r) => r.status === 200), `${rows.length} files`);
  check('the worst hostile export takes under a second of CPU', heaviest.cpu < 1000, `${heaviest.cpu} ms CPU (${fmt(worst.ms, 0)} ms on the clock)`);
  check('drawing it costs under 100 MB above the warm export process', peak - warm < 100, `+${fmt(peak - warm, 0)} MB`);
}
