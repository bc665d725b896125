import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEdge, type EdgeStack } from './stack';

/** A stand-in for the export service whose answers take the shapes the gateway must carry whole. */
function fileServer() {
  const closedEarly: string[] = [];
  const big = Buffer.alloc(300 * 1024, 'pdf-bytes-');
  const server: Server = createServer((req, res) => {
    const format = req.url!.split('/').pop();
    if (format === 'small') {
      res.setHeader('set-cookie', ['a=1', 'b=2']);
      res.writeHead(200, { 'content-type': 'application/json', 'x-export-kind': 'small', 'keep-alive': 'timeout=5', 'content-length': '11' });
      res.end('{"ok":true}');
    } else if (format === 'big') {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(big.length) });
      res.end(big);
    } else if (format === 'chunked') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      for (let i = 0; i < 20; i++) res.write(big.subarray(i * 10_000, (i + 1) * 10_000));
      res.end();
    } else if (format === 'endless') {
      // Writes for as long as someone reads: the gateway must stop reading when its client goes away.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const timer = setInterval(() => res.write(big.subarray(0, 16 * 1024)), 5);
      res.on('close', () => {
        clearInterval(timer);
        closedEarly.push(req.url!);
      });
    } else if (format === 'cut' || format === 'cut-pdf') {
      // Promises 1,000 bytes, sends 10, and drops the connection.
      res.writeHead(200, { 'content-type': format === 'cut' ? 'application/json' : 'application/pdf', 'content-length': '1000' });
      res.write('{"partial"');
      setTimeout(() => res.socket?.destroy(), 20);
    } else {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'format must be docx, pdf, fit or ics' }));
    }
  });
  return new Promise<{ server: Server; url: string; big: Buffer; closedEarly: string[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, big, closedEarly })),
  );
}

describe.sequential('answers carried back from a service', () => {
  let files: Awaited<ReturnType<typeof fileServer>>;
  let edge: EdgeStack;
  const download = (format: string) => `/api/training/download/0b7c5e0e-9a70-4b8c-8d55-1a0b2c3d4e5f/${format}`;

  beforeAll(async () => {
    files = await fileServer();
    edge = await startEdge({ env: { EXPORT_URL: files.url } });
  });
  afterAll(async () => {
    await edge?.close();
    files?.server.close();
  });

  it('passes a small answer on whole, with its headers (cookies included) and without hop-by-hop ones', async () => {
    const res = await fetch(`${edge.base}${download('small')}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('content-length')).toBe('11');
    expect(res.headers.get('x-export-kind')).toBe('small');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(res.headers.get('keep-alive')).not.toBe('timeout=5');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('streams a large answer through byte for byte', async () => {
    const res = await fetch(`${edge.base}${download('big')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(files.big)).toBe(true);
  });

  it('streams an answer of unknown length through byte for byte', async () => {
    const res = await fetch(`${edge.base}${download('chunked')}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(files.big.subarray(0, 200_000))).toBe(true);
  });

  it("passes a service's own refusal on as it is", async () => {
    const res = await fetch(`${edge.base}${download('zz')}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'format must be docx, pdf, fit or ics' });
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(`${edge.base}${download('small')}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-kind')).toBe('small');
    expect(await res.text()).toBe('');
  });

  it('answers 503 {detail} when the service drops the connection before its answer is whole', async () => {
    for (const format of ['cut', 'cut-pdf']) {
      const res = await fetch(`${edge.base}${download(format)}`);
      expect(res.status, format).toBe(503);
      expect(res.headers.get('content-type'), format).toMatch(/^application\/json/);
      expect(await res.json(), format).toEqual({ detail: expect.stringMatching(/export service is not available/) });
    }
  });

  it('stops reading from the service when the client goes away mid-answer', async () => {
    // A bare socket: fetch's own abort can leave its connection open, which is not what a browser does.
    const socket = connect(edge.port, '127.0.0.1');
    socket.write(`GET ${download('endless')} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const first = await new Promise<Buffer>((resolve) => socket.once('data', resolve));
    expect(first.toString('latin1')).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
    await vi.waitFor(() => expect(files.closedEarly).toContain(`/training/download/0b7c5e0e-9a70-4b8c-8d55-1a0b2c3d4e5f/endless`), { timeout: 5_000, interval: 50 });
  });
});
