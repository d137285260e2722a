import { describe, expect, it } from 'vitest';
import { fontPreloads, hostedFontUrls } from './font-preloads';

// Our Latin subsets are listed relative to apps/web, the packages' files via ../../node_modules.
const manifest = {
  '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': {
    file: 'assets/inter-latin-wght-normal-OLD.woff2',
    src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  'src/fonts/inter-latin-wght-normal.woff2': {
    file: 'assets/inter-latin-wght-normal-AAA.woff2',
    src: 'src/fonts/inter-latin-wght-normal.woff2',
  },
  '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2': {
    file: 'assets/inter-latin-ext-wght-normal-BBB.woff2',
    src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  },
  'src/fonts/fraunces-latin-wght-normal.woff2': {
    file: 'assets/fraunces-latin-wght-normal-CCC.woff2',
    src: 'src/fonts/fraunces-latin-wght-normal.woff2',
  },
  'src/entry-client.tsx': { file: 'assets/entry-client-DDD.js', src: 'src/entry-client.tsx' },
};

describe('font preloads', () => {
  const urls = hostedFontUrls(manifest);

  it('finds the hashed Latin subset of every hosted family in the Vite manifest, not the package file', () => {
    expect([...urls]).toEqual([
      ['Inter', '/assets/inter-latin-wght-normal-AAA.woff2'],
      ['Fraunces', '/assets/fraunces-latin-wght-normal-CCC.woff2'],
    ]);
  });

  it('fails at start-up when the build lacks a hosted font', () => {
    const { 'src/fonts/fraunces-latin-wght-normal.woff2': _, ...rest } = manifest;
    expect(() => hostedFontUrls(rest)).toThrow(/src\/fonts\/fraunces-latin-wght-normal\.woff2/);
  });

  it('lists the body font first, then the display font, each once, and nothing for families not hosted', () => {
    expect(fontPreloads({ body: 'Inter', display: 'Fraunces' }, urls)).toEqual([
      '/assets/inter-latin-wght-normal-AAA.woff2',
      '/assets/fraunces-latin-wght-normal-CCC.woff2',
    ]);
    expect(fontPreloads({ body: 'Inter', display: 'Inter' }, urls)).toEqual([
      '/assets/inter-latin-wght-normal-AAA.woff2',
    ]);
    expect(fontPreloads({ body: 'Roboto', display: 'Fraunces' }, urls)).toEqual([
      '/assets/fraunces-latin-wght-normal-CCC.woff2',
    ]);
  });
});
