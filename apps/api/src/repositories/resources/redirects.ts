/** The owner's redirects (decision 045): written when saved; loops and chains refused. */
import { RedirectCreateSchema } from '@wegweiser/contracts';
import { asc } from 'drizzle-orm';
import { redirects } from '../../db/schema';
import { createRedirectsRepository } from '../redirects-repository';
import { tableResource } from './table-resource';

export const redirectsResource = tableResource({
  name: 'redirects',
  role: 'owner',
  create: RedirectCreateSchema,
  table: redirects,
  orderBy: [asc(redirects.fromPath)],
  labelField: 'from_path',
  live: true,
  unique: ['from_path'],
  beforeWrite: async (db, document, key) => {
    await createRedirectsRepository(db).prepareOwnerRedirect(
      db,
      document.from_path as string,
      document.to_path as string,
      key === null ? null : Number(key),
    );
  },
});
