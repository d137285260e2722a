/**
 * Setting up booking (issue 25 points 1 and 2, decisions 094 and 106): the console's use case for
 * session types, weekly hours and booking window, date overrides with the German public holidays
 * to import (`feiertagejs`), and blocked times. The schemas (contracts) check each value's shape;
 * here live the rules that need the database: a type with bookings is hidden, not deleted; a new
 * order names every type once; an imported holiday never replaces the owner's own override; a
 * blocked time may cover live bookings (it only keeps new ones out) and says which.
 */
import type {
  AdminSessionType,
  BlockedTime,
  BlockedTimeCreate,
  BookingAvailability,
  BookingAvailabilityPut,
  DateOverride,
  GermanState,
  SessionTypeCreate,
} from '@wegweiser/contracts';
import type { WallClockRange } from '@wegweiser/contracts/booking';
import { getHolidays } from 'feiertagejs';
import { Temporal } from 'temporal-polyfill';
import type { Repositories } from '../../repositories';
import type {
  AvailabilityRow,
  BlockedTimeRow,
  DateOverrideRow,
  SessionTypeRow,
  SessionTypeValues,
} from '../../repositories/booking-setup-repository';

export type SetupRepositories = Pick<Repositories, 'bookingSetup' | 'practiceSettings'>;

/** What a session type's save may refuse besides its shape: a service or package that is gone. */
export type ReferenceProblem = { field: 'service_id' | 'package_id' };

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function sessionTypeView(row: SessionTypeRow, upcoming: number): AdminSessionType {
  return {
    id: row.id,
    name: { ...row.name } as Record<string, string>,
    description: { ...row.description } as Record<string, string>,
    duration_minutes: row.durationMinutes,
    buffer_before_minutes: row.bufferBeforeMinutes,
    buffer_after_minutes: row.bufferAfterMinutes,
    location_kind: row.locationKind as AdminSessionType['location_kind'],
    location_address: row.locationAddress,
    location_link: row.locationLink,
    service_id: row.serviceId,
    package_id: row.packageId,
    requires_confirmation: row.requiresConfirmation,
    max_per_day: row.maxPerDay,
    is_visible: row.isVisible,
    order: row.order,
    version: row.version,
    upcoming_bookings: upcoming,
    updated_at: iso(row.updatedAt),
  };
}

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Only the texts that hold something: an emptied language falls back like everywhere else. */
function texts(map: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/**
 * The columns of a type: the address only for the practice, the link only for video (none: a fresh
 * room link per booking), what the other kinds do not use is not kept.
 */
function valuesOf(input: SessionTypeCreate): SessionTypeValues {
  return {
    name: texts(input.name),
    description: texts(input.description),
    durationMinutes: input.duration_minutes,
    bufferBeforeMinutes: input.buffer_before_minutes,
    bufferAfterMinutes: input.buffer_after_minutes,
    locationKind: input.location_kind,
    locationAddress: input.location_kind === 'practice' ? blank(input.location_address) : null,
    locationLink: input.location_kind === 'video' ? blank(input.location_link) : null,
    serviceId: input.service_id ?? null,
    packageId: input.package_id ?? null,
    requiresConfirmation: input.requires_confirmation,
    maxPerDay: input.max_per_day ?? null,
    isVisible: input.is_visible,
  };
}

export function availabilityView(row: AvailabilityRow, timeZone: string): BookingAvailability {
  return {
    weekly_hours: Object.fromEntries(
      Object.entries(row.weeklyHours).filter((entry): entry is [string, WallClockRange[]] =>
        Array.isArray(entry[1]),
      ),
    ),
    minimum_notice_minutes: row.minimumNoticeMinutes,
    horizon_days: row.horizonDays,
    slot_interval_minutes: row.slotIntervalMinutes,
    time_zone: timeZone,
    version: row.version,
    updated_at: iso(row.updatedAt),
  };
}

const overrideView = (row: DateOverrideRow): DateOverride => ({
  date: row.date,
  ranges: row.ranges,
  note: row.note,
});

const blockedView = (row: BlockedTimeRow): BlockedTime => ({
  id: row.id,
  start: new Date(row.start).toISOString(),
  end: new Date(row.end).toISOString(),
  note: row.note,
  created_at: new Date(row.createdAt).toISOString(),
});

/** The first instant of a date in the zone (midnight, or the first moment after a gap). */
const startOfDay = (date: string, timeZone: string) =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds;

const nextDate = (date: string) => Temporal.PlainDate.from(date).add({ days: 1 }).toString();

/** Sorted ranges (the schema checked they do not overlap). */
const sortedRanges = (ranges: readonly WallClockRange[]) =>
  [...ranges].map(({ start, end }) => ({ start, end })).sort((a, b) => a.start.localeCompare(b.start));

/** "Mon 09:00–12:00, 14:00–18:00; Tue …" for the audit log. */
const WEEKDAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export function hoursSummary(weeklyHours: Record<string, readonly WallClockRange[] | undefined>): string {
  const days = [1, 2, 3, 4, 5, 6, 7]
    .map((day) => ({ day, ranges: weeklyHours[String(day)] ?? [] }))
    .filter(({ ranges }) => ranges.length > 0)
    .map(({ day, ranges }) => `${WEEKDAY_NAMES[day]} ${ranges.map((r) => `${r.start}–${r.end}`).join(', ')}`);
  return days.length > 0 ? days.join('; ') : 'no hours';
}

export function createBookingSetupService(repositories: SetupRepositories, clock: () => number = Date.now) {
  const { bookingSetup: setup } = repositories;

  const checkReferences = async (input: SessionTypeCreate): Promise<ReferenceProblem | null> => {
    if (input.service_id && !(await setup.serviceExists(input.service_id))) return { field: 'service_id' };
    if (input.package_id && !(await setup.packageExists(input.package_id))) return { field: 'package_id' };
    return null;
  };

  const upcomingOf = async (id: number) => (await setup.upcomingCounts(new Date(clock()))).get(id) ?? 0;

  return {
    async sessionTypes() {
      const [rows, counts, offers] = await Promise.all([
        setup.sessionTypes(),
        setup.upcomingCounts(new Date(clock())),
        setup.offers(),
      ]);
      return {
        items: rows.map((row) => sessionTypeView(row, counts.get(row.id) ?? 0)),
        offers: offers.map((offer) => ({
          kind: offer.kind,
          id: offer.id,
          title: offer.title,
          price: offer.price,
          currency: offer.currency,
          active: offer.active,
        })),
      };
    },

    async sessionType(id: number): Promise<AdminSessionType | null> {
      const row = await setup.sessionType(id);
      return row ? sessionTypeView(row, await upcomingOf(id)) : null;
    },

    async createSessionType(
      input: SessionTypeCreate,
    ): Promise<
      { outcome: 'created'; type: AdminSessionType } | { outcome: 'bad_reference'; problem: ReferenceProblem }
    > {
      const problem = await checkReferences(input);
      if (problem) return { outcome: 'bad_reference', problem };
      const row = await setup.createSessionType(valuesOf(input));
      return { outcome: 'created', type: sessionTypeView(row, 0) };
    },

    async updateSessionType(
      id: number,
      input: SessionTypeCreate,
      version: number,
    ): Promise<
      | { outcome: 'updated'; type: AdminSessionType; before: SessionTypeRow | null }
      | { outcome: 'stale'; current: AdminSessionType }
      | { outcome: 'missing' }
      | { outcome: 'bad_reference'; problem: ReferenceProblem }
    > {
      const before = await setup.sessionType(id);
      if (!before) return { outcome: 'missing' };
      const problem = await checkReferences(input);
      if (problem) return { outcome: 'bad_reference', problem };
      const write = await setup.updateSessionType(id, valuesOf(input), version);
      if (write.outcome === 'missing') return { outcome: 'missing' };
      const upcoming = await upcomingOf(id);
      if (write.outcome === 'stale')
        return { outcome: 'stale', current: sessionTypeView(write.row, upcoming) };
      return { outcome: 'updated', type: sessionTypeView(write.row, upcoming), before };
    },

    /**
     * Deletes a type no booking names. One with bookings (live or past: they keep their type) is
     * refused with their number; hiding it is what keeps new bookings out.
     */
    async deleteSessionType(
      id: number,
    ): Promise<
      | { outcome: 'deleted'; row: SessionTypeRow }
      | { outcome: 'missing' }
      | { outcome: 'has_bookings'; count: number }
    > {
      const row = await setup.sessionType(id);
      if (!row) return { outcome: 'missing' };
      const bookingCount = await setup.bookingCount(id);
      if (bookingCount > 0) return { outcome: 'has_bookings', count: bookingCount };
      return (await setup.deleteSessionType(id)) ? { outcome: 'deleted', row } : { outcome: 'missing' };
    },

    /** A new order: every type's id once, nothing else. */
    async reorderSessionTypes(ids: number[]): Promise<'done' | 'incomplete'> {
      const known = (await setup.sessionTypes()).map((row) => row.id);
      const given = new Set(ids);
      if (given.size !== ids.length || given.size !== known.length || known.some((id) => !given.has(id)))
        return 'incomplete';
      await setup.reorderSessionTypes(ids);
      return 'done';
    },

    async availability(): Promise<BookingAvailability> {
      const [row, timeZone] = await Promise.all([
        setup.availability(),
        repositories.practiceSettings.timeZone(),
      ]);
      return availabilityView(row, timeZone);
    },

    async saveAvailability(
      input: BookingAvailabilityPut,
      userId: string | null,
    ): Promise<{ outcome: 'done' | 'stale'; availability: BookingAvailability }> {
      const weeklyHours = Object.fromEntries(
        Object.entries(input.weekly_hours)
          .filter(
            (entry): entry is [string, WallClockRange[]] => Array.isArray(entry[1]) && entry[1].length > 0,
          )
          .map(([day, ranges]) => [day, sortedRanges(ranges)]),
      );
      const write = await setup.updateAvailability(
        {
          weeklyHours,
          minimumNoticeMinutes: input.minimum_notice_minutes,
          horizonDays: input.horizon_days,
          slotIntervalMinutes: input.slot_interval_minutes,
        },
        input.version,
        userId,
      );
      if (write.outcome === 'missing') throw new Error('the availability row is always there');
      const timeZone = await repositories.practiceSettings.timeZone();
      return { outcome: write.outcome, availability: availabilityView(write.row, timeZone) };
    },

    async overrides(from: string, to: string): Promise<DateOverride[]> {
      return (await setup.overrides(from, to)).map(overrideView);
    },

    async putOverride(
      date: string,
      ranges: readonly WallClockRange[],
      note: string | null | undefined,
    ): Promise<{ override: DateOverride; before: DateOverride | null }> {
      const before = await setup.override(date);
      const row = await setup.putOverride({ date, ranges: sortedRanges(ranges), note: blank(note) });
      return { override: overrideView(row), before: before ? overrideView(before) : null };
    },

    deleteOverride: (date: string) => setup.deleteOverride(date),

    /**
     * The state's public holidays of the year as days off named after the holiday (in German, the
     * owner's language for her notes). A date that has an override already keeps it.
     */
    async importHolidays(state: GermanState, year: number) {
      const holidays = getHolidays(year, state).map((holiday) => ({
        date: holiday.dateString,
        note: holiday.translate('de') ?? holiday.name,
      }));
      const added = new Set(await setup.addDaysOff(holidays));
      return {
        added: holidays
          .filter((holiday) => added.has(holiday.date))
          .map((holiday) => ({ date: holiday.date, ranges: [], note: holiday.note })),
        kept: holidays
          .filter((holiday) => !added.has(holiday.date))
          .map((h) => ({ date: h.date, name: h.note })),
      };
    },

    async blockedTimes(from: string, to: string): Promise<BlockedTime[]> {
      const timeZone = await repositories.practiceSettings.timeZone();
      const rows = await setup.blockedTimes(
        new Date(startOfDay(from, timeZone)),
        new Date(startOfDay(nextDate(to), timeZone)),
      );
      return rows.map(blockedView);
    },

    /**
     * Blocks a time (or whole days in the practice's zone). Allowed over live bookings, which stay:
     * the block keeps new bookings out and the answer names the ones it covers.
     */
    async blockTime(input: BlockedTimeCreate, userId: string | null) {
      let start: number;
      let end: number;
      if (input.date !== undefined) {
        const timeZone = await repositories.practiceSettings.timeZone();
        start = startOfDay(input.date, timeZone);
        end = startOfDay(nextDate(input.date_to ?? input.date), timeZone);
      } else {
        start = Date.parse(input.start ?? '');
        end = Date.parse(input.end ?? '');
      }
      const row = await setup.createBlockedTime(new Date(start), new Date(end), blank(input.note), userId);
      const overlapping = await setup.liveBookingsOverlapping(
        new Date(start),
        new Date(end),
        new Date(clock()),
      );
      return {
        item: blockedView(row),
        overlapping_bookings: overlapping.map((booking) => ({
          id: booking.id,
          starts_at: booking.startsAt.toISOString(),
          ends_at: booking.endsAt.toISOString(),
          state: booking.state,
          session_type: booking.sessionTypeName,
        })),
      };
    },

    async deleteBlockedTime(id: string): Promise<BlockedTime | null> {
      const row = await setup.blockedTime(id);
      if (!row) return null;
      return (await setup.deleteBlockedTime(id)) ? blockedView(row) : null;
    },
  };
}

export type BookingSetupService = ReturnType<typeof createBookingSetupService>;
