/**
 * The manage page's words (the link in the booking's mails; decision 105) in the site's five
 * languages; German formal as the rest of the site.
 */
import type { BookingState } from '@wegweiser/contracts/booking';
import type { LanguageCode } from '@wegweiser/contracts/constants';

export type ManageWords = {
  title: string;
  state: string;
  states: Record<BookingState, string>;
  changeUntil: (moment: string) => string;
  tooLate: string;
  contact: string;
  moveTitle: string;
  moveIntro: string;
  moveSubmit: string;
  cancelTitle: string;
  cancelStart: string;
  cancelAsk: string;
  cancelYes: string;
  cancelNo: string;
  moved: string;
  cancelled: string;
  unknownTitle: string;
  unknownText: string;
};

const WORDS: Record<LanguageCode, ManageWords> = {
  de: {
    title: 'Ihr Termin',
    state: 'Stand',
    states: {
      requested: 'Angefragt – wartet auf Bestätigung',
      confirmed: 'Bestätigt',
      cancelled: 'Abgesagt',
      declined: 'Abgelehnt',
      no_show: 'Nicht wahrgenommen',
      done: 'Stattgefunden',
    },
    changeUntil: (moment) => `Sie können den Termin bis ${moment} verschieben oder absagen.`,
    tooLate: 'Dieser Termin lässt sich über den Link nicht mehr ändern.',
    contact: 'Bitte nehmen Sie Kontakt auf.',
    moveTitle: 'Termin verschieben',
    moveIntro: 'Wählen Sie eine neue freie Zeit für denselben Termin.',
    moveSubmit: 'Auf diese Zeit verschieben',
    cancelTitle: 'Termin absagen',
    cancelStart: 'Termin absagen …',
    cancelAsk: 'Möchten Sie diesen Termin wirklich absagen? Die Zeit wird dann wieder frei.',
    cancelYes: 'Ja, Termin absagen',
    cancelNo: 'Nein, Termin behalten',
    moved: 'Ihr Termin ist verschoben. Sie erhalten eine E-Mail mit der neuen Zeit.',
    cancelled: 'Ihr Termin ist abgesagt. Sie erhalten eine Bestätigung per E-Mail.',
    unknownTitle: 'Link nicht gefunden',
    unknownText: 'Zu diesem Link gibt es keinen Termin. Bitte prüfen Sie, ob der Link vollständig ist.',
  },
  en: {
    title: 'Your appointment',
    state: 'Status',
    states: {
      requested: 'Requested – waiting for confirmation',
      confirmed: 'Confirmed',
      cancelled: 'Cancelled',
      declined: 'Declined',
      no_show: 'Missed',
      done: 'Took place',
    },
    changeUntil: (moment) => `You can move or cancel the appointment until ${moment}.`,
    tooLate: 'This appointment can no longer be changed through the link.',
    contact: 'Please get in touch.',
    moveTitle: 'Move the appointment',
    moveIntro: 'Choose a new free time for the same appointment.',
    moveSubmit: 'Move to this time',
    cancelTitle: 'Cancel the appointment',
    cancelStart: 'Cancel the appointment …',
    cancelAsk: 'Do you really want to cancel this appointment? The time becomes free again.',
    cancelYes: 'Yes, cancel it',
    cancelNo: 'No, keep it',
    moved: 'Your appointment has been moved. You will receive an e-mail with the new time.',
    cancelled: 'Your appointment has been cancelled. You will receive a confirmation by e-mail.',
    unknownTitle: 'Link not found',
    unknownText: 'There is no appointment for this link. Please check that the link is complete.',
  },
  es: {
    title: 'Su cita',
    state: 'Estado',
    states: {
      requested: 'Solicitada: pendiente de confirmación',
      confirmed: 'Confirmada',
      cancelled: 'Cancelada',
      declined: 'Rechazada',
      no_show: 'No atendida',
      done: 'Realizada',
    },
    changeUntil: (moment) => `Puede cambiar o cancelar la cita hasta el ${moment}.`,
    tooLate: 'Esta cita ya no se puede modificar mediante el enlace.',
    contact: 'Póngase en contacto con nosotros, por favor.',
    moveTitle: 'Cambiar la cita',
    moveIntro: 'Elija una nueva hora libre para la misma cita.',
    moveSubmit: 'Cambiar a esta hora',
    cancelTitle: 'Cancelar la cita',
    cancelStart: 'Cancelar la cita…',
    cancelAsk: '¿Seguro que desea cancelar esta cita? La hora volverá a quedar libre.',
    cancelYes: 'Sí, cancelar la cita',
    cancelNo: 'No, mantener la cita',
    moved: 'Su cita se ha cambiado. Recibirá un correo con la nueva hora.',
    cancelled: 'Su cita se ha cancelado. Recibirá una confirmación por correo.',
    unknownTitle: 'Enlace no encontrado',
    unknownText: 'No hay ninguna cita para este enlace. Compruebe que el enlace esté completo.',
  },
  fr: {
    title: 'Votre rendez-vous',
    state: 'Statut',
    states: {
      requested: 'Demandé – en attente de confirmation',
      confirmed: 'Confirmé',
      cancelled: 'Annulé',
      declined: 'Refusé',
      no_show: 'Non honoré',
      done: 'Effectué',
    },
    changeUntil: (moment) => `Vous pouvez déplacer ou annuler le rendez-vous jusqu’au ${moment}.`,
    tooLate: 'Ce rendez-vous ne peut plus être modifié par ce lien.',
    contact: 'Veuillez nous contacter.',
    moveTitle: 'Déplacer le rendez-vous',
    moveIntro: 'Choisissez un nouveau créneau libre pour le même rendez-vous.',
    moveSubmit: 'Déplacer à ce créneau',
    cancelTitle: 'Annuler le rendez-vous',
    cancelStart: 'Annuler le rendez-vous…',
    cancelAsk: 'Voulez-vous vraiment annuler ce rendez-vous ? Le créneau sera de nouveau libre.',
    cancelYes: 'Oui, annuler',
    cancelNo: 'Non, le garder',
    moved: 'Votre rendez-vous a été déplacé. Vous allez recevoir un e-mail avec le nouvel horaire.',
    cancelled: 'Votre rendez-vous a été annulé. Vous allez recevoir une confirmation par e-mail.',
    unknownTitle: 'Lien introuvable',
    unknownText: 'Aucun rendez-vous ne correspond à ce lien. Vérifiez que le lien est complet.',
  },
  zh: {
    title: '您的预约',
    state: '状态',
    states: {
      requested: '已申请，等待确认',
      confirmed: '已确认',
      cancelled: '已取消',
      declined: '已拒绝',
      no_show: '未出席',
      done: '已完成',
    },
    changeUntil: (moment) => `您可以在${moment}之前更改或取消预约。`,
    tooLate: '此预约已无法通过链接更改。',
    contact: '请与我们联系。',
    moveTitle: '更改预约时间',
    moveIntro: '请为同一预约选择新的空闲时段。',
    moveSubmit: '改到这个时间',
    cancelTitle: '取消预约',
    cancelStart: '取消预约……',
    cancelAsk: '您确定要取消此预约吗？该时段将重新开放。',
    cancelYes: '是，取消预约',
    cancelNo: '不，保留预约',
    moved: '您的预约时间已更改。您将收到一封包含新时间的电子邮件。',
    cancelled: '您的预约已取消。您将收到一封确认邮件。',
    unknownTitle: '未找到链接',
    unknownText: '此链接没有对应的预约。请检查链接是否完整。',
  },
};

export const manageWords = (language: string): ManageWords => WORDS[language as LanguageCode] ?? WORDS.de;
