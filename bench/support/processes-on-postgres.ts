/**
 * Several production server processes on one fresh PostgreSQL database (bench:publish, bench:edge,
 * bench:cluster): the database is created with durable commits and dropped after the servers have
 * stopped (dropping it ends their connections; on Ctrl-C too). The first process starts alone — it
 * migrates, seeds and creates the owner — then the others, and it resolves once every process
 * listens for content changes.
 */
import { createPostgresDatabase } from '../../apps/api/test/helpers/test-database';
import { waitForListeners } from './live-content';
import { atCleanup } from './processes';
import { type ProductServer, startProductServer } from './product-server';

export type Owner = { email: string; password: string };

export async function startProcessesOnPostgres({
  count,
  owner,
  env,
}: {
  count: number;
  /** Created by the first process (OWNER_EMAIL/OWNER_PASSWORD). */
  owner: Owner;
  /** Every process's environment, given the database's URL (DATABASE_URL is added). */
  env: (databaseUrl: string) => NodeJS.ProcessEnv;
}): Promise<{ databaseUrl: string; processes: ProductServer[] }> {
  const database = await createPostgresDatabase(undefined, { durableCommits: true });
  atCleanup(() => database.drop());
  const shared = { ...env(database.url), DATABASE_URL: database.url };
  const processes = [
    await startProductServer({ ...shared, OWNER_EMAIL: owner.email, OWNER_PASSWORD: owner.password }),
  ];
  while (processes.length < count) processes.push(await startProductServer(shared));
  await waitForListeners(database.url, count);
  return { databaseUrl: database.url, processes };
}
