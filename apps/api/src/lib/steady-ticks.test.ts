/**
 * Decision 123: `process.nextTick`'s tick objects keep one shape through full garbage collections
 * when steady-ticks is loaded first. Read from V8 itself in a child process (`%DebugPrint` lists the
 * feedback of nextTick's object literal; `%HaveSameMap` compares hidden classes).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./steady-ticks.ts', import.meta.url));

/** Ticks between full collections, as a server's start-up has them; then what V8 says. */
const SCRIPT = `
const { createHook } = await import('node:async_hooks');
if (process.env.STEADY === '1') await import(${JSON.stringify(MODULE)});
for (let round = 0; round < 8; round++) {
  for (let i = 0; i < 50; i++) process.nextTick(() => {});
  process.nextTick((value) => value, round);
  await new Promise((done) => setTimeout(done, 2));
  gc();
}
let tick;
const hook = createHook({ init(id, type, trigger, resource) { if (type === 'TickObject') tick ??= resource; } });
hook.enable();
process.nextTick(() => {});
hook.disable();
const held = globalThis[Symbol.for('wegweiser.tick-shape')];
console.log('same map:', held === undefined ? 'none' : %HaveSameMap(held, tick));
%DebugPrint(process.nextTick);
`;

function run(steady: boolean) {
  // V8 prints to the process's own stdout, cut short on a pipe when the process exits: a file.
  const dir = mkdtempSync(join(tmpdir(), 'wegweiser-steady-ticks-'));
  const file = join(dir, 'stdout');
  const fd = openSync(file, 'w');
  try {
    const result = spawnSync(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', SCRIPT],
      {
        encoding: 'utf8',
        env: { ...process.env, STEADY: steady ? '1' : '0' },
        stdio: ['ignore', fd, 'pipe'],
        timeout: 60_000,
      },
    );
    expect(result.status, result.stderr).toBe(0);
    const stdout = readFileSync(file, 'utf8');
    // The literal's four property definitions: their inline cache states.
    const states = [...stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]);
    const sameMap = /same map: (\w+)/.exec(stdout)?.[1];
    return { states, sameMap };
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('steady tick objects', () => {
  it('without it, ticks between full collections leave nextTick’s object literal megamorphic', () => {
    const { states, sameMap } = run(false);
    expect(states).toHaveLength(4);
    expect(states).toContain('MEGAMORPHIC');
    expect(sameMap).toBe('none');
  });

  it('loaded first, it holds an object of the tick objects’ shape and the literal stays monomorphic', () => {
    const { states, sameMap } = run(true);
    expect(sameMap).toBe('true');
    expect(states).toEqual(['MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC']);
  });
});
