/**
 * The booking setup's requests (decision 106): /api/admin/booking-setup/. Reads are cached per
 * screen; every save answers the saved thing, which replaces the cache entry.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@wegweiser/client/api-client';
import {
  type AdminSessionType,
  AdminSessionTypeListSchema,
  AdminSessionTypeSchema,
  type BlockedTimeCreate,
  BlockedTimeCreatedSchema,
  BlockedTimeListSchema,
  type BookingAvailability,
  BookingAvailabilityConflictSchema,
  type BookingAvailabilityPut,
  BookingAvailabilitySchema,
  DateOverrideListSchema,
  type DateOverridePut,
  DateOverrideSchema,
  type HolidayImport,
  HolidayImportResultSchema,
  SessionTypeConflictSchema,
  type SessionTypeCreate,
} from '@wegweiser/contracts';
import { useApi } from '../../shared/api/api-provider';
import type { ConsoleApi } from '../../shared/api/console-api';

const BASE = '/admin/booking-setup';

export const bookingKeys = {
  all: ['admin', 'booking-setup'] as const,
  types: ['admin', 'booking-setup', 'session-types'] as const,
  availability: ['admin', 'booking-setup', 'availability'] as const,
  overrides: (from: string, to: string) => ['admin', 'booking-setup', 'overrides', from, to] as const,
  blocked: (from: string, to: string) => ['admin', 'booking-setup', 'blocked', from, to] as const,
};

export function useSessionTypes() {
  const api = useApi();
  return useQuery({
    queryKey: bookingKeys.types,
    queryFn: async () => AdminSessionTypeListSchema.parse(await api.get(`${BASE}/session-types/`)),
  });
}

export type SessionTypeForm = SessionTypeCreate;

export async function createSessionType(api: ConsoleApi, body: SessionTypeForm): Promise<AdminSessionType> {
  return AdminSessionTypeSchema.parse(await api.post(`${BASE}/session-types/`, body));
}

export async function saveSessionType(
  api: ConsoleApi,
  id: number,
  body: SessionTypeForm & { version: number },
): Promise<AdminSessionType> {
  return AdminSessionTypeSchema.parse(await api.patch(`${BASE}/session-types/${id}/`, body));
}

export async function deleteSessionType(api: ConsoleApi, id: number): Promise<void> {
  await api.delete(`${BASE}/session-types/${id}/`);
}

export async function reorderSessionTypes(api: ConsoleApi, ids: number[]) {
  return AdminSessionTypeListSchema.parse(await api.post(`${BASE}/session-types/order/`, { ids }));
}

/** The type someone else saved, when a save answered 409; null for any other failure. */
export function sessionTypeConflictOf(error: unknown): AdminSessionType | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = SessionTypeConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

export function useAvailability() {
  const api = useApi();
  return useQuery({
    queryKey: bookingKeys.availability,
    queryFn: async () => BookingAvailabilitySchema.parse(await api.get(`${BASE}/availability/`)),
  });
}

export async function saveAvailability(
  api: ConsoleApi,
  body: BookingAvailabilityPut,
): Promise<BookingAvailability> {
  return BookingAvailabilitySchema.parse(await api.patch(`${BASE}/availability/`, body));
}

export function availabilityConflictOf(error: unknown): BookingAvailability | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = BookingAvailabilityConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

export function useOverrides(from: string, to: string) {
  const api = useApi();
  return useQuery({
    queryKey: bookingKeys.overrides(from, to),
    queryFn: async () =>
      DateOverrideListSchema.parse(await api.get(`${BASE}/date-overrides/`, { query: { from, to } })).items,
  });
}

export async function putOverride(api: ConsoleApi, date: string, body: DateOverridePut) {
  return DateOverrideSchema.parse(await api.patch(`${BASE}/date-overrides/${date}/`, body));
}

export async function deleteOverride(api: ConsoleApi, date: string): Promise<void> {
  await api.delete(`${BASE}/date-overrides/${date}/`);
}

export async function importHolidays(api: ConsoleApi, body: HolidayImport) {
  return HolidayImportResultSchema.parse(await api.post(`${BASE}/holiday-import/`, body));
}

export function useBlockedTimes(from: string, to: string) {
  const api = useApi();
  return useQuery({
    queryKey: bookingKeys.blocked(from, to),
    queryFn: async () =>
      BlockedTimeListSchema.parse(await api.get(`${BASE}/blocked-times/`, { query: { from, to } })).items,
  });
}

export async function createBlockedTime(api: ConsoleApi, body: BlockedTimeCreate) {
  return BlockedTimeCreatedSchema.parse(await api.post(`${BASE}/blocked-times/`, body));
}

export async function deleteBlockedTime(api: ConsoleApi, id: string): Promise<void> {
  await api.delete(`${BASE}/blocked-times/${id}/`);
}
