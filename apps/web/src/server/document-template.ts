/**
 * A rendered document that can be served again with a new CSP nonce (decision 011): rendered once
 * with a placeholder in place of the nonce and kept split on it, so each answer only joins the
 * parts around its own nonce. The entity tag hashes the parts, so it names the content whatever
 * nonce an answer carries.
 */
import { createHash, randomBytes } from 'node:crypto';
import { safeNonce } from './csp-nonce';

/**
 * Random per process and of nonce characters only (it passes `nonceAttribute` unchanged): content
 * cannot contain it by chance or on purpose.
 */
export const NONCE_PLACEHOLDER = randomBytes(24).toString('base64url');

export type DocumentTemplate = {
  /** The document's bytes between the nonces (UTF-8). */
  parts: Buffer[];
  /** Weak entity tag (`W/"…"`): answers differ in their nonce, not in their content. */
  etag: string;
};

/** `render` receives the nonce to put into the document; it is given the placeholder. */
export function documentTemplate(render: (nonce: string) => string): DocumentTemplate {
  const parts = render(NONCE_PLACEHOLDER)
    .split(NONCE_PLACEHOLDER)
    .map((part) => Buffer.from(part, 'utf8'));
  const hash = createHash('sha1');
  // A separator byte that UTF-8 text never contains keeps the nonce positions in the hash.
  for (const part of parts) hash.update(part).update('\xff', 'latin1');
  return { parts, etag: `W/"${hash.digest('base64url').slice(0, 27)}"` };
}

/** The document with `nonce` wherever the render put one. */
export function fillTemplate(template: DocumentTemplate, nonce: string): Buffer {
  const { parts } = template;
  if (parts.length === 1) return parts[0] as Buffer;
  const value = Buffer.from(safeNonce(nonce), 'latin1');
  const chunks: Buffer[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) chunks.push(value);
    chunks.push(parts[i] as Buffer);
  }
  return Buffer.concat(chunks);
}
