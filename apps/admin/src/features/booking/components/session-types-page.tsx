/**
 * "Sitzungsarten": every session type in the order visitors see them, with its duration, place,
 * whether it is bookable and whether the owner confirms each booking; moved up or down one step at a
 * time (buttons, so it works by keyboard and on a phone), opened to edit, or a new one added.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminSessionType } from '@wegweiser/contracts';
import { useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useT } from '../../../shared/i18n/console-words';
import { Button, buttonClass } from '../../../shared/ui/button';
import { EmptyState, ErrorState, FormAlert, LoadingState, PageHeader } from '../../../shared/ui/states';
import { bookingKeys, reorderSessionTypes, useSessionTypes } from '../api';
import { useBookingWords } from '../words';
import { BookingTabs } from './booking-tabs';

/** The name in the console's language, else German, else any. */
export function typeName(type: Pick<AdminSessionType, 'name'>, language: string, unnamed: string): string {
  return (
    type.name[language]?.trim() ||
    type.name.de?.trim() ||
    Object.values(type.name).find((v) => v.trim()) ||
    unnamed
  );
}

const BADGE = 'rounded-full border px-2 py-0.5 text-xs font-semibold';

export default function SessionTypesPage() {
  const { w, language } = useBookingWords();
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useSessionTypes();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  const move = async (items: AdminSessionType[], index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    setBusy(true);
    setMessage(null);
    try {
      queryClient.setQueryData(bookingKeys.types, await reorderSessionTypes(api, ids));
      setMessage({ text: w.types.orderSaved, tone: 'success' });
    } catch (error) {
      setMessage({ text: toApiProblem(error, t).message, tone: 'error' });
      void query.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={w.types.title}
        intro={w.types.intro}
        actions={
          <Link to="/booking/session-types/$id" params={{ id: 'new' }} className={buttonClass('primary')}>
            {w.types.add}
          </Link>
        }
      />
      <BookingTabs />
      {query.isError ? (
        <ErrorState message={toApiProblem(query.error, t).message} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingState />
      ) : query.data.items.length === 0 ? (
        <EmptyState>{w.types.empty}</EmptyState>
      ) : (
        <div className="max-w-3xl space-y-3">
          <FormAlert message={message?.text ?? null} tone={message?.tone ?? 'error'} />
          <ol className="space-y-3">
            {query.data.items.map((type, index, items) => {
              const name = typeName(type, language, w.types.unnamed);
              return (
                <li
                  key={type.id}
                  className="flex flex-wrap items-center gap-3 rounded-2xl border border-dark-200 bg-white p-4 shadow-sm dark:border-dark-700 dark:bg-dark-800"
                >
                  <div className="min-w-0 flex-1 space-y-1">
                    <Link
                      to="/booking/session-types/$id"
                      params={{ id: String(type.id) }}
                      aria-label={w.types.edit(name)}
                      className="block font-semibold text-primary-800 underline-offset-2 [overflow-wrap:anywhere] hover:underline dark:text-primary-200"
                    >
                      {name}
                    </Link>
                    <p className="text-sm text-dark-700 dark:text-dark-200">
                      {w.types.duration(type.duration_minutes)} · {w.types.location[type.location_kind]}
                      {type.upcoming_bookings > 0 ? ` · ${w.types.upcoming(type.upcoming_bookings)}` : ''}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <span
                        className={`${BADGE} ${
                          type.is_visible
                            ? 'border-primary-300 bg-primary-50 text-primary-900 dark:border-primary-700 dark:bg-primary-900 dark:text-primary-50'
                            : 'border-dark-300 bg-dark-100 text-dark-800 dark:border-dark-600 dark:bg-dark-700 dark:text-dark-100'
                        }`}
                      >
                        {type.is_visible ? w.types.visible : w.types.hidden}
                      </span>
                      {type.requires_confirmation ? (
                        <span
                          className={`${BADGE} border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100`}
                        >
                          {w.types.confirm}
                        </span>
                      ) : null}
                    </div>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      disabled={busy || index === 0}
                      aria-label={w.types.moveUp(name)}
                      onClick={() => void move(items, index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={busy || index === items.length - 1}
                      aria-label={w.types.moveDown(name)}
                      onClick={() => void move(items, index, 1)}
                    >
                      ↓
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </>
  );
}
