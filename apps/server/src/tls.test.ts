/**
 * HTTPS served by the process itself (decision 015): TLS_CERT_FILE and TLS_KEY_FILE turn on HTTPS
 * with HTTP/2 and HTTP/1.1 on one port. Real connections on a loopback port with the committed
 * test certificate (testing/tls/README.md).
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '@wegweiser/api/config';
import { HTTP_TIMEOUTS } from '@wegweiser/api/http-timeouts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';

const certFile = fileURLToPath(new URL('./testing/tls/cert.pem', import.meta.url));
const keyFile = fileURLToPath(new URL('./testing/tls/key.pem', import.meta.url));
const ca = readFileSync(certFile);
const dataDir = copyPreparedPgliteFolder('wegweiser-tls-');
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = await buildServer(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile }),
    // Short enough for the slow-body test, long enough for every other request here.
    { timeouts: { ...HTTP_TIMEOUTS, requestMs: 1_500, checkIntervalMs: 100 } },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `https://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  removePgliteFolder(dataDir);
});

type Answer = { status: number; headers: Record<string, unknown>; body: string; protocol: string };

function h2Get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ...headers });
    let body = '';
    let responseHeaders: Record<string, unknown> = {};
    stream.setEncoding('utf8');
    stream.on('response', (h) => {
      responseHeaders = h;
    });
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      const protocol = session.alpnProtocol ?? '';
      session.close();
      resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body, protocol });
    });
    stream.on('error', reject);
  });
}

/** Node's https client offers no ALPN protocol: the server must fall back to HTTP/1.1. */
function h1Get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(`${origin}${path}`, { ca }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          protocol: `http/${response.httpVersion}`,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * POSTs a body over HTTP/2, one byte every 100 ms, until the server ends the stream; resolves with
 * the status it answered (if any) and how many bytes it took (never all of them).
 */
function h2SlowPost(path: string, body: string): Promise<{ status: number | undefined; sent: number }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.on('error', () => undefined);
    const stream = session.request(
      {
        ':method': 'POST',
        ':path': path,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      { endStream: false },
    );
    let status: number | undefined;
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < body.length && stream.writable) stream.write(body[sent++] ?? '');
    }, 100);
    stream.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    stream.on('error', () => undefined);
    stream.on('close', () => {
      clearInterval(timer);
      session.destroy();
      if (sent >= body.length) reject(new Error('the whole body was taken'));
      else resolve({ status, sent });
    });
    stream.resume();
  });
}

describe('HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('serves pages over HTTP/2, with the security headers and a policy that upgrades insecure requests', async () => {
    const page = await h2Get('/');
    expect(page.protocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="de">');
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    // No connection-specific header may travel over HTTP/2 (the session would be reset).
    expect(page.headers.connection).toBeUndefined();
  });

  it('serves the API, hashed assets (brotli) and a gzip page over HTTP/2', async () => {
    const health = await h2Get('/api/health/');
    expect(health.status).toBe(200);
    const page = await h2Get('/about', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    const entry = /"(\/assets\/entry-client-[^"]+\.js)"/.exec((await h2Get('/')).body)?.[1] ?? '';
    const script = await h2Get(entry, { 'accept-encoding': 'br' });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
  });

  it('answers HTTP/1.1 clients on the same port', async () => {
    const page = await h1Get('/contact');
    expect(page.protocol).toBe('http/1.1');
    expect(page.status).toBe(200);
    expect(page.body).toContain('</html>');
  });

  it('ends an HTTP/2 request whose body does not arrive within the request timeout', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', padding: 'x'.repeat(200) });
    const { status, sent } = await h2SlowPost('/api/newsletter/subscribe/', body);
    expect(status).toBe(408);
    expect(sent).toBeLessThan(body.length);
  });

  it('links and headers name the https origin', async () => {
    const robots = await h2Get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile, PORT: '8443' }).publicUrl).toBe(
      'https://127.0.0.1:8443',
    );
  });
});

describe('TLS configuration', () => {
  it('needs both files, and readable ones, naming the key that is wrong', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow(ConfigError);
    expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow(/TLS_KEY_FILE is required/);
    expect(() => loadConfig({ TLS_KEY_FILE: keyFile })).toThrow(/TLS_CERT_FILE is required/);
    expect(() => loadConfig({ TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: keyFile })).toThrow(
      /TLS_CERT_FILE: cannot read \/nonexistent\/cert\.pem/,
    );
    expect(loadConfig({}).tls).toBeNull();
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
  });
});
