/** A booking as the console shows it (the agenda, a person's export, a subscriber's export; decision 104). */
import type { AgendaBooking } from '@wegweiser/contracts';
import type { BookingState } from '@wegweiser/contracts/booking';
import type { AgendaRow } from '../../repositories/agenda-repository';
import { isExpired } from '../../services/booking/agenda-service';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const agendaView = (row: AgendaRow, now: number): AgendaBooking => ({
  id: row.id,
  state: row.state as BookingState,
  expired: isExpired(row, now),
  session_type: {
    id: row.sessionType.id,
    name: { de: row.sessionType.name.de ?? '', en: row.sessionType.name.en ?? '' },
    duration_minutes: row.sessionType.durationMinutes,
  },
  starts_at: iso(row.startsAt),
  ends_at: iso(row.endsAt),
  visitor: {
    name: row.visitorName,
    email: row.visitorEmail,
    phone: row.visitorPhone,
    message: row.visitorMessage,
  },
  language: row.languageCode,
  visitor_time_zone: row.visitorTimeZone,
  created_at: iso(row.createdAt),
  expires_at: isoOrNull(row.expiresAt),
  cancelled_at: isoOrNull(row.cancelledAt),
  ended_by: (row.endedBy as AgendaBooking['ended_by']) ?? null,
  decision_message: row.decisionMessage,
  state_changed_at: isoOrNull(row.stateChangedAt),
  version: iso(row.updatedAt),
});
