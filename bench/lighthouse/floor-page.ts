/**
 * The machine's floor for the Lighthouse figures: a page of a heading and one paragraph, no CSS and no
 * script, served the same way as the site (HTTPS with HTTP/2 and the test certificate, or plain
 * HTTP/1.1). Whatever Total Blocking Time this page gets is the cost of a navigation itself on this
 * machine (renderer start, commit, first frame, with Lighthouse's tracing and screenshots competing
 * for the same cores) — the part of every page's TBT that no page can remove.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { HOST } from '../support/processes';
import { TEST_TLS } from '../support/product-server';

export const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title><meta name="description" content="The smallest page a navigation can load: the measurement's floor.">
<link rel="icon" href="data:,"></head>
<body><h1>Floor</h1><p>One heading and one paragraph: no stylesheet, no script, no image.</p></body></html>
`;

export async function startFloorServer(
  protocol: 'h2' | 'http1',
): Promise<{ origin: string; close: () => void }> {
  const handler = (
    _request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(FLOOR_HTML);
  };
  const server =
    protocol === 'h2'
      ? createSecureServer(
          { cert: readFileSync(TEST_TLS.certFile), key: readFileSync(TEST_TLS.keyFile), allowHTTP1: true },
          handler,
        )
      : createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${protocol === 'h2' ? 'https' : 'http'}://${HOST}:${port}`,
    close: () => server.close(),
  };
}
