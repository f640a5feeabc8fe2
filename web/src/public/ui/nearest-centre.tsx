import { positionOf, type NetworkLocation } from '@hospital/content/network/locations';
import { islandMarker } from '../islands/island';
import { useLanguage } from './language';
import styles from './place-choice.module.css';

/** What "Use my location" does with the nearest centre: chooses it in the form around it, or opens its page. */
export type NearestChoice = { then: 'choose' } | { then: 'visit'; cookie: { name: string; seconds: number } };

/**
 * "Use my location" (issue 48): with JavaScript, a tap asks the browser for the patient's position
 * (only then: never on load) and chooses the nearest location by great-circle distance; the
 * position stays in the browser. Without JavaScript, or refused, the city choice beside it does
 * the same job, so the button is drawn only by the page's script: an island (islands/nearest.ts,
 * issue 47) that finds its centres and texts here, in an element that shows nothing until then.
 */
export function NearestCentre<L extends NetworkLocation & { slug?: string | null }>({ locations, choice, paths }: { locations: readonly L[]; choice: NearestChoice; paths?: (slug: string) => string }) {
  const { messages: t } = useLanguage();
  const placed = locations.filter((l) => positionOf(l) && l.slug);
  if (!placed.length) return null;
  return (
    <div
      className={styles.nearest}
      hidden
      {...islandMarker('nearest', {
        ...choice,
        centres: placed.map((l) => ({ slug: l.slug, city: l.city ?? null, latitude: l.latitude, longitude: l.longitude, ...(paths && l.slug ? { path: paths(l.slug) } : {}) })),
        texts: { button: t.nearestCentre, help: t.nearestCentreHelp, unavailable: t.nearestUnavailable },
      })}
    />
  );
}
