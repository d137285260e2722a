/**
 * The backup file (decision 065): gzip'd NDJSON, one JSON value a line, written and read as a stream.
 *
 *   {"format":"wegweiser-backup","version":1,"created_at":…,"engine":…,"migration":{"level":…,"tag":…}}
 *   {"table":"media_files","columns":[{"name":"id","type":"uuid"},…],"primary_key":["id"]}
 *   ["7b0c…","photo.jpg",…]            one array a row, values in the columns' order
 *   …
 *   {"end":{"rows":{"media_files":3,…},"sha256":"…"}}
 *
 * Values are what PostgreSQL's `to_json` makes of them (timestamps ISO 8601, numbers exact), except
 * bytea (base64), json/jsonb (the JSON itself) and arrays (their text form). `sha256` covers every
 * line before the last, newline included: a cut or altered file is refused.
 */
import { z } from 'zod';

export const FORMAT = 'wegweiser-backup';
export const FORMAT_VERSION = 1;

export const HeaderSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  created_at: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  migration: z.object({ level: z.number().int().min(0), tag: z.string().nullable() }),
});
export type Header = z.infer<typeof HeaderSchema>;

export const TableLineSchema = z.object({
  table: z.string().min(1),
  columns: z.array(z.object({ name: z.string().min(1), type: z.string().min(1) })).min(1),
  primary_key: z.array(z.string()),
});
export type TableLine = z.infer<typeof TableLineSchema>;

export const EndLineSchema = z.object({
  end: z.object({
    rows: z.record(z.string(), z.number().int().min(0)),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
});

/** A timestamped file name: `wegweiser-backup-20261127T101500Z.ndjson.gz`. */
export const defaultFileName = (now = new Date()) =>
  `wegweiser-backup-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.ndjson.gz`;
