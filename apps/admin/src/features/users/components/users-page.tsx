/**
 * The owner's list of everyone who can sign in: invite, change role, disable or enable, delete
 * (after asking). The owner's own account is listed without actions: it is changed on the profile.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useConsoleWords, useT } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { useSession } from '../../../shared/session/session-provider';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { MENU_ITEM, MenuContent, MenuSeparator } from '../../../shared/ui/menu';
import { Pagination } from '../../../shared/ui/pagination';
import { EmptyState, ErrorState, FormAlert, LoadingState, PageHeader } from '../../../shared/ui/states';
import { deleteUser, type UserUpdate, updateUser, usersQueryKey, useUsers } from '../api';
import { useUserWords } from '../words';
import { InviteDialog } from './invite-dialog';

export default function UsersPage({ page }: { page: number }) {
  const t = useT();
  const { w } = useUserWords();
  const [inviting, setInviting] = useState(false);
  const users = useUsers(page);
  const session = useSession();
  const ownId = session.me?.user.id;
  let content: React.ReactNode;
  if (users.isPending) content = <LoadingState />;
  else if (users.isError)
    content = (
      <ErrorState message={toApiProblem(users.error, t).message} onRetry={() => void users.refetch()} />
    );
  else {
    const others = users.data.results.filter((user) => user.id !== ownId);
    content = (
      <>
        <ul
          aria-label={w.table}
          className="divide-y divide-dark-200 overflow-hidden rounded-2xl border border-dark-200 bg-white dark:divide-dark-700 dark:border-dark-700 dark:bg-dark-800"
        >
          {users.data.results.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === ownId} />
          ))}
        </ul>
        {others.length === 0 && page === 1 ? (
          <div className="mt-4">
            <EmptyState>{w.empty}</EmptyState>
          </div>
        ) : null}
        <Pagination to="/users" page={page} count={users.data.count} hasNext={users.data.next !== null} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={w.title}
        intro={w.intro}
        actions={<Button onClick={() => setInviting(true)}>{w.invite}</Button>}
      />
      {content}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </>
  );
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { w: t, language } = useConsoleWords();
  const { w } = useUserWords();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersQueryKey });
  const change = useMutation({
    mutationFn: (update: UserUpdate) => updateUser(api, user.id, update),
    onSuccess: refresh,
    onError: (failure) => setError(toApiProblem(failure, t).message),
  });
  const remove = useMutation({
    mutationFn: () => deleteUser(api, user.id),
    onSuccess: async () => {
      setDeleting(false);
      await refresh();
    },
  });
  const apply = (update: UserUpdate) => {
    setError(null);
    change.mutate(update);
  };
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 sm:px-5">
      <div className="min-w-0 flex-1 basis-56">
        <p className="truncate font-semibold">
          {user.name}
          {isSelf ? (
            <span className="font-normal text-dark-600 dark:text-dark-300"> ({t.common.you})</span>
          ) : null}
        </p>
        <p className="truncate text-sm text-dark-700 dark:text-dark-200">{user.email}</p>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div>
          <dt className="sr-only">{w.role}</dt>
          <dd className="rounded-full bg-primary-50 px-2.5 py-0.5 font-medium text-primary-900 dark:bg-primary-900 dark:text-primary-50">
            {t.roles[user.role]}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{w.status}</dt>
          <dd
            className={
              user.disabled
                ? 'font-medium text-red-700 dark:text-red-300'
                : 'text-dark-700 dark:text-dark-200'
            }
          >
            {user.disabled ? w.disabled : w.active}
            {user.totp_enabled ? ` · ${w.twoFactor}` : ''}
          </dd>
        </div>
        <div className="text-dark-700 dark:text-dark-200">
          <dt className="inline">{w.lastSignIn}: </dt>
          <dd className="inline">
            {user.last_login_at ? formatDateTime(user.last_login_at, language) : t.common.never}
          </dd>
        </div>
      </dl>
      {isSelf ? null : (
        <Menu.Root modal={false}>
          <Menu.Trigger asChild>
            <Button variant="secondary" busy={change.isPending} aria-label={w.actionsFor(user.name)}>
              {w.actions}
            </Button>
          </Menu.Trigger>
          <MenuContent width="min-w-52">
            <Menu.Item
              className={MENU_ITEM}
              onSelect={() => apply({ role: user.role === 'owner' ? 'editor' : 'owner' })}
            >
              {user.role === 'owner' ? w.makeEditor : w.makeOwner}
            </Menu.Item>
            <Menu.Item className={MENU_ITEM} onSelect={() => apply({ disabled: !user.disabled })}>
              {user.disabled ? w.enable : w.disable}
            </Menu.Item>
            <MenuSeparator />
            <Menu.Item
              className={`${MENU_ITEM} text-red-700 dark:text-red-300`}
              onSelect={() => setDeleting(true)}
            >
              {t.common.delete}
            </Menu.Item>
          </MenuContent>
        </Menu.Root>
      )}
      {error ? (
        <div className="basis-full">
          <FormAlert message={error} />
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={w.deleteTitle(user.name)}
        description={w.deleteIntro}
        confirmLabel={t.common.delete}
        busy={remove.isPending}
        error={remove.error ? toApiProblem(remove.error, t).message : null}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
