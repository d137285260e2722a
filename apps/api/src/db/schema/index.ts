/**
 * The one Drizzle schema for both engines (PGlite and PostgreSQL). Translatable fields are jsonb
 * maps from language code to text (docs/decisions/003-translations-as-jsonb.md); the API picks the
 * requested language and falls back to the default language per field.
 *
 * drizzle-kit reads this file (apps/api/drizzle.config.ts): every table must be re-exported here.
 */
export * from './admin';
export * from './analytics';
export * from './booking';
export * from './campaigns';
export * from './catalog';
export type { Translations } from './columns';
export * from './contact';
export * from './content';
export * from './media';
export * from './newsletter';
export * from './pages';
export * from './posts';
export * from './practice';
export * from './retention';
export * from './site';
