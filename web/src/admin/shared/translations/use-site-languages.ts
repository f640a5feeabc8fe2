import { useQuery } from '@tanstack/react-query';
import { siteLanguages } from '@hospital/content/i18n/languages';
import { apiRequest } from '../../../shared/api/http';

/**
 * The site's languages as the site settings answer them, the default first: which languages a
 * record is translated into in the studio. Read once per session of the studio, like the time zone.
 */
export function useSiteLanguages(): { languages: string[]; pending: boolean } {
  const settings = useQuery({
    queryKey: ['site-settings', 'languages'],
    queryFn: async () => (await apiRequest<{ languages?: { code?: unknown }[] }>('GET', 'site-settings')).body,
    staleTime: 5 * 60 * 1000,
  });
  const codes = (settings.data?.languages ?? []).map((language) => language.code);
  return { languages: siteLanguages(codes), pending: settings.isPending };
}
