/**
 * Publishing as the console does it (save a draft, then publish it), and what visitors read, for the
 * tests of "published is live at once" (issue 13 point 8, decision 049).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ConsoleClient } from '../admin/console-client';

/** Gives a service a new German title and publishes it; returns the version made live. */
export async function publishGermanTitle(owner: ConsoleClient, key: string, title: string) {
  const current = await owner.get(`/api/admin/services/${key}/`);
  expect(current.status, JSON.stringify(current.body)).toBe(200);
  const saved = await owner.patch(`/api/admin/services/${key}/`, {
    version: current.body.version,
    title: { de: title },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await owner.post(`/api/admin/services/${key}/publish/`, { version: saved.body.version });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.version as number;
}

/** The first service's key and public slug. */
export async function firstService(owner: ConsoleClient) {
  const list = await owner.get('/api/admin/services/');
  expect(list.status).toBe(200);
  const key = list.body.results[0].key as string;
  const item = await owner.get(`/api/admin/services/${key}/`);
  return { key, slug: item.body.document.slug as string };
}

/** A visitor's read of the service in German: its title and whether the response cache answered. */
export async function publicTitle(app: FastifyInstance, slug: string) {
  const response = await app.inject({ method: 'GET', url: `/api/services/${slug}/?language=de` });
  expect(response.statusCode).toBe(200);
  return { title: response.json().title as string, cache: response.headers['x-cache'] };
}
