/**
 * How long the console's password hashing takes on this machine (decision 042): argon2id with
 * OWASP's parameters (m=19456 KiB, t=2, p=1) through the API's own `hashPassword`/`verifyPassword`.
 * One at a time (what one sign-in costs) and eight at once (a burst of sign-ins: libuv's four
 * threads share the cores). Prints the figures; no budget, nothing fails.
 */
import { availableParallelism } from 'node:os';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../../apps/api/src/admin/passwords';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PASSWORD = 'Kaffee-Wolke-Brücke-47';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const describe = (name: string, values: number[]) =>
  `${name.padEnd(28)} median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, ` +
  `min ${Math.min(...values).toFixed(1)} ms (n=${values.length})`;

async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const stored = await hashPassword(PASSWORD);
// Warm up: the first calls pay for loading the native module and mapping memory.
for (let round = 0; round < 3; round += 1) await verifyPassword(stored, PASSWORD);

const hashes: number[] = [];
const verifications: number[] = [];
const unknown: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  hashes.push(await timed(() => hashPassword(PASSWORD)));
  verifications.push(await timed(() => verifyPassword(stored, 'Falsches-Passwort-123')));
  unknown.push(await timed(() => verifyPassword(null, 'Falsches-Passwort-123')));
}
const burst: number[] = [];
for (let round = 0; round < Math.max(1, ROUNDS / 8); round += 1) {
  burst.push(
    await timed(() => Promise.all(Array.from({ length: 8 }, () => verifyPassword(stored, PASSWORD)))),
  );
}

console.info(
  `argon2id ${JSON.stringify(ARGON2_OPTIONS)}, ${availableParallelism()} cores, Node ${process.version}`,
);
console.info(describe('hash', hashes));
console.info(describe('verify (known account)', verifications));
console.info(describe('verify (unknown: dummy)', unknown));
console.info(describe('8 verifications at once', burst));
