/**
 * The agenda's requests (decision 104): /api/admin/bookings/. A day or week asks its window (with
 * the blocked times), the list asks a page; each action sends the `version` read and answers the
 * booking as it is now — a refusal (409/422) says why and carries the booking as it is now too.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@wegweiser/client/api-client';
import {
  type AgendaBooking,
  AgendaBookingSchema,
  AgendaListSchema,
  AgendaPersonErasedSchema,
  AgendaPersonExportSchema,
  type AgendaRefusal,
  AgendaRefusalSchema,
} from '@wegweiser/contracts';
import { useApi } from '../../shared/api/api-provider';
import type { ConsoleApi } from '../../shared/api/console-api';
import type { AgendaSearch } from './search';

export const agendaKeys = {
  all: ['admin', 'bookings'] as const,
  window: (from: string, to: string) => ['admin', 'bookings', 'window', from, to] as const,
  list: (query: Record<string, string>) => ['admin', 'bookings', 'list', query] as const,
  one: (id: string) => ['admin', 'bookings', 'one', id] as const,
};

const BASE = '/admin/bookings';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}/`;

/** The bookings and blocked times of [from, to), with the practice's zone (a day or week view). */
export function useAgendaWindow(window: { from: string; to: string } | null) {
  const api = useApi();
  return useQuery({
    queryKey: agendaKeys.window(window?.from ?? '', window?.to ?? ''),
    queryFn: async () => AgendaListSchema.parse(await api.get(`${BASE}/`, { query: window ?? {} })),
    enabled: window !== null,
    placeholderData: keepPreviousData,
  });
}

/** A page of the list, latest first, filtered by state and a search. */
export function useAgendaList(search: AgendaSearch) {
  const api = useApi();
  const query: Record<string, string> = {};
  if (search.state) query.state = search.state;
  if (search.q) query.q = search.q;
  if (search.page) query.page = String(search.page);
  return useQuery({
    queryKey: agendaKeys.list(query),
    queryFn: async () => AgendaListSchema.parse(await api.get(`${BASE}/`, { query })),
    placeholderData: keepPreviousData,
  });
}

export function useBooking(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: agendaKeys.one(id),
    queryFn: async () => AgendaBookingSchema.parse(await api.get(path(id))),
  });
}

export type AgendaActionName = 'confirm' | 'decline' | 'cancel' | 'move' | 'no-show' | 'done';

/** The actions whose change the visitor is mailed about (decision 104): not the two marks. */
export const MAILING_ACTIONS: ReadonlySet<AgendaActionName> = new Set([
  'confirm',
  'decline',
  'cancel',
  'move',
]);

export async function actOn(
  api: ConsoleApi,
  booking: AgendaBooking,
  action: AgendaActionName,
  extra: { message?: string; start?: string } = {},
): Promise<AgendaBooking> {
  const body: Record<string, string> = { version: booking.version };
  if (action !== 'no-show' && action !== 'done' && extra.message?.trim()) body.message = extra.message.trim();
  if (action === 'move' && extra.start) body.start = extra.start;
  return AgendaBookingSchema.parse(await api.post(`${path(booking.id)}${action}/`, body));
}

/** Why an action was refused (409 stale/taken/…, 422 past/not started), with the booking now; else null. */
export function refusalOf(error: unknown): AgendaRefusal | null {
  if (!(error instanceof ApiRequestError) || (error.status !== 409 && error.status !== 422)) return null;
  const parsed = AgendaRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The CSV of the bookings starting in [from, to) (a plain link: the browser downloads it). */
export function agendaCsvHref(from: string, to: string) {
  return `/api${BASE}/export.csv?${new URLSearchParams({ from, to })}`;
}

export async function exportPerson(api: ConsoleApi, email: string) {
  return AgendaPersonExportSchema.parse(await api.post(`${BASE}/person/export/`, { email }));
}

export async function erasePerson(api: ConsoleApi, email: string) {
  return AgendaPersonErasedSchema.parse(await api.post(`${BASE}/person/erase/`, { email }));
}
