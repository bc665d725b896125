// Turns the services' JSON log lines into one readable line each for the terminal.
const levels = { 10: 'trace', 20: 'debug', 30: 'info ', 40: 'warn ', 50: 'error', 60: 'fatal' };
const colours = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };

export function prettyLine(label, line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return `\x1b[2m${label}\x1b[0m │ ${line}`;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : new Date().toISOString().slice(11, 19);
  const colour = colours[entry.level] ?? '';
  const { level, time: _t, pid: _p, hostname: _h, service: _s, msg, reqId: _r, ...rest } = entry;
  let text = msg ?? '';
  if (msg === 'request') text = `${rest.method} ${rest.url} → ${rest.status} ${rest.ms} ms`;
  else if (msg === 'requests') {
    const statuses = Object.entries(rest.status ?? {}).map(([status, n]) => `${status}×${n}`).join(' ');
    const slowest = rest.slowest ? `; slowest ${rest.slowest.route} → ${rest.slowest.status} ${rest.slowest.ms} ms` : '';
    text = `${rest.total} requests in ${rest.seconds} s: ${statuses}${slowest}`;
  }
  else {
    const extras = Object.entries(rest)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : v}`)
      .join(' ');
    if (extras) text += ` \x1b[2m${extras}\x1b[0m`;
  }
  return `\x1b[2m${time}\x1b[0m ${colour}${levels[level] ?? level}\x1b[0m \x1b[36m${label}\x1b[0m │ ${text}`;
}
