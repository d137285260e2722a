/**
 * A calendar invitation read back the way a calendar reads it (issue 25 point 6): parsed by
 * `ical.js` (Thunderbird's iCalendar library, not the one that wrote it), DTSTART/DTEND resolved
 * with the VTIMEZONE the invitation carries — never with a tz database of the reader's own.
 */
import ICAL from 'ical.js';

export type ReadInvitation = {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** The instants DTSTART and DTEND name. */
  start: number;
  end: number;
  /** DTSTART's TZID (null: written in UTC). */
  tzid: string | null;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  organizer: string;
  attendee: { value: string; partstat: string; rsvp: string; cn: string };
};

export function readInvitation(text: string): ReadInvitation {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const event = events[0] as ICAL.Component;
  const zones = new Map(
    calendar
      .getAllSubcomponents('vtimezone')
      .map((component) => [String(component.getFirstPropertyValue('tzid')), new ICAL.Timezone(component)]),
  );

  const instant = (name: 'dtstart' | 'dtend') => {
    const property = event.getFirstProperty(name);
    if (!property) throw new Error(`no ${name}`);
    const value = property.getFirstValue() as ICAL.Time;
    const tzid = property.getParameter('tzid');
    if (typeof tzid !== 'string') {
      if (value.zone?.tzid !== 'UTC') throw new Error(`${name} is a floating time`);
      return { at: value.toUnixTime() * 1000, tzid: null };
    }
    const zone = zones.get(tzid);
    if (!zone) throw new Error(`${name} names ${tzid}, which has no VTIMEZONE in the invitation`);
    const local = ICAL.Time.fromData(
      {
        year: value.year,
        month: value.month,
        day: value.day,
        hour: value.hour,
        minute: value.minute,
        second: value.second,
        isDate: false,
      },
      zone,
    );
    return { at: local.toUnixTime() * 1000, tzid };
  };

  const start = instant('dtstart');
  const attendee = event.getFirstProperty('attendee');
  const text_ = (name: string) => String(event.getFirstPropertyValue(name) ?? '');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: text_('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: text_('status'),
    start: start.at,
    end: instant('dtend').at,
    tzid: start.tzid,
    summary: text_('summary'),
    description: text_('description'),
    location: text_('location'),
    url: event.getFirstPropertyValue('url') === null ? null : text_('url'),
    organizer: text_('organizer'),
    attendee: {
      value: String(attendee?.getFirstValue() ?? ''),
      partstat: String(attendee?.getParameter('partstat') ?? ''),
      rsvp: String(attendee?.getParameter('rsvp') ?? ''),
      cn: String(attendee?.getParameter('cn') ?? ''),
    },
  };
}
