/**
 * Column shapes shared by the schema's modules. Translatable fields are jsonb maps from language
 * code to text (docs/decisions/003-translations-as-jsonb.md).
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

export type Translations = Partial<Record<LanguageCode, string>>;

export const translated = (name: string) => jsonb(name).$type<Translations>().notNull().default({});

/**
 * A markdown field's sanitized HTML per language, rendered when the text is published (decision
 * 118): `id` names the source it was made from (`markdownId`), so a text changed since is known.
 */
export type RenderedTranslations = Partial<Record<LanguageCode, { id: string; html: string }>>;

export const rendered = (name: string) => jsonb(name).$type<RenderedTranslations>().notNull().default({});
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const sortOrder = () => integer('order').notNull().default(0);
