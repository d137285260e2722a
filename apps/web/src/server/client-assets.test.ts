import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientAssets, inlineCss, type Manifest, staticImports } from './client-assets';

const manifest: Manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-E.js',
    src: 'src/entry-client.tsx',
    isEntry: true,
    css: ['assets/entry-client-A.css', 'assets/extra-B.css'],
    imports: ['_runtime.js', '_router.js', '_constants.js'],
  },
  '_runtime.js': { file: 'assets/runtime-R.js' },
  '_constants.js': { file: 'assets/constants-C.js' },
  '_router.js': { file: 'assets/router-X.js', imports: ['_runtime.js', '_jsx.js'] },
  '_jsx.js': { file: 'assets/jsx-J.js', imports: ['_runtime.js'] },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-H.js', imports: ['_runtime.js'] },
};

const dir = mkdtempSync(join(tmpdir(), 'wegweiser-client-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('client assets', () => {
  it("lists the entry's static imports once each, dependencies first, without route chunks", () => {
    expect(staticImports(manifest, 'src/entry-client.tsx')).toEqual([
      '/assets/runtime-R.js',
      '/assets/jsx-J.js',
      '/assets/router-X.js',
      '/assets/constants-C.js',
    ]);
  });

  it('fails naming the chunk when the manifest lacks an import', () => {
    const broken: Manifest = {
      ...manifest,
      '_router.js': { file: 'assets/router-X.js', imports: ['_gone.js'] },
    };
    expect(() => staticImports(broken, 'src/entry-client.tsx')).toThrow(/_gone\.js/);
  });

  it('reads the entry and joins its stylesheets for the inline <style>', () => {
    writeFileSync(join(dir, 'assets-a.css'), '.a{color:red}');
    writeFileSync(join(dir, 'assets-b.css'), '.b{content:"</style><script>"}');
    const assets = clientAssets(
      {
        ...manifest,
        'src/entry-client.tsx': {
          ...(manifest['src/entry-client.tsx'] as Manifest[string]),
          css: ['assets-a.css', 'assets-b.css'],
        },
      },
      dir,
    );
    expect(assets.entry).toBe('/assets/entry-client-E.js');
    expect(assets.entryImports).toHaveLength(4);
    expect(assets.css).toBe('.a{color:red}\n.b{content:"<\\/style><script>"}');
    expect(assets.css).not.toMatch(/<\/style/i);
    expect(assets.stylesheets).toEqual(['/assets-a.css', '/assets-b.css']);
  });

  it('fails when the build has no client entry', () => {
    expect(() => clientAssets({}, dir)).toThrow(/no entry for src\/entry-client\.tsx/);
  });

  it('escapes every spelling of a closing style tag', () => {
    expect(inlineCss('a</STYLE b</style')).toBe('a<\\/STYLE b<\\/style');
  });
});
