import { z } from 'zod';
import { CONTACT_CONTEXTS, CONTACT_LIMITS, PHONE_PATTERN } from '../constants';
import { EmailSchema, safeText } from './primitives';

const requiredText = (max: number, options: { multiline?: boolean } = {}) =>
  safeText(options).trim().min(1, { error: 'required', abort: true }).max(max, { error: 'too_long' });

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, { error: 'too_long' })
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The public forms' spam guards (decision 057; the booking form too, decision 102), both optional:
 * a form that sends neither passes. The API judges them (services/form-spam.ts).
 */
export const FormSpamGuardFields = {
  /** Honeypot: a field people never see; anything in it marks the submit as spam. */
  website: z.string().max(CONTACT_LIMITS.context, { error: 'too_long' }).optional(),
  /** Milliseconds between showing the form and sending it; below CONTACT_MIN_FILL_MS it is spam. */
  elapsed_ms: z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(0)
    .max(86_400_000)
    .optional(),
};

export const NewsletterSubscribeSchema = z.object({ email: EmailSchema });
export type NewsletterSubscribe = z.infer<typeof NewsletterSubscribeSchema>;

export const NewsletterConfirmParamsSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const ContactMessageCreateSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: EmailSchema,
  message: requiredText(CONTACT_LIMITS.message, { multiline: true }),
  phone: optionalText(CONTACT_LIMITS.phone).refine(
    (value) => value === undefined || PHONE_PATTERN.test(value),
    {
      error: 'invalid_phone',
    },
  ),
  context: z.enum(CONTACT_CONTEXTS, { error: 'invalid_value' }).optional(),
  service_name: optionalText(CONTACT_LIMITS.context),
  package_name: optionalText(CONTACT_LIMITS.context),
  post_title: optionalText(CONTACT_LIMITS.context),
  // issue 14 inbox: optional and additive, judged by the API (decision 057).
  /** The site path the form was sent from. */
  page_path: optionalText(CONTACT_LIMITS.context).refine(
    (value) => value === undefined || value.startsWith('/'),
    {
      error: 'invalid_value',
    },
  ),
  ...FormSpamGuardFields,
});
export type ContactMessageCreate = z.infer<typeof ContactMessageCreateSchema>;

export const ContactMessageCreatedSchema = z.object({ id: z.string(), message: z.string() });
