import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// issue 12 docs: scripts/check-doc-links.mjs (run by `npm run lint`) on a repository made for each case.
const SCRIPT = resolve(import.meta.dirname, '../../../scripts/check-doc-links.mjs');
const roots: string[] = [];

function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
}

const RECORD = { 'docs/decisions/003-translations-as-jsonb.md': '# 003\n' };

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-doc-links', () => {
  it('passes when every reference names an existing record or file', () => {
    const result = check({
      ...RECORD,
      'src/schema.ts': '// see docs/decisions/003-translations-as-jsonb.md and decision 003\n',
      'docs/README.md': '[003](decisions/003-translations-as-jsonb.md), [web](https://example.org/x)\n',
    });
    expect(result).toEqual({ status: 0, stderr: '' });
  });

  it('fails on a path to a record that does not exist', () => {
    // Assembled, so that this file does not hold the stale path the real check would report.
    const missing = ['docs', 'decisions', '004-translations-as-jsonb.md'].join('/');
    const result = check({ ...RECORD, 'src/schema.ts': `// ${missing}\n` });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`src/schema.ts:1: no record ${missing}`);
  });

  it('fails on a decision number without a record, also inside a list', () => {
    const result = check({ ...RECORD, 'a.ts': '// Decision 003\n// decisions 003 and 017\n' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('a.ts:2: no record 017');
    expect(result.stderr).not.toContain('a.ts:1');
  });

  it('fails on a relative Markdown link to a missing file', () => {
    const result = check({ ...RECORD, 'bench/README.md': 'See [run](results/2026-01-01-api.md).\n' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('bench/README.md:1: broken link results/2026-01-01-api.md');
  });
});
