/**
 * What the owner's console sends (decision 024): one create schema per entity the owner edits and
 * an update schema for PATCH (the same fields, each optional). Keys are the API's snake_case; a
 * field the database gives a default may be left out on create. Built only from the shared
 * primitives: safe text, the URL allow-list, timestamps and translations maps. Unknown keys are
 * refused (`unknown_field`), so a misspelt field never passes unnoticed.
 *
 * fields.ts holds the building blocks; only the ones that were public before are exported here.
 */
export * from './catalog';
export {
  CONSOLE_LIMITS,
  ConsoleRoleSchema,
  HexColorSchema,
  PriceSchema,
  SlugSchema,
  slugSchema,
} from './fields';
export * from './pages';
export * from './posts';
export * from './redirects';
export * from './site';
