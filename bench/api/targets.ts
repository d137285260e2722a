/**
 * What bench:api measures (decision 126): the API's cached endpoints, nginx serving each endpoint's
 * own answer (its body and headers, so each pair puts the same bytes on the wire), nginx serving the
 * by_types body as a plain file, and two Node.js processes writing that body from a ready buffer.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_CONTENT_TYPES } from '@wegweiser/contracts/constants';
import type { StaticFile } from '../support/nginx';
import { freePort, HOST, start, tempDir, waitFor } from '../support/processes';

export const ENDPOINTS = [
  { name: 'featured (de)', path: '/api/services/featured/?language=de' },
  {
    name: 'by_types (en)',
    path: `/api/content/multilingual/static-content/by_types/?types=${HOME_CONTENT_TYPES.join(',')}&language=en`,
  },
  { name: 'packages/featured (fr)', path: '/api/services/packages/featured/?language=fr' },
] as const;
/** The endpoint whose body the plain file and the ready buffers carry. */
export const PLAIN_SOURCE = 1;

/** A target of the rounds; `reference` is the index of the target its req/s is divided by. */
export type Target = { name: string; url: string; bytes: number; pid: number | undefined; reference: number };

/** Headers nginx writes itself (framing, its own name) or from its `default_type`. */
const NGINX_OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'server']);

export type Answer = {
  body: Buffer;
  cache: string | null;
  headers: [string, string][];
  /** Node's `Keep-Alive: timeout=…`, which nginx is told to write too. */
  keepAliveSeconds?: number;
};

async function get(url: string): Promise<Answer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.toString()}`);
  const headers = [...response.headers].filter(([name]) => !NGINX_OWN.has(name));
  const timeout = /timeout=(\d+)/.exec(response.headers.get('keep-alive') ?? '')?.[1];
  return {
    body,
    cache: response.headers.get('x-cache'),
    headers,
    ...(timeout ? { keepAliveSeconds: Number(timeout) } : {}),
  };
}

/** Asks each endpoint twice and returns the second answers, which must come from the cache. */
export async function cachedAnswers(origin: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const endpoint of ENDPOINTS) {
    await get(origin + endpoint.path);
    const second = await get(origin + endpoint.path);
    if (second.cache !== 'HIT') {
      throw new Error(`${endpoint.path} is not served from the response cache (x-cache: ${second.cache})`);
    }
    answers.push(second);
  }
  return answers;
}

export const answerFile = (index: number) => `answer-${index}.json`;
export const PLAIN_FILE = 'plain.json';

/** nginx's files: each endpoint's answer with its headers, then the plain file. */
export function nginxFiles(answers: Answer[]): StaticFile[] {
  const plain = answers[PLAIN_SOURCE];
  if (!plain) throw new Error('no answer for the plain file');
  return [
    ...answers.map((answer, index) => ({
      name: answerFile(index),
      body: answer.body,
      contentType: 'application/json; charset=utf-8',
      headers: answer.headers,
      ...(answer.keepAliveSeconds === undefined ? {} : { keepAliveSeconds: answer.keepAliveSeconds }),
    })),
    { name: PLAIN_FILE, body: plain.body, contentType: 'application/json' },
  ];
}

/**
 * The same bytes from a Node.js process that only writes a ready buffer: node:http alone, and a bare
 * Fastify route. They bound what any cache hit in Node.js can reach here (bench/README.md).
 */
export async function startReadyBufferServers(body: Buffer) {
  const file = join(tempDir('wegweiser-bench-ready-'), PLAIN_FILE);
  writeFileSync(file, body);
  const servers = [];
  for (const mode of ['fastify', 'node'] as const) {
    const port = await freePort();
    const started = start(
      process.execPath,
      ['bench/api/ready-buffer-server.mjs', file, mode, String(port)],
      process.env,
    );
    const url = `http://${HOST}:${port}/${PLAIN_FILE}`;
    await waitFor(url, started, `ready-buffer server (${mode})`, 30_000);
    servers.push({
      name: `${mode === 'node' ? 'node:http' : 'bare Fastify'}, ready buffer (by_types body)`,
      url,
      bytes: body.length,
      pid: started.child.pid,
    });
  }
  return servers;
}
