/** An account as the console sees it: never its hash, secret or recovery codes. */
import type { AdminUser, ConsoleLanguage } from '@wegweiser/contracts';
import type { ConsoleRole } from '@wegweiser/contracts/constants';
import type { AdminUserRow } from '../repositories/admin-users-repository';

const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** `last_login_at` null: an invitation not yet accepted (accepting it signs the person in). */
export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as ConsoleRole,
    ui_language: row.uiLanguage as ConsoleLanguage,
    notification_email: row.notificationEmail,
    totp_enabled: row.totpEnabledAt !== null,
    disabled: row.disabledAt !== null,
    created_at: new Date(row.createdAt).toISOString(),
    last_login_at: instant(row.lastLoginAt),
  };
}
