/**
 * Runs the store's migrations and exits: for a MongoDB deployment of several
 * processes, run once before the new release's processes start (each start
 * runs them too, and they are idempotent, but one run first keeps several
 * processes from racing through the same steps).
 */
import { connectStore, DEFAULT_DATABASE_URL, disconnectStore } from './infra/store/connect.js';
import { migrateToWorlds } from './orchestrators/worlds/migrate-worlds.js';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
let report: Awaited<ReturnType<typeof migrateToWorlds>> | undefined;
await connectStore(url, {
  beforeIndexes: async (db) => {
    report = await migrateToWorlds(db);
  },
});
await disconnectStore();
console.log(
  report?.skipped
    ? '[migrate] worlds: already done'
    : `[migrate] worlds: ${report?.worlds ?? 0} careers became worlds; ${Object.values(report?.renamed ?? {}).reduce((a, b) => a + b, 0)} records renamed; ${report?.droppedIndexes.length ?? 0} old indexes dropped`,
);
