/** A Dockerfile read as its instructions, grouped by build stage (enough for structural checks). */
export type Instruction = { keyword: string; args: string };
export type Stage = { from: string; name: string | null; instructions: Instruction[] };

export function parseDockerfile(text: string): Stage[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    if (/^\s*#/.test(raw)) continue; // comments, also between the lines of one instruction
    const line = raw.trimEnd();
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    const whole = `${pending}${line.trim()}`.trim();
    pending = '';
    if (whole) lines.push(whole);
  }
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [, image = '', name = null] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ from: image, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: upper, args });
    }
  }
  return stages;
}

/** `["node", "x.js"]` (exec form) → its words; null for the shell form. */
export function execForm(args: string): string[] | null {
  try {
    const words = JSON.parse(args) as unknown;
    return Array.isArray(words) && words.every((word) => typeof word === 'string') ? words : null;
  } catch {
    return null;
  }
}

/** `ENV A=1 B=2` → { A: '1', B: '2' } (the key=value form; quotes removed). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') continue;
    for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
      env[match[1] ?? ''] = (match[2] ?? '').replace(/^"|"$/g, '');
    }
  }
  return env;
}
