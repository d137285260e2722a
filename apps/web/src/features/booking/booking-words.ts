/**
 * The booking pages' words in the site's five languages (decision 105). German addresses the
 * visitor formally ("Sie") as the rest of the site does. Dates and times are never written here:
 * Intl formats them in the page's language (lib/zoned-week.ts).
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';

export type BookingWords = {
  pageTitle: string;
  pageDescription: string;
  intro: string;
  chooseType: string;
  minutes: (count: number) => string;
  location: { practice: string; phone: string; video: string };
  confirmedAtOnce: string;
  waitsForConfirmation: string;
  belongsTo: string;
  showTimes: string;
  otherType: string;
  noTypes: string;
  contactInstead: string;
  typeUnknown: string;
  zoneLabel: string;
  zoneShow: string;
  zoneNote: (zone: string) => string;
  practiceTimeNote: (city: string) => string;
  /** In place of `practiceTimeNote` when her clock is the practice's. */
  samePracticeZone: string;
  previousWeek: string;
  nextWeek: string;
  weekOf: (span: string) => string;
  noSlotsWeek: string;
  noSlotsDay: string;
  chooseTime: string;
  slotsError: string;
  retry: string;
  yourDetails: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  optional: string;
  submitBook: string;
  submitRequest: string;
  sending: string;
  pickSlot: string;
  required: string;
  fixFields: string;
  networkError: string;
  genericError: string;
  privacyNote: string;
  privacyLink: string;
  chosen: string;
  confirmedTitle: string;
  requestedTitle: string;
  confirmedNext: string;
  requestedNext: string;
  when: string;
  what: string;
  where: string;
  yourTime: string;
  practiceTime: string;
  bookAnother: string;
  confirmationUnknown: string;
  confirmationTitle: string;
};

const WORDS: Record<LanguageCode, BookingWords> = {
  de: {
    pageTitle: 'Termin buchen',
    pageDescription: 'Buchen Sie online einen freien Termin – in Ihrer Zeitzone, mit Bestätigung per E-Mail.',
    intro:
      'Wählen Sie die Art des Termins und eine freie Zeit. Die Bestätigung und eine Kalendereinladung erhalten Sie per E-Mail.',
    chooseType: 'Welche Art von Termin?',
    minutes: (count) => `${count} Minuten`,
    location: { practice: 'In der Praxis', phone: 'Am Telefon', video: 'Per Video' },
    confirmedAtOnce: 'Sofort bestätigt',
    waitsForConfirmation: 'Wird nach Ihrer Anfrage persönlich bestätigt',
    belongsTo: 'Gehört zu',
    showTimes: 'Freie Zeiten ansehen',
    otherType: 'Andere Terminart wählen',
    noTypes: 'Zurzeit lassen sich online keine Termine buchen.',
    contactInstead: 'Schreiben Sie uns gern über das Kontaktformular.',
    typeUnknown: 'Diese Terminart gibt es nicht (mehr). Bitte wählen Sie eine der folgenden.',
    zoneLabel: 'Zeitzone',
    zoneShow: 'Zeiten anzeigen',
    zoneNote: (zone) => `Alle Zeiten in Ihrer Zeitzone: ${zone}.`,
    practiceTimeNote: (city) => `Darunter jeweils die Ortszeit der Praxis (${city}).`,
    samePracticeZone: 'Die Praxis liegt in derselben Zeitzone.',
    previousWeek: 'Vorherige Woche',
    nextWeek: 'Nächste Woche',
    weekOf: (span) => `Woche vom ${span}`,
    noSlotsWeek: 'In dieser Woche ist keine Zeit mehr frei. Sehen Sie in der nächsten Woche nach.',
    noSlotsDay: 'Keine freie Zeit',
    chooseTime: 'Freie Zeiten',
    slotsError: 'Die freien Zeiten konnten gerade nicht geladen werden.',
    retry: 'Erneut versuchen',
    yourDetails: 'Ihre Angaben',
    name: 'Name',
    email: 'E-Mail-Adresse',
    phone: 'Telefon',
    message: 'Nachricht',
    optional: 'optional',
    submitBook: 'Termin verbindlich buchen',
    submitRequest: 'Termin anfragen',
    sending: 'Wird gesendet …',
    pickSlot: 'Bitte wählen Sie eine freie Zeit.',
    required: 'Bitte füllen Sie dieses Feld aus.',
    fixFields: 'Bitte prüfen Sie die markierten Angaben.',
    networkError:
      'Ihre Buchung konnte nicht gesendet werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    genericError: 'Ihre Buchung konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    privacyNote:
      'Wir verwenden Ihre Angaben nur für diesen Termin. Mehr dazu in unserer Datenschutzerklärung.',
    privacyLink: 'Datenschutzerklärung',
    chosen: 'Gewählte Zeit',
    confirmedTitle: 'Ihr Termin ist gebucht',
    requestedTitle: 'Ihre Anfrage ist eingegangen',
    confirmedNext:
      'Sie erhalten gleich eine E-Mail mit der Bestätigung und einer Kalendereinladung. Über den Link darin können Sie den Termin verschieben oder absagen.',
    requestedNext:
      'Die Zeit ist für Sie vorgemerkt. Sie erhalten gleich eine E-Mail über den Eingang Ihrer Anfrage und, sobald sie bestätigt ist, eine weitere mit der Kalendereinladung. Über den Link in der E-Mail können Sie die Anfrage ändern oder zurückziehen.',
    when: 'Wann',
    what: 'Termin',
    where: 'Ort',
    yourTime: 'Ihre Zeit',
    practiceTime: 'Ortszeit der Praxis',
    bookAnother: 'Weiteren Termin buchen',
    confirmationUnknown: 'Zu diesem Link gibt es keine Buchung. Hier können Sie einen Termin buchen.',
    confirmationTitle: 'Buchung',
  },
  en: {
    pageTitle: 'Book an appointment',
    pageDescription: 'Book a free time online – in your own time zone, confirmed by e-mail.',
    intro:
      'Choose the kind of appointment and a free time. You will receive the confirmation and a calendar invitation by e-mail.',
    chooseType: 'What kind of appointment?',
    minutes: (count) => `${count} minutes`,
    location: { practice: 'At the practice', phone: 'By phone', video: 'By video' },
    confirmedAtOnce: 'Confirmed at once',
    waitsForConfirmation: 'Confirmed personally after your request',
    belongsTo: 'Part of',
    showTimes: 'See free times',
    otherType: 'Choose another kind',
    noTypes: 'Appointments cannot be booked online at the moment.',
    contactInstead: 'You are welcome to write to us through the contact form.',
    typeUnknown: 'This kind of appointment does not exist (any more). Please choose one of these.',
    zoneLabel: 'Time zone',
    zoneShow: 'Show times',
    zoneNote: (zone) => `All times in your time zone: ${zone}.`,
    practiceTimeNote: (city) => `Below each, the practice's local time (${city}).`,
    samePracticeZone: 'The practice is in the same time zone.',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    weekOf: (span) => `Week of ${span}`,
    noSlotsWeek: 'There are no free times left this week. Have a look at the next week.',
    noSlotsDay: 'No free time',
    chooseTime: 'Free times',
    slotsError: 'The free times could not be loaded just now.',
    retry: 'Try again',
    yourDetails: 'Your details',
    name: 'Name',
    email: 'E-mail address',
    phone: 'Phone',
    message: 'Message',
    optional: 'optional',
    submitBook: 'Book this appointment',
    submitRequest: 'Request this appointment',
    sending: 'Sending …',
    pickSlot: 'Please choose a free time.',
    required: 'Please fill in this field.',
    fixFields: 'Please check the marked details.',
    networkError: 'Your booking could not be sent. Please check your internet connection and try again.',
    genericError: 'Your booking could not be sent. Please try again later.',
    privacyNote: 'We use your details only for this appointment. More in our privacy policy.',
    privacyLink: 'Privacy policy',
    chosen: 'Chosen time',
    confirmedTitle: 'Your appointment is booked',
    requestedTitle: 'Your request has been received',
    confirmedNext:
      'You will shortly receive an e-mail with the confirmation and a calendar invitation. The link in it lets you move or cancel the appointment.',
    requestedNext:
      'The time is held for you. You will shortly receive an e-mail that your request has arrived and, once it is confirmed, another one with the calendar invitation. The link in the e-mail lets you change or withdraw the request.',
    when: 'When',
    what: 'Appointment',
    where: 'Where',
    yourTime: 'Your time',
    practiceTime: "Practice's local time",
    bookAnother: 'Book another appointment',
    confirmationUnknown: 'There is no booking for this link. You can book an appointment here.',
    confirmationTitle: 'Booking',
  },
  es: {
    pageTitle: 'Reservar una cita',
    pageDescription:
      'Reserve en línea una hora libre, en su propia zona horaria y con confirmación por correo.',
    intro:
      'Elija el tipo de cita y una hora libre. Recibirá la confirmación y una invitación de calendario por correo electrónico.',
    chooseType: '¿Qué tipo de cita desea?',
    minutes: (count) => `${count} minutos`,
    location: { practice: 'En la consulta', phone: 'Por teléfono', video: 'Por videollamada' },
    confirmedAtOnce: 'Confirmada al instante',
    waitsForConfirmation: 'Se confirma personalmente tras su solicitud',
    belongsTo: 'Forma parte de',
    showTimes: 'Ver horas libres',
    otherType: 'Elegir otro tipo de cita',
    noTypes: 'En este momento no se pueden reservar citas en línea.',
    contactInstead: 'Puede escribirnos mediante el formulario de contacto.',
    typeUnknown: 'Este tipo de cita no existe o ya no está disponible. Elija uno de los siguientes.',
    zoneLabel: 'Zona horaria',
    zoneShow: 'Mostrar horas',
    zoneNote: (zone) => `Horas en su zona horaria: ${zone}.`,
    practiceTimeNote: (city) => `Debajo de cada una, la hora local de la consulta (${city}).`,
    samePracticeZone: 'La consulta está en la misma zona horaria.',
    previousWeek: 'Semana anterior',
    nextWeek: 'Semana siguiente',
    weekOf: (span) => `Semana del ${span}`,
    noSlotsWeek: 'Ya no quedan horas libres esta semana. Consulte la semana siguiente.',
    noSlotsDay: 'Sin horas libres',
    chooseTime: 'Horas libres',
    slotsError: 'No se han podido cargar las horas libres en este momento.',
    retry: 'Intentar de nuevo',
    yourDetails: 'Sus datos',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    message: 'Mensaje',
    optional: 'opcional',
    submitBook: 'Reservar la cita',
    submitRequest: 'Solicitar la cita',
    sending: 'Enviando…',
    pickSlot: 'Elija una hora libre, por favor.',
    required: 'Rellene este campo, por favor.',
    fixFields: 'Revise los datos marcados, por favor.',
    networkError: 'No se ha podido enviar su reserva. Compruebe su conexión a Internet e inténtelo de nuevo.',
    genericError: 'No se ha podido enviar su reserva. Inténtelo más tarde.',
    privacyNote: 'Usamos sus datos solo para esta cita. Más información en nuestra política de privacidad.',
    privacyLink: 'Política de privacidad',
    chosen: 'Hora elegida',
    confirmedTitle: 'Su cita está reservada',
    requestedTitle: 'Hemos recibido su solicitud',
    confirmedNext:
      'En breve recibirá un correo con la confirmación y una invitación de calendario. Con el enlace que contiene puede cambiar o cancelar la cita.',
    requestedNext:
      'La hora queda reservada para usted. En breve recibirá un correo que confirma la recepción de su solicitud y, cuando se confirme, otro con la invitación de calendario. Con el enlace del correo puede cambiar o retirar la solicitud.',
    when: 'Cuándo',
    what: 'Cita',
    where: 'Dónde',
    yourTime: 'Su hora',
    practiceTime: 'Hora local de la consulta',
    bookAnother: 'Reservar otra cita',
    confirmationUnknown: 'No hay ninguna reserva para este enlace. Aquí puede reservar una cita.',
    confirmationTitle: 'Reserva',
  },
  fr: {
    pageTitle: 'Prendre rendez-vous',
    pageDescription: 'Réservez en ligne un créneau libre, dans votre fuseau horaire, confirmé par e-mail.',
    intro:
      'Choisissez le type de rendez-vous et un créneau libre. Vous recevrez la confirmation et une invitation d’agenda par e-mail.',
    chooseType: 'Quel type de rendez-vous ?',
    minutes: (count) => `${count} minutes`,
    location: { practice: 'Au cabinet', phone: 'Par téléphone', video: 'En visioconférence' },
    confirmedAtOnce: 'Confirmé immédiatement',
    waitsForConfirmation: 'Confirmé personnellement après votre demande',
    belongsTo: 'Fait partie de',
    showTimes: 'Voir les créneaux libres',
    otherType: 'Choisir un autre type',
    noTypes: 'Il n’est pas possible de réserver en ligne pour le moment.',
    contactInstead: 'N’hésitez pas à nous écrire via le formulaire de contact.',
    typeUnknown: 'Ce type de rendez-vous n’existe pas ou plus. Veuillez en choisir un parmi les suivants.',
    zoneLabel: 'Fuseau horaire',
    zoneShow: 'Afficher les créneaux',
    zoneNote: (zone) => `Horaires dans votre fuseau horaire : ${zone}.`,
    practiceTimeNote: (city) => `En dessous, l’heure locale du cabinet (${city}).`,
    samePracticeZone: 'Le cabinet est dans le même fuseau horaire.',
    previousWeek: 'Semaine précédente',
    nextWeek: 'Semaine suivante',
    weekOf: (span) => `Semaine du ${span}`,
    noSlotsWeek: 'Il n’y a plus de créneau libre cette semaine. Consultez la semaine suivante.',
    noSlotsDay: 'Aucun créneau libre',
    chooseTime: 'Créneaux libres',
    slotsError: 'Les créneaux libres n’ont pas pu être chargés pour le moment.',
    retry: 'Réessayer',
    yourDetails: 'Vos coordonnées',
    name: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    message: 'Message',
    optional: 'facultatif',
    submitBook: 'Réserver ce rendez-vous',
    submitRequest: 'Demander ce rendez-vous',
    sending: 'Envoi en cours…',
    pickSlot: 'Veuillez choisir un créneau libre.',
    required: 'Veuillez remplir ce champ.',
    fixFields: 'Veuillez vérifier les champs signalés.',
    networkError:
      'Votre réservation n’a pas pu être envoyée. Vérifiez votre connexion Internet et réessayez.',
    genericError: 'Votre réservation n’a pas pu être envoyée. Veuillez réessayer plus tard.',
    privacyNote:
      'Nous utilisons vos données uniquement pour ce rendez-vous. Pour en savoir plus, consultez notre politique de confidentialité.',
    privacyLink: 'Politique de confidentialité',
    chosen: 'Créneau choisi',
    confirmedTitle: 'Votre rendez-vous est réservé',
    requestedTitle: 'Votre demande a bien été reçue',
    confirmedNext:
      'Vous allez recevoir un e-mail avec la confirmation et une invitation d’agenda. Le lien qu’il contient vous permet de déplacer ou d’annuler le rendez-vous.',
    requestedNext:
      'Le créneau vous est réservé. Vous allez recevoir un e-mail accusant réception de votre demande puis, une fois celle-ci confirmée, un autre avec l’invitation d’agenda. Le lien de l’e-mail vous permet de modifier ou de retirer votre demande.',
    when: 'Quand',
    what: 'Rendez-vous',
    where: 'Où',
    yourTime: 'Votre heure',
    practiceTime: 'Heure locale du cabinet',
    bookAnother: 'Prendre un autre rendez-vous',
    confirmationUnknown: 'Aucune réservation ne correspond à ce lien. Vous pouvez prendre rendez-vous ici.',
    confirmationTitle: 'Réservation',
  },
  zh: {
    pageTitle: '预约时间',
    pageDescription: '在线预约空闲时段：按您所在的时区显示，并通过电子邮件确认。',
    intro: '请选择预约类型和一个空闲时段。确认信息和日历邀请将通过电子邮件发送给您。',
    chooseType: '您想预约哪种类型？',
    minutes: (count) => `${count}分钟`,
    location: { practice: '在工作室', phone: '电话', video: '视频' },
    confirmedAtOnce: '立即确认',
    waitsForConfirmation: '提交请求后由我们亲自确认',
    belongsTo: '所属服务',
    showTimes: '查看空闲时段',
    otherType: '选择其他类型',
    noTypes: '目前无法在线预约。',
    contactInstead: '欢迎通过联系表单给我们留言。',
    typeUnknown: '该预约类型不存在或已停用。请从以下类型中选择。',
    zoneLabel: '时区',
    zoneShow: '显示时段',
    zoneNote: (zone) => `所有时间均为您所在的时区：${zone}。`,
    practiceTimeNote: (city) => `每个时段下方为工作室当地时间（${city}）。`,
    samePracticeZone: '工作室位于同一时区。',
    previousWeek: '上一周',
    nextWeek: '下一周',
    weekOf: (span) => `${span}这一周`,
    noSlotsWeek: '本周已没有空闲时段，请查看下一周。',
    noSlotsDay: '无空闲时段',
    chooseTime: '空闲时段',
    slotsError: '暂时无法加载空闲时段。',
    retry: '重试',
    yourDetails: '您的信息',
    name: '姓名',
    email: '电子邮件地址',
    phone: '电话',
    message: '留言',
    optional: '选填',
    submitBook: '确认预约',
    submitRequest: '提交预约请求',
    sending: '正在发送……',
    pickSlot: '请选择一个空闲时段。',
    required: '请填写此项。',
    fixFields: '请检查标出的信息。',
    networkError: '预约未能发送。请检查您的网络连接后重试。',
    genericError: '预约未能发送，请稍后重试。',
    privacyNote: '您的信息仅用于本次预约。详情请参阅我们的隐私政策。',
    privacyLink: '隐私政策',
    chosen: '已选时段',
    confirmedTitle: '您的预约已成功',
    requestedTitle: '我们已收到您的预约请求',
    confirmedNext:
      '您很快会收到一封包含确认信息和日历邀请的电子邮件。通过邮件中的链接，您可以更改或取消预约。',
    requestedNext:
      '该时段已为您保留。您很快会收到一封确认已收到请求的电子邮件；预约确认后，还会收到一封包含日历邀请的邮件。通过邮件中的链接，您可以更改或撤回请求。',
    when: '时间',
    what: '预约',
    where: '地点',
    yourTime: '您的时间',
    practiceTime: '工作室当地时间',
    bookAnother: '再预约一个时间',
    confirmationUnknown: '此链接没有对应的预约。您可以在这里预约。',
    confirmationTitle: '预约',
  },
};

export const bookingWords = (language: string): BookingWords => WORDS[language as LanguageCode] ?? WORDS.de;
