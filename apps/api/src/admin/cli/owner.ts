/**
 * `npm run owner -- create --email owner@example.com --name "Ada Owner" [--language de|en]`
 * `npm run owner -- password --email someone@example.com`
 *
 * `create` makes an owner from a shell (issue 13 point 2; decision 042): the first one, or another
 * one when the only owner cannot sign in any more (whoever has the shell and the database has the
 * site). `password` sets a new password for an existing account — an owner or editor who forgot
 * theirs while the site cannot send mail (issue 24 point 10; decision 090) —, ends its sessions and
 * lifts a sign-in lockout; two-step sign-in stays as it was. The password comes from
 * OWNER_PASSWORD or is asked for twice without echo, and must pass the console's rules. With the
 * embedded database (no DATABASE_URL), stop the server first: one process at a time may open
 * DATA_DIR.
 */
import { parseArgs } from 'node:util';
import {
  CONSOLE_LANGUAGES,
  type ConsoleLanguage,
  EmailSchema,
  PASSWORD_SHELL_COMMAND,
} from '@wegweiser/contracts';
import { type AppConfig, ConfigError, loadOwnerCommandConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createConsoleRepositories } from '../../repositories';
import { createAudit, personOf } from '../audit';
import { inTransaction } from '../context';
import { auditOwnerCreated, checkOwnerInput, createOwner, OwnerSetupError } from '../first-owner';
import { replacePassword } from '../password-reset';
import { hashPassword } from '../passwords';
import { readHiddenLine } from './hidden-input';

const USAGE = [
  'usage: npm run owner -- create --email <address> --name <name> [--language de|en]',
  `       ${PASSWORD_SHELL_COMMAND} <address>`,
].join('\n');

/** What went wrong, and that nothing changed: the words the command ends with. */
let failure = 'Owner not created';

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, language: { type: 'string' } },
  });
  const language = (values.language ?? 'de') as ConsoleLanguage;
  if (
    positionals[0] === 'password' &&
    positionals.length === 1 &&
    values.email &&
    !values.name &&
    !values.language
  ) {
    failure = 'Password not changed';
    return setPassword(values.email);
  }
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
  const password = fromEnvironment ?? (await askPassword('nothing was created'));
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

/** A new password for the account with the address (any role, any state but an unknown one). */
async function setPassword(address: string): Promise<number> {
  const email = EmailSchema.safeParse(address);
  if (!email.success) throw new OwnerSetupError('--email is not a valid email address');
  const { config, password: fromEnvironment } = loadOwnerCommandConfig();
  const database = await openDatabase(config.database);
  try {
    if (!database.availability.isUp) {
      throw new OwnerSetupError('the database is not reachable (DATABASE_URL); nothing was changed');
    }
    const repositories = createConsoleRepositories(database.db);
    // Asked only for an account that exists: nobody types a password for nothing.
    if (!(await repositories.adminUsers.byEmail(email.data))) {
      throw new OwnerSetupError(`there is no account with the email ${email.data}`);
    }
    const password = fromEnvironment ?? (await askPassword('nothing was changed'));
    const checked = checkOwnerInput(
      { email: email.data, name: '', password },
      { email: '--email', password: fromEnvironment ? 'OWNER_PASSWORD' : 'The password' },
    );
    const passwordHash = await hashPassword(checked.password);
    const audit = createAudit(repositories, () => null);
    const changed = await inTransaction(database.db, async (tx) => {
      const user = await tx.adminUsers.byEmail(email.data);
      if (!user) throw new OwnerSetupError(`there is no account with the email ${email.data}`);
      const now = new Date();
      const ended = await replacePassword(tx, user, passwordHash, now);
      // A pending invitation becomes a usable account: its invitation link is done.
      if (!user.passwordHash) await tx.adminLinks.retireUserLinks(user.id, 'invitation', now);
      await audit(
        null,
        {
          action: 'auth.password_set_from_shell',
          entity: 'admin_user',
          entityId: user.id,
          summary: `New password set for ${user.email} from the shell (npm run owner); ${ended} session(s) ended`,
          userId: null,
          detail: { person: personOf(user) },
        },
        tx,
      );
      return { user, ended };
    });
    report(config, changed);
    return 0;
  } finally {
    await database.close();
  }
}

function report(
  config: AppConfig,
  { user, ended }: { user: { email: string; disabledAt: Date | null }; ended: number },
) {
  console.info(
    `New password set for ${user.email}; ${ended} session(s) ended. Sign in at ${config.publicUrl}/admin` +
      ' (two-step sign-in, when on, still asks for its code).',
  );
  if (user.disabledAt) {
    console.info('The account is disabled: an owner can turn it on again in the console under Users.');
  }
}

async function askPassword(nothingDone: string): Promise<string> {
  const first = await readHiddenLine('Password (at least 12 characters, not echoed): ');
  const second = await readHiddenLine('The same password again: ');
  if (first !== second) throw new OwnerSetupError(`the two passwords differ; ${nothingDone}`);
  return first;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof OwnerSetupError || error instanceof ConfigError) {
      console.error(`${failure}: ${error.message}`);
      process.exitCode = 1;
      return;
    }
    console.error(`${failure}:`, error);
    process.exitCode = 1;
  },
);
