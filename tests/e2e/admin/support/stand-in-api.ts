/**
 * A stand-in for the admin API inside the browser (Playwright routes), answering as the contract
 * says (packages/contracts/src/schemas/admin-auth.ts). For the screens the real API cannot show on
 * demand — loading, empty and failed states, a session that ends mid-form, a lockout without ten
 * real attempts — so each is checked with axe and photographed. The page itself comes from the
 * real server, with its real headers and Content-Security-Policy.
 */
import type { Page, Route } from '@playwright/test';

type User = {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'editor';
  ui_language: 'de' | 'en';
  notification_email: string | null;
  totp_enabled: boolean;
  disabled: boolean;
  created_at: string;
  last_login_at: string | null;
};

export const STAND_IN_OWNER: User = {
  id: 'u1',
  email: 'inhaberin@beispiel.test',
  name: 'Hanna Hof',
  role: 'owner',
  ui_language: 'de',
  notification_email: null,
  totp_enabled: false,
  disabled: false,
  created_at: '2026-11-01T09:00:00.000Z',
  last_login_at: '2026-11-24T08:30:00.000Z',
};

export const STAND_IN_EDITOR: User = {
  ...STAND_IN_OWNER,
  id: 'u2',
  email: 'emil.redaktion@beispiel.test',
  name: 'Emil Redaktion',
  role: 'editor',
  last_login_at: null,
};

export type StandInOptions = {
  user?: User | null;
  users?: User[] | 'fail' | 'wait';
  audit?: 'entries' | 'empty' | 'fail';
  login?: 'ok' | 'second-factor' | 'locked' | 'wrong';
  ownerExists?: boolean;
  /** The start page's overview (default: figures and one task of each kind; 'none': nothing to do). */
  overview?: 'tasks' | 'none';
};

const json = (route: Route, body: unknown, status = 200, headers: Record<string, string> = {}) =>
  route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });

const AUDIT = [
  ['2026-11-24T09:12:00.000Z', 'user.invite', 'user', 'u2', 'Emil Redaktion als Redaktion eingeladen'],
  ['2026-11-24T09:05:00.000Z', 'auth.totp_enable', 'user', 'u1', 'Anmeldung in zwei Schritten eingeschaltet'],
  ['2026-11-24T08:30:00.000Z', 'auth.login', 'session', null, 'Angemeldet'],
] as const;

const OVERVIEW_TASKS = [
  { kind: 'mail_server' },
  { kind: 'demo_legal_page', page: 'imprint', key: '2' },
  { kind: 'demo_legal_page', page: 'privacy', key: '1' },
  { kind: 'two_factor' },
  { kind: 'translation', language: 'fr', percent: 92 },
];

/** Routes /api/csrf/ and /api/admin/*; returns the state, which a test may change between steps. */
export async function standInApi(page: Page, options: StandInOptions = {}) {
  const state = {
    user: options.user === undefined ? STAND_IN_OWNER : options.user,
    users: options.users ?? [STAND_IN_OWNER, STAND_IN_EDITOR],
    audit: options.audit ?? 'entries',
    login: options.login ?? 'ok',
    ownerExists: options.ownerExists ?? true,
    overview: options.overview ?? 'tasks',
    /** While true, every request answers 401 (the session ended). */
    sessionEnded: false,
  };
  const me = () => ({
    user: state.user,
    csrftoken: 'stand-in-token',
    session: { idle_expires_at: '2026-11-24T12:00:00.000Z', absolute_expires_at: '2026-11-25T08:00:00.000Z' },
  });
  await page.route('**/api/csrf/**', (route) => json(route, { csrftoken: 'stand-in-token' }));
  await page.route('**/api/admin/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/api/, '');
    const method = request.method();
    const unauthorized = () => json(route, { message: 'Bitte melden Sie sich an.' }, 401);
    if (path === '/admin/auth/setup-status/')
      return json(route, { owner_exists: state.ownerExists, mail_configured: true });
    if (path === '/admin/auth/login/') {
      if (state.login === 'locked')
        return json(route, { message: 'Zu viele Anfragen.' }, 429, { 'retry-after': '840' });
      if (state.login === 'wrong')
        return json(route, { message: 'E-Mail-Adresse oder Passwort ist falsch.' }, 401);
      if (state.login === 'second-factor') return json(route, { status: 'second_factor_required' });
      state.sessionEnded = false;
      state.user ??= STAND_IN_OWNER;
      return json(route, { status: 'signed_in', user: state.user });
    }
    if (state.sessionEnded || !state.user) return unauthorized();
    if (path === '/admin/auth/me/' && method === 'GET') return json(route, me());
    if (path === '/admin/overview/' && method === 'GET')
      return json(route, {
        figures:
          state.user?.role === 'owner' ? { new_messages: 3, new_subscribers: 1, visitors_week: 1204 } : null,
        tasks: state.overview === 'none' ? [] : OVERVIEW_TASKS,
      });
    if (path === '/admin/auth/me/' && method === 'PATCH') {
      state.user = { ...state.user, ...(request.postDataJSON() as object) };
      return json(route, state.user);
    }
    if (path === '/admin/auth/logout/') {
      state.user = null;
      return route.fulfill({ status: 204 });
    }
    if (path === '/admin/auth/totp/setup/')
      return json(route, {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauth_url:
          'otpauth://totp/Wegweiser:inhaberin%40beispiel.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Wegweiser',
      });
    if (path === '/admin/auth/totp/enable/') {
      state.user = { ...state.user, totp_enabled: true };
      return json(route, {
        recovery_codes: [
          'k3m9p-x2v7q',
          'a8d4f-r6t1w',
          'z5n2b-h9c3e',
          'q7w1e-m4k8s',
          'p2x6v-b9n3d',
          't4g8h-j1l5a',
          'c6v2n-w8q4r',
          'e1r5t-y9u3i',
        ],
      });
    }
    if (path === '/admin/users/' && method === 'POST') {
      const invited = request.postDataJSON() as Pick<User, 'email' | 'name' | 'role' | 'ui_language'>;
      return json(
        route,
        {
          user: { ...STAND_IN_EDITOR, ...invited, id: 'u3' },
          invitation_url: `${new URL(request.url()).origin}/admin/invitation?token=stand-in-invitation-token-0123456789`,
          expires_at: '2026-12-01T09:00:00.000Z',
        },
        201,
      );
    }
    if (path === '/admin/users/') {
      if (state.users === 'wait') return; // never answers: the loading state stays
      if (state.users === 'fail')
        return json(route, { message: 'Die Liste konnte nicht geladen werden.' }, 503);
      return json(route, { count: state.users.length, next: null, previous: null, results: state.users });
    }
    if (path === '/admin/audit/') {
      if (state.audit === 'fail')
        return json(route, { message: 'Das Protokoll konnte nicht geladen werden.' }, 503);
      const results =
        state.audit === 'empty'
          ? []
          : AUDIT.map(([at, action, entity, entity_id, summary], i) => ({
              id: `a${i}`,
              at,
              user: { id: 'u1', name: STAND_IN_OWNER.name, email: STAND_IN_OWNER.email },
              action,
              entity,
              entity_id,
              summary,
            }));
      return json(route, { count: results.length, next: null, previous: null, results });
    }
    return json(route, { message: 'Nicht gefunden.' }, 404);
  });
  return state;
}
