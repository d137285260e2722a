/** The booking's mails (issue 25 point 5): in the visitor's language and zone, the owner's in hers. */
import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_OWNER_MAILS,
  BOOKING_VISITOR_MAILS,
  bookingOwnerEmail,
  bookingVisitorEmail,
  type VisitorMailInput,
} from './booking-emails';

const LINKS = {
  move: 'https://praxis.example/de/termin/verschieben?token=m0v3',
  cancel: 'https://praxis.example/de/termin/absagen?token=c4nc3l',
  book: 'https://praxis.example/de/termin/',
};

const base: VisitorMailInput = {
  language: 'de',
  visitor: { name: 'Jan Kowalski', timeZone: 'Europe/Berlin' },
  sessionName: 'Erstgespräch',
  start: new Date('2027-03-30T08:00:00Z'),
  end: new Date('2027-03-30T09:00:00Z'),
  location: { kind: 'practice', address: 'Hauptstraße 1, 10115 Berlin' },
  practiceZone: 'Europe/Berlin',
  siteName: 'Praxis Weber',
  links: LINKS,
};

describe('bookingVisitorEmail', () => {
  it('a German confirmation: the time in the practice’s zone once, the place, the links, text and HTML', () => {
    const email = bookingVisitorEmail('confirmed', base);
    expect(email).toMatchObject({
      template: 'booking_confirmed',
      subject: 'Termin bestätigt: Erstgespräch, Di., 30. März, 10:00',
      fromName: 'Praxis Weber',
    });
    expect(email.bodyText).toBe(
      [
        'Guten Tag Jan Kowalski,',
        '',
        'Ihr Termin ist bestätigt. Mit der Einladung im Anhang tragen Sie ihn in Ihren Kalender ein.',
        '',
        'Erstgespräch',
        'Wann: Dienstag, 30. März 2027, 10:00–11:00 (Mitteleuropäische Sommerzeit, GMT+02:00)',
        'Wo: In der Praxis – Hauptstraße 1, 10115 Berlin',
        '',
        `Termin verschieben: ${LINKS.move}`,
        `Termin absagen: ${LINKS.cancel}`,
        '',
        'Herzliche Grüße',
        'Praxis Weber',
      ].join('\n'),
    );
    expect(email.bodyHtml).toContain('<html lang="de">');
    expect(email.bodyHtml).toContain(`<a href="${LINKS.cancel}"`);
  });

  it('a visitor in another zone reads her time first and the practice’s beside it', () => {
    const email = bookingVisitorEmail('reminder_24h', {
      ...base,
      language: 'en',
      visitor: { name: 'Priya', timeZone: 'Asia/Kolkata' },
      location: { kind: 'video', url: 'https://meet.example/room/4711' },
    });
    expect(email.subject).toBe('Reminder of your appointment: Erstgespräch, Tue 30 Mar, 13:30');
    expect(email.bodyText).toContain(
      'When: Tuesday, 30 March 2027, 13:30–14:30 (India Standard Time, GMT+05:30)',
    );
    expect(email.bodyText).toContain(
      'Time at the practice: Tuesday, 30 March 2027, 10:00–11:00 (Central European Summer Time, GMT+02:00)',
    );
    expect(email.bodyText).toContain('Where: By video – https://meet.example/room/4711');
  });

  it('says a moved booking’s old time; a cancellation and a refusal offer another time, not the old links', () => {
    const moved = bookingVisitorEmail('moved', {
      ...base,
      language: 'fr',
      previous: { start: new Date('2027-03-29T08:00:00Z'), end: new Date('2027-03-29T09:00:00Z') },
    });
    expect(moved.bodyText).toContain('Auparavant : lundi 29 mars 2027, 10:00–11:00');
    expect(moved.bodyText).toContain(`Déplacer le rendez-vous : ${LINKS.move}`);
    for (const kind of ['cancelled', 'declined'] as const) {
      const ended = bookingVisitorEmail(kind, { ...base, cancelledBy: 'owner', message: 'Ich bin krank.' });
      expect(ended.bodyText).not.toContain(LINKS.move);
      expect(ended.bodyText).not.toContain(LINKS.cancel);
      expect(ended.bodyText).toContain(`Einen anderen Termin wählen: ${LINKS.book}`);
      expect(ended.bodyText).toContain('Nachricht der Praxis:\nIch bin krank.');
    }
    expect(bookingVisitorEmail('cancelled', { ...base, cancelledBy: 'owner' }).bodyText).toContain(
      'Ihr Termin muss leider abgesagt werden.',
    );
    expect(bookingVisitorEmail('cancelled', base).bodyText).toContain(
      'Ihr Termin ist wie gewünscht abgesagt.',
    );
  });

  it('exists for every mail in every language, each in its own words, and escapes what visitors wrote', () => {
    const name = '<script>alert(1)</script> & "Jan"';
    for (const language of LANGUAGE_CODES) {
      const subjects = new Set<string>();
      for (const kind of BOOKING_VISITOR_MAILS) {
        const email = bookingVisitorEmail(kind, { ...base, language, visitor: { ...base.visitor, name } });
        subjects.add(email.subject.split(/[:：]/)[0] ?? '');
        expect(email.bodyHtml).toContain(`<html lang="${language}">`);
        expect(email.bodyHtml).not.toContain('<script>');
        expect(email.bodyHtml).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Jan&#34;');
        expect(email.bodyText).toContain('2027');
      }
      expect(subjects.size).toBe(BOOKING_VISITOR_MAILS.length);
    }
    expect(bookingVisitorEmail('requested', { ...base, language: 'zh' }).bodyText).toContain(
      '时间：2027年3月30日星期二 10:00–11:00 (中欧夏令时间, GMT+02:00)',
    );
  });
});

describe('bookingOwnerEmail', () => {
  const owner = {
    ...base,
    language: 'de' as const,
    visitor: {
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      message: 'Ich freue mich!',
      timeZone: 'Asia/Kolkata',
      language: 'en' as const,
    },
    agendaLink: 'https://praxis.example/admin/agenda?booking=b1',
  };

  it('in the console language, Reply-To the visitor, the practice’s time first and the visitor’s beside it', () => {
    const email = bookingOwnerEmail('requested', owner);
    expect(email).toMatchObject({
      template: 'booking_owner_requested',
      subject: 'Neue Terminanfrage – bitte bestätigen: Erstgespräch, Priya Sharma, Di., 30. März, 10:00',
      fromName: 'Priya Sharma über Praxis Weber',
      replyTo: 'priya@example.com',
    });
    expect(email.bodyText).toContain(
      'Wann: Dienstag, 30. März 2027, 10:00–11:00 (Mitteleuropäische Sommerzeit, GMT+02:00)',
    );
    expect(email.bodyText).toContain('Zeit bei Priya Sharma: Dienstag, 30. März 2027, 13:30–14:30');
    expect(email.bodyText).toContain('Telefon: +91 98765 43210');
    expect(email.bodyText).toContain('Nachricht:\nIch freue mich!');
    expect(email.bodyText).toContain(`In der Agenda öffnen: ${owner.agendaLink}`);
    const english = bookingOwnerEmail('cancelled', { ...owner, language: 'en', cancelledBy: 'visitor' });
    expect(english.subject).toBe('Booking cancelled: Erstgespräch, Priya Sharma, Tue 30 Mar, 10:00');
    expect(english.bodyText.startsWith('Priya Sharma cancelled the appointment.')).toBe(true);
    for (const kind of BOOKING_OWNER_MAILS) {
      expect(bookingOwnerEmail(kind, { ...owner, language: 'en' }).replyTo).toBe('priya@example.com');
    }
  });
});
