/** The owner's user requests: list (paginated), invite, change, delete; the list's cache key with them. */

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminUser,
  AdminUserSchema,
  InvitationAnswerSchema,
  type UserInviteRequestSchema,
  type UserUpdateRequestSchema,
} from '@wegweiser/contracts/admin-auth';
import { paginated } from '@wegweiser/contracts/common';
import type { z } from 'zod';
import { useApi } from '../../shared/api/api-provider';
import type { ConsoleApi } from '../../shared/api/console-api';

const UserListSchema = paginated(AdminUserSchema);
export type UserList = z.output<typeof UserListSchema>;

export const usersQueryKey = ['admin', 'users'] as const;

export function useUsers(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...usersQueryKey, page],
    queryFn: async () =>
      UserListSchema.parse(await api.get('/admin/users/', { query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });
}

export type UserInvite = z.output<typeof UserInviteRequestSchema>;
export type Invitation = z.output<typeof InvitationAnswerSchema>;

export async function inviteUser(api: ConsoleApi, request: UserInvite): Promise<Invitation> {
  return InvitationAnswerSchema.parse(await api.post('/admin/users/', request));
}

export type UserUpdate = z.output<typeof UserUpdateRequestSchema>;

export async function updateUser(api: ConsoleApi, id: string, update: UserUpdate): Promise<AdminUser> {
  return AdminUserSchema.parse(await api.patch(`/admin/users/${encodeURIComponent(id)}/`, update));
}

export async function deleteUser(api: ConsoleApi, id: string): Promise<void> {
  await api.delete(`/admin/users/${encodeURIComponent(id)}/`);
}
