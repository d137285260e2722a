import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { fieldErrorText } from './field-error';

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
});
