import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBrokenReferences, findUnindexedRecords } from './check-doc-links.mjs';

// Built from parts, so this file's own text cites no record (the checker reads it too).
const DECISIONS = ['docs', 'decisions'].join('/');
const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A tree with two decision records, and the index and other files given. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  roots.push(root);
  mkdirSync(join(root, 'docs', 'decisions'), { recursive: true });
  writeFileSync(join(root, 'docs', 'decisions', '001-first.md'), '# 001\n');
  writeFileSync(join(root, 'docs', 'decisions', '002-second.md'), '# 002\n');
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  return root;
}

describe('the decision records and their index', () => {
  it('names each record the index does not link', () => {
    const root = tree({ 'docs/README.md': '| [001](decisions/001-first.md) | First |\n' });
    expect(findUnindexedRecords(root)).toEqual([
      `${DECISIONS}/002-second.md: not in the index of decision records (docs/README.md)`,
    ]);
  });

  it('is content when every record is linked', () => {
    const root = tree({
      'docs/README.md': '[001](decisions/001-first.md), [002](decisions/002-second.md)\n',
    });
    expect(findUnindexedRecords(root)).toEqual([]);
  });

  it('still names a citation of a record that does not exist', () => {
    const root = tree({ 'notes.md': `As ${'decision'} 003 says.\n` });
    expect(findBrokenReferences(root, ['notes.md'])).toEqual([
      `notes.md:1: no record 003 (${DECISIONS}/003-*.md)`,
    ]);
  });
});
