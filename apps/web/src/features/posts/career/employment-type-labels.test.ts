import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_TYPE_CONTENT_TYPES, employmentTypeLabel } from './employment-type-labels';

describe('employmentTypeLabel', () => {
  it.each([
    ['full_time', 'de', 'Vollzeit'],
    ['part_time', 'de', 'Teilzeit'],
    ['freelance', 'de', 'Freiberuflich'],
    ['internship', 'de', 'Praktikum'],
    ['full_time', 'en', 'Full-time'],
    ['part_time', 'es', 'Media jornada'],
    ['freelance', 'fr', 'Indépendant'],
    ['internship', 'zh', '实习'],
  ])('%s in %s → %s', (type, language, expected) => {
    expect(employmentTypeLabel(type, language)).toBe(expected);
  });

  it('prefers a managed text when the owner wrote one', () => {
    const managed = (contentType: string) =>
      contentType === 'career_employment_type_freelance' ? 'Auf Honorarbasis' : '';
    expect(employmentTypeLabel('freelance', 'de', managed)).toBe('Auf Honorarbasis');
    expect(employmentTypeLabel('part_time', 'de', managed)).toBe('Teilzeit');
  });

  it('ignores blank managed texts', () => {
    expect(employmentTypeLabel('full_time', 'en', () => '   ')).toBe('Full-time');
  });

  it('falls back to German for an unknown language and to the raw value for an unknown type', () => {
    expect(employmentTypeLabel('full_time', 'it')).toBe('Vollzeit');
    expect(employmentTypeLabel('seasonal', 'en')).toBe('seasonal');
  });

  it('names one managed text per type', () => {
    expect(EMPLOYMENT_TYPE_CONTENT_TYPES).toEqual([
      'career_employment_type_full_time',
      'career_employment_type_part_time',
      'career_employment_type_freelance',
      'career_employment_type_internship',
    ]);
  });
});
