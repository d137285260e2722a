/**
 * What a page's policy must name when it carries no nonce (decision 114): the SHA-256 of each inline
 * script that runs (JSON data blocks do not) and of each inline style, computed here from the bytes.
 */
import { createHash } from 'node:crypto';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function inlineHashesOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/type="application\/(?:ld\+)?json"/i.test(match[1] ?? ''))
    .map((match) => sha256(match[2] ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) =>
    sha256(match[1] ?? ''),
  );
  return { scripts, styles };
}

/** The sources of one directive of a policy. */
export function directiveOf(policy: string, name: string): string[] {
  const directive = policy.split(';').find((part) => part.trim().split(' ')[0] === name);
  return directive?.trim().split(' ').slice(1) ?? [];
}

/** The policy names exactly the document's inline hashes, and no nonce. */
export function policyMatchesBytes(policy: string, html: string): boolean {
  const { scripts, styles } = inlineHashesOf(html);
  const listed = (name: string) =>
    directiveOf(policy, name).filter((source) => source.startsWith("'sha256-"));
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((value) => b.includes(value));
  return (
    !policy.includes("'nonce-") &&
    !/\snonce="/.test(html) &&
    scripts.length > 0 &&
    same(listed('script-src'), scripts) &&
    same(listed('style-src'), styles)
  );
}
