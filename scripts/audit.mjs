#!/usr/bin/env node
/**
 * `npm run audit` (decision 066): the registry's security advisories for what runs in production —
 * the production dependencies plus the build tools whose output production runs or serves (listed in
 * audit-runtime-packages.txt; decision 067) and everything those depend on.
 *
 *   high or critical finding               → listed, exit 1
 *   moderate, low or info findings only     → listed, exit 0
 *   the advisory service does not answer    → one line "advisories not reachable: <reason>", exit 0
 *   anything else (npm crashed, output not understood, the runtime list names a package the
 *   lockfile lacks)                         → exit 1
 *
 * One `npm audit --json --package-lock-only` over the whole lockfile; the lockfile says which
 * installed paths are production ones (npm's own `dev` flag) and which belong to the runtime list.
 * Findings in development-only tools are counted in one line, not judged.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'];
const FAILING = new Set(['high', 'critical']);

/** The package names of the runtime list: one a line, `#` starts a comment. */
export function parseRuntimeList(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** The package name of a lockfile path (`node_modules/a/node_modules/@s/b` → `@s/b`). */
export function packageName(path) {
  const at = path.lastIndexOf('node_modules/');
  return at === -1 ? null : path.slice(at + 'node_modules/'.length);
}

/** Where Node would find `name` required from the package at `from` (lockfile paths; null if nowhere). */
function resolve(packages, from, name) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const at = base.lastIndexOf('/node_modules/');
    base = at === -1 ? '' : base.slice(0, at);
  }
}

/**
 * Peer dependencies the package cannot run without. Optional ones (`peerDependenciesMeta`) are loaded
 * only when a project asks for them — Vite's tsx, esbuild and yaml — so they count only when something
 * else ships them (decision 067).
 */
function requiredPeers(entry) {
  const meta = entry.peerDependenciesMeta ?? {};
  return Object.fromEntries(
    Object.entries(entry.peerDependencies ?? {}).filter(([name]) => meta[name]?.optional !== true),
  );
}

/**
 * The lockfile paths whose advisories count: every package npm installs without devDependencies,
 * and every copy of a runtime-listed package with what it depends on (links followed). Throws when
 * a listed package is not in the lockfile (the list has gone stale).
 */
export function shippedPaths(lock, runtimeNames) {
  const packages = lock.packages ?? {};
  const shipped = new Set(Object.keys(packages).filter((path) => path !== '' && !packages[path].dev));
  const queue = [];
  for (const name of runtimeNames) {
    const copies = Object.keys(packages).filter((path) => packageName(path) === name);
    if (copies.length === 0)
      throw new Error(`${name} (audit-runtime-packages.txt) is not in package-lock.json`);
    queue.push(...copies);
  }
  const seen = new Set();
  while (queue.length > 0) {
    let path = queue.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    if (packages[path]?.link) {
      shipped.add(path);
      path = packages[path].resolved;
    }
    const entry = packages[path];
    if (!entry) continue;
    shipped.add(path);
    const names = Object.keys({
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...requiredPeers(entry),
    });
    for (const name of names) {
      const found = resolve(packages, path, name);
      if (found) queue.push(found);
    }
  }
  return shipped;
}

/**
 * What `npm audit --json` printed: a report, the advisory service not answering (an HTTP error
 * from the audit endpoint, no connection to it, or old npm's ENOAUDIT), or something not understood.
 */
export function classifyAuditOutput(stdout) {
  let json;
  try {
    json = JSON.parse(stdout);
  } catch {
    const start = stdout.trim().slice(0, 120);
    return {
      kind: 'failed',
      reason: `npm audit printed no JSON${start ? `: ${start}` : ' (nothing at all)'}`,
    };
  }
  if (json && json.auditReportVersion === 2 && typeof json.vulnerabilities === 'object') {
    return { kind: 'report', vulnerabilities: Object.values(json.vulnerabilities ?? {}) };
  }
  const message = typeof json?.message === 'string' ? json.message : '';
  const endpoint =
    /\/-\/npm\/v1\/security\//.test(message) || /\/-\/npm\/v1\/security\//.test(json?.uri ?? '');
  if (endpoint && typeof json.statusCode === 'number' && json.statusCode >= 400) {
    return { kind: 'unreachable', reason: message || `HTTP ${json.statusCode} from ${json.uri}` };
  }
  if (endpoint && / failed, reason: /.test(message)) return { kind: 'unreachable', reason: message };
  if (json?.error?.code === 'ENOAUDIT') {
    return {
      kind: 'unreachable',
      reason: `ENOAUDIT: ${json.error.summary ?? 'the registry has no audit endpoint'}`,
    };
  }
  return {
    kind: 'failed',
    reason: `npm audit answered something not understood: ${stdout.trim().slice(0, 200)}`,
  };
}

/** One line per finding: severity, package, path, and the advisories (or the package it comes through). */
function describe(vulnerability, paths) {
  const advisories = (vulnerability.via ?? []).map((via) =>
    typeof via === 'string'
      ? `through ${via}`
      : `${via.title ?? 'advisory'}${via.url ? ` (${via.url})` : ''}`,
  );
  const fix = vulnerability.fixAvailable ? '' : ' — no fix available';
  return `${vulnerability.severity.padEnd(8)} ${vulnerability.name} ${vulnerability.range ?? ''} [${paths.join(', ')}]: ${advisories.join('; ')}${fix}`;
}

/**
 * The verdict on one audit: the lines to print and the exit code. `auditOutput` is what npm printed
 * on stdout (or null when npm could not be started, with `spawnError`).
 */
export function judge({ auditOutput, spawnError, lock, runtimeNames }) {
  if (auditOutput === null)
    return { exitCode: 1, lines: [`npm audit could not run: ${spawnError ?? 'unknown'}`] };
  let shipped;
  try {
    shipped = shippedPaths(lock, runtimeNames);
  } catch (error) {
    return { exitCode: 1, lines: [`audit: ${error.message}`] };
  }
  const result = classifyAuditOutput(auditOutput);
  if (result.kind === 'failed') return { exitCode: 1, lines: [`audit failed: ${result.reason}`] };
  if (result.kind === 'unreachable') {
    return {
      exitCode: 0,
      lines: [`advisories not reachable: ${result.reason}`, 'no dependency was checked against advisories'],
    };
  }
  const counted = [];
  let devOnly = 0;
  for (const vulnerability of result.vulnerabilities) {
    if (!SEVERITIES.includes(vulnerability?.severity) || typeof vulnerability.name !== 'string') {
      return { exitCode: 1, lines: ['audit failed: a finding without a known severity or name'] };
    }
    const paths = (vulnerability.nodes ?? []).filter((path) => shipped.has(path));
    if (paths.length > 0) counted.push({ vulnerability, paths });
    else devOnly += 1;
  }
  counted.sort(
    (a, b) =>
      SEVERITIES.indexOf(b.vulnerability.severity) - SEVERITIES.indexOf(a.vulnerability.severity) ||
      a.vulnerability.name.localeCompare(b.vulnerability.name),
  );
  const failing = counted.filter(({ vulnerability }) => FAILING.has(vulnerability.severity));
  const lines = counted.map(({ vulnerability, paths }) => describe(vulnerability, paths));
  if (devOnly > 0)
    lines.push(`${devOnly} finding(s) in development-only tools, not counted (npm audit lists them)`);
  lines.push(
    failing.length > 0
      ? `audit: ${failing.length} high or critical finding(s) in what runs in production`
      : `audit: no high or critical finding in what runs in production (${counted.length} lower)`,
  );
  return { exitCode: failing.length > 0 ? 1 : 0, lines };
}

function main() {
  const root = new URL('..', import.meta.url).pathname;
  const result = spawnSync('npm', ['audit', '--json', '--package-lock-only'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const verdict = judge({
    auditOutput: result.error ? null : result.stdout,
    spawnError: result.error?.message,
    lock: JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')),
    runtimeNames: parseRuntimeList(readFileSync(join(root, 'scripts/audit-runtime-packages.txt'), 'utf8')),
  });
  const print = verdict.exitCode === 0 ? console.info : console.error;
  for (const line of verdict.lines) print(line);
  process.exit(verdict.exitCode);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
