/** Answers as the admin API gives them (shapes from packages/contracts/src/schemas/admin-auth.ts). */
import type { AdminUser, AuditEntry, MeAnswer } from '@wegweiser/contracts/admin-auth';

export const CSRF_TOKEN = 'session-token.signature';

export const owner = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-owner',
  email: 'owner@example.org',
  name: 'Olga Owner',
  role: 'owner',
  ui_language: 'en',
  notification_email: null,
  totp_enabled: false,
  disabled: false,
  created_at: '2026-11-01T09:00:00.000Z',
  last_login_at: '2026-11-24T08:30:00.000Z',
  ...overrides,
});

export const editor = (overrides: Partial<AdminUser> = {}): AdminUser =>
  owner({ id: 'u-editor', email: 'eddie@example.org', name: 'Eddie Editor', role: 'editor', ...overrides });

export const meOf = (user: AdminUser): MeAnswer => ({
  user,
  csrftoken: CSRF_TOKEN,
  session: { idle_expires_at: '2026-11-24T10:00:00.000Z', absolute_expires_at: '2026-11-25T08:00:00.000Z' },
});

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  at: '2026-11-24T08:31:00.000Z',
  user: { id: 'u-owner', name: 'Olga Owner', email: 'owner@example.org' },
  action: 'user.invite',
  entity: 'user',
  entity_id: 'u-editor',
  summary: 'Invited eddie@example.org as editor',
  ...overrides,
});

export const page = <T>(results: T[], next: string | null = null, count = results.length) => ({
  count,
  next,
  previous: null,
  results,
});

/** One of the site's languages as GET /languages/ lists it. */
export const siteLanguage = (code: string, is_default = false, order = 0) => ({
  code,
  name: code,
  native_name: code,
  flag: '',
  is_default,
  is_active: true,
  order,
});
