/**
 * The library's images as a grid of thumbnails with a search by file name and previous/next pages;
 * loading, empty, no-match and failed states. Each image is one button: the library opens its
 * details, the picker chooses it.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states';
import { MEDIA_PAGE_SIZE, type MediaItem, useMediaList } from '../api';
import { thumbnailUrl } from '../thumbnail';
import { useMediaWords } from '../words';

/** Typing pauses this long before the library is searched: one request per word, not per key. */
const SEARCH_DELAY_MS = 250;

function useDebounced(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function MediaGrid({
  onSelect,
  selectLabel,
  selectedUrl,
}: {
  onSelect: (item: MediaItem) => void;
  /** The button's accessible name for an image (open or choose). */
  selectLabel: (name: string) => string;
  /** The image currently chosen (marked). */
  selectedUrl?: string | null;
}) {
  const { w, language } = useMediaWords();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDebounced(search, SEARCH_DELAY_MS);
  const list = useMediaList(deferred, page);
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / MEDIA_PAGE_SIZE));
  const altOf = (item: MediaItem) => item.alt[language] ?? item.alt.de ?? '';

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState message={w.loadError} onRetry={() => void list.refetch()} />;
  else if (list.data.results.length === 0)
    body = <EmptyState>{deferred.trim() ? w.noMatches : w.empty}</EmptyState>;
  else
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
        {list.data.results.map((item) => {
          const selected = selectedUrl === item.url;
          const alt = altOf(item);
          return (
            <li
              key={item.id}
              className={`min-w-0 overflow-hidden rounded-xl border bg-white dark:bg-dark-800 ${
                selected
                  ? 'border-primary-700 ring-2 ring-primary-700 dark:border-primary-300 dark:ring-primary-300'
                  : 'border-dark-200 hover:border-primary-500 dark:border-dark-700'
              }`}
            >
              {/* The name says what the button does; the visible file name is part of it. */}
              <button
                type="button"
                onClick={() => onSelect(item)}
                aria-label={selectLabel(item.filename)}
                aria-pressed={selectedUrl === undefined ? undefined : selected}
                className="block w-full text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-300"
              >
                <span className="block aspect-square bg-dark-100 dark:bg-dark-900">
                  <img
                    src={thumbnailUrl(item.url) ?? item.url}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={item.width}
                    height={item.height}
                    className="size-full object-contain"
                  />
                </span>
                <span className="block truncate px-2 pt-2 text-xs font-medium text-dark-900 dark:text-dark-50">
                  {item.filename}
                </span>
              </button>
              <p className="truncate px-2 pb-2 text-xs text-dark-600 dark:text-dark-300">
                {item.width} × {item.height} · {alt || w.noAlt}
              </p>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-sm">
          <TextField
            type="search"
            label={w.search}
            value={search}
            maxLength={200}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        {list.data ? (
          <p role="status" className="text-sm text-dark-700 dark:text-dark-200">
            {w.count(list.data.count)}
          </p>
        ) : null}
      </div>
      {body}
      {pages > 1 || page > 1 ? (
        <nav aria-label={w.pageOf(page, pages)} className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {w.previous}
          </Button>
          <span className="text-sm text-dark-700 dark:text-dark-200">{w.pageOf(page, pages)}</span>
          <Button variant="secondary" disabled={!list.data?.next} onClick={() => setPage(page + 1)}>
            {w.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
