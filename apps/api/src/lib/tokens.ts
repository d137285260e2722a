/**
 * Capability tokens (newsletter links, console sessions, setup and invitation links): 32 random
 * bytes for the holder, only their SHA-256 in the database, so a copy of the table opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new token, URL-safe (it travels in links and cookies). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
