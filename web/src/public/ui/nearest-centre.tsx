import { useState } from 'react';
import { nearestLocation, positionOf, type NetworkLocation } from '@hospital/content/network/locations';
import { useHydrated } from './hydrated';
import { useLanguage } from './language';
import styles from './place-choice.module.css';

/**
 * "Use my location" (issue 48): with JavaScript, a tap asks the browser for the patient's position
 * (only then: never on load) and chooses the nearest location by great-circle distance; the
 * position stays in the browser. Without JavaScript, or refused, the city choice beside it does
 * the same job, so the button is drawn only once the page runs its script.
 */
export function NearestCentre<L extends NetworkLocation>({ locations, onChoose }: { locations: readonly L[]; onChoose: (location: L) => void }) {
  const { messages: t } = useLanguage();
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'asking' | 'unavailable'>('idle');
  if (!hydrated || typeof navigator === 'undefined' || !('geolocation' in navigator) || !locations.some((l) => positionOf(l))) return null;
  const ask = () => {
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const nearest = nearestLocation(locations, { lat: position.coords.latitude, lng: position.coords.longitude });
        if (!nearest) return setState('unavailable');
        setState('idle');
        onChoose(nearest);
      },
      () => setState('unavailable'),
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 600000 },
    );
  };
  return (
    <div className={styles.nearest}>
      <button type="button" className="button" onClick={ask} aria-busy={state === 'asking'} aria-describedby="nearest-centre-help">
        {t.nearestCentre}
      </button>
      <p id="nearest-centre-help" className={styles.help}>
        {t.nearestCentreHelp}
      </p>
      {state === 'unavailable' && <p role="status">{t.nearestUnavailable}</p>}
    </div>
  );
}
