import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
}

/**
 * A stand-in for an OpenAI-compatible server: answers `POST /v1/chat/completions` with the next
 * scripted reply (or `answer` when the script is empty), after `delayMs`, and records each request.
 * With `held`, nothing is answered until `release()`: a model slower than any wait, for exactly as
 * long as the test needs it to be.
 */
export async function fakeModel(options: { answer?: (request: ChatRequest) => string; delayMs?: number; held?: boolean } = {}) {
  const script: string[] = [];
  const calls: ChatRequest[] = [];
  let release = () => {};
  const released = options.held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'not found' } }));
      }
      const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
      calls.push(request);
      const content = script.shift() ?? options.answer?.(request) ?? '';
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-${calls.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: request.model,
            choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      void released.then(() => setTimeout(answer, options.delayMs ?? 0));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    /** Queues the next answers, in order. */
    reply: (...answers: string[]) => script.push(...answers),
    /** Lets a `held` model answer what it was asked, and whatever it is asked from now on. */
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A plan as a model might write it: wrapped in chatter and a code fence, its totals as given. */
export const modelPlan = (total: string, mainSubtotal = '3,000') => `Here is your plan:
\`\`\`
**Threshold Freestyle Session**
Date: 2025-03-03 | Course: SCY | Level: High school | Focus: Threshold

Warm-up (500)
- 400 Free — REC, easy
- 4 x 50 Kick @ 1:10 — EN1, build

Main Set (${mainSubtotal})
- 10 x 200 Free @ 3:00 — EN2, hold pace

Cool-down (100)
- 200 Choice — REC, easy

Total: ${total} yards
\`\`\``;
