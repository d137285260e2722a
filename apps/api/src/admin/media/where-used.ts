/**
 * Where a library image is used (decision 046): every content item whose working copy (the draft,
 * else the live item) or live copy mentions the image's URL — in an image field, in markdown, as an
 * absolute URL or as one of its variants (`/media/img/{width}/library/{id}.{ext}.avif`). Both
 * copies count: deleting an image only a draft still shows would break that draft's publish, and
 * one only the live item shows would break the site.
 */
import type { MediaUsage } from '@wegweiser/contracts';
import type { ContentService } from '../content/content-service';

/** The dotted path of every string in `value` that contains `needle` (lowercase). */
function pathsMentioning(value: unknown, needle: string, path = ''): string[] {
  if (typeof value === 'string') return value.toLowerCase().includes(needle) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    pathsMentioning(inner, needle, path ? `${path}.${key}` : key),
  );
}

/** What a URL of the image always contains, whatever its origin or variant. */
export const mediaNeedle = (id: string) => `library/${id.toLowerCase()}.`;

export async function whereUsed(services: readonly ContentService[], id: string): Promise<MediaUsage[]> {
  const needle = mediaNeedle(id);
  const usages: MediaUsage[] = [];
  const lists = await Promise.all(services.map((service) => service.items()));
  for (const [index, service] of services.entries()) {
    for (const item of lists[index] ?? []) {
      const fields = new Set([
        ...pathsMentioning(item.document, needle),
        ...pathsMentioning(item.published, needle),
      ]);
      for (const field of fields) {
        usages.push({
          resource: service.resource.name,
          key: item.key,
          label: service.resource.label(item.document),
          field,
          status: item.status,
        });
      }
    }
  }
  return usages;
}
