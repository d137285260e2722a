/**
 * /api/admin/auth/: first owner, sign-in and sign-out, a forgotten password by mail (decision 090),
 * the signed-in user's profile and password (decision 042). Every write needs the double-submit
 * token (decision 025).
 */
import {
  AdminUserSchema,
  ApiErrorSchema,
  InvitationAcceptRequestSchema,
  LoginAnswerSchema,
  LoginRequestSchema,
  MeAnswerSchema,
  MessageResponseSchema,
  OwnerSetupRequestSchema,
  PasswordChangeRequestSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  ProfileUpdateRequestSchema,
  SecondFactorRequestSchema,
  SetupStatusSchema,
} from '@wegweiser/contracts';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route';
import { toAdminUser } from '../user-view';
import { activeSession } from './active-session';

const tags = ['console: sign-in'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };
/** Links carry 256-bit tokens; this only keeps a flood of guesses off the database. */
const LINK_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export default async function authRoutes(app: FastifyInstance) {
  const { sessions, signIn, accounts, passwordReset, repositories } = app.consoleAuth;

  const active = activeSession(app);

  defineRoute(app, {
    method: 'GET',
    url: '/auth/setup-status/',
    summary:
      'Whether the site has an owner yet (the console offers the setup screen while it has none) and can send mail ' +
      '(without a mail server, a forgotten password is set from the shell)',
    tags,
    response: { 200: SetupStatusSchema },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return {
        owner_exists: await repositories.adminUsers.activeOwnerExists(),
        mail_configured: app.config.mail.smtpUrl !== null,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/setup/',
    summary: "Creates the first owner with the one-time setup link from the server's log, and signs them in",
    tags,
    csrf: 'token',
    rateLimit: LINK_RATE_LIMIT,
    body: OwnerSetupRequestSchema,
    response: { 200: LoginAnswerSchema, ...errors },
    handler: async ({ request, reply, body }) => signIn.setup({ request, reply }, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/login/',
    summary:
      'Signs in with email and password: a session cookie, or a pending one when a second factor is required. ' +
      'After 10 failures for one account within 15 minutes (known or unknown alike): 429 with Retry-After',
    tags,
    csrf: 'token',
    body: LoginRequestSchema,
    response: { 200: LoginAnswerSchema, ...errors },
    handler: async ({ request, reply, body }) => signIn.login({ request, reply }, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/second-factor/',
    summary: 'Completes a sign-in with a code from the authenticator app or an unused recovery code',
    tags,
    csrf: 'token',
    body: SecondFactorRequestSchema,
    response: { 200: LoginAnswerSchema, ...errors },
    handler: async ({ request, reply, body }) => signIn.secondFactor({ request, reply }, body.code),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/invitation/',
    summary: 'Accepts an invitation: sets name and password from the one-time link, and signs in',
    tags,
    csrf: 'token',
    rateLimit: LINK_RATE_LIMIT,
    body: InvitationAcceptRequestSchema,
    response: { 200: LoginAnswerSchema, ...errors },
    handler: async ({ request, reply, body }) => signIn.acceptInvitation({ request, reply }, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/password-reset/',
    summary:
      'Asks for a link to set a new password, mailed to the address when an active account has it. Always the ' +
      'same 202 and words, at once: whether an account exists, the mail is throttled (3 per address, 10 per ' +
      'client in 15 minutes, then locked like sign-ins) or no mail server is configured is never told',
    tags,
    csrf: 'token',
    status: 202,
    body: PasswordResetRequestSchema,
    response: { 202: MessageResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
    handler: async ({ request, reply, body, locale }) => {
      passwordReset.request(request, body.email);
      reply.header('cache-control', 'no-store');
      return { message: translate('password_reset_requested', locale.language) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/password-reset/confirm/',
    summary:
      'Sets a new password with the mailed one-time link (valid 1 hour): every session of the account ends; ' +
      'two-step sign-in stays on. An unknown, used or expired link: 400 link_invalid',
    tags,
    csrf: 'token',
    rateLimit: LINK_RATE_LIMIT,
    status: 204,
    body: PasswordResetConfirmSchema,
    response: { 204: z.undefined(), ...errors },
    handler: async ({ request, body }) => {
      await passwordReset.confirm(request, body);
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/logout/',
    summary: 'Ends the session the cookie names (also one waiting for its second factor); always 204',
    tags,
    csrf: 'token',
    status: 204,
    response: { 204: z.undefined(), 403: ApiErrorSchema },
    handler: async ({ request, reply }) => {
      const found = await sessions.active(request);
      if (await sessions.end(request, reply)) {
        if (found) {
          await app.audit(request, {
            action: 'auth.sign_out',
            entity: 'admin_user',
            entityId: found.user.id,
            summary: 'Signed out',
            userId: found.user.id,
          });
        }
      }
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/me/',
    summary: 'The signed-in user, the CSRF token to echo in X-CSRFToken, and when the session expires',
    tags,
    auth: 'session',
    response: { 200: MeAnswerSchema },
    handler: async ({ request, reply }) => {
      const session = await active(request);
      const expiries = sessions.expiries(session.session);
      reply.header('cache-control', 'no-store');
      return {
        user: toAdminUser(session.user),
        csrftoken: reply.issueCsrfToken(),
        session: {
          idle_expires_at: expiries.idle.toISOString(),
          absolute_expires_at: expiries.absolute.toISOString(),
        },
      };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/auth/me/',
    summary: "Changes the signed-in user's name or console language",
    tags,
    auth: 'session',
    csrf: 'token',
    body: ProfileUpdateRequestSchema,
    response: { 200: AdminUserSchema, 400: ApiErrorSchema },
    handler: async ({ request, body }) => accounts.updateProfile(request, await active(request), body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/password/',
    summary: "Changes the signed-in user's password; every other session of the user ends",
    tags,
    auth: 'session',
    csrf: 'token',
    status: 204,
    body: PasswordChangeRequestSchema,
    response: { 204: z.undefined(), 400: ApiErrorSchema, 429: ApiErrorSchema },
    handler: async ({ request, body }) => {
      await accounts.changePassword(request, await active(request), body);
      return undefined;
    },
  });
}
