import type { Stat } from '@wegweiser/contracts';

/** Shown when the stats call fails (spec section 8): the German stats, whatever the language. */
export const FALLBACK_STATS: readonly Stat[] = [
  { id: 1, number: '12+', label: 'Jahre Coaching-Erfahrung' },
  { id: 2, number: '850+', label: 'begleitete Klientinnen und Klienten' },
  { id: 3, number: '4.9/5', label: 'durchschnittliche Bewertung' },
  { id: 4, number: '94%', label: 'erreichen ihre Coaching-Ziele' },
];

export const STATS_ERROR_MESSAGE = 'Failed to load stats';
