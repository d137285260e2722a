/**
 * The console's sign-in services (issue 13, decision 042), registered with the app services
 * before any route: `app.authenticator` for the route helper's `auth` option (decision 023),
 * `app.audit(request, entry)` for every console write, and `app.consoleAuth` for the console's own
 * routes. At start the first owner is created from the environment, or a setup link is logged.
 */
import fp from 'fastify-plugin';
import { asDatabaseUnavailable } from '../db/availability';
import { createSettingsService } from '../services/settings-service';
import { createAccounts } from './accounts';
import { type Audit, createAudit } from './audit';
import type { ConsoleContext } from './context';
import { checkOwnerInput, ensureFirstOwner } from './first-owner';
import { createPasswordReset } from './password-reset';
import { warmUpPasswordHashing } from './passwords';
import { createSessions } from './sessions';
import { createSignIn } from './sign-in';
import { createSignInThrottle } from './sign-in-throttle';
import { createTwoFactor } from './two-factor';

export type ConsoleServices = ConsoleContext & {
  signIn: ReturnType<typeof createSignIn>;
  accounts: ReturnType<typeof createAccounts>;
  passwordReset: ReturnType<typeof createPasswordReset>;
  twoFactor: ReturnType<typeof createTwoFactor>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes one audit-log entry for a console write (`action`, `entity`, `entityId`, `summary`). */
    audit: Audit;
    consoleAuth: ConsoleServices;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    // A bad OWNER_PASSWORD stops the start, before anything listens.
    if (config.owner) {
      checkOwnerInput(
        { ...config.owner, name: config.owner.name ?? '' },
        { email: 'OWNER_EMAIL', password: 'OWNER_PASSWORD' },
      );
    }
    const repositories = app.repositories;
    const sessions = createSessions(config, repositories);
    const context: ConsoleContext = {
      config,
      db: app.database.db,
      repositories,
      sessions,
      throttle: createSignInThrottle(repositories.signInFailures, config.secret),
      audit: createAudit(repositories, sessions.userOf),
    };
    const accounts = createAccounts(context);
    // Every answer to a request with a session is the account's own: never kept by the browser or
    // a proxy (issue 23 point 3). One hook, so no route can forget it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (sessions.carriesSession(request)) reply.header('cache-control', 'no-store');
      return payload;
    });
    // One the caller decorated before the API (the route helper's own tests) is kept.
    if (!app.hasDecorator('authenticator')) {
      app.decorate('authenticator', async (request) => (await sessions.active(request))?.principal ?? null);
    }
    app.decorate('audit', context.audit);
    const passwordReset = createPasswordReset(context, {
      outboxQueued: () => repositories.outbox.queued(),
      siteName: async (language) => {
        const site = await createSettingsService(repositories).getSiteSettings(
          await app.languages.resolve(language),
        );
        return site?.site_name ?? '';
      },
    });
    // A link asked for just before closing is still mailed (or its failure logged) first.
    app.addHook('onClose', () => passwordReset.settled());
    app.decorate('consoleAuth', {
      ...context,
      signIn: createSignIn(context),
      accounts,
      passwordReset,
      twoFactor: createTwoFactor(context, accounts),
    });

    const prepare = () => Promise.all([ensureFirstOwner(context, app.log), warmUpPasswordHashing()]);
    app.addHook('onReady', async () => {
      if (app.database.availability.isUp) {
        await prepare();
        return;
      }
      // PostgreSQL unreachable at start (decision 009): once it is up.
      void app.database.availability.ready.then(() =>
        prepare().catch((error) => {
          if (asDatabaseUnavailable(error)) app.log.warn('first-owner check skipped: database unavailable');
          else app.log.error({ err: error }, 'first-owner check failed');
        }),
      );
    });
  },
  { name: 'console-auth', dependencies: ['database', 'csrf'] },
);
