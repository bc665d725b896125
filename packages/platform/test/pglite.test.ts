import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { createLogger } from '../src/logger';

const migrationsFolder = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));
const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
let dataDir: string | undefined;
afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

describe('embedded PGlite when no DATABASE_URL is set', () => {
  // Creating a PGlite data directory (initdb in WebAssembly) takes seconds, many on a busy machine.
  it('creates the data directory, applies migrations, and keeps data across a reopen', { timeout: 120_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lf-pglite-'));
    const open = () => openDatabase({ service: 'probe', schema: {}, migrationsFolder, dataDir: dataDir!, logger: createLogger('probe', 'silent') });

    const first = await open();
    expect(first.driver).toBe('pglite');
    expect(existsSync(path.join(dataDir, 'probe', 'pgdata', 'PG_VERSION'))).toBe(true);
    await first.db.execute(sql`insert into fixture_items (id) values ('kept')`);
    await first.close();

    const again = await open();
    expect(rows(await again.db.execute(sql`select id from fixture_items`))).toEqual([{ id: 'kept' }]);
    expect(rows(await again.db.execute(sql`select count(*)::int as n from lf_outbox`))).toEqual([{ n: 0 }]);
    await again.close();
  });
});
