/** A multipart/form-data body by hand, as a browser's FormData sends it (files as bytes or a size). */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; bytes: number }
  | { name: string; filename: string; type: string; data: Buffer };

export function form(parts: FormPart[]) {
  const boundary = '----wegweiser-test-boundary';
  const chunks = parts.map((part) =>
    'filename' in part
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
              `Content-Type: ${part.type}\r\n\r\n`,
          ),
          'data' in part ? part.data : Buffer.alloc(part.bytes, 7),
          Buffer.from('\r\n'),
        ])
      : Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
