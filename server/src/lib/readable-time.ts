const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as a person reads it, in a time zone: "25 Nov 2026, 22:15", the studio's own format
 * (web/src/admin/shared/dates.tsx), for the words the server writes to people.
 */
export function readableDateTime(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}
