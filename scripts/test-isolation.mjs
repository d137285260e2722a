/**
 * Which test files need a module graph of their own (decision 083). The projects api, server and
 * admin share their worker's modules across files; a file that replaces a module with `vi.mock`
 * cannot, because the module is already cached when the mock is declared. Such files are named here
 * and run in the isolated project `api-isolated`; `filesThatMock` finds them so a test can check the
 * list is whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const mocksModules = ['apps/api/test/admin/same-work.test.ts'];

/** The folders of the projects whose files share their worker's modules. */
export const sharedGraphFolders = ['apps/api/test', 'apps/server/src', 'apps/server/build', 'apps/admin/src'];

const TEST_FILE = /\.test\.(ts|tsx|mts)$/;
const MOCKS = /\bvi\.(mock|doMock)\(/;

/** Every test file under the shared-graph folders that declares a module mock, relative to `root`. */
export function filesThatMock(root) {
  const found = [];
  const visit = (folder) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(path);
      } else if (TEST_FILE.test(entry.name) && MOCKS.test(readFileSync(path, 'utf8'))) {
        found.push(relative(root, path));
      }
    }
  };
  for (const folder of sharedGraphFolders) visit(join(root, folder));
  return found.sort();
}
