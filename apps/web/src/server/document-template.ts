/**
 * A rendered document that can be served again with a new CSP nonce (decision 011): rendered once
 * with a placeholder in place of the nonce and kept split on it, so each answer only joins the
 * parts around its own nonce — plain, or gzip from parts deflated once. The entity tag hashes the
 * parts, so it names the content whatever nonce an answer carries.
 */
import { createHash, randomBytes } from 'node:crypto';
import { deflateParts, gzipJoin } from './compression';
import { safeNonce } from './csp-nonce';

/**
 * Random per process and of nonce characters only (it passes `nonceAttribute` unchanged): content
 * cannot contain it by chance or on purpose.
 */
export const NONCE_PLACEHOLDER = randomBytes(24).toString('base64url');

export type DocumentTemplate = {
  /** The document's bytes between the nonces (UTF-8). */
  readonly parts: Buffer[];
  /** Weak entity tag (`W/"…"`): answers differ in their nonce, not in their content. */
  readonly etag: string;
  /** The parts deflated, made on the first gzip answer. */
  deflated?: Promise<Buffer[]>;
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

const nonceBytes = (nonce: string) => Buffer.from(safeNonce(nonce), 'latin1');

/** The document with `nonce` wherever the render put one. */
export function fillTemplate(template: DocumentTemplate, nonce: string): Buffer {
  const { parts } = template;
  if (parts.length === 1) return parts[0] as Buffer;
  const value = nonceBytes(nonce);
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) chunks.push(value);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/** The same document as gzip. */
export async function gzipTemplate(template: DocumentTemplate, nonce: string): Promise<Buffer> {
  template.deflated ??= deflateParts(template.parts);
  return gzipJoin(template.parts, await template.deflated, nonceBytes(nonce));
}
