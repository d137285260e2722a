/**
 * Loads what an edit screen needs before its form can start — the item, and the site's languages
 * for the side-by-side fields — with the loading and error states every screen shows alike.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { ReactNode } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import {
  type ContentItem,
  useContentItem,
  useContentListWithDocuments,
  useSiteLanguages,
} from '../../../shared/content/api';
import { useT } from '../../../shared/i18n/console-words';
import { ErrorState, LoadingState } from '../../../shared/ui/states';

export type SiteLanguages = { defaultLanguage: LanguageCode; languages: LanguageCode[] };

type Query = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** Loading, then the failure with a retry, then the children. */
export function QueryState({ queries, children }: { queries: Query[]; children: () => ReactNode }) {
  const t = useT();
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        message={toApiProblem(failed.error, t).message}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (queries.some((query) => query.isPending)) return <LoadingState />;
  return children();
}

/** One item and the site's languages (default first). */
export function ItemLoader({
  resource,
  itemKey,
  children,
}: {
  resource: string;
  itemKey: string;
  children: (item: ContentItem, languages: SiteLanguages) => ReactNode;
}) {
  const item = useContentItem(resource, itemKey);
  const languages = useSiteLanguages();
  return (
    <QueryState queries={[item, languages]}>
      {() => {
        const codes = (languages.data ?? []).map((language) => language.code as LanguageCode);
        const defaultLanguage = codes[0] ?? 'de';
        return children(item.data as ContentItem, {
          defaultLanguage,
          languages: codes.length > 0 ? codes : [defaultLanguage],
        });
      }}
    </QueryState>
  );
}

/**
 * Every item of a resource with its document (the plain list row has only a label), in one request
 * (`?include=document`): for screens that show what the list leaves out — a language's state, a
 * redirect's target, a text in every language.
 */
export function useListedItems(resource: string) {
  const list = useContentListWithDocuments(resource);
  return {
    queries: [list] as Query[],
    /** Once the query succeeded: the items in the list's order. */
    items: (): ContentItem[] => list.data?.results ?? [],
  };
}
