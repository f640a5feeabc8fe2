import type { NetworkLocation } from '@hospital/content/network/locations';

/**
 * "Use my location" (issue 48, 47): the server draws the button, shown only where scripts run
 * (ui/nearest-centre.tsx; without a script, or refused, the city choice beside it does the same
 * job); this island starts on the first tap, which it then answers. A tap asks the browser for the position, only then, and
 * chooses the nearest centre by great-circle distance; the position stays in the browser. In a
 * listing's filters the centre is chosen in the form (which applies it, islands/filters.ts); on the
 * locations page the centre is remembered and its page opened.
 */
/** A centre as the server names it here: where it is, and its page. */
type Centre = Pick<NetworkLocation, 'slug' | 'city' | 'latitude' | 'longitude'> & { path?: string };

type NearestProps = ({ then: 'choose' } | { then: 'visit'; cookie: { name: string; seconds: number } }) & {
  centres: Centre[];
  texts: { unavailable: string };
};

export function mount(box: HTMLElement, props: unknown): void {
  const choice = props as NearestProps;
  const button = box.querySelector('button');
  const status = box.querySelector('[role="status"]');
  if (!button || !status) return;
  const unavailable = () => {
    button.removeAttribute('aria-busy');
    status.textContent = choice.texts.unavailable;
  };
  button.addEventListener('click', () => {
    if (!('geolocation' in navigator)) return unavailable();
    button.setAttribute('aria-busy', 'true');
    status.textContent = '';
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const nearest = nearestOf(choice.centres, { lat: position.coords.latitude, lng: position.coords.longitude });
        if (!nearest) return unavailable();
        button.removeAttribute('aria-busy');
        if (choice.then === 'visit') {
          document.cookie = `${choice.cookie.name}=${nearest.slug}; path=/; max-age=${choice.cookie.seconds}; samesite=lax`;
          if (nearest.path) window.location.assign(nearest.path);
          return;
        }
        const form = box.closest('form');
        const city = form?.querySelector<HTMLSelectElement>('select[name="city"]');
        const location = form?.querySelector<HTMLSelectElement>('select[name="location"]');
        if (city) city.value = nearest.city ?? '';
        if (location) {
          // The centre's option may be missing while another city is chosen: it is added for the post.
          if (![...location.options].some((option) => option.value === nearest.slug)) location.add(new Option(nearest.slug, nearest.slug));
          location.value = nearest.slug;
          location.dispatchEvent(new Event('change', { bubbles: true }));
        }
        if (form && !form.hasAttribute('data-island')) form.requestSubmit();
      },
      unavailable,
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 600000 },
    );
  });
}

/** The centre nearest to `from` by great-circle distance (content/network/locations.ts `nearestLocation`, without its module). */
function nearestOf(centres: readonly Centre[], from: { lat: number; lng: number }): Centre | null {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  let best: { centre: Centre; km: number } | null = null;
  for (const centre of centres) {
    const { latitude: lat, longitude: lng } = centre;
    if (typeof lat !== 'number' || typeof lng !== 'number') continue;
    const h = Math.sin(radians(lat - from.lat) / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(lat)) * Math.sin(radians(lng - from.lng) / 2) ** 2;
    const km = 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
    if (!best || km < best.km) best = { centre, km };
  }
  return best?.centre ?? null;
}
