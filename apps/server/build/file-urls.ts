/**
 * Files a module finds next to its own source (`new URL('../../drizzle', import.meta.url)`: the
 * migrations, the seed pictures, the web and console builds) must still be found once the module is
 * bundled into apps/server/dist, whose `import.meta.url` is another folder. The build rewrites each
 * such URL to point from the output folder to the same place in the repository (decision 067), so
 * the compiled server runs from a checkout or an image with the repository's layout.
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'rolldown';

/** `new URL('<relative path>', import.meta.url)` with a literal path. */
const FILE_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]*)\1\s*,\s*import\.meta\.url\s*\)/g;
/** Any other use of the module's own location, which bundling would silently move. */
const OWN_LOCATION = /import\.meta\.(?:url|dirname|filename)\b/;

export type RebasedFile = { from: string; target: string };

export type Rebased = { code: string; files: RebasedFile[] };

/**
 * The module's source with every file URL made relative to `outDir`. Throws for any other use of
 * `import.meta.url`/`dirname`/`filename`: in the bundle it would name the output file instead.
 */
export function rebaseFileUrls(code: string, sourceFile: string, outDir: string): Rebased {
  const files: RebasedFile[] = [];
  const rewritten = code.replace(FILE_URL, (_match, quote: string, path: string) => {
    const target = resolve(dirname(sourceFile), path);
    let fromOut = relative(outDir, target).split(sep).join('/') || '.';
    if (!fromOut.startsWith('.')) fromOut = `./${fromOut}`;
    if (path.endsWith('/') && !fromOut.endsWith('/')) fromOut = `${fromOut}/`;
    files.push({ from: path, target });
    return `new URL(${quote}${fromOut}${quote}, import.meta.url)`;
  });
  const rest = rewritten.replace(FILE_URL, '');
  const other = OWN_LOCATION.exec(rest);
  if (other) {
    throw new Error(
      `${sourceFile}: ${other[0]} is only supported as new URL('<relative path>', import.meta.url); ` +
        'the compiled server would see apps/server/dist instead of this file',
    );
  }
  return { code: rewritten, files };
}

/** The build's plugin: rewrites the repository's own modules; fails for a target that does not exist. */
export function fileUrlsPlugin(options: { repositoryRoot: string; outDir: string }): Plugin {
  const ownModule = (id: string) =>
    id.startsWith(options.repositoryRoot) && !id.includes(`${sep}node_modules${sep}`);
  return {
    name: 'wegweiser-file-urls',
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/, code: 'import.meta' },
      handler(code, id) {
        if (!ownModule(id)) return null;
        const { code: rewritten, files } = rebaseFileUrls(code, id, options.outDir);
        const missing = files.find((file) => !existsSync(file.target));
        if (missing) {
          this.error(
            `${id}: ${missing.from} (${missing.target}) does not exist; build the website and the console first (npm run build)`,
          );
        }
        return files.length > 0 ? { code: rewritten, map: null } : null;
      },
    },
  };
}
