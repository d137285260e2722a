import { ContactMessageCreateSchema } from '@wegweiser/contracts';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, type ContactValues, fieldErrorsFromBody, validateContact } from './validate-contact';

const valid: ContactValues = {
  name: 'Maria Muster',
  email: 'maria@example.com',
  phone: '',
  message: 'Ich hätte gern einen Termin.',
};

describe('validateContact (the API rules)', () => {
  it('accepts a complete message, with or without a phone number', () => {
    expect(validateContact(valid, 'de')).toEqual({});
    expect(validateContact({ ...valid, phone: '+49 (30) 123-456/7' }, 'de')).toEqual({});
  });

  it('requires name, email and message (blank after trimming counts as empty)', () => {
    expect(validateContact({ name: ' ', email: '', phone: '', message: '\n' }, 'de')).toEqual({
      name: 'Dieses Feld ist erforderlich.',
      email: 'Dieses Feld ist erforderlich.',
      message: 'Dieses Feld ist erforderlich.',
    });
  });

  it('checks the email with the shared pattern', () => {
    expect(validateContact({ ...valid, email: 'maria@example' }, 'en').email).toBe(
      'Please enter a valid email address.',
    );
    expect(validateContact({ ...valid, email: 'ma ria@example.com' }, 'de').email).toBeDefined();
  });

  it.each([
    ['name', 120],
    ['message', 5000],
    ['phone', 40],
  ] as const)('limits %s to %i characters', (field, max) => {
    const filler = field === 'phone' ? '1' : 'a';
    expect(validateContact({ ...valid, [field]: filler.repeat(max) }, 'de')[field]).toBeUndefined();
    expect(validateContact({ ...valid, [field]: filler.repeat(max + 1) }, 'de')[field]).toBe(
      `Dieser Wert ist zu lang (höchstens ${max} Zeichen).`,
    );
  });

  it('rejects phone numbers with letters or fewer than 5 characters', () => {
    expect(validateContact({ ...valid, phone: 'call me' }, 'de').phone).toBe(
      'Bitte geben Sie eine gültige Telefonnummer ein.',
    );
    expect(validateContact({ ...valid, phone: '1234' }, 'de').phone).toBeDefined();
  });

  it('counts the email in its stored form: trimmed, lowercased (İ becomes two characters)', () => {
    expect(validateContact({ ...valid, email: ' MARIA@EXAMPLE.COM ' }, 'de')).toEqual({});
    expect(
      validateContact({ ...valid, email: `${'İ'.repeat(121)}@example.com` }, 'de').email,
    ).toBeUndefined();
    expect(validateContact({ ...valid, email: `${'İ'.repeat(122)}@example.com` }, 'de').email).toBe(
      'Dieser Wert ist zu lang (höchstens 254 Zeichen).',
    );
  });

  it('refuses control characters and lone surrogates like the API; a message may hold line breaks', () => {
    const invalid = 'Dieser Wert enthält unzulässige Zeichen (z. B. Steuerzeichen).';
    expect(
      validateContact(
        { name: 'Ma\u0000ria', email: 'maria@example.com\uD800', phone: '+49\t30', message: 'Hallo\u0000' },
        'de',
      ),
    ).toEqual({ name: invalid, email: invalid, phone: invalid, message: invalid });
    expect(validateContact({ ...valid, message: 'Hallo,\r\n\tMaria' }, 'de')).toEqual({});
  });

  it('speaks the page language', () => {
    expect(validateContact({ ...valid, name: '' }, 'fr').name).toBe('Ce champ est obligatoire.');
  });
});

describe('validateContact and the API contract', () => {
  const apiAccepts = (values: ContactValues) =>
    ContactMessageCreateSchema.safeParse({ ...values, phone: values.phone || undefined }).success;

  it.each([
    ['name', 'a'],
    ['message', 'a'],
    ['phone', '1'],
  ] as const)('agree on %s at its limit and one past it', (field, filler) => {
    for (const length of [CONTACT_LIMITS[field], CONTACT_LIMITS[field] + 1]) {
      const values = { ...valid, [field]: filler.repeat(length) };
      expect(validateContact(values, 'de')[field] === undefined, `${field} × ${length}`).toBe(
        apiAccepts(values),
      );
    }
  });

  it.each(['+49 (30) 123-456/7', '1234', 'call me', '12345'])('agree on the phone number %j', (phone) => {
    const values = { ...valid, phone };
    expect(validateContact(values, 'de').phone === undefined).toBe(apiAccepts(values));
  });
});

describe('fieldErrorsFromBody', () => {
  it('reads `errors` first, then the top-level arrays', () => {
    expect(
      fieldErrorsFromBody({
        message: 'Bitte überprüfen Sie Ihre Eingaben.',
        errors: { name: ['Name fehlt.'], message: ['Nachricht fehlt.'] },
        name: ['Name fehlt.'],
        email: ['E-Mail ungültig.'],
      }),
    ).toEqual({ name: 'Name fehlt.', email: 'E-Mail ungültig.', message: 'Nachricht fehlt.' });
  });

  it('never takes the summary `message` for the message field', () => {
    expect(fieldErrorsFromBody({ message: 'Zu viele Anfragen.' })).toEqual({});
  });

  it('ignores fields the form does not have and bodies that are not objects', () => {
    expect(fieldErrorsFromBody({ message: 'x', errors: { context: ['Ungültig.'] } })).toEqual({});
    expect(fieldErrorsFromBody(null)).toEqual({});
    expect(fieldErrorsFromBody('boom')).toEqual({});
  });
});
