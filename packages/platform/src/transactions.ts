import type { EventPayload, EventType } from '@laneforge/contracts';
import type { Database } from './db';
import { addToOutbox, newEvent } from './outbox';

/** Events announced by a transaction: written with its state change, published after its commit. */
export interface Outbox {
  add<T extends EventType>(type: T, payload: EventPayload<T>, userId: string | null): Promise<void>;
}

type Transaction<TSchema extends Record<string, unknown>> = Parameters<Parameters<Database<TSchema>['transaction']>[0]>[0];
type TransactionConfig<TSchema extends Record<string, unknown>> = Parameters<Database<TSchema>['transaction']>[1];

/**
 * A service's database: drizzle, whose `transaction` also hands the callback an outbox. Events added
 * there commit or roll back with the transaction, and the relay is woken after the commit — no
 * service publishes or flushes by hand.
 */
export interface Db<TSchema extends Record<string, unknown> = Record<string, unknown>> extends Database<TSchema> {
  transaction<T>(work: (tx: Transaction<TSchema>, outbox: Outbox) => Promise<T>, config?: TransactionConfig<TSchema>): Promise<T>;
}

export function outboxOf(tx: Database, prefix: string, onAdd: () => void): Outbox {
  return {
    async add(type, payload, userId) {
      await addToOutbox(tx, newEvent(type, payload, userId), prefix);
      onAdd();
    },
  };
}

export function withOutbox<TSchema extends Record<string, unknown>>(db: Database<TSchema>, prefix: string, wake: () => void): Db<TSchema> {
  const transaction = db.transaction.bind(db);
  const wrapped = Object.create(db) as Db<TSchema>;
  wrapped.transaction = async (work, config) => {
    let announced = false;
    const result = await transaction((tx) => work(tx, outboxOf(tx as unknown as Database, prefix, () => (announced = true))), config);
    if (announced) wake();
    return result;
  };
  return wrapped;
}
