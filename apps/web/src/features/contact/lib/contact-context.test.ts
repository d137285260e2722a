import { describe, expect, it } from 'vitest';
import { contextNote, prefillMessage, readContactContext } from './contact-context';

const read = (query: string) => readContactContext(new URLSearchParams(query));

describe('readContactContext', () => {
  it.each([
    ['', {}],
    ['context=hero_cta', { context: 'hero_cta' }],
    ['context=general_cta', { context: 'general_cta' }],
    ['context=about_cta', { context: 'about_cta' }],
    [
      'context=service_detail&service_name=Karriere-Coaching',
      { context: 'service_detail', service_name: 'Karriere-Coaching' },
    ],
    [
      'context=service_package_detail&package_name=Neustart-Paket',
      { context: 'service_package_detail', package_name: 'Neustart-Paket' },
    ],
    [
      'context=service_package_general&package_name=Neustart-Paket',
      { context: 'service_package_general', package_name: 'Neustart-Paket' },
    ],
    [
      'context=career_post&post_title=Systemischer%20Coach%20(m%2Fw%2Fd)',
      { context: 'career_post', post_title: 'Systemischer Coach (m/w/d)' },
    ],
  ])('?%s → %j', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('drops contexts the API does not know and blank names', () => {
    expect(read('context=spam&package_name=%20%20')).toEqual({});
  });

  it('trims names and shortens them to the API limit of 200 characters', () => {
    expect(read(`package_name=%20${'x'.repeat(250)}`).package_name).toBe('x'.repeat(200));
  });
});

describe('contextNote', () => {
  it('names the package, service or job', () => {
    expect(contextNote(read('context=service_package_detail&package_name=Neustart-Paket'), 'de')).toEqual({
      label: 'Ihre Anfrage zu:',
      name: 'Neustart-Paket',
    });
    expect(contextNote(read('context=service_detail&service_name=Life-Coaching'), 'en')).toEqual({
      label: 'Your enquiry about:',
      name: 'Life-Coaching',
    });
    expect(contextNote(read('context=career_post&post_title=Assistenz'), 'de')).toEqual({
      label: 'Ihre Bewerbung auf:',
      name: 'Assistenz',
    });
  });

  it('is absent for the plain call-to-action contexts', () => {
    expect(contextNote(read('context=hero_cta'), 'de')).toBeNull();
    expect(contextNote(read(''), 'de')).toBeNull();
  });
});

describe('prefillMessage', () => {
  it('opens politely with the topic', () => {
    expect(prefillMessage(read('context=service_package_detail&package_name=Neustart-Paket'), 'de')).toBe(
      'Guten Tag, ich interessiere mich für „Neustart-Paket“ und würde gern mehr darüber erfahren.',
    );
    expect(prefillMessage(read('context=career_post&post_title=Assistenz'), 'en')).toBe(
      'Hello, I am interested in the position “Assistenz” and would like to apply.',
    );
    expect(prefillMessage(read('context=service_detail&service_name=Life-Coaching'), 'fr')).toContain(
      '« Life-Coaching »',
    );
  });

  it('stays empty without a topic', () => {
    expect(prefillMessage(read('context=about_cta'), 'de')).toBe('');
  });

  it('uses German for an unknown language', () => {
    expect(prefillMessage(read('package_name=Neustart-Paket'), 'it')).toContain('Guten Tag');
  });
});
