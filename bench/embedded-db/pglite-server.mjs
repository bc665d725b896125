// Option (b) of the embedded-db benchmark: one process serving PGlite over the PostgreSQL wire
// protocol (@electric-sql/pglite-socket). A PGlite instance holds one database, and services must
// not share one (each has its own outbox and migration journal), so every service database gets
// its own instance and port in this one process. Sized and initialised as db.ts does for PGlite.
// usage: node pglite-server.mjs <folder with node_modules> <data dir> <name>:<port> ...
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [modulesDir, dataDir, ...databases] = process.argv.slice(2);
const load = (name) => import(pathToFileURL(createRequire(path.join(modulesDir, 'package.json')).resolve(name)).href);
const { PGlite } = await load('@electric-sql/pglite');
const { PGLiteSocketServer } = await load('@electric-sql/pglite-socket');

const options = { initialMemory: 128 * 1024 * 1024, postgresqlconf: ['shared_buffers = 16MB', 'work_mem = 4MB', 'maintenance_work_mem = 16MB'] };
const served = [];
for (const entry of databases) {
  const [name, port] = entry.split(':');
  const dir = path.join(dataDir, name, 'pgdata');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    // initdb grows PGlite's memory to ~700 MB for good: a short-lived child does it (as db.ts).
    const script = `const { PGlite } = await import(${JSON.stringify(pathToFileURL(createRequire(path.join(modulesDir, 'package.json')).resolve('@electric-sql/pglite')).href)}); await (await PGlite.create(${JSON.stringify(dir)})).close();`;
    execFileSync(process.execPath, ['--input-type=module', '-e', script]);
  }
  const db = await PGlite.create(dir, options);
  const server = new PGLiteSocketServer({ db, port: Number(port), host: '127.0.0.1', maxConnections: 32 });
  await server.start();
  served.push({ db, server });
}
console.log('ready');

const stop = async () => {
  for (const { db, server } of served) {
    await server.stop();
    await db.close();
  }
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
