#!/usr/bin/env node
/**
 * Fails when a reference to a decision record or a relative Markdown link points at nothing, so
 * citations cannot go stale again. Run by `npm run lint`.
 *
 * Checked in every file git tracks (or would track: untracked files that are not ignored):
 * - a path `docs/decisions/NNN-slug.md` must exist exactly;
 * - "decision NNN" / "decisions NNN and MMM" / "decisions NNN–MMM" (any case) must name an existing
 *   record `docs/decisions/NNN-*.md`;
 * - in Markdown files, a relative link `[text](path)` must name an existing file or folder;
 * - every record is linked from the index in docs/README.md.
 *
 *   node scripts/check-doc-links.mjs [root]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|gz|br|zip|tgz|pem|key|crt)$/i;

/** Every problem found in `files` (paths relative to `root`), as `file:line: message`. */
export function findBrokenReferences(root, files) {
  const decisionsDir = join(root, 'docs', 'decisions');
  const records = existsSync(decisionsDir) ? readdirSync(decisionsDir) : [];
  const numbers = new Set(records.map((name) => /^(\d{3})-/.exec(name)?.[1]).filter(Boolean));
  const problems = [];
  for (const file of files) {
    if (BINARY.test(file) || file.endsWith('package-lock.json')) continue;
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const at = `${file}:${index + 1}`;
      for (const match of line.matchAll(/docs\/decisions\/(\d{3}-[A-Za-z0-9._-]*?\.md)/g)) {
        if (!records.includes(match[1])) problems.push(`${at}: no record docs/decisions/${match[1]}`);
      }
      for (const match of line.matchAll(
        /\bdecisions?\s+(\d{3}(?:(?:\s*(?:,|and|or|to|–|-)\s*)\d{3})*)\b/gi,
      )) {
        for (const number of match[1].match(/\d{3}/g)) {
          if (!numbers.has(number))
            problems.push(`${at}: no record ${number} (docs/decisions/${number}-*.md)`);
        }
      }
      if (file.endsWith('.md')) {
        for (const match of line.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
          const target = match[1];
          if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
          if (!existsSync(resolve(dirname(path), target))) problems.push(`${at}: broken link ${target}`);
        }
      }
    });
  }
  return problems;
}

/** Decision records the index (docs/README.md) does not link, as `docs/decisions/…: message`. */
export function findUnindexedRecords(root) {
  const decisionsDir = join(root, 'docs', 'decisions');
  const indexPath = join(root, 'docs', 'README.md');
  if (!existsSync(decisionsDir)) return [];
  const index = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
  return readdirSync(decisionsDir)
    .filter((name) => /^\d{3}-.*\.md$/.test(name) && !index.includes(`(decisions/${name})`))
    .map((name) => `docs/decisions/${name}: not in the index of decision records (docs/README.md)`);
}

function listedFiles(root) {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return output.split('\0').filter(Boolean);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(process.argv[2] ?? '.');
  const problems = [...findBrokenReferences(root, listedFiles(root)), ...findUnindexedRecords(root)];
  if (problems.length > 0) {
    console.error(`Stale references to decision records or documents:\n${problems.join('\n')}`);
    process.exit(1);
  }
  process.stdout.write('Decision references and document links: all resolve.\n');
}
