import { describe, expect, it } from 'vitest';
import { splitPrivacyNote } from './privacy-note';

describe('splitPrivacyNote', () => {
  it('links the whole word that starts with the phrase (German compound)', () => {
    expect(
      splitPrivacyNote('Mehr dazu erfahren Sie in der Datenschutzerklärung.', [
        'Datenschutz',
        'Datenschutzerklärung',
      ]),
    ).toEqual({ before: 'Mehr dazu erfahren Sie in der ', link: 'Datenschutzerklärung', after: '.' });
  });

  it('matches case-insensitively and keeps the note’s own spelling', () => {
    expect(splitPrivacyNote('You can find out more in the privacy policy.', ['Privacy policy'])).toEqual({
      before: 'You can find out more in the ',
      link: 'privacy policy',
      after: '.',
    });
  });

  it('does not run on into the next characters in Chinese', () => {
    expect(splitPrivacyNote('详情请参阅隐私政策了解', ['隐私政策'])).toEqual({
      before: '详情请参阅',
      link: '隐私政策',
      after: '了解',
    });
  });

  it('tries the next phrase and gives up when none occurs', () => {
    expect(splitPrivacyNote('Siehe Datenschutzerklärung', ['', 'AGB', 'Datenschutz'])?.link).toBe(
      'Datenschutzerklärung',
    );
    expect(splitPrivacyNote('Kein Hinweis', ['Datenschutz'])).toBeNull();
  });
});
