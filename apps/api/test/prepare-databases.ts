/**
 * Prepares the run's test databases (test/helpers/prepared-database.ts) in a process of its own and
 * prints what it made as one line of JSON: PGlite's WebAssembly memory is given back when it exits,
 * not kept by the test runner for the whole run. Started by test/global-setup.ts.
 *
 *   node --import tsx apps/api/test/prepare-databases.ts [postgres-server-url]
 */
import {
  type PreparedDatabases,
  preparePgliteFolders,
  preparePostgresTemplate,
} from './helpers/prepared-database';

const postgresUrl = process.argv[2];
const [folders, postgresTemplate] = await Promise.all([
  preparePgliteFolders(),
  postgresUrl ? preparePostgresTemplate(postgresUrl) : null,
]);
const prepared: PreparedDatabases = { ...folders, postgresTemplate };
process.stdout.write(`${JSON.stringify(prepared)}\n`);
