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
 * the same job, so the box is shown only where scripts run (`@media (scripting: enabled)`): it takes
 * its room from the first paint, so nothing moves when its island (islands/nearest.ts, issue 47)
 * starts, on the first tap, or when the page is restored scrolled down (Back).
 */
export function NearestCentre<L extends NetworkLocation & { slug?: string | null }>({ locations, choice, paths }: { locations: readonly L[]; choice: NearestChoice; paths?: (slug: string) => string }) {
  const { messages: t } = useLanguage();
  const placed = locations.filter((l) => positionOf(l) && l.slug);
  if (!placed.length) return null;
  return (
    <div
      className={styles.nearest}
      {...islandMarker('nearest', {
        ...choice,
        centres: placed.map((l) => ({ slug: l.slug, city: l.city ?? null, latitude: l.latitude, longitude: l.longitude, ...(paths && l.slug ? { path: paths(l.slug) } : {}) })),
        texts: { unavailable: t.nearestUnavailable },
      })}
    >
      <button type="button" className="button" aria-describedby="nearest-centre-help">
        {t.nearestCentre}
      </button>
      <p id="nearest-centre-help" className={styles.help}>
        {t.nearestCentreHelp}
      </p>
      <p role="status" />
    </div>
  );
}
