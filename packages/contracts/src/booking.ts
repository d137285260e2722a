/**
 * The booking's words shared by the API, the console and the site (issue 25, decision 099).
 * Client-safe: no zod, no Node or DOM imports.
 */

/** Where a session happens: at the practice (its address), by phone, or by video (a link). */
export const SESSION_LOCATION_KINDS = ['practice', 'phone', 'video'] as const;
export type SessionLocationKind = (typeof SESSION_LOCATION_KINDS)[number];

/**
 * A booking's states. `requested` waits for the owner (and holds its slot until declined or
 * expired), `confirmed` is fixed; the other four hold nothing.
 */
export const BOOKING_STATES = ['requested', 'confirmed', 'cancelled', 'declined', 'no_show', 'done'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The states that hold their time: the database refuses two of them overlapping. */
export const LIVE_BOOKING_STATES = ['requested', 'confirmed'] as const satisfies readonly BookingState[];

/** ISO weekdays, Monday 1 … Sunday 7 (Temporal's `dayOfWeek`). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * A range of wall-clock times in the practice's zone, `HH:MM` from start (inclusive) to end
 * (exclusive); the end may be `24:00`, the end of the day.
 */
export type WallClockRange = { start: string; end: string };

/** Weekly hours: the ranges of each ISO weekday ("1" Monday … "7" Sunday); a missing day is closed. */
export type WeeklyHours = Partial<Record<`${Weekday}`, WallClockRange[]>>;

/**
 * The booking policy's limits (decision 103): the visitor may move or cancel by link until this many
 * hours before the start — 0 (until it starts) to a year (the database checks the same).
 */
export const BOOKING_POLICY_LIMITS = { deadlineHours: { min: 0, max: 8760 } } as const;

/** Why a requested slot cannot be booked (each a 4xx answer; `taken` the 409). */
export const SLOT_REFUSALS = [
  'unknown_session_type',
  'outside_hours',
  'in_the_past',
  'too_soon',
  'beyond_horizon',
  'day_full',
  'taken',
] as const;
export type SlotRefusal = (typeof SLOT_REFUSALS)[number];

/** What the booking routes say, in the site's five languages. */
export const BOOKING_ANSWERS = {
  confirmed: {
    de: 'Ihr Termin ist gebucht.',
    en: 'Your appointment is booked.',
    es: 'Su cita está reservada.',
    fr: 'Votre rendez-vous est réservé.',
    zh: '您的预约已确认。',
  },
  requested: {
    de: 'Ihre Anfrage ist eingegangen. Der Termin wird für Sie freigehalten, bis er bestätigt ist.',
    en: 'Your request has been received. The time is held for you until it is confirmed.',
    es: 'Hemos recibido su solicitud. El horario queda reservado para usted hasta que se confirme.',
    fr: 'Votre demande a bien été reçue. Le créneau vous est réservé jusqu’à sa confirmation.',
    zh: '我们已收到您的预约请求。在确认之前，该时段为您保留。',
  },
  unknown_session_type: {
    de: 'Diese Terminart gibt es nicht.',
    en: 'This kind of appointment does not exist.',
    es: 'Este tipo de cita no existe.',
    fr: 'Ce type de rendez-vous n’existe pas.',
    zh: '此预约类型不存在。',
  },
  outside_hours: {
    de: 'Zu dieser Zeit sind keine Termine möglich.',
    en: 'No appointments are offered at this time.',
    es: 'No se ofrecen citas a esta hora.',
    fr: 'Aucun rendez-vous n’est proposé à cette heure.',
    zh: '该时间不提供预约。',
  },
  in_the_past: {
    de: 'Dieser Zeitpunkt liegt in der Vergangenheit.',
    en: 'This time is in the past.',
    es: 'Esta hora ya ha pasado.',
    fr: 'Cette heure est déjà passée.',
    zh: '该时间已经过去。',
  },
  too_soon: {
    de: 'Dieser Termin ist zu kurzfristig. Bitte wählen Sie einen späteren.',
    en: 'This appointment is too soon. Please choose a later one.',
    es: 'Esta cita es demasiado pronto. Elija una posterior.',
    fr: 'Ce rendez-vous est trop proche. Veuillez en choisir un plus tard.',
    zh: '该预约时间太近，请选择更晚的时间。',
  },
  beyond_horizon: {
    de: 'So weit im Voraus sind noch keine Termine buchbar.',
    en: 'Appointments cannot be booked that far ahead yet.',
    es: 'Todavía no se pueden reservar citas con tanta antelación.',
    fr: 'Les rendez-vous ne peuvent pas encore être réservés aussi longtemps à l’avance.',
    zh: '暂时无法预约这么远的时间。',
  },
  day_full: {
    de: 'An diesem Tag sind alle Termine dieser Art vergeben. Bitte wählen Sie einen anderen Tag.',
    en: 'All appointments of this kind are taken on that day. Please choose another day.',
    es: 'Todas las citas de este tipo están ocupadas ese día. Elija otro día.',
    fr: 'Tous les rendez-vous de ce type sont pris ce jour-là. Veuillez choisir un autre jour.',
    zh: '当天此类预约已满，请选择其他日期。',
  },
  taken: {
    de: 'Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen der freien Termine.',
    en: 'This time was just taken. Please choose one of the free times.',
    es: 'Este horario acaba de ocuparse. Elija uno de los horarios libres.',
    fr: 'Ce créneau vient d’être pris. Veuillez choisir l’un des créneaux libres.',
    zh: '该时段刚刚被预约，请选择其他空闲时段。',
  },
  key_reused: {
    de: 'Dieses Formular wurde bereits für einen anderen Termin gesendet. Bitte laden Sie die Seite neu.',
    en: 'This form was already sent for another time. Please reload the page.',
    es: 'Este formulario ya se envió para otro horario. Vuelva a cargar la página.',
    fr: 'Ce formulaire a déjà été envoyé pour un autre créneau. Veuillez recharger la page.',
    zh: '此表单已用于其他时段，请刷新页面。',
  },
  cancelled: {
    de: 'Ihr Termin ist storniert.',
    en: 'Your appointment is cancelled.',
    es: 'Su cita está cancelada.',
    fr: 'Votre rendez-vous est annulé.',
    zh: '您的预约已取消。',
  },
  moved: {
    de: 'Ihr Termin ist verlegt. Sie erhalten eine E-Mail mit der neuen Zeit.',
    en: 'Your appointment has been moved. You will receive an email with the new time.',
    es: 'Su cita ha cambiado de horario. Recibirá un correo con la nueva hora.',
    fr: 'Votre rendez-vous a été déplacé. Vous recevrez un e-mail avec le nouvel horaire.',
    zh: '您的预约已改期。您将收到一封包含新时间的邮件。',
  },
  too_late: {
    de: 'Dieser Termin lässt sich über den Link nicht mehr ändern oder absagen, die Frist dafür ist abgelaufen. Bitte wenden Sie sich direkt an die Praxis.',
    en: 'This appointment can no longer be moved or cancelled with the link; the deadline has passed. Please contact the practice directly.',
    es: 'Esta cita ya no se puede cambiar ni cancelar con el enlace, porque el plazo ha vencido. Póngase en contacto directamente con la consulta.',
    fr: 'Ce rendez-vous ne peut plus être déplacé ni annulé avec le lien : le délai est dépassé. Veuillez contacter directement le cabinet.',
    zh: '已超过期限，无法再通过此链接更改或取消该预约。请直接联系诊所。',
  },
  ended: {
    de: 'Dieser Termin ist bereits abgesagt oder beendet und lässt sich nicht mehr verlegen.',
    en: 'This appointment has already been cancelled or has ended and can no longer be moved.',
    es: 'Esta cita ya se ha cancelado o ha terminado y no se puede cambiar.',
    fr: 'Ce rendez-vous a déjà été annulé ou est terminé et ne peut plus être déplacé.',
    zh: '该预约已取消或已结束，无法再改期。',
  },
  unknown_link: {
    de: 'Dieser Link gehört zu keinem Termin.',
    en: 'This link does not belong to an appointment.',
    es: 'Este enlace no corresponde a ninguna cita.',
    fr: 'Ce lien ne correspond à aucun rendez-vous.',
    zh: '此链接不对应任何预约。',
  },
} as const satisfies Record<string, Record<'de' | 'en' | 'es' | 'fr' | 'zh', string>>;
export type BookingAnswer = keyof typeof BOOKING_ANSWERS;
