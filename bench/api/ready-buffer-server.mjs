/**
 * The ceiling of bench:api: a Node.js process that does nothing but write one ready buffer, as
 * `node:http` alone (`node`) or as a Fastify route with nothing else registered (`fastify`). What a
 * Node.js process can reach at most on this machine, next to nginx and the API's cache hits.
 *
 *   node bench/api/ready-buffer-server.mjs <body file> <node|fastify> <port>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, mode, port] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };

if (mode === 'node') {
  createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  }).listen(Number(port), '127.0.0.1');
} else if (mode === 'fastify') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.headers(headers).send(body));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
} else {
  throw new Error(`mode must be node or fastify, not ${mode}`);
}
