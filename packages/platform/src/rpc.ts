import { rpcSchemas, rpcSubject, type RpcName, type RpcReply, type RpcRequest } from '@laneforge/contracts';
import { errors, headers, type Msg, type Subscription } from '@nats-io/transport-node';
import { AppError, unavailable } from './errors';
import type { Bus } from './bus';
import type { Logger } from './logger';

export interface RequestOptions {
  timeoutMs: number;
  requestId?: string;
  /** What the user is told when nobody answers, and when the answer takes too long. */
  noResponder: string;
  tooSlow: string;
}

/**
 * Sends one typed request to the queue group serving `name` and waits, bounded, for the one answer.
 * No responder → 503 at once; too slow → 503; an answer that breaks its schema → 502.
 */
export async function rpcRequest<N extends RpcName>(bus: Bus, name: N, payload: RpcRequest<N>, options: RequestOptions): Promise<RpcReply<N>> {
  const meta = headers();
  if (options.requestId) meta.set('x-request-id', options.requestId);
  let answer: Msg;
  try {
    answer = await bus.nc.request(rpcSubject(bus.options.prefix, name), JSON.stringify(payload), { timeout: options.timeoutMs, headers: meta });
  } catch (err) {
    throw unavailable(err instanceof errors.TimeoutError ? options.tooSlow : options.noResponder);
  }
  const reply = rpcSchemas[name].reply.safeParse(answer.json());
  if (!reply.success) {
    const issues = reply.error.issues.slice(0, 5).map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError(502, 'Another part of the service answered with something unreadable. Please try again.', {}, { rpc: name, issues });
  }
  return reply.data as RpcReply<N>;
}

export interface RpcHandler<N extends RpcName = RpcName> {
  name: N;
  handle: (payload: RpcRequest<N>, meta: { requestId: string | undefined; logger: Logger }) => Promise<RpcReply<N>>;
  /** The answer when `handle` throws (the error is logged). */
  onError: (err: unknown) => RpcReply<N>;
}

export interface Serving {
  readonly handled: number;
  /** Stops taking requests, finishes the ones in hand. */
  close(): Promise<void>;
}

/** Hands out at most `size` slots; the next request is taken off the subscription only when one is free. */
function slots(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];
  return {
    acquire: () => (free > 0 ? (free--, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve))),
    release: () => {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

/**
 * Serves typed requests in a queue group (each request goes to one member), at most `concurrency`
 * at a time across all handlers. A request that breaks its schema is answered by `onError`.
 */
export async function serveRpc(bus: Bus, handlers: RpcHandler[], options: { queue: string; concurrency: number; logger: Logger }): Promise<Serving> {
  const limit = slots(options.concurrency);
  const inFlight = new Set<Promise<void>>();
  let handled = 0;

  const answer = async (handler: RpcHandler, msg: Msg) => {
    const requestId = msg.headers?.get('x-request-id') || undefined;
    const logger = options.logger.child({ reqId: requestId, rpc: handler.name });
    let reply: unknown;
    try {
      const payload = rpcSchemas[handler.name].request.parse(msg.json());
      reply = await handler.handle(payload as never, { requestId, logger });
    } catch (err) {
      logger.warn({ err }, 'request failed');
      reply = handler.onError(err);
    }
    handled += 1;
    msg.respond(JSON.stringify(reply));
  };

  const loop = (subscription: Subscription, handler: RpcHandler) =>
    (async () => {
      for await (const msg of subscription) {
        await limit.acquire();
        const job = answer(handler, msg).finally(() => {
          limit.release();
          inFlight.delete(job);
        });
        inFlight.add(job);
      }
    })();

  const subscriptions = handlers.map((handler) => ({
    handler,
    subscription: bus.nc.subscribe(rpcSubject(bus.options.prefix, handler.name), { queue: options.queue }),
  }));
  const loops = subscriptions.map(({ subscription, handler }) => loop(subscription, handler));
  await bus.nc.flush();
  return {
    get handled() {
      return handled;
    },
    async close() {
      await Promise.all(subscriptions.map(({ subscription }) => subscription.drain()));
      await Promise.all(loops);
      await Promise.all(inFlight);
    },
  };
}
