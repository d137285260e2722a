import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesThatMock, mocksModules } from './test-isolation.mjs';

const root = new URL('..', import.meta.url).pathname;
const roots = [];
afterEach(() => {
  for (const folder of roots.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('test files that mock a module (decision 083)', () => {
  it('run in a module graph of their own: every such file is named in mocksModules', () => {
    expect(filesThatMock(root)).toEqual([...mocksModules].sort());
  });

  it('are found by their vi.mock or vi.doMock call, in the shared-graph folders only', () => {
    const tree = mkdtempSync(join(tmpdir(), 'isolation-'));
    roots.push(tree);
    const file = (path, text) => {
      mkdirSync(join(tree, path, '..'), { recursive: true });
      writeFileSync(join(tree, path), text);
    };
    file('apps/api/test/a.test.ts', "vi.mock('x');\n");
    file('apps/admin/src/deep/b.test.tsx', "vi.doMock('y');\n");
    file('apps/server/src/c.test.ts', 'vi.fn();\n');
    file('apps/web/src/d.test.ts', "vi.mock('z');\n");
    expect(filesThatMock(tree)).toEqual(['apps/admin/src/deep/b.test.tsx', 'apps/api/test/a.test.ts']);
  });
});
