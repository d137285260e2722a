/**
 * Multipart uploads for routes declared with `multipart` (decision 023), read with
 * @fastify/multipart (registered by the plugin that declares such routes): the files in memory within the route's limits, the other fields as strings
 * for the route's body schema. Limits answer 413, a file type the route does not take 415. Fastify's
 * `bodyLimit` does not apply here (the plugin reads the body itself): `maxRequestBytes` does.
 */
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from './errors';

export type UploadRules = {
  /** The form field the files come in; a file under another name is refused. */
  field: string;
  /** Largest file, in bytes. */
  maxFileBytes: number;
  /** Most files in one request. */
  maxFiles: number;
  /**
   * Most bytes of the whole body (files and fields), when the files' limits allow more: the files
   * are held in memory. A declared length over it is refused before anything is read; without one,
   * the files are counted as they arrive.
   */
  maxRequestBytes?: number;
  /** MIME types taken, e.g. `['image/png', 'image/jpeg']`. */
  types: readonly string[];
  /**
   * `'declared'` (default): the type the client declared must be one of `types` (else 415).
   * `'content'`: the declared type is not looked at, because a name or a browser's guess proves
   * nothing; the route judges each file's bytes itself (the media library, decision 046).
   */
  typeFrom?: 'declared' | 'content';
};

export type UploadedFile = { filename: string; mimetype: string; data: Buffer };

/** Text fields beside the files: few and short (titles, alt texts, a folder). */
const FIELD_LIMITS = { fields: 50, fieldSize: 16_384, fieldNameSize: 100 } as const;

const isMultipartFile = (part: MultipartFile | MultipartValue): part is MultipartFile => part.type === 'file';

/** Reads every part; fields repeated under one name become an array. */
export async function readMultipart(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ fields: Record<string, string | string[]>; files: UploadedFile[] }> {
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  const { maxRequestBytes } = rules;
  const tooLarge = () => new HttpError(413, 'upload_too_large', { maximum: megabytes(maxRequestBytes ?? 0) });
  if (maxRequestBytes !== undefined && Number(request.headers['content-length']) > maxRequestBytes) {
    throw tooLarge();
  }
  let received = 0;
  const parts = request.parts({
    limits: {
      ...FIELD_LIMITS,
      fileSize: rules.maxFileBytes,
      files: rules.maxFiles,
      parts: rules.maxFiles + FIELD_LIMITS.fields,
    },
  });
  try {
    for await (const part of parts) {
      if (isMultipartFile(part)) {
        if (part.fieldname !== rules.field) {
          part.file.resume();
          throw new ValidationError([{ path: part.fieldname, key: 'unknown_field', params: {} }]);
        }
        if (rules.typeFrom !== 'content' && !rules.types.includes(part.mimetype)) {
          part.file.resume();
          throw new HttpError(415, 'file_type_not_allowed', { types: rules.types.join(', ') });
        }
        const data = await part.toBuffer();
        received += data.length;
        if (maxRequestBytes !== undefined && received > maxRequestBytes) throw tooLarge();
        files.push({ filename: part.filename, mimetype: part.mimetype, data });
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, 'payload_too_large');
      const value = String(part.value);
      const existing = fields[part.fieldname];
      fields[part.fieldname] =
        existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  } catch (error) {
    throw asUploadError(error, rules);
  }
  return { fields, files };
}

const MB = 1024 * 1024;
/** Whole megabytes (MiB, as operating systems show file sizes), rounded down. */
const megabytes = (bytes: number) => Math.floor(bytes / MB);

/** The plugin's limit errors as the catalogue's messages; everything else as it was. */
function asUploadError(error: unknown, rules: UploadRules): unknown {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      // A limit of whole megabytes in megabytes (a photo's size as a person knows it), else in KB.
      return rules.maxFileBytes % MB === 0
        ? new HttpError(413, 'file_too_large_mb', { maximum: megabytes(rules.maxFileBytes) })
        : new HttpError(413, 'file_too_large', { maximum: Math.floor(rules.maxFileBytes / 1024) });
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'too_many_files', { maximum: rules.maxFiles });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'payload_too_large');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'invalid_value');
    default:
      return error;
  }
}
