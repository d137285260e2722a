/**
 * What the document needs from the client build (decision 013): the entry module, the chunks it
 * imports statically (preloaded together with it, so they do not load one after another), and the
 * stylesheet: its text, of which each document carries inline the rules its markup uses, and its
 * files, which the page loads whole after the first paint (decision 124).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ManifestEntry = {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
};
export type Manifest = Record<string, ManifestEntry>;

export type ClientAssets = {
  /** Public URL of the entry module. */
  entry: string;
  /** Public URLs of the modules the entry imports statically, transitively, in import order. */
  entryImports: string[];
  /** The entry's stylesheets, joined; safe inside a <style> element. */
  css: string;
  /** Public URLs of the entry's stylesheet files. */
  stylesheets: string[];
};

export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** The entry's static import graph, each chunk once, dependencies before their importers. */
export function staticImports(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    const entry = manifest[chunk];
    if (!entry) throw new Error(`The Vite manifest has no chunk ${chunk} (imported by ${key})`);
    for (const dependency of entry.imports ?? []) visit(dependency);
    if (chunk !== key) order.push(`/${entry.file}`);
  };
  visit(key);
  return order;
}

/**
 * A stylesheet's text for an inline <style>: the only sequence that could end the element early
 * is `</style`; its slash escaped (`<\/style`) means the same inside a CSS string or comment.
 */
export const inlineCss = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/** Reads the built client's entry, its import graph and its CSS (throws when the build lacks one). */
export function clientAssets(manifest: Manifest, clientDir: string): ClientAssets {
  const client = manifest[CLIENT_ENTRY];
  if (!client) throw new Error(`The Vite manifest has no entry for ${CLIENT_ENTRY}`);
  const css = (client.css ?? []).map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n');
  return {
    entry: `/${client.file}`,
    entryImports: staticImports(manifest, CLIENT_ENTRY),
    css: inlineCss(css),
    stylesheets: (client.css ?? []).map((file) => `/${file}`),
  };
}
