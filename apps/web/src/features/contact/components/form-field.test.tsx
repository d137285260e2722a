import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

const html = (props: Partial<Parameters<typeof FormField>[0]> = {}) =>
  renderToStaticMarkup(
    <FormField id="contact-email" label="E-Mail-Adresse" value="a@b" onChange={() => undefined} {...props} />,
  );

describe('FormField', () => {
  it('labels the control and leaves a valid field unmarked', () => {
    const out = html({ required: true, type: 'email' });
    expect(out).toContain('<label for="contact-email"');
    const input = out.match(/<input[^>]*>/)?.[0] ?? '';
    for (const attribute of ['id="contact-email"', 'name="email"', 'required=""', 'type="email"']) {
      expect(input).toContain(attribute);
    }
    expect(out).not.toContain('aria-invalid=');
    expect(out).not.toContain('aria-describedby=');
  });

  it('marks an invalid field and ties the error (and hint) to it', () => {
    const out = html({
      error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      hint: '3 von 5000 Zeichen',
    });
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('aria-describedby="contact-email-error contact-email-hint"');
    expect(out).toContain('<p id="contact-email-error"');
    expect(out).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.</p>');
    expect(out).toContain('<p id="contact-email-hint"');
  });

  it('renders a textarea for multi-line input', () => {
    expect(html({ id: 'contact-message', multiline: true })).toMatch(
      /<textarea id="contact-message" name="message"/,
    );
  });
});
