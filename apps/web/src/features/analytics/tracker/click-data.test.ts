import { ANALYTICS } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { type ClickedElement, clickData, cutText } from './click-data';

const element = (
  fields: Partial<ClickedElement> & { attributes?: Record<string, string> },
): ClickedElement => ({
  id: fields.id ?? '',
  tagName: fields.tagName ?? 'A',
  textContent: fields.textContent ?? null,
  getAttribute: (name) => fields.attributes?.[name] ?? null,
});

describe('cutText', () => {
  it('keeps the first 100 characters', () => {
    expect(ANALYTICS.clickTextMaxLength).toBe(100);
    const text = 'x'.repeat(150);
    expect(cutText(text)).toBe('x'.repeat(100));
    expect(cutText('kurz')).toBe('kurz');
    expect(cutText('y'.repeat(100))).toHaveLength(100);
  });

  it('collapses whitespace before cutting', () => {
    expect(cutText('  Mehr\n   erfahren  ')).toBe('Mehr erfahren');
  });

  it('never leaves half of an emoji at the cut', () => {
    const text = `${'a'.repeat(99)}😀tail`;
    expect(cutText(text)).toBe('a'.repeat(99));
  });
});

describe('clickData', () => {
  it('reads every click field of the spec', () => {
    const link = element({
      id: 'cta',
      tagName: 'A',
      textContent: '  Jetzt   anfragen ',
      attributes: { class: 'btn primary', href: '/contact?context=hero_cta' },
    });
    expect(clickData(link, { x: 10.6, y: 2000.2 })).toEqual({
      element_id: 'cta',
      element_class: 'btn primary',
      element_tag: 'a',
      element_text: 'Jetzt anfragen',
      element_href: '/contact?context=hero_cta',
      x_coordinate: 11,
      y_coordinate: 2000,
    });
  });

  it('cuts the element text at 100 characters', () => {
    const button = element({ tagName: 'BUTTON', textContent: 'Ä'.repeat(180) });
    expect(clickData(button, { x: 0, y: 0 }).element_text).toBe('Ä'.repeat(100));
  });

  it('uses null for missing values and the aria-label for icon buttons', () => {
    const button = element({
      tagName: 'BUTTON',
      textContent: ' ',
      attributes: { 'aria-label': 'Menü öffnen' },
    });
    expect(clickData(button, { x: 1, y: 2 })).toMatchObject({
      element_id: null,
      element_class: null,
      element_href: null,
      element_text: 'Menü öffnen',
      element_tag: 'button',
    });
    expect(clickData(element({ tagName: 'BUTTON' }), { x: 0, y: 0 }).element_text).toBeNull();
  });

  it('reads an input button from its value', () => {
    const input = element({ tagName: 'INPUT', attributes: { value: 'Senden', type: 'submit' } });
    expect(clickData(input, { x: 0, y: 0 }).element_text).toBe('Senden');
  });

  it('keeps fields within the API limits', () => {
    const long = element({
      id: 'i'.repeat(300),
      attributes: { class: 'c'.repeat(600), href: `/${'h'.repeat(3000)}` },
    });
    const data = clickData(long, { x: 0, y: 0 });
    expect(data.element_id).toHaveLength(200);
    expect(data.element_class).toHaveLength(500);
    expect(data.element_href).toHaveLength(2048);
  });
});
