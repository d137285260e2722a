import { describe, expect, it } from 'vitest';
import { rebaseFileUrls } from './file-urls';

const outDir = '/repo/apps/server/dist';

describe('file URLs of bundled modules (decision 067)', () => {
  it('point from the output folder to the same place in the repository', () => {
    const source = [
      "export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));",
      'const root = fileURLToPath(new URL("../../../../", import.meta.url));',
      "const media = new URL( './media' ,import.meta.url );",
    ].join('\n');
    const { code, files } = rebaseFileUrls(source, '/repo/apps/api/src/db/client.ts', outDir);
    expect(code).toBe(
      [
        "export const migrationsFolder = fileURLToPath(new URL('../../api/drizzle', import.meta.url));",
        'const root = fileURLToPath(new URL("../../../", import.meta.url));',
        "const media = new URL('../../api/src/db/media', import.meta.url);",
      ].join('\n'),
    );
    expect(files.map((file) => file.target)).toEqual([
      '/repo/apps/api/drizzle',
      '/repo',
      '/repo/apps/api/src/db/media',
    ]);
  });

  it('keep a target inside the output folder relative to it', () => {
    const { code } = rebaseFileUrls(
      "new URL('./dist/x.json', import.meta.url)",
      '/repo/apps/server/a.ts',
      outDir,
    );
    expect(code).toBe("new URL('./x.json', import.meta.url)");
  });

  it('leave a module without file URLs as it is', () => {
    const source = "import { join } from 'node:path';\nexport const a = join('a', 'b');";
    expect(rebaseFileUrls(source, '/repo/apps/api/src/a.ts', outDir)).toEqual({ code: source, files: [] });
  });

  it.each([
    ['the bare URL', 'const here = import.meta.url;'],
    ['a computed path', 'new URL(name, import.meta.url)'],
    ['import.meta.dirname', "join(import.meta.dirname, 'x')"],
    ['import.meta.filename', 'console.log(import.meta.filename)'],
  ])('refuse %s, which the bundle would move to apps/server/dist', (_name, source) => {
    expect(() => rebaseFileUrls(source, '/repo/apps/api/src/a.ts', outDir)).toThrow(
      /a\.ts: import\.meta\.\w+ is only supported as new URL/,
    );
  });
});
