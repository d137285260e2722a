import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_CHUNK, firstLoadChunkName, staticallyFrom } from './first-load-chunk';

type Info = { importedIds: string[]; dynamicImporters: string[] };
const graph: Record<string, Info> = {
  '/src/entry.tsx': { importedIds: ['/src/app.tsx', '/src/styles.css'], dynamicImporters: [] },
  '/src/app.tsx': {
    importedIds: ['/node_modules/react/index.js', '/node_modules/@heroicons/react/24/outline/index.js'],
    dynamicImporters: [],
  },
  '/node_modules/react/index.js': { importedIds: [], dynamicImporters: [] },
  '/node_modules/@heroicons/react/24/outline/index.js': {
    importedIds: [
      '/node_modules/@heroicons/react/24/outline/Bars3Icon.js',
      '/node_modules/@heroicons/react/24/outline/CogIcon.js',
    ],
    dynamicImporters: [],
  },
  '/node_modules/@heroicons/react/24/outline/Bars3Icon.js': { importedIds: [], dynamicImporters: [] },
  '/node_modules/@heroicons/react/24/outline/CogIcon.js': {
    importedIds: ['/src/cog-only.ts'],
    dynamicImporters: ['/src/icon.tsx'],
  },
  '/src/cog-only.ts': { importedIds: [], dynamicImporters: [] },
  '/src/styles.css': { importedIds: [], dynamicImporters: [] },
  '/src/page.tsx': { importedIds: ['/node_modules/react/index.js'], dynamicImporters: ['/src/app.tsx'] },
};
const info = (id: string) => graph[id] ?? null;

describe('the first-load chunk', () => {
  it("follows the entry's static imports, not a module something imports dynamically", () => {
    expect([...staticallyFrom('/src/entry.tsx', info)].sort()).toEqual([
      '/node_modules/@heroicons/react/24/outline/Bars3Icon.js',
      '/node_modules/@heroicons/react/24/outline/index.js',
      '/node_modules/react/index.js',
      '/src/app.tsx',
      '/src/styles.css',
    ]);
  });

  it('names the statically reached modules, but leaves icons, stylesheets, lazy pages and the entry to rolldown', () => {
    const name = firstLoadChunkName('/src/entry.tsx');
    const context = { getModuleInfo: info };
    expect(name('/src/app.tsx', context)).toBe(FIRST_LOAD_CHUNK);
    expect(name('/node_modules/react/index.js', context)).toBe(FIRST_LOAD_CHUNK);
    expect(name('/node_modules/@heroicons/react/24/outline/Bars3Icon.js', context)).toBeNull();
    expect(name('/src/styles.css', context)).toBeNull();
    expect(name('/src/page.tsx', context)).toBeNull();
    expect(name('/src/cog-only.ts', context)).toBeNull();
    expect(name('/src/entry.tsx', context)).toBeNull();
  });
});
