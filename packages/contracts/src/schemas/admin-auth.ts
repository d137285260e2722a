/**
 * The owner's console: sign-in, sessions, users and two-factor payloads (issue 13, decision 042).
 * One source for the admin API (validation, answers, OpenAPI) and the console (forms, parsing).
 */
import { z } from 'zod';
import { PaginationQuerySchema, paginated } from './common';
import { ConsoleRoleSchema } from './console';
import { EmailSchema, safeText } from './primitives';

/** The console speaks German and English (the owner's choice, kept per user). */
export const CONSOLE_LANGUAGES = ['de', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

/** Password rules (ASVS 2.1): at least 12, at most 128 characters (hashing cost), not a common one. */
export const PASSWORD_LIMITS = { min: 12, max: 128 } as const;

/** A new password: length only here; "not a common password" is checked by the API's list. */
export const NewPasswordSchema = z
  .string({ error: 'required' })
  .min(PASSWORD_LIMITS.min, { error: 'password_too_short' })
  .max(PASSWORD_LIMITS.max, { error: 'too_long' });

/** A password as typed at sign-in: never trimmed, never judged beyond a length cap. */
const TypedPasswordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(PASSWORD_LIMITS.max, { error: 'too_long' });

const PersonNameSchema = safeText().trim().min(1, { error: 'required', abort: true }).max(120, {
  error: 'too_long',
});

/** A one-time code from an authenticator app (6 digits) or a recovery code (xxxxx-xxxxx). */
export const SecondFactorCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, { error: 'invalid_code' });

/** A token from a setup, invitation or password-reset link. */
export const LinkTokenSchema = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ConsoleLanguageSchema = z.enum(CONSOLE_LANGUAGES, { error: 'invalid_value' });

// Requests --------------------------------------------------------------------------------------

export const LoginRequestSchema = z.object({ email: EmailSchema, password: TypedPasswordSchema });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const SecondFactorRequestSchema = z.object({ code: SecondFactorCodeSchema });

/** The first owner, from the one-time setup link the server prints to its log. */
export const OwnerSetupRequestSchema = z.object({
  token: LinkTokenSchema,
  email: EmailSchema,
  name: PersonNameSchema,
  password: NewPasswordSchema,
  ui_language: ConsoleLanguageSchema.default('de'),
  /** Where the website's mail for her goes (new messages, answers to her replies); left out: `email`. */
  notification_email: EmailSchema.optional(),
});
export type OwnerSetupRequest = z.infer<typeof OwnerSetupRequestSchema>;

/** An invited editor (or owner) sets a name and password from the invitation link. */
export const InvitationAcceptRequestSchema = z.object({
  token: LinkTokenSchema,
  name: PersonNameSchema,
  password: NewPasswordSchema,
  ui_language: ConsoleLanguageSchema.default('de'),
});

/**
 * "Passwort vergessen" (issue 24 point 10; decision 090): the address typed. The answer is the same
 * whether or not an account has it.
 */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** A new password from the mailed one-time link. */
export const PasswordResetConfirmSchema = z.object({ token: LinkTokenSchema, password: NewPasswordSchema });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

/** How long a mailed link to set a new password works. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/**
 * The shell command that sets a new password without mail (`npm run owner -- password --email …`):
 * named once, for the command's own usage line and for the console, which names it to the owner
 * while the site cannot send mail.
 */
export const PASSWORD_SHELL_COMMAND = 'npm run owner -- password --email';

export const PasswordChangeRequestSchema = z.object({
  current_password: TypedPasswordSchema,
  new_password: NewPasswordSchema,
});

export const UserInviteRequestSchema = z.object({
  email: EmailSchema,
  name: PersonNameSchema,
  role: ConsoleRoleSchema,
  ui_language: ConsoleLanguageSchema.default('de'),
});

export const UserUpdateRequestSchema = z
  .object({
    name: PersonNameSchema,
    role: ConsoleRoleSchema,
    ui_language: ConsoleLanguageSchema,
    disabled: z.boolean({ error: 'invalid_value' }),
  })
  .partial()
  .strict();

export const ProfileUpdateRequestSchema = z
  .object({
    name: PersonNameSchema,
    ui_language: ConsoleLanguageSchema,
    /** null: the sign-in address again. */
    notification_email: EmailSchema.nullable(),
  })
  .partial()
  .strict();

/** Turning two-factor on: the secret from the set-up answer and a first code proving the app has it. */
export const TotpEnableRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'invalid_code' }),
});

/**
 * The current password, asked again before a change to how the account signs in (ASVS 5.0 V6):
 * setting up two-factor sign-in, turning it off, new recovery codes.
 */
export const PasswordConfirmRequestSchema = z.object({ password: TypedPasswordSchema });
export const TotpSetupRequestSchema = PasswordConfirmRequestSchema;
export const TotpDisableRequestSchema = PasswordConfirmRequestSchema;
export const RecoveryCodesRequestSchema = PasswordConfirmRequestSchema;

// Answers ---------------------------------------------------------------------------------------

const Instant = z.string();

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ConsoleRoleSchema,
  ui_language: ConsoleLanguageSchema,
  /** Where the website's mail for this person goes (new messages, answers to replies); null: `email`. */
  notification_email: z.string().nullable(),
  totp_enabled: z.boolean(),
  disabled: z.boolean(),
  created_at: Instant,
  /** null: invited, the invitation not yet accepted (accepting it signs the person in). */
  last_login_at: Instant.nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET /api/admin/users/: every account, oldest first, in the API's list envelope. */
export const AdminUserListSchema = paginated(AdminUserSchema);

/** `{id}` of /api/admin/users/{id}/ (anything else is a 404). */
export const AdminUserParamsSchema = z.object({ id: z.uuid() });

/** After the password: signed in, or a second factor is still needed (the session waits for it). */
export const LoginAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), user: AdminUserSchema }),
  z.object({ status: z.literal('second_factor_required') }),
]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const MeAnswerSchema = z.object({
  user: AdminUserSchema,
  /** The double-submit token the console echoes in X-CSRFToken on every write. */
  csrftoken: z.string(),
  session: z.object({ idle_expires_at: Instant, absolute_expires_at: Instant }),
});
export type MeAnswer = z.infer<typeof MeAnswerSchema>;

/**
 * Whether the site has an owner yet (the console shows the setup screen when it has none), and
 * whether it can send mail (a mail server is configured): without one, "Passwort vergessen" names
 * the shell command instead. Nothing about any account.
 */
export const SetupStatusSchema = z.object({ owner_exists: z.boolean(), mail_configured: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatusSchema>;

export const InvitationAnswerSchema = z.object({
  user: AdminUserSchema,
  /** The link to send to the invited person (shown once; it expires). */
  invitation_url: z.string(),
  expires_at: Instant,
});

export const TotpSetupAnswerSchema = z.object({
  /** Base32 secret and the otpauth:// URI for a QR code. */
  secret: z.string(),
  otpauth_url: z.string(),
});

export const RecoveryCodesAnswerSchema = z.object({ recovery_codes: z.array(z.string()) });

/**
 * What an entry about a person records of them (decision 096): their name and address at the time
 * (an account invited, changed, deleted, a password reset for it; the sender of a contact message,
 * read while the message exists), the role given and whether the account was disabled. Never a
 * newsletter subscriber's address: an erasure leaves none behind (decision 056).
 */
export const AuditDetailSchema = z.object({
  person: z.object({ name: z.string(), email: z.string() }).optional(),
  role: ConsoleRoleSchema.optional(),
  disabled: z.boolean().optional(),
});
export type AuditDetail = z.infer<typeof AuditDetailSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: Instant,
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  /**
   * The changed content item's name in the asked language (a service's title …) when the entry is
   * a content edit and the item still exists; absent otherwise (decision 092).
   */
  label: z.string().nullable().optional(),
  /** The person the entry is about, when it is about one (decision 096); absent on older entries. */
  detail: AuditDetailSchema.nullable().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * Every audit-log action the API writes besides content edits (decision 092). The console has words
 * for each in both its languages; a test beside the API fails on an action missing here.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_out',
  'auth.lockout',
  'auth.recovery_code_used',
  'auth.recovery_codes',
  'auth.password_change',
  'auth.password_reset_requested',
  'auth.password_reset',
  'auth.password_set_from_shell',
  'auth.totp_setup',
  'auth.totp_enable',
  'auth.totp_disable',
  'user.create_owner',
  'user.invite',
  'user.accept_invitation',
  'user.update',
  'user.update_profile',
  'user.delete',
  'retention.update',
  'practice.update',
  'media.upload',
  'media.update',
  'media.delete',
  'preview.create',
  'preview.revoke',
  'subscriber.delete',
  'message.state',
  'message.reply',
  'message.delete',
  'outbox.retry',
  'campaign.create',
  'campaign.update',
  'campaign.delete',
  'campaign.test',
  'campaign.send',
  'booking.confirm',
  'booking.decline',
  'booking.cancel',
  'booking.move',
  'booking.no_show',
  'booking.done',
  'booking.feed_create',
  'booking.feed_revoke',
  'booking.person_erase',
  'booking_policy.update',
  'session_type.create',
  'session_type.update',
  'session_type.delete',
  'session_type.reorder',
  'booking_hours.update',
  'date_override.set',
  'date_override.delete',
  'holidays.import',
  'blocked_time.create',
  'blocked_time.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A content edit records `{resource}.{verb}` (`services.publish`), the item's key as entity id. */
export const AUDIT_CONTENT_VERBS = ['create', 'update', 'delete', 'publish', 'discard', 'restore'] as const;
export type AuditContentVerb = (typeof AUDIT_CONTENT_VERBS)[number];
/** The content resources whose edits the log records (the API's CONTENT_RESOURCES; a test holds both). */
export const AUDIT_CONTENT_ENTITIES = [
  'services',
  'packages',
  'testimonials',
  'stats',
  'hero-media',
  'qualifications',
  'locations',
  'blog-categories',
  'blog-posts',
  'career-categories',
  'career-posts',
  'legal-pages',
  'managed-texts',
  'seo',
  'social-links',
  'footer-items',
  'themes',
  'languages',
  'site-settings',
  'redirects',
] as const;
export type AuditContentEntity = (typeof AUDIT_CONTENT_ENTITIES)[number];

/** GET /api/admin/audit/?page=&page_size=: newest first. */
export const AuditQuerySchema = PaginationQuerySchema;
export const AuditPageSchema = paginated(AuditEntrySchema);
