/** /api/admin/users/: the owner invites, changes and removes console accounts (decision 042). */
import {
  AdminUserListSchema,
  AdminUserParamsSchema,
  AdminUserSchema,
  ApiErrorSchema,
  InvitationAnswerSchema,
  UserInviteRequestSchema,
  UserUpdateRequestSchema,
} from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../lib/auth';
import { listOf } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { siteOrigin } from '../context';

const tags = ['console: users'];
const owner = { role: 'owner' } as const;

export default async function userRoutes(app: FastifyInstance) {
  const { accounts, config } = app.consoleAuth;

  defineRoute(app, {
    method: 'GET',
    url: '/users/',
    summary: 'Every console account, oldest first (last_login_at null: invitation not yet accepted)',
    tags,
    auth: owner,
    response: { 200: AdminUserListSchema },
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return listOf(await accounts.list());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/',
    summary:
      'Invites someone: a new account and a one-time link valid for 7 days (shown once). ' +
      'Inviting an address whose invitation is still open replaces that invitation',
    tags,
    auth: owner,
    csrf: 'token',
    status: 201,
    body: UserInviteRequestSchema,
    response: { 201: InvitationAnswerSchema, 400: ApiErrorSchema },
    handler: async ({ request, reply, body, principal }) => {
      reply.header('cache-control', 'no-store');
      const origin = siteOrigin(config, request);
      return accounts.invite(request, requirePrincipal(principal), body, origin);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/users/:id/',
    summary:
      'Changes name, role, language or disabled (disabling ends the sessions); never the last active owner',
    tags,
    auth: owner,
    csrf: 'token',
    params: AdminUserParamsSchema,
    body: UserUpdateRequestSchema,
    response: { 200: AdminUserSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
    handler: async ({ request, params, body }) => accounts.update(request, params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/users/:id/',
    summary: 'Deletes an account and its sessions; never your own, never the last active owner',
    tags,
    auth: owner,
    csrf: 'token',
    status: 204,
    params: AdminUserParamsSchema,
    response: { 204: z.undefined(), 404: ApiErrorSchema, 409: ApiErrorSchema },
    handler: async ({ request, params, principal }) => {
      await accounts.remove(request, requirePrincipal(principal), params.id);
      return undefined;
    },
  });
}
