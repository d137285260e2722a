/**
 * Which mails a booking's event sends (issue 25 point 5, decision 103): the visitor's in her
 * language with the invitation that fits, and the owners' notice in each owner's console language
 * for a booking, a change, a cancellation or a lapsed request.
 *
 *   event                 visitor mail   invitation                 owners
 *   requested             requested      REQUEST, TENTATIVE         requested
 *   confirmed             confirmed      REQUEST, CONFIRMED         booked (only when `booked`)
 *   declined              declined       CANCEL                     —
 *   moved                 moved          REQUEST (its state's)      moved
 *   cancelled_by_visitor  cancelled      CANCEL                     cancelled
 *   cancelled_by_owner    cancelled      CANCEL                     cancelled (in the console)
 *   expired               expired        CANCEL                     expired
 *   reminder_24h / _1h    reminder       —                          —
 *
 * Every invitation of a booking has the UID `{booking id}@{site host}` and the booking's `sequence`:
 * the caller passes the row after its change (a move, a confirmation of a request and every ending
 * raise it). The mails are built from a context read beforehand (`context()`), so a repository can
 * store them in the transaction of the change itself (`rowsOf`, synchronous): a change that
 * commits never loses its mail, and one that rolls back sends none.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { defaultLanguage } from '@wegweiser/contracts/language';
import type { Translations } from '../../db/schema';
import {
  type BookingOwnerMail,
  type BookingVisitorMail,
  bookingOwnerEmail,
  bookingVisitorEmail,
} from '../../emails/booking-emails';
import {
  type BookingInvitation,
  bookingInvitation,
  type InvitationLocation,
} from '../../emails/booking-invitation';
import { bookingDeadlineText } from '../../emails/booking-times';
import { pick } from '../../lib/localize';
import type { Repositories } from '../../repositories';
import type { BookingRow, SessionTypeRow } from '../../repositories/bookings-repository';
import type { OutboxEmailInsert } from '../../repositories/outbox-repository';
import { type OutgoingMail, outboxRowsOf, queueMails } from '../mail-queue';
import { manageLinkOf, manageTokenOf } from './manage-token';

export const BOOKING_EVENTS = [
  'requested',
  'confirmed',
  'declined',
  'moved',
  'cancelled_by_visitor',
  'cancelled_by_owner',
  'expired',
  'reminder_24h',
  'reminder_1h',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

const HOUR = 3_600_000;

export type NoticeOptions = {
  /** `confirmed`: the booking was confirmed at once when the visitor booked (the owners hear of it). */
  booked?: boolean | undefined;
  /** `moved`: the time before the move. */
  previous?: { start: Date; end: Date } | undefined;
  /** The owner's words to the visitor; else the booking's `decision_message`. */
  message?: string | null | undefined;
};

/** What the mails need besides the booking, read once before a change (see `context`). */
export type NoticeContext = {
  now: Date;
  practiceZone: string;
  /** The site's default language (the fallback of every translated text). */
  fallback: LanguageCode;
  siteName: Translations;
  /** The practice's address and phone from the business profile (a type's own address wins). */
  business: { address: string; phone: string };
  owners: { email: string; language: 'de' | 'en' }[];
  /** The visitor may move or cancel by link until this many hours before the start. */
  deadlineHours: number;
  sessionTypes: ReadonlyMap<number, SessionTypeRow>;
  publicOrigin: string;
  /** Signs the manage links (manage-token.ts). */
  secret: string;
  /** The invitation's ORGANIZER (the practice's sending address). */
  organizerEmail: string;
};

export type NoticeConfig = { publicUrl: string; secret: string; organizerEmail: string };

/** The moment until which the visitor may move or cancel by link. */
export const changeUntilOf = (startsAt: Date, deadlineHours: number) =>
  new Date(startsAt.getTime() - deadlineHours * HOUR);

/**
 * Where the session happens, as mails and invitations say it: the type's address (else the
 * practice's), the practice's phone, the video link — the booking's own room or the type's fixed
 * link — only once the booking is confirmed.
 */
export function locationOf(
  booking: Pick<BookingRow, 'state' | 'videoLink'>,
  type: Pick<SessionTypeRow, 'locationKind' | 'locationAddress' | 'locationLink'>,
  business: NoticeContext['business'],
): InvitationLocation {
  if (type.locationKind === 'phone') return { kind: 'phone', phone: business.phone };
  if (type.locationKind === 'video') {
    const url = booking.state === 'confirmed' ? (type.locationLink ?? booking.videoLink ?? '') : '';
    return { kind: 'video', url };
  }
  return { kind: 'practice', address: type.locationAddress?.trim() || business.address };
}

type VisitorPlan = {
  mail: BookingVisitorMail;
  invitation: BookingInvitation['state'] | null;
  cancelledBy?: 'visitor' | 'owner';
};

function visitorPlan(event: BookingEvent, booking: BookingRow): VisitorPlan {
  switch (event) {
    case 'requested':
      return { mail: 'requested', invitation: 'requested' };
    case 'confirmed':
      return { mail: 'confirmed', invitation: 'confirmed' };
    case 'declined':
      return { mail: 'declined', invitation: 'declined' };
    case 'moved':
      return { mail: 'moved', invitation: booking.state === 'requested' ? 'requested' : 'confirmed' };
    case 'cancelled_by_visitor':
      return { mail: 'cancelled', invitation: 'cancelled', cancelledBy: 'visitor' };
    case 'cancelled_by_owner':
      return { mail: 'cancelled', invitation: 'cancelled', cancelledBy: 'owner' };
    case 'expired':
      return { mail: 'expired', invitation: 'declined' };
    case 'reminder_24h':
    case 'reminder_1h':
      return { mail: event, invitation: null };
  }
}

function ownerPlan(event: BookingEvent, options: NoticeOptions): BookingOwnerMail | null {
  switch (event) {
    case 'requested':
      return 'requested';
    case 'confirmed':
      return options.booked ? 'booked' : null;
    case 'moved':
      return 'moved';
    case 'cancelled_by_visitor':
    case 'cancelled_by_owner':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return null;
  }
}

/** The mails of an event, built from the context (pure; the invitation rides on the visitor's). */
export function noticeMails(
  event: BookingEvent,
  booking: BookingRow,
  context: NoticeContext,
  options: NoticeOptions = {},
): OutgoingMail[] {
  const type = context.sessionTypes.get(booking.sessionTypeId);
  if (!type) throw new Error(`no session type ${booking.sessionTypeId} for booking ${booking.id}`);
  const language = booking.languageCode as LanguageCode;
  const siteName = pick(context.siteName, language, context.fallback);
  const sessionName = pick(type.name, language, context.fallback);
  const location = locationOf(booking, type, context.business);
  const times = { start: booking.startsAt, end: booking.endsAt };
  const plan = visitorPlan(event, booking);
  const live = booking.state === 'requested' || booking.state === 'confirmed';
  const changeUntil = changeUntilOf(booking.startsAt, context.deadlineHours);
  const manage = manageLinkOf(context.publicOrigin, manageTokenOf(context.secret, booking.id), language);
  const canChange = live && context.now.getTime() < changeUntil.getTime();
  const links = {
    // The manage page's own places: its move section, and the question whether to cancel.
    ...(canChange ? { move: `${manage}#manage-move-heading`, cancel: `${manage}&cancel=1` } : {}),
    book: `${context.publicOrigin.replace(/\/+$/, '')}/booking?lang=${language}`,
  };
  const message = options.message !== undefined ? options.message : booking.decisionMessage;
  const visitorEmail = bookingVisitorEmail(plan.mail, {
    ...times,
    language,
    sessionName,
    location,
    practiceZone: context.practiceZone,
    siteName,
    visitor: { name: booking.visitorName, timeZone: booking.visitorTimeZone },
    previous: options.previous,
    cancelledBy: plan.cancelledBy,
    message,
    links,
    changeUntil: canChange ? changeUntil : undefined,
  });
  if (plan.invitation) {
    const description = [
      sessionName,
      ...(canChange
        ? ['', manage, `${bookingDeadlineText(changeUntil, booking.visitorTimeZone, language)}`]
        : []),
    ].join('\n');
    visitorEmail.calendarEvent = bookingInvitation({
      uid: `${booking.id}@${new URL(context.publicOrigin).host}`,
      sequence: booking.sequence,
      state: plan.invitation,
      ...times,
      timeZone: context.practiceZone,
      summary: siteName ? `${sessionName} – ${siteName}` : sessionName,
      location,
      organizer: { name: siteName || context.organizerEmail, email: context.organizerEmail },
      attendee: { name: booking.visitorName, email: booking.visitorEmail },
      description,
      stamp: context.now,
    }).content;
  }
  const mails: OutgoingMail[] = [{ email: visitorEmail, recipient: booking.visitorEmail, language }];

  const ownerMail = ownerPlan(event, options);
  if (ownerMail) {
    for (const owner of context.owners) {
      const email = bookingOwnerEmail(ownerMail, {
        ...times,
        language: owner.language,
        sessionName: pick(type.name, owner.language, context.fallback),
        location,
        practiceZone: context.practiceZone,
        siteName: pick(context.siteName, owner.language, context.fallback),
        visitor: {
          name: booking.visitorName,
          email: booking.visitorEmail,
          phone: booking.visitorPhone,
          message: booking.visitorMessage,
          timeZone: booking.visitorTimeZone,
          language,
        },
        previous: options.previous,
        cancelledBy: plan.cancelledBy,
      });
      mails.push({ email, recipient: owner.email, language: owner.language });
    }
  }
  return mails;
}

/** The outbox rows of an event's mails (for a repository to store in the change's transaction). */
export const noticeRows = (
  event: BookingEvent,
  booking: BookingRow,
  context: NoticeContext,
  options: NoticeOptions = {},
): OutboxEmailInsert[] => outboxRowsOf(noticeMails(event, booking, context, options));

export type NoticeRepositories = Pick<
  Repositories,
  'bookings' | 'bookingPolicy' | 'contact' | 'languages' | 'outbox' | 'practiceSettings' | 'settings'
>;

export function createBookingNotices(
  repositories: NoticeRepositories,
  config: NoticeConfig,
  clock: () => number = Date.now,
) {
  /** Everything the mails need besides the booking; read before the change's transaction. */
  const context = async (): Promise<NoticeContext> => {
    const [practiceZone, languages, site, owners, policy, types] = await Promise.all([
      repositories.practiceSettings.timeZone(),
      repositories.languages.listActive(),
      repositories.settings.siteSettings(),
      repositories.contact.ownerRecipients(),
      repositories.bookingPolicy.get(),
      repositories.bookings.sessionTypes(),
    ]);
    const business = site?.business;
    const address = business
      ? [business.street, [business.postal_code, business.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')
      : '';
    return {
      now: new Date(clock()),
      practiceZone,
      fallback: defaultLanguage(
        languages.map((row) => ({ code: row.code, is_default: row.isDefault })),
      ) as LanguageCode,
      siteName: site?.siteName ?? {},
      business: { address, phone: business?.phone ?? '' },
      owners,
      deadlineHours: policy.cancellationDeadlineHours,
      sessionTypes: new Map(types.map((type) => [type.id, type])),
      publicOrigin: config.publicUrl.replace(/\/+$/, ''),
      secret: config.secret,
      organizerEmail: config.organizerEmail,
    };
  };

  return {
    context,
    /** The rows of an event's mails from a context read before (synchronous, for a transaction). */
    rowsOf: noticeRows,
    /** Queues an event's mails on their own (not inside another change); returns the outbox ids. */
    async queue(event: BookingEvent, booking: BookingRow, options: NoticeOptions = {}) {
      return queueMails(repositories.outbox, noticeMails(event, booking, await context(), options));
    },
  };
}

export type BookingNotices = ReturnType<typeof createBookingNotices>;
