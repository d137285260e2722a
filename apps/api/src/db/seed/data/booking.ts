/**
 * The demo's bookable sessions (issue 25, decision 099): a free introductory call by video,
 * confirmed at once, and a coaching session at the practice that waits for the owner; both belong
 * to a seeded service. Weekly hours Monday to Friday 9–12 and 13–17 in the practice's zone.
 */
import type { SeedBookingAvailability, SeedSessionType } from '../types';

export const sessionTypes: SeedSessionType[] = [
  {
    serviceSlug: 'kostenloses-erstgespraech',
    name: {
      de: 'Kostenloses Erstgespräch',
      en: 'Free introductory call',
      es: 'Primera conversación gratuita',
      fr: 'Premier entretien gratuit',
      zh: '免费初次咨询',
    },
    description: {
      de: '30 Minuten per Video: Wir lernen uns kennen und klären, ob Coaching der richtige Weg für Sie ist.',
      en: '30 minutes by video: we get to know each other and clarify whether coaching is the right path for you.',
      es: '30 minutos por videollamada: nos conocemos y aclaramos si el coaching es el camino adecuado para usted.',
      fr: '30 minutes en visioconférence : nous faisons connaissance et voyons si le coaching est la bonne voie pour vous.',
      zh: '30分钟视频通话：我们相互认识，并判断教练是否适合您。',
    },
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    locationKind: 'video',
    locationAddress: null,
    locationLink: null,
    requiresConfirmation: false,
    maxPerDay: 4,
    order: 1,
  },
  {
    serviceSlug: 'life-coaching-einzelsitzung',
    name: {
      de: 'Coaching-Sitzung',
      en: 'Coaching session',
      es: 'Sesión de coaching',
      fr: 'Séance de coaching',
      zh: '教练课程',
    },
    description: {
      de: '60 Minuten persönlich in der Praxis in Berlin. Ihre Anfrage wird innerhalb eines Werktags bestätigt.',
      en: '60 minutes in person at the practice in Berlin. Your request is confirmed within one working day.',
      es: '60 minutos en persona en la consulta de Berlín. Su solicitud se confirma en un día laborable.',
      fr: '60 minutes en personne au cabinet à Berlin. Votre demande est confirmée sous un jour ouvré.',
      zh: '在柏林工作室面对面进行60分钟。您的预约请求将在一个工作日内确认。',
    },
    durationMinutes: 60,
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
    locationKind: 'practice',
    locationAddress: 'Musterstraße 1, 10115 Berlin',
    locationLink: null,
    requiresConfirmation: true,
    maxPerDay: null,
    order: 2,
  },
];

const workday = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
];

export const bookingAvailability: SeedBookingAvailability = {
  weeklyHours: { '1': workday, '2': workday, '3': workday, '4': workday, '5': workday },
  minimumNoticeMinutes: 720,
  horizonDays: 60,
  slotIntervalMinutes: 30,
};
