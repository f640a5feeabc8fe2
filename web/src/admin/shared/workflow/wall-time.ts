/**
 * Publish at / Unpublish at are typed as the hospital's clock reads ("01/12/2026 09:00", the
 * studio's DD/MM/YYYY and a 24-hour time) and sent as an instant, whatever the zone of the
 * browser that types them.
 */

const pattern = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*$/;

const partsIn = (instant: number, timeZone: string): Record<string, number> =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .formatToParts(new Date(instant))
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});

/** The zone's offset from UTC at an instant, in ms. */
const offsetAt = (instant: number, timeZone: string): number => {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0) - Math.floor(instant / 60_000) * 60_000;
};

/** "01/12/2026 09:00" in the zone as an ISO instant; null when it is not such a date and time. */
export function wallTimeToIso(text: string, timeZone: string): string | null {
  const match = pattern.exec(text);
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return null;
  // Twice, so a time just across a daylight-saving change takes the offset of its own side.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** An instant as the hospital's clock reads it: "01/12/2026 09:00". */
export function isoToWallTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  const p = partsIn(instant, timeZone);
  const two = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return `${two(p.day)}/${two(p.month)}/${p.year ?? ''} ${two(p.hour)}:${two(p.minute)}`;
}
