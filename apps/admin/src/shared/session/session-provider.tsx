/**
 * Who is signed in, for the whole console. A 401 on any request while someone is signed in means
 * the session ended (idle or absolute expiry, signed out elsewhere): the console then keeps the
 * screen as it is — forms included — and asks to sign in again (app/session-expired-dialog.tsx)
 * instead of navigating away. Answers to the sign-in requests themselves are not such a sign.
 */

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeAnswer } from '@wegweiser/contracts/admin-auth';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useApi } from '../api/api-provider';
import { useI18n } from '../i18n/i18n-provider';
import { getMe, meQueryKey } from './get-me';

/** Requests whose 401 answers "wrong credentials", not "the session ended". */
const SIGN_IN_PATHS = [
  '/admin/auth/login/',
  '/admin/auth/second-factor/',
  '/admin/auth/setup/',
  '/admin/auth/invitation/',
];

export type Session = {
  status: 'loading' | 'error' | 'signed-out' | 'signed-in';
  /** The signed-in user's answer (kept while the session is expired, so the screen stays). */
  me: MeAnswer | null;
  /** The session ended while signed in: sign in again to go on. */
  expired: boolean;
  retry: () => void;
  /** After a successful sign-in: loads who it is; resolves to null if the API says nobody. */
  refresh: () => Promise<MeAnswer | null>;
  /** After signing out: forgets the user and every answer loaded for them. */
  forget: () => void;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { language, setLanguage } = useI18n();
  const query = useQuery({ queryKey: meQueryKey, queryFn: () => getMe(api), staleTime: 60_000 });
  const [known, setKnown] = useState<MeAnswer | null>(null);
  const [expired, setExpired] = useState(false);
  const knownRef = useRef(known);
  knownRef.current = known;

  useEffect(() => {
    if (query.data) {
      setKnown(query.data);
      setExpired(false);
    }
  }, [query.data]);

  useEffect(() => {
    api.setSessionToken((query.data ?? knownRef.current)?.csrftoken ?? null);
  }, [api, query.data]);

  // The signed-in user's language rules the console (and is remembered for the next sign-in page).
  const userLanguage = (query.data ?? known)?.user.ui_language;
  useEffect(() => {
    if (userLanguage && userLanguage !== language) setLanguage(userLanguage);
  }, [userLanguage, language, setLanguage]);

  useEffect(
    () =>
      api.onUnauthorized((path) => {
        if (knownRef.current && !SIGN_IN_PATHS.includes(path)) setExpired(true);
      }),
    [api],
  );

  const refresh = useCallback(async () => {
    const me = await queryClient.fetchQuery({
      queryKey: meQueryKey,
      queryFn: () => getMe(api),
      staleTime: 0,
    });
    const previous = knownRef.current;
    if (me && previous && previous.user.id !== me.user.id) {
      // Someone else signed in over an expired session: nothing of the first user's may stay.
      queryClient.removeQueries({ predicate: (entry) => entry.queryKey[1] !== meQueryKey[1] });
    }
    if (me) {
      setKnown(me);
      setExpired(false);
      // Whatever failed while the session was gone loads again.
      await queryClient.invalidateQueries({ predicate: (entry) => entry.state.status === 'error' });
    }
    return me;
  }, [api, queryClient]);

  const forget = useCallback(() => {
    setKnown(null);
    setExpired(false);
    api.setSessionToken(null);
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
  }, [api, queryClient]);

  // The answer itself first: `known` catches up an effect later, and a render in between must not
  // look signed out. A 401 (data null) after a sign-in keeps the last known user: the session expired.
  const me = query.data ?? known;
  const value = useMemo<Session>(() => {
    const status: Session['status'] = me
      ? 'signed-in'
      : query.isPending
        ? 'loading'
        : query.isError
          ? 'error'
          : 'signed-out';
    return { status, me, expired, retry: () => void query.refetch(), refresh, forget };
  }, [me, query.isPending, query.isError, query.refetch, expired, refresh, forget]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
