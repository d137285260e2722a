/**
 * The booking's mails (issue 25 point 5, decision 101): to the visitor in her language — request
 * received, confirmed, declined, moved, cancelled, reminders 24 h and 1 h before — and to the owner
 * in her console language (new booking, change, cancellation; Reply-To the visitor). Each names the
 * time in the visitor's zone and, when its clock shows other times, in the practice's; the place;
 * and the links to move or cancel while they still apply. Text and HTML (every character escaped).
 *
 * The invitation (emails/booking-invitation.ts) travels beside the mail: the use case sets the
 * email's `calendar`.
 */
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { InvitationLocation } from './booking-invitation';
import { bookingDeadlineText, bookingShortTime, bookingTimeText, sameWallClock } from './booking-times';
import { htmlEmail, textToHtml } from './html';
import type { Email } from './templates';

export const BOOKING_VISITOR_MAILS = [
  'requested',
  'confirmed',
  'declined',
  'moved',
  'cancelled',
  'expired',
  'reminder_24h',
  'reminder_1h',
] as const;
export type BookingVisitorMail = (typeof BOOKING_VISITOR_MAILS)[number];

export type BookingTimes = { start: Date; end: Date };

export type BookingMail = BookingTimes & {
  /** The session type's name in the mail's language. */
  sessionName: string;
  location: InvitationLocation;
  /** The practice's IANA zone. */
  practiceZone: string;
  siteName: string;
};

export type VisitorMailInput = BookingMail & {
  language: LanguageCode;
  visitor: { name: string; timeZone: string };
  /** The time before a move (`moved`). */
  previous?: BookingTimes | undefined;
  /** Who cancelled (`cancelled`): the visitor herself or the practice. */
  cancelledBy?: 'visitor' | 'owner' | undefined;
  /** The owner's words to the visitor (a confirmation, a refusal, a cancellation). */
  message?: string | null | undefined;
  /** The signed links, while they apply (none after a cancellation or a refusal). */
  links?: { move?: string | undefined; cancel?: string | undefined; book?: string | undefined } | undefined;
  /** Until when the move and cancel links apply (the owner's deadline before the start). */
  changeUntil?: Date | undefined;
};

type VisitorWords = {
  greeting: (name: string) => string;
  subject: Record<BookingVisitorMail, (session: string, when: string) => string>;
  intro: Omit<Record<BookingVisitorMail, string>, 'cancelled'> & {
    cancelled: Record<'visitor' | 'owner', string>;
  };
  when: string;
  practiceTime: string;
  before: string;
  where: string;
  place: Record<InvitationLocation['kind'], string>;
  message: string;
  move: string;
  cancel: string;
  /** "The links work until {time}." */
  changeUntil: (when: string) => string;
  book: string;
  closing: string;
};

const VISITOR_WORDS: Record<LanguageCode, VisitorWords> = {
  de: {
    greeting: (name) => `Guten Tag ${name},`,
    subject: {
      requested: (s, w) => `Terminanfrage erhalten: ${s}, ${w}`,
      confirmed: (s, w) => `Termin bestätigt: ${s}, ${w}`,
      declined: (s, w) => `Terminanfrage nicht angenommen: ${s}, ${w}`,
      moved: (s, w) => `Termin verlegt: ${s}, jetzt ${w}`,
      cancelled: (s, w) => `Termin abgesagt: ${s}, ${w}`,
      expired: (s, w) => `Terminanfrage nicht mehr vorgemerkt: ${s}, ${w}`,
      reminder_24h: (s, w) => `Erinnerung an Ihren Termin: ${s}, ${w}`,
      reminder_1h: (s, w) => `In einer Stunde: ${s}, ${w}`,
    },
    intro: {
      requested:
        'vielen Dank für Ihre Terminanfrage. Sie ist angekommen und die Zeit ist für Sie vorgemerkt; Sie erhalten eine weitere E-Mail, sobald der Termin bestätigt ist.',
      confirmed:
        'Ihr Termin ist bestätigt. Mit der Einladung im Anhang tragen Sie ihn in Ihren Kalender ein.',
      declined: 'leider kann Ihre Terminanfrage nicht angenommen werden.',
      moved: 'Ihr Termin wurde verlegt. Die Einladung im Anhang aktualisiert ihn in Ihrem Kalender.',
      cancelled: {
        visitor: 'Ihr Termin ist wie gewünscht abgesagt.',
        owner: 'Ihr Termin muss leider abgesagt werden.',
      },
      expired:
        'Ihre Terminanfrage wurde nicht rechtzeitig bestätigt. Die Zeit ist deshalb nicht mehr für Sie vorgemerkt. Gern können Sie einen anderen Termin wählen.',
      reminder_24h: 'wir erinnern Sie an Ihren Termin in 24 Stunden.',
      reminder_1h: 'Ihr Termin beginnt in einer Stunde.',
    },
    when: 'Wann',
    practiceTime: 'Zeit der Praxis',
    before: 'Bisher',
    where: 'Wo',
    place: { practice: 'In der Praxis', phone: 'Telefonisch', video: 'Per Video' },
    message: 'Nachricht der Praxis',
    move: 'Termin verschieben',
    cancel: 'Termin absagen',
    changeUntil: (w) => `Verschieben oder absagen können Sie den Termin über diese Links bis ${w}.`,
    book: 'Einen anderen Termin wählen',
    closing: 'Herzliche Grüße',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: {
      requested: (s, w) => `Booking request received: ${s}, ${w}`,
      confirmed: (s, w) => `Booking confirmed: ${s}, ${w}`,
      declined: (s, w) => `Booking request not accepted: ${s}, ${w}`,
      moved: (s, w) => `Booking moved: ${s}, now ${w}`,
      cancelled: (s, w) => `Booking cancelled: ${s}, ${w}`,
      expired: (s, w) => `Booking request lapsed: ${s}, ${w}`,
      reminder_24h: (s, w) => `Reminder of your appointment: ${s}, ${w}`,
      reminder_1h: (s, w) => `In one hour: ${s}, ${w}`,
    },
    intro: {
      requested:
        'thank you for your booking request. It has arrived and the time is held for you; you will receive another email as soon as the appointment is confirmed.',
      confirmed: 'your appointment is confirmed. The attached invitation adds it to your calendar.',
      declined: 'unfortunately your booking request cannot be accepted.',
      moved: 'your appointment has been moved. The attached invitation updates it in your calendar.',
      cancelled: {
        visitor: 'your appointment is cancelled, as you asked.',
        owner: 'unfortunately your appointment has to be cancelled.',
      },
      expired:
        'your booking request was not confirmed in time, so the time is no longer held for you. You are welcome to choose another time.',
      reminder_24h: 'this is a reminder of your appointment in 24 hours.',
      reminder_1h: 'your appointment begins in one hour.',
    },
    when: 'When',
    practiceTime: 'Time at the practice',
    before: 'Previously',
    where: 'Where',
    place: { practice: 'At the practice', phone: 'By phone', video: 'By video' },
    message: 'Message from the practice',
    move: 'Move the appointment',
    cancel: 'Cancel the appointment',
    changeUntil: (w) => `You can move or cancel the appointment with these links until ${w}.`,
    book: 'Choose another time',
    closing: 'Kind regards',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    subject: {
      requested: (s, w) => `Solicitud de cita recibida: ${s}, ${w}`,
      confirmed: (s, w) => `Cita confirmada: ${s}, ${w}`,
      declined: (s, w) => `Solicitud de cita no aceptada: ${s}, ${w}`,
      moved: (s, w) => `Cita cambiada: ${s}, ahora ${w}`,
      cancelled: (s, w) => `Cita cancelada: ${s}, ${w}`,
      expired: (s, w) => `Solicitud de cita caducada: ${s}, ${w}`,
      reminder_24h: (s, w) => `Recordatorio de su cita: ${s}, ${w}`,
      reminder_1h: (s, w) => `Dentro de una hora: ${s}, ${w}`,
    },
    intro: {
      requested:
        'gracias por su solicitud de cita. La hemos recibido y el horario queda reservado para usted; recibirá otro correo en cuanto la cita esté confirmada.',
      confirmed: 'su cita está confirmada. Con la invitación adjunta puede añadirla a su calendario.',
      declined: 'lamentablemente no podemos aceptar su solicitud de cita.',
      moved: 'su cita ha cambiado de horario. La invitación adjunta la actualiza en su calendario.',
      cancelled: {
        visitor: 'su cita ha quedado cancelada, tal como solicitó.',
        owner: 'lamentablemente tenemos que cancelar su cita.',
      },
      expired:
        'su solicitud de cita no se confirmó a tiempo, por lo que el horario ya no está reservado para usted. Puede elegir otro horario cuando quiera.',
      reminder_24h: 'le recordamos su cita dentro de 24 horas.',
      reminder_1h: 'su cita empieza dentro de una hora.',
    },
    when: 'Cuándo',
    practiceTime: 'Hora de la consulta',
    before: 'Antes',
    where: 'Dónde',
    place: { practice: 'En la consulta', phone: 'Por teléfono', video: 'Por videollamada' },
    message: 'Mensaje de la consulta',
    move: 'Cambiar la cita',
    cancel: 'Cancelar la cita',
    changeUntil: (w) => `Puede cambiar o cancelar la cita con estos enlaces hasta el ${w}.`,
    book: 'Elegir otra hora',
    closing: 'Un cordial saludo',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    subject: {
      requested: (s, w) => `Demande de rendez-vous reçue : ${s}, ${w}`,
      confirmed: (s, w) => `Rendez-vous confirmé : ${s}, ${w}`,
      declined: (s, w) => `Demande de rendez-vous non acceptée : ${s}, ${w}`,
      moved: (s, w) => `Rendez-vous déplacé : ${s}, désormais ${w}`,
      cancelled: (s, w) => `Rendez-vous annulé : ${s}, ${w}`,
      expired: (s, w) => `Demande de rendez-vous expirée : ${s}, ${w}`,
      reminder_24h: (s, w) => `Rappel de votre rendez-vous : ${s}, ${w}`,
      reminder_1h: (s, w) => `Dans une heure : ${s}, ${w}`,
    },
    intro: {
      requested:
        'merci pour votre demande de rendez-vous. Elle nous est bien parvenue et le créneau vous est réservé ; vous recevrez un autre e-mail dès que le rendez-vous sera confirmé.',
      confirmed: 'votre rendez-vous est confirmé. L’invitation jointe l’ajoute à votre agenda.',
      declined: 'nous ne pouvons malheureusement pas accepter votre demande de rendez-vous.',
      moved: 'votre rendez-vous a été déplacé. L’invitation jointe le met à jour dans votre agenda.',
      cancelled: {
        visitor: 'votre rendez-vous est annulé, comme vous l’avez demandé.',
        owner: 'nous devons malheureusement annuler votre rendez-vous.',
      },
      expired:
        'votre demande de rendez-vous n’a pas été confirmée à temps ; le créneau ne vous est donc plus réservé. N’hésitez pas à choisir un autre créneau.',
      reminder_24h: 'nous vous rappelons votre rendez-vous dans 24 heures.',
      reminder_1h: 'votre rendez-vous commence dans une heure.',
    },
    when: 'Quand',
    practiceTime: 'Heure du cabinet',
    before: 'Auparavant',
    where: 'Où',
    place: { practice: 'Au cabinet', phone: 'Par téléphone', video: 'En visio' },
    message: 'Message du cabinet',
    move: 'Déplacer le rendez-vous',
    cancel: 'Annuler le rendez-vous',
    changeUntil: (w) => `Vous pouvez déplacer ou annuler le rendez-vous avec ces liens jusqu’au ${w}.`,
    book: 'Choisir un autre créneau',
    closing: 'Bien cordialement',
  },
  zh: {
    greeting: (name) => `${name}，您好：`,
    subject: {
      requested: (s, w) => `已收到预约申请：${s}，${w}`,
      confirmed: (s, w) => `预约已确认：${s}，${w}`,
      declined: (s, w) => `预约申请未被接受：${s}，${w}`,
      moved: (s, w) => `预约已改期：${s}，改为 ${w}`,
      cancelled: (s, w) => `预约已取消：${s}，${w}`,
      expired: (s, w) => `预约申请已失效：${s}，${w}`,
      reminder_24h: (s, w) => `预约提醒：${s}，${w}`,
      reminder_1h: (s, w) => `一小时后开始：${s}，${w}`,
    },
    intro: {
      requested: '感谢您的预约申请。我们已收到，该时段已为您保留；预约确认后您会再收到一封邮件。',
      confirmed: '您的预约已确认。使用附件中的邀请即可将其加入您的日历。',
      declined: '很抱歉，我们无法接受您的预约申请。',
      moved: '您的预约已改期。附件中的邀请会更新您日历中的预约。',
      cancelled: {
        visitor: '您的预约已按您的要求取消。',
        owner: '很抱歉，我们不得不取消您的预约。',
      },
      expired: '您的预约申请未能及时得到确认，该时段已不再为您保留。欢迎您另选时间。',
      reminder_24h: '提醒您：您的预约将在 24 小时后开始。',
      reminder_1h: '您的预约将在一小时后开始。',
    },
    when: '时间',
    practiceTime: '诊所当地时间',
    before: '原时间',
    where: '地点',
    place: { practice: '诊所', phone: '电话', video: '视频' },
    message: '诊所留言',
    move: '更改预约',
    cancel: '取消预约',
    changeUntil: (w) => `您可在 ${w} 之前通过以下链接更改或取消预约。`,
    book: '选择其他时间',
    closing: '此致',
  },
};

/** "Label: value" in the language's punctuation. */
const labelled = (language: LanguageCode | ConsoleLanguage, label: string, value: string) =>
  language === 'zh' ? `${label}：${value}` : language === 'fr' ? `${label} : ${value}` : `${label}: ${value}`;

/** A label above a block of text. */
const heading = (language: LanguageCode | ConsoleLanguage, label: string) =>
  language === 'zh' ? `${label}：` : language === 'fr' ? `${label} :` : `${label}:`;

/** The place in words: the address, the phone number or the video link. */
function placeText(place: Record<InvitationLocation['kind'], string>, location: InvitationLocation) {
  const detail =
    location.kind === 'practice'
      ? location.address
      : location.kind === 'phone'
        ? location.phone
        : location.url;
  return detail ? `${place[location.kind]} – ${detail}` : place[location.kind];
}

/** The lines that say when: in one zone, or in the reader's and the other's when their clocks differ. */
function timeLines(
  language: LanguageCode | ConsoleLanguage,
  times: BookingTimes,
  zones: { reader: string; other: string },
  labels: { when: string; other: string },
) {
  const lines = [labelled(language, labels.when, bookingTimeText(times, zones.reader, language))];
  if (!sameWallClock(times, zones.reader, zones.other)) {
    lines.push(labelled(language, labels.other, bookingTimeText(times, zones.other, language)));
  }
  return lines;
}

const TEMPLATE: Record<BookingVisitorMail, string> = {
  requested: 'booking_requested',
  confirmed: 'booking_confirmed',
  declined: 'booking_declined',
  moved: 'booking_moved',
  cancelled: 'booking_cancelled',
  expired: 'booking_expired',
  reminder_24h: 'booking_reminder_24h',
  reminder_1h: 'booking_reminder_1h',
};

/** A mail to the visitor about her booking, in her language; sent under the site's name. */
export function bookingVisitorEmail(kind: BookingVisitorMail, input: VisitorMailInput): Email {
  const { language } = input;
  const words = VISITOR_WORDS[language];
  const zones = { reader: input.visitor.timeZone, other: input.practiceZone };
  const subject = words.subject[kind](
    input.sessionName,
    bookingShortTime(input.start, zones.reader, language),
  );
  const intro =
    kind === 'cancelled' ? words.intro.cancelled[input.cancelledBy ?? 'visitor'] : words.intro[kind];
  // The links to change a booking only while it stands; "another time" after it ended.
  const live = kind !== 'declined' && kind !== 'cancelled' && kind !== 'expired';
  const links = [
    live && input.links?.move ? labelled(language, words.move, input.links.move) : null,
    live && input.links?.cancel ? labelled(language, words.cancel, input.links.cancel) : null,
    !live && input.links?.book ? labelled(language, words.book, input.links.book) : null,
  ].filter((line): line is string => line !== null);
  const message = input.message?.trim();
  const bodyText = [
    words.greeting(input.visitor.name),
    '',
    intro,
    '',
    input.sessionName,
    ...timeLines(language, input, zones, { when: words.when, other: words.practiceTime }),
    ...(kind === 'moved' && input.previous
      ? [labelled(language, words.before, bookingTimeText(input.previous, zones.reader, language))]
      : []),
    labelled(language, words.where, placeText(words.place, input.location)),
    ...(message ? ['', heading(language, words.message), message] : []),
    ...(links.length > 0 ? ['', ...links] : []),
    ...(live && links.length > 0 && input.changeUntil
      ? [words.changeUntil(bookingDeadlineText(input.changeUntil, zones.reader, language))]
      : []),
    '',
    words.closing,
    input.siteName,
  ].join('\n');
  return {
    template: TEMPLATE[kind],
    subject,
    bodyText,
    bodyHtml: htmlEmail({ language, title: subject, body: textToHtml(bodyText) }),
    ...(input.siteName ? { fromName: input.siteName } : {}),
  };
}

export const BOOKING_OWNER_MAILS = ['requested', 'booked', 'moved', 'cancelled', 'expired'] as const;
export type BookingOwnerMail = (typeof BOOKING_OWNER_MAILS)[number];

export type OwnerMailInput = BookingMail & {
  language: ConsoleLanguage;
  visitor: {
    name: string;
    email: string;
    phone?: string | null | undefined;
    message?: string | null | undefined;
    timeZone: string;
    language: LanguageCode;
  };
  previous?: BookingTimes | undefined;
  cancelledBy?: 'visitor' | 'owner' | undefined;
  /** The booking in the console's agenda. */
  agendaLink?: string | undefined;
};

type OwnerWords = {
  subject: Record<BookingOwnerMail, (session: string, name: string, when: string) => string>;
  intro: Record<BookingOwnerMail, (name: string) => string>;
  cancelledByOwner: string;
  when: string;
  visitorTime: (name: string) => string;
  before: string;
  where: string;
  place: Record<InvitationLocation['kind'], string>;
  email: string;
  phone: string;
  language: string;
  message: string;
  agenda: string;
  via: (name: string, site: string) => string;
};

const OWNER_WORDS: Record<ConsoleLanguage, OwnerWords> = {
  de: {
    subject: {
      requested: (s, n, w) => `Neue Terminanfrage – bitte bestätigen: ${s}, ${n}, ${w}`,
      booked: (s, n, w) => `Neue Buchung: ${s}, ${n}, ${w}`,
      moved: (s, n, w) => `Termin verlegt: ${s}, ${n}, jetzt ${w}`,
      cancelled: (s, n, w) => `Termin abgesagt: ${s}, ${n}, ${w}`,
      expired: (s, n, w) => `Terminanfrage verfallen: ${s}, ${n}, ${w}`,
    },
    intro: {
      requested: (n) =>
        `${n} hat einen Termin angefragt. Bestätigen oder ablehnen Sie ihn in der Agenda; bis dahin ist die Zeit vorgemerkt.`,
      booked: (n) => `${n} hat einen Termin gebucht.`,
      moved: (n) => `Der Termin von ${n} wurde verlegt.`,
      cancelled: (n) => `${n} hat den Termin abgesagt.`,
      expired: (n) =>
        `Die Terminanfrage von ${n} wurde nicht rechtzeitig bestätigt und ist verfallen; die Zeit ist wieder frei. ${n} wurde darüber informiert.`,
    },
    cancelledByOwner: 'Der Termin wurde in der Verwaltung abgesagt.',
    when: 'Wann',
    visitorTime: (n) => `Zeit bei ${n}`,
    before: 'Bisher',
    where: 'Wo',
    place: { practice: 'In der Praxis', phone: 'Telefonisch', video: 'Per Video' },
    email: 'E-Mail',
    phone: 'Telefon',
    language: 'Sprache',
    message: 'Nachricht',
    agenda: 'In der Agenda öffnen',
    via: (n, site) => `${n} über ${site}`,
  },
  en: {
    subject: {
      requested: (s, n, w) => `New booking request – please confirm: ${s}, ${n}, ${w}`,
      booked: (s, n, w) => `New booking: ${s}, ${n}, ${w}`,
      moved: (s, n, w) => `Booking moved: ${s}, ${n}, now ${w}`,
      cancelled: (s, n, w) => `Booking cancelled: ${s}, ${n}, ${w}`,
      expired: (s, n, w) => `Booking request lapsed: ${s}, ${n}, ${w}`,
    },
    intro: {
      requested: (n) =>
        `${n} asked for an appointment. Confirm or decline it in the agenda; until then the time is held.`,
      booked: (n) => `${n} booked an appointment.`,
      moved: (n) => `The appointment with ${n} was moved.`,
      cancelled: (n) => `${n} cancelled the appointment.`,
      expired: (n) =>
        `The booking request from ${n} was not confirmed in time and has lapsed; the time is free again. ${n} has been told.`,
    },
    cancelledByOwner: 'The appointment was cancelled in the console.',
    when: 'When',
    visitorTime: (n) => `Time for ${n}`,
    before: 'Previously',
    where: 'Where',
    place: { practice: 'At the practice', phone: 'By phone', video: 'By video' },
    email: 'Email',
    phone: 'Phone',
    language: 'Language',
    message: 'Message',
    agenda: 'Open in the agenda',
    via: (n, site) => `${n} via ${site}`,
  },
};

const OWNER_TEMPLATE: Record<BookingOwnerMail, string> = {
  requested: 'booking_owner_requested',
  booked: 'booking_owner_booked',
  moved: 'booking_owner_moved',
  cancelled: 'booking_owner_cancelled',
  expired: 'booking_owner_expired',
};

/**
 * The owner's notice of a booking, a change or a cancellation, in her console language: from
 * "{visitor} über {site}", Reply-To the visitor (like the contact notification), the time in the
 * practice's zone and the visitor's when they differ.
 */
export function bookingOwnerEmail(kind: BookingOwnerMail, input: OwnerMailInput): Email {
  const { language, visitor } = input;
  const words = OWNER_WORDS[language];
  const zones = { reader: input.practiceZone, other: visitor.timeZone };
  const subject = words.subject[kind](
    input.sessionName,
    visitor.name,
    bookingShortTime(input.start, zones.reader, language),
  );
  const intro =
    kind === 'cancelled' && input.cancelledBy === 'owner'
      ? words.cancelledByOwner
      : words.intro[kind](visitor.name);
  const message = visitor.message?.trim();
  const bodyText = [
    intro,
    '',
    input.sessionName,
    ...timeLines(language, input, zones, { when: words.when, other: words.visitorTime(visitor.name) }),
    ...(kind === 'moved' && input.previous
      ? [labelled(language, words.before, bookingTimeText(input.previous, zones.reader, language))]
      : []),
    labelled(language, words.where, placeText(words.place, input.location)),
    '',
    visitor.name,
    labelled(language, words.email, visitor.email),
    ...(visitor.phone ? [labelled(language, words.phone, visitor.phone)] : []),
    labelled(language, words.language, visitor.language),
    ...(message ? ['', heading(language, words.message), message] : []),
    ...(input.agendaLink ? ['', labelled(language, words.agenda, input.agendaLink)] : []),
  ].join('\n');
  return {
    template: OWNER_TEMPLATE[kind],
    subject,
    bodyText,
    bodyHtml: htmlEmail({ language, title: subject, body: textToHtml(bodyText) }),
    ...(input.siteName ? { fromName: words.via(visitor.name, input.siteName) } : {}),
    replyTo: visitor.email,
  };
}
