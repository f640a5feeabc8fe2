import { useQuery } from '@tanstack/react-query';
import { defaultTimeZone } from '@hospital/content/forms/desk-declarations';
import { apiRequest } from '../../shared/api/http';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let known = formatters.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone,
    });
    formatters.set(key, known);
  }
  return known;
}

/**
 * A date or a moment as the studio shows it everywhere: "22 Nov 2026" or "22 Nov 2026, 09:30",
 * the moment in the hospital's time zone. A calendar date (2026-11-22) is that day wherever the
 * reader is. Empty or unreadable values give `fallback`.
 */
export function formatStudioDate(value: unknown, options: { withTime?: boolean; timeZone?: string | undefined; fallback?: string } = {}): string {
  const fallback = options.fallback ?? '—';
  if (typeof value !== 'string' || value === '') return fallback;
  if (dateOnly.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? value : formatter('UTC', false).format(day);
  }
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  try {
    return formatter(options.timeZone ?? defaultTimeZone, options.withTime ?? true).format(moment);
  } catch {
    // A time zone the browser does not know: the default one.
    return formatter(defaultTimeZone, options.withTime ?? true).format(moment);
  }
}

/** The hospital's time zone from the site settings (read once per session of the studio). */
export function useHospitalTimeZone(): string {
  const settings = useQuery({
    queryKey: ['site-settings', 'time-zone'],
    queryFn: async () => (await apiRequest<{ data?: { time_zone?: unknown } }>('GET', 'site-settings')).body,
    staleTime: 5 * 60 * 1000,
  });
  const zone = settings.data?.data?.time_zone;
  return typeof zone === 'string' && zone !== '' ? zone : defaultTimeZone;
}

/** A date or moment in the studio's one format, in the hospital's time zone. */
export function StudioDate({ value, withTime = true }: { value: unknown; withTime?: boolean }) {
  const timeZone = useHospitalTimeZone();
  return <>{formatStudioDate(value, { withTime, timeZone })}</>;
}
