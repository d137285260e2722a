import type { ReactNode } from 'react';
import { useT } from '../i18n/console-words';
import { useSession } from '../session/session-provider';
import { PageHeader } from './states';

/**
 * Pages only the owner may open. An editor who follows a link here reads why instead of a broken
 * page; the API refuses the requests anyway (403), this only saves the round trip.
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const session = useSession();
  if (session.me?.user.role !== 'owner') {
    return <PageHeader title={t.forbidden.title} intro={t.forbidden.body} />;
  }
  return children;
}
