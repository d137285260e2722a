/**
 * The last good public answers on disk (decision 009), so that a start while PostgreSQL is
 * unreachable still has content to serve. One JSON file, replaced atomically (write, then rename),
 * written a little after the cached answers change rather than on every change.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CachedResponse } from './response-cache';

export type SnapshotEntry = [key: string, entry: Omit<CachedResponse, 'expiresAt'>];

const VERSION = 1;

const isEntry = (value: unknown): value is SnapshotEntry => {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') return false;
  const entry = value[1] as Record<string, unknown> | null;
  return (
    !!entry &&
    typeof entry.body === 'string' &&
    typeof entry.etag === 'string' &&
    typeof entry.contentType === 'string' &&
    typeof entry.storedAt === 'number'
  );
};

/** The entries of a snapshot file; none when there is no file yet. Throws on an unreadable file. */
export function readSnapshot(file: string): SnapshotEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const parsed = JSON.parse(text) as { version?: unknown; entries?: unknown };
  if (parsed.version !== VERSION || !Array.isArray(parsed.entries)) {
    throw new Error(`${file} is not a version ${VERSION} content snapshot`);
  }
  return parsed.entries.filter(isEntry);
}

export function serializeSnapshot(entries: Iterable<[string, CachedResponse]>, savedAt: Date): string {
  const list: SnapshotEntry[] = [];
  for (const [key, { body, etag, contentType, storedAt }] of entries) {
    list.push([key, { body, etag, contentType, storedAt }]);
  }
  return JSON.stringify({ version: VERSION, savedAt: savedAt.toISOString(), entries: list });
}

export type SnapshotWriterOptions = {
  /** Quiet time after the last change before writing. */
  debounceMs?: number;
  /** Longest a change waits, however often answers keep changing. */
  maxWaitMs?: number;
  onError?: (error: unknown) => void;
};

/** Writes `collect()` to the file after changes, debounced; `flush` writes pending changes now. */
export class SnapshotWriter {
  #timer: NodeJS.Timeout | undefined;
  #firstPendingAt: number | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    private readonly collect: () => Iterable<[string, CachedResponse]>,
    private readonly options: SnapshotWriterOptions = {},
  ) {
    mkdirSync(dirname(file), { recursive: true });
  }

  /** Notes a change; the file is written once changes pause (or after the longest wait). */
  schedule() {
    const { debounceMs = 2_000, maxWaitMs = 10_000 } = this.options;
    const now = Date.now();
    this.#firstPendingAt ??= now;
    clearTimeout(this.#timer);
    const delay = Math.max(0, Math.min(debounceMs, this.#firstPendingAt + maxWaitMs - now));
    this.#timer = setTimeout(() => void this.flush(), delay);
    this.#timer.unref();
  }

  /** Writes pending changes now (also waits for a write in progress). */
  flush(): Promise<void> {
    if (this.#firstPendingAt === null) return this.#writing;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#firstPendingAt = null;
    const text = serializeSnapshot(this.collect(), new Date());
    this.#writing = this.#writing.then(() => this.#write(text));
    return this.#writing;
  }

  async #write(text: string) {
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      await mkdir(dirname(this.file), { recursive: true });
      await writeFile(temporary, text, { mode: 0o600 });
      await rename(temporary, this.file);
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
