/**
 * Column shapes shared by the schema's modules. Translatable fields are jsonb maps from language
 * code to text (docs/decisions/003-translations-as-jsonb.md).
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

export type Translations = Partial<Record<LanguageCode, string>>;

export const translated = (name: string) => jsonb(name).$type<Translations>().notNull().default({});
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const sortOrder = () => integer('order').notNull().default(0);
