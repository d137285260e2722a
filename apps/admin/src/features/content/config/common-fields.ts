/** Fields that many resources share, worded once. */
export const ACTIVE = {
  name: 'is_active',
  kind: 'boolean',
  label: { de: 'Auf der Website zeigen', en: 'Show on the website' },
  help: { de: 'Aus: bleibt gespeichert, ist aber nicht zu sehen.', en: 'Off: kept, but not shown.' },
} as const;

export const ORDER = {
  name: 'order',
  kind: 'number',
  label: { de: 'Reihenfolge', en: 'Order' },
  help: {
    de: 'Kleinere Zahlen stehen weiter vorn. In der Liste auch mit ↑ ↓ änderbar.',
    en: 'Smaller numbers come first. Also changed with ↑ ↓ in the list.',
  },
} as const;

export const SLUG = {
  name: 'slug',
  kind: 'text',
  required: true,
  label: { de: 'Adresse (Slug)', en: 'Address (slug)' },
  help: {
    de: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. karriere-coaching. Wird sie geändert, leitet die alte Adresse weiter.',
    en: 'Lowercase letters, digits and hyphens, e.g. career-coaching. When it changes, the old address redirects.',
  },
} as const;

export const IMAGE_HELP = {
  de: 'Eine Adresse dieser Website (/media/…) oder https://… eines erlaubten Anbieters.',
  en: 'An address on this website (/media/…) or https://… from an allowed provider.',
} as const;
