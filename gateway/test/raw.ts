import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** True when the server closed the connection. */
  closed: boolean;
}

/**
 * Sends bytes exactly as given (no client library normalising paths or fixing headers) and reads
 * the answer until the server closes the connection or `idleMs` pass without a byte. Send
 * `Connection: close` to have the server close after a well-formed request's answer.
 */
export function rawRequest(port: number, request: string | Buffer, options: { idleMs?: number } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closed = false;
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n'), closed });
      socket.destroy();
    };
    socket.setTimeout(options.idleMs ?? 2_000, finish);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
    // The client never half-closes: a server may take that as the client going away.
    socket.write(request);
  });
}

/** The JSON body of a raw answer, chunked or not. */
export function jsonOf(answer: RawAnswer): unknown {
  const body = answer.headers['transfer-encoding'] === 'chunked' ? answer.body.split('\r\n').filter((_, i) => i % 2 === 1).join('') : answer.body;
  return JSON.parse(body);
}
