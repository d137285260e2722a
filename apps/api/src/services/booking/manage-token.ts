/**
 * The visitor's manage link (issue 25 point 5, decision 103): `{booking id, 32 hex}{HMAC-SHA-256 of
 * the id under APP_SECRET, base64url}`. Every mail of a booking — the confirmation days later, a
 * reminder — can write the same link again without the database keeping the token; the database
 * keeps only its SHA-256 (`manage_token_hash`), as for every capability token (lib/tokens.ts).
 *
 * A token is found by its MAC (under the current secret) or by its hash (a token made before
 * decision 103, or under a secret replaced since), so changing APP_SECRET breaks no link mailed
 * before.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const ID_HEX = 32;
const MAC_LENGTH = 43;

const macOf = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`booking-manage:${id}`).digest('base64url');

const compactId = (id: string) => id.replace(/-/g, '').toLowerCase();

/** The manage token of booking `id` (a UUID). */
export function manageTokenOf(secret: string, id: string): string {
  const hex = compactId(id);
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new RangeError('a booking id is a UUID');
  return `${hex}${macOf(secret, formatId(hex))}`;
}

const formatId = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The booking id a token names when its MAC is right under `secret`; null otherwise. */
export function bookingIdOfToken(secret: string, token: string): string | null {
  if (token.length !== ID_HEX + MAC_LENGTH) return null;
  const hex = token.slice(0, ID_HEX);
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  const id = formatId(hex);
  const given = Buffer.from(token.slice(ID_HEX));
  const expected = Buffer.from(macOf(secret, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The visitor's manage page: `${publicOrigin}/booking/manage/${token}?lang=${language}`. */
export const manageLinkOf = (publicOrigin: string, token: string, language: string) =>
  `${publicOrigin.replace(/\/+$/, '')}/booking/manage/${token}?lang=${language}`;
