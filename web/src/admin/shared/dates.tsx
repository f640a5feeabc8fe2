import { useQuery } from '@tanstack/react-query';
import { defaultTimeZone } from '@hospital/content/forms/desk-declarations';
import { formatHospitalTime } from '@hospital/content/hospital-time';
import { apiRequest } from '../../shared/api/http';

/** The studio's one date format: the shared formatter of every time a person reads (see hospital-time.ts). */
export const formatStudioDate = formatHospitalTime;

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
