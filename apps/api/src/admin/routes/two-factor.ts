/** /api/admin/auth/totp/… and recovery codes: the signed-in user's two-factor sign-in (decision 042). */
import {
  ApiErrorSchema,
  RecoveryCodesAnswerSchema,
  RecoveryCodesRequestSchema,
  TotpDisableRequestSchema,
  TotpEnableRequestSchema,
  TotpSetupAnswerSchema,
  TotpSetupRequestSchema,
} from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute, type RouteContext, type RouteSpec } from '../../lib/route';
import { siteOrigin } from '../context';
import type { ActiveSession } from '../sessions';
import { activeSession } from './active-session';

const tags = ['console: two-factor sign-in'];

export default async function twoFactorRoutes(app: FastifyInstance) {
  const { twoFactor, config } = app.consoleAuth;
  const active = activeSession(app);

  /**
   * A POST on the signed-in user's own two-factor sign-in: session and CSRF token required; an
   * answer with a body (a secret, recovery codes) is never cached.
   */
  const ownPost = <B extends z.ZodType | undefined = undefined>(
    spec: Pick<RouteSpec<undefined, undefined, B>, 'url' | 'summary' | 'body' | 'status' | 'response'>,
    run: (session: ActiveSession, context: RouteContext<undefined, undefined, B>) => Promise<unknown>,
  ) =>
    defineRoute(app, {
      ...spec,
      method: 'POST',
      tags,
      auth: 'session',
      csrf: 'token',
      handler: async (context) => {
        if (spec.status !== 204) context.reply.header('cache-control', 'no-store');
        return run(await active(context.request), context);
      },
    });

  ownPost(
    {
      url: '/auth/totp/setup/',
      summary:
        'After the password once more: a new secret and its otpauth:// URI (for a QR code); two-factor counts once a first code confirms it',
      body: TotpSetupRequestSchema,
      response: { 200: TotpSetupAnswerSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
    },
    async (session, { request, body }) =>
      twoFactor.setup(request, session, new URL(siteOrigin(config, request)).host, body.password),
  );

  ownPost(
    {
      url: '/auth/totp/enable/',
      summary:
        'Turns two-factor sign-in on with a first code from the app; answers 10 recovery codes, shown once',
      body: TotpEnableRequestSchema,
      response: {
        200: RecoveryCodesAnswerSchema,
        400: ApiErrorSchema,
        409: ApiErrorSchema,
        429: ApiErrorSchema,
      },
    },
    async (session, { request, body }) => twoFactor.enable(request, session, body.code),
  );

  ownPost(
    {
      url: '/auth/totp/disable/',
      summary: 'Turns two-factor sign-in off (needs the password); the recovery codes stop working',
      status: 204,
      body: TotpDisableRequestSchema,
      response: { 204: z.undefined(), 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
    },
    async (session, { request, body }) => {
      await twoFactor.disable(request, session, body.password);
      return undefined;
    },
  );

  ownPost(
    {
      url: '/auth/recovery-codes/',
      summary:
        'After the password once more: a new set of 10 recovery codes, shown once; the previous ones stop working',
      body: RecoveryCodesRequestSchema,
      response: {
        200: RecoveryCodesAnswerSchema,
        400: ApiErrorSchema,
        409: ApiErrorSchema,
        429: ApiErrorSchema,
      },
    },
    async (session, { request, body }) => twoFactor.newRecoveryCodes(request, session, body.password),
  );
}
