/**
 * What the console's services share (decision 042): configuration, the database for writes that
 * must be whole, the repositories, sessions, the sign-in throttle and the audit log.
 */
import { publicOrigin } from '@wegweiser/contracts/origin';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { type ConsoleRepositories, createConsoleRepositories } from '../repositories';
import type { Audit } from './audit';
import type { Sessions } from './sessions';
import type { Throttle } from './sign-in-throttle';

export type ConsoleContext = {
  config: AppConfig;
  db: Database;
  repositories: ConsoleRepositories;
  sessions: Sessions;
  throttle: Throttle;
  audit: Audit;
};

/**
 * Runs `work` in one transaction with the console's repositories bound to it. Inside, use only
 * those: the embedded database has one connection, so a query outside the transaction would wait
 * for it forever.
 */
export function inTransaction<T>(
  db: Database,
  work: (repositories: ConsoleRepositories) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(createConsoleRepositories(tx as unknown as Database)));
}

/** Where links to the console point: PUBLIC_URL, else the request's own origin (decision 019). */
export const siteOrigin = (config: AppConfig, request: FastifyRequest) =>
  publicOrigin({ publicUrl: config.configuredPublicUrl, fallbackUrl: config.publicUrl }, request);
