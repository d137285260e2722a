/**
 * Labels of the employment types. A managed text career_employment_type_{type} wins when the
 * owner has written one; otherwise the built-in label of the language (German when unknown).
 */
import type { CareerPostSummary } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';

export type EmploymentType = CareerPostSummary['employment_type'];

// Spelled out here because the contracts' list lives next to zod schemas the browser must not load.
export const EMPLOYMENT_TYPE_VALUES = [
  'full_time',
  'part_time',
  'freelance',
  'internship',
] as const satisfies readonly EmploymentType[];

export const employmentTypeContentType = (type: string) => `career_employment_type_${type}`;
export const EMPLOYMENT_TYPE_CONTENT_TYPES = EMPLOYMENT_TYPE_VALUES.map(employmentTypeContentType);

const LABELS: Record<LanguageCode, Record<EmploymentType, string>> = {
  de: { full_time: 'Vollzeit', part_time: 'Teilzeit', freelance: 'Freiberuflich', internship: 'Praktikum' },
  en: { full_time: 'Full-time', part_time: 'Part-time', freelance: 'Freelance', internship: 'Internship' },
  es: {
    full_time: 'Jornada completa',
    part_time: 'Media jornada',
    freelance: 'Autónomo',
    internship: 'Prácticas',
  },
  fr: { full_time: 'Temps plein', part_time: 'Temps partiel', freelance: 'Indépendant', internship: 'Stage' },
  zh: { full_time: '全职', part_time: '兼职', freelance: '自由职业', internship: '实习' },
};

export function employmentTypeLabel(
  type: string,
  language: string,
  managed: (contentType: string) => string | undefined = () => undefined,
): string {
  const own = managed(employmentTypeContentType(type))?.trim();
  if (own) return own;
  const labels = LABELS[language as LanguageCode] ?? LABELS.de;
  return labels[type as EmploymentType] ?? LABELS.de[type as EmploymentType] ?? type;
}
