/**
 * `npm run owner -- create --email owner@example.com --name "Ada Owner" [--language de|en]`
 *
 * Creates an owner from a shell (issue 13 point 2; decision 042): the first one, or another one when
 * the only owner cannot sign in any more (whoever has the shell and the database has the site).
 * The password comes from OWNER_PASSWORD or is asked for twice without echo, and must pass the
 * console's rules. With the embedded database (no DATABASE_URL), stop the server first: one
 * process at a time may open DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '@wegweiser/contracts';
import { ConfigError, loadOwnerCommandConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createConsoleRepositories } from '../../repositories';
import { createAudit } from '../audit';
import { auditOwnerCreated, checkOwnerInput, createOwner, OwnerSetupError } from '../first-owner';
import { readHiddenLine } from './hidden-input';

const USAGE = 'usage: npm run owner -- create --email <address> --name <name> [--language de|en]';

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, language: { type: 'string' } },
  });
  const language = (values.language ?? 'de') as ConsoleLanguage;
  if (
    positionals[0] !== 'create' ||
    positionals.length > 1 ||
    !values.email ||
    !CONSOLE_LANGUAGES.includes(language)
  ) {
    console.error(USAGE);
    return 2;
  }
  // The shell's owner is not the start-up owner: OWNER_* are this command's, not the config's.
  const { config, password: fromEnvironment } = loadOwnerCommandConfig();
  const password = fromEnvironment ?? (await askPassword());
  const input = checkOwnerInput(
    { email: values.email, name: values.name ?? '', password, uiLanguage: language },
    { email: '--email', password: fromEnvironment ? 'OWNER_PASSWORD' : 'The password' },
  );

  const database = await openDatabase(config.database);
  try {
    if (!database.availability.isUp) {
      throw new OwnerSetupError('the database is not reachable (DATABASE_URL); nothing was created');
    }
    const repositories = createConsoleRepositories(database.db);
    const audit = createAudit(repositories, () => null);
    const owner = await createOwner(database.db, input, {
      ifOwnerExists: 'create',
      emailTaken: () => new OwnerSetupError(`an account with the email ${input.email} exists already`),
      after: auditOwnerCreated(audit, 'from the shell (npm run owner)'),
    });
    console.info(`Owner ${owner?.email} created. Sign in at ${config.publicUrl}/admin`);
    return 0;
  } finally {
    await database.close();
  }
}

async function askPassword(): Promise<string> {
  const first = await readHiddenLine('Password (at least 12 characters, not echoed): ');
  const second = await readHiddenLine('The same password again: ');
  if (first !== second) throw new OwnerSetupError('the two passwords differ; nothing was created');
  return first;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof OwnerSetupError || error instanceof ConfigError) {
      console.error(`Owner not created: ${error.message}`);
      process.exitCode = 1;
      return;
    }
    console.error('Owner not created:', error);
    process.exitCode = 1;
  },
);
