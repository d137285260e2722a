/** The practice's clock (Europe/Berlin) as the booking journeys read instants on it. */

/** The date (YYYY-MM-DD), weekday (1 Monday … 7 Sunday) and time (HH:MM) of an instant in Berlin. */
export function berlin(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    time: `${parts.hour}:${parts.minute}`,
  };
}
