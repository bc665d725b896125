import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { DomainEvent } from '@laneforge/contracts';
import type { Logger } from './logger';

/** How long the stream keeps events, so how long a consumer may still be handed one. */
export const EVENT_RETENTION_MS = 14 * 24 * 3600_000;

export interface BusOptions {
  url: string;
  stream: string;
  prefix: string;
  /** Connection name shown in NATS monitoring. */
  name: string;
  logger: Logger;
  /** False for a process that only answers requests (a training worker): it neither publishes nor consumes events. */
  events?: boolean;
}

/**
 * The NATS JetStream connection of a process: sets up the stream, publishes events (de-duplicated
 * by their id) and hands out durable consumers. Reconnects forever; `connected` reflects the link.
 */
export class Bus {
  private connectedNow = true;

  private constructor(
    readonly nc: NatsConnection,
    readonly js: JetStreamClient,
    readonly jsm: JetStreamManager,
    readonly options: BusOptions,
  ) {
    void this.watchStatus();
  }

  static async connect(options: BusOptions): Promise<Bus> {
    const nc = await connect({
      servers: options.url,
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      waitOnFirstConnect: true,
    });
    const jsm = await jetstreamManager(nc);
    if (options.events !== false) await ensureStream(jsm, options.stream, `${options.prefix}.>`);
    options.logger.info({ url: options.url, stream: options.stream }, 'connected to NATS');
    return new Bus(nc, jetstream(nc), jsm, options);
  }

  get connected(): boolean {
    return this.connectedNow && !this.nc.isClosed();
  }

  subject(type: string): string {
    return `${this.options.prefix}.${type}`;
  }

  /** Publishes one event; JetStream drops a second copy with the same id. */
  async publish(event: DomainEvent, subject = this.subject(event.type)): Promise<void> {
    await this.js.publish(subject, JSON.stringify(event), { msgID: event.id, timeout: 2_000 });
  }

  async ensureConsumer(durable: string, type: string): Promise<void> {
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: this.subject(type),
      ack_wait: 30_000_000_000,
      max_deliver: -1,
    };
    try {
      await this.jsm.consumers.info(this.options.stream, durable);
      await this.jsm.consumers.update(this.options.stream, durable, { filter_subject: config.filter_subject, ack_wait: config.ack_wait });
    } catch {
      await this.jsm.consumers.add(this.options.stream, config);
    }
  }

  async close(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain().catch(() => this.nc.close());
  }

  private async watchStatus() {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect') {
        this.connectedNow = false;
        this.options.logger.warn('NATS connection lost; reconnecting');
      } else if (status.type === 'reconnect') {
        this.connectedNow = true;
        this.options.logger.info('NATS connection restored');
      }
    }
  }
}

async function ensureStream(jsm: JetStreamManager, name: string, subject: string) {
  try {
    const info = await jsm.streams.info(name);
    if (!info.config.subjects?.includes(subject)) {
      await jsm.streams.update(name, { subjects: [...(info.config.subjects ?? []), subject] });
    }
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await jsm.streams.add({
      name,
      subjects: [subject],
      max_age: EVENT_RETENTION_MS * 1_000_000,
      duplicate_window: 10 * 60 * 1_000_000_000,
    });
  }
}

function isNotFound(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /not found|StreamNotFound/i.test(text);
}
