import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type PgModule from 'pg';
import type { Logger } from './logger';
import { PLATFORM_MIGRATIONS_TABLE, platformMigrationsFolder } from './tables';

/** A drizzle database, whichever driver is underneath; a transaction is one of these too. */
export type Database<TSchema extends Record<string, unknown> = Record<string, unknown>> = PgDatabase<PgQueryResultHKT, TSchema>;

export interface DatabaseOptions<TSchema extends Record<string, unknown>> {
  service: string;
  schema: TSchema;
  /** drizzle-kit's output folder for this service. */
  migrationsFolder: string;
  databaseUrl?: string | undefined;
  databaseName?: string | undefined;
  dataDir: string;
  poolSize?: number;
  logger: Logger;
}

export interface DatabaseHandle<TSchema extends Record<string, unknown>> {
  db: Database<TSchema>;
  driver: 'postgres' | 'pglite';
  ping(): Promise<void>;
  /**
   * Runs `work` only if no other process (replica) holds the lock `name`, and holds it meanwhile;
   * answers whether it ran. The lock is a PostgreSQL advisory lock on a connection of its own.
   */
  exclusively(name: string, work: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

/** Advisory-lock namespace of scheduled jobs (the second key is the job name's hash). */
const JOB_LOCK_SPACE = 0x4c46;
const platformMigrations = () => ({ migrationsFolder: platformMigrationsFolder(), migrationsTable: PLATFORM_MIGRATIONS_TABLE });

/** One key for every service: migrations of one database never run twice at once. */
const MIGRATION_LOCK = 0x4c414e45;

/**
 * Opens the service's own database: PostgreSQL (created if missing) when a server URL is given,
 * else embedded PGlite under `<dataDir>/<service>/pgdata`. Migrations run before it is returned,
 * under an advisory lock so that replicas starting together apply them once.
 */
export async function openDatabase<TSchema extends Record<string, unknown>>(
  options: DatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  return options.databaseUrl ? openPostgres(options, options.databaseUrl) : openPglite(options);
}

// Each driver is loaded only by the processes that use it (PGlite alone costs tens of MB).
async function openPostgres<TSchema extends Record<string, unknown>>(options: DatabaseOptions<TSchema>, serverUrl: string) {
  const { default: pg } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const name = options.databaseName ?? `laneforge_${options.service}`;
  await ensureDatabase(pg, serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: options.poolSize ?? 10, idleTimeoutMillis: 30_000 });
  // The message alone: pg hangs the whole client (connection state, type tables) on the error.
  pool.on('error', (err) => options.logger.warn({ err: err.message }, 'idle database connection failed'));

  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), platformMigrations());
    await migratePg(drizzlePg(client), { migrationsFolder: options.migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  options.logger.info({ database: name }, 'database ready (PostgreSQL)');

  const db = drizzlePg(pool, { schema: options.schema }) as unknown as Database<TSchema>;
  return {
    db,
    driver: 'postgres' as const,
    ping: async () => {
      await pool.query('select 1');
    },
    async exclusively(lockName: string, work: () => Promise<void>) {
      const lockClient = await pool.connect();
      try {
        const { rows } = await lockClient.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [JOB_LOCK_SPACE, lockName]);
        if (!rows[0]?.locked) return false;
        try {
          await work();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_SPACE, lockName]);
        }
        return true;
      } finally {
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

async function ensureDatabase(pg: typeof PgModule, serverUrl: string, name: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid database name: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database "${name}"`).catch((err: { code?: string }) => {
        // Another replica created it between our check and our create.
        if (err.code !== '42P04' && err.code !== '23505') throw err;
      });
    }
  } finally {
    await admin.end();
  }
}

/** Embedded Postgres sized for one service on a laptop; PGlite's defaults reserve several times this. */
const PGLITE_OPTIONS = {
  initialMemory: 128 * 1024 * 1024,
  postgresqlconf: ['shared_buffers = 16MB', 'work_mem = 4MB', 'maintenance_work_mem = 16MB'],
};

/**
 * Creating a data directory (initdb) grows PGlite's WebAssembly memory to ~700 MB, which is never
 * given back; a short-lived child does it, so the service itself only ever opens a ready directory.
 */
async function initialisePglite(dir: string) {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script = "const { PGlite } = await import('@electric-sql/pglite'); await (await PGlite.create(process.env.PGLITE_DIR)).close();";
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, PGLITE_DIR: dir } });
}

async function openPglite<TSchema extends Record<string, unknown>>(options: DatabaseOptions<TSchema>) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  const dir = path.resolve(options.dataDir, options.service, 'pgdata');
  await mkdir(dir, { recursive: true });
  await initialisePglite(dir);
  const client = await PGlite.create(dir, PGLITE_OPTIONS);
  const db = drizzlePglite(client, { schema: options.schema });
  await migratePglite(db, platformMigrations());
  await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  // One process owns an embedded database, so a lock within the process is the whole story.
  const running = new Set<string>();
  options.logger.info({ dir }, 'database ready (embedded PGlite)');
  return {
    db: db as unknown as Database<TSchema>,
    driver: 'pglite' as const,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    async exclusively(lockName: string, work: () => Promise<void>) {
      if (running.has(lockName)) return false;
      running.add(lockName);
      try {
        await work();
      } finally {
        running.delete(lockName);
      }
      return true;
    },
    close: () => client.close(),
  };
}
