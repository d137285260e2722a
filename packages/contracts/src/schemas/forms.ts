import { z } from 'zod';
import { CONTACT_CONTEXTS } from '../constants';
import { EmailSchema, safeText } from './primitives';

const requiredText = (max: number, options: { multiline?: boolean } = {}) =>
  safeText(options).trim().min(1, { error: 'required', abort: true }).max(max, { error: 'too_long' });

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, { error: 'too_long' })
    .optional()
    .transform((value) => (value ? value : undefined));

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
  name: requiredText(120),
  email: EmailSchema,
  message: requiredText(5000, { multiline: true }),
  phone: optionalText(40).refine((value) => value === undefined || /^[+()\d\s./-]{5,40}$/.test(value), {
    error: 'invalid_phone',
  }),
  context: z.enum(CONTACT_CONTEXTS, { error: 'invalid_value' }).optional(),
  service_name: optionalText(200),
  package_name: optionalText(200),
  post_title: optionalText(200),
});
export type ContactMessageCreate = z.infer<typeof ContactMessageCreateSchema>;

export const ContactMessageCreatedSchema = z.object({ id: z.string(), message: z.string() });
