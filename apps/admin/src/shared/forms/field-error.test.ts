import { EmailSchema } from '@wegweiser/contracts';
import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { fieldErrorText } from './field-error';
import { schemaResolver } from './schema-resolver';

describe('field errors in the owner’s words', () => {
  it('names the contracts’ number refusals instead of calling them not valid', () => {
    expect(fieldErrorText({ type: 'too_small', message: 'number_too_small' }, de)).toBe(
      'Diese Zahl ist zu klein.',
    );
    expect(fieldErrorText({ type: 'too_big', message: 'number_too_big' }, en)).toBe(
      'This number is too large.',
    );
    expect(fieldErrorText({ type: 'invalid_type', message: 'invalid_number' }, en)).toBe(
      'Please enter a whole number.',
    );
  });

  it('keeps the API’s own sentence, and reads an unknown key as not valid', () => {
    expect(fieldErrorText({ type: 'server', message: 'Schon vergeben.' }, de)).toBe('Schon vergeben.');
    expect(fieldErrorText({ type: 'custom', message: 'something_new' }, de)).toBe(
      'Dieser Wert ist ungültig.',
    );
    expect(fieldErrorText(undefined, de)).toBeUndefined();
  });

  it('names the limit of a text that is too long, as the form’s schema sets it (issue 24 point 7)', async () => {
    const resolve = schemaResolver<{ email: string; items: { name: string }[] }>(
      z.object({
        email: EmailSchema,
        items: z.array(z.object({ name: z.string().max(1200, { error: 'too_long' }) })),
      }),
    );
    const { errors } = await resolve(
      { email: `${'a'.repeat(250)}@example.com`, items: [{ name: 'x'.repeat(1201) }] },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const email = errors.email as FieldError;
    const name = (errors.items as unknown as { name: FieldError }[])[0]?.name;
    expect(fieldErrorText(email, de)).toBe('Das ist zu lang: höchstens 254 Zeichen.');
    expect(fieldErrorText(name, en)).toBe('This is too long: at most 1,200 characters.');
    expect(fieldErrorText(name, de)).toBe('Das ist zu lang: höchstens 1.200 Zeichen.');
    // Without a figure (an older key) it still says too long.
    expect(fieldErrorText({ type: 'too_big', message: 'too_long' }, en)).toBe('This is too long.');
  });
});
