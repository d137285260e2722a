/**
 * A calendar feed (many VEVENTs) read back the way a subscribed calendar reads it: ical.js, each
 * DTSTART/DTEND resolved with the VTIMEZONE the feed carries — never a tz database of the reader's.
 */
import ICAL from 'ical.js';

export type FeedEvent = {
  uid: string;
  start: number;
  end: number;
  status: string;
  summary: string;
  sequence: number;
  /** DTSTART's TZID (null: written in UTC). */
  tzid: string | null;
};

export function readFeed(text: string): { events: FeedEvent[]; zones: string[]; method: unknown } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = new Map(
    calendar
      .getAllSubcomponents('vtimezone')
      .map((component) => [String(component.getFirstPropertyValue('tzid')), new ICAL.Timezone(component)]),
  );
  const instant = (event: ICAL.Component, name: string) => {
    const property = event.getFirstProperty(name);
    if (!property) throw new Error(`no ${name}`);
    const value = property.getFirstValue() as ICAL.Time;
    const tzid = property.getParameter('tzid');
    if (typeof tzid !== 'string') {
      if (value.zone?.tzid !== 'UTC') throw new Error(`${name} is a floating time`);
      return { at: value.toUnixTime() * 1000, tzid: null };
    }
    const zone = zones.get(tzid);
    if (!zone) throw new Error(`${name} names ${tzid}, which has no VTIMEZONE in the feed`);
    const { year, month, day, hour, minute, second } = value;
    const local = ICAL.Time.fromData({ year, month, day, hour, minute, second, isDate: false }, zone);
    return { at: local.toUnixTime() * 1000, tzid };
  };
  const events = calendar.getAllSubcomponents('vevent').map((event) => {
    const start = instant(event, 'dtstart');
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      start: start.at,
      end: instant(event, 'dtend').at,
      status: String(event.getFirstPropertyValue('status')),
      summary: String(event.getFirstPropertyValue('summary')),
      sequence: Number(event.getFirstPropertyValue('sequence')),
      tzid: start.tzid,
    };
  });
  return { events, zones: [...zones.keys()], method: calendar.getFirstPropertyValue('method') };
}
