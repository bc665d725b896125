import type { Database } from '@laneforge/platform';

/**
 * A hot read built once per database handle and sent as a named prepared statement: drizzle does
 * not assemble the SQL again on every request, and PostgreSQL parses and plans it once per
 * connection. Under load the assembling alone cost about as much CPU as the rest of the request.
 * Keyed by the handle, so each service instance (and each transaction, rarely) prepares its own.
 */
export function preparedFor<T>(make: (db: Database) => T): (db: Database) => T {
  const byDb = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = make(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
