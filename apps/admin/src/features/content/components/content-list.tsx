/**
 * The generic list of a content resource (TanStack Table): name in the console's language (else
 * the default's, else any), status badge, last change, search, a create button for collections (the
 * "new item" dialog) and
 * move up / down where the order matters (saving `order`; an item without pending changes is
 * published again at once so the new order shows, one with pending changes keeps it as a draft).
 */

import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  createColumnHelper,
  getCoreRowModel,
  getFilteredRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { type ContentListItem, contentRequests, useContentList } from '../../../shared/content/api';
import type { ResourceConfig } from '../../../shared/content/config/types';
import { StatusBadge } from '../../../shared/content/status-badge';
import { useContentWords } from '../../../shared/content/words';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { DataTable } from '../../../shared/ui/data-table';
import { TextField } from '../../../shared/ui/field';
import { EmptyState, ErrorState, FormAlert, LoadingState, PageHeader } from '../../../shared/ui/states';
import { useEditorWords } from '../words';
import { NewItemDialog } from './new-item-dialog';

const labelOf = (item: ContentListItem, language: string) =>
  item.label[language] ?? item.label.de ?? Object.values(item.label)[0] ?? '';

const column = createColumnHelper<ContentListItem>();

export function ContentList({ config }: { config: ResourceConfig }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { language } = useContentWords();
  const words = useEditorWords.in(language);
  const list = useContentList(config.resource);
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const rows = useMemo(() => list.data?.results ?? [], [list.data]);

  const move = async (index: number, by: -1 | 1) => {
    const other = rows[index + by];
    const item = rows[index];
    if (!item || !other) return;
    setMoving(true);
    setProblem(null);
    try {
      // Both get distinct positions (items may share an order until first moved).
      const moves = [
        { entry: item, order: index + by },
        { entry: other, order: index },
      ];
      for (const { entry, order } of moves) {
        const saved = await contentRequests.save(api, config.resource, entry.key, entry.version, { order });
        if (entry.status === 'published')
          await contentRequests.publish(api, config.resource, entry.key, saved.version);
      }
    } catch (error) {
      setProblem(toApiProblem(error, t).message);
    } finally {
      setMoving(false);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'content', config.resource] });
    }
  };

  const columns = useMemo(
    () => [
      column.accessor((item) => labelOf(item, language), {
        id: 'name',
        header: words.list.name,
        cell: (info) => (
          <Link
            to="/content/$resource/$key"
            params={{ resource: config.path, key: info.row.original.key }}
            className="font-medium text-primary-800 underline-offset-2 hover:underline dark:text-primary-200"
          >
            {info.getValue() || words.list.untitled}
          </Link>
        ),
      }),
      column.accessor('status', {
        header: words.list.status,
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor('updated_at', {
        header: words.list.updated,
        cell: (info) => {
          const value = info.getValue();
          return value
            ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value))
            : '—';
        },
      }),
    ],
    [config.path, language, words],
  );
  // Moving up and down where the order matters, and only in the whole list (not a search's).
  const orderColumn = column.display({
    id: 'order',
    header: words.list.order,
    cell: (info) => (
      <span className="whitespace-nowrap">
        <Button
          variant="ghost"
          disabled={moving || info.row.index === 0}
          onClick={() => void move(info.row.index, -1)}
          aria-label={words.list.moveUp(labelOf(info.row.original, language))}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          disabled={moving || info.row.index === rows.length - 1}
          onClick={() => void move(info.row.index, 1)}
          aria-label={words.list.moveDown(labelOf(info.row.original, language))}
        >
          ↓
        </Button>
      </span>
    ),
  });
  const table = useReactTable({
    data: rows,
    columns: config.ordered && !search ? [...columns, orderColumn] : columns,
    state: { globalFilter: search },
    onGlobalFilterChange: setSearch,
    globalFilterFn: (row, _id, filter: string) =>
      Object.values(row.original.label).some((label) => label.toLowerCase().includes(filter.toLowerCase())),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });

  return (
    <>
      <PageHeader
        title={config.title[language]}
        intro={config.intro?.[language]}
        actions={
          config.collection ? (
            <Button onClick={() => setCreating(true)}>{words.list.create}</Button>
          ) : undefined
        }
      />
      {config.collection ? (
        <NewItemDialog config={config} open={creating} onOpenChange={setCreating} />
      ) : null}
      <FormAlert message={problem} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={toApiProblem(list.error, t).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{words.list.empty}</EmptyState>
      ) : (
        <div className="space-y-4">
          <div className="max-w-sm">
            <TextField
              label={words.list.search}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {table.getRowModel().rows.length === 0 ? (
            <EmptyState>{words.list.noMatch}</EmptyState>
          ) : (
            <DataTable
              table={table}
              label={config.title[language]}
              tableClassName=""
              rowClassName="align-middle"
              cellClassName="px-4 py-2"
            />
          )}
        </div>
      )}
    </>
  );
}
