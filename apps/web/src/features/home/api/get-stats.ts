import type { Paginated, Stat } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';
import { listBody } from './list-body';

/** Hero stats of a language (`{ results }` or a plain array). */
export const statsResource = (language: string): Resource<Stat[]> => ({
  key: `home:stats:${language}`,
  fetch: async (api) =>
    listBody(
      await api.get<Stat[] | Paginated<Stat>>('/content/multilingual/stats/', { query: { language } }),
    ),
});
