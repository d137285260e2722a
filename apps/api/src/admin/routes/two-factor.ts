/** /api/admin/auth/totp/… and recovery codes: the signed-in user's two-factor sign-in (decision 042). */
import {
  ApiErrorSchema,
  RecoveryCodesAnswerSchema,
  TotpDisableRequestSchema,
  TotpEnableRequestSchema,
  TotpSetupAnswerSchema,
} from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route';
import { siteOrigin } from '../context';
import { activeSession } from './active-session';

const tags = ['console: two-factor sign-in'];

export default async function twoFactorRoutes(app: FastifyInstance) {
  const { twoFactor, config } = app.consoleAuth;
  const active = activeSession(app);

  defineRoute(app, {
    method: 'POST',
    url: '/auth/totp/setup/',
    summary:
      'A new secret and its otpauth:// URI (for a QR code); two-factor counts once a first code confirms it',
    tags,
    auth: 'session',
    csrf: 'token',
    response: { 200: TotpSetupAnswerSchema, 409: ApiErrorSchema },
    handler: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const issuer = new URL(siteOrigin(config, request)).host;
      return twoFactor.setup(request, await active(request), issuer);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/totp/enable/',
    summary:
      'Turns two-factor sign-in on with a first code from the app; answers 10 recovery codes, shown once',
    tags,
    auth: 'session',
    csrf: 'token',
    body: TotpEnableRequestSchema,
    response: {
      200: RecoveryCodesAnswerSchema,
      400: ApiErrorSchema,
      409: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    handler: async ({ request, reply, body }) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.enable(request, await active(request), body.code);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/totp/disable/',
    summary: 'Turns two-factor sign-in off (needs the password); the recovery codes stop working',
    tags,
    auth: 'session',
    csrf: 'token',
    status: 204,
    body: TotpDisableRequestSchema,
    response: { 204: z.undefined(), 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
    handler: async ({ request, body }) => {
      await twoFactor.disable(request, await active(request), body.password);
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/recovery-codes/',
    summary: 'A new set of 10 recovery codes, shown once; the previous ones stop working',
    tags,
    auth: 'session',
    csrf: 'token',
    response: { 200: RecoveryCodesAnswerSchema, 409: ApiErrorSchema },
    handler: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.newRecoveryCodes(request, await active(request));
    },
  });
}
