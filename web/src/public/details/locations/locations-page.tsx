import { citiesOf, cityKey, inCity } from '@hospital/content/network/locations';
import { PageBanner } from '../../layout/page-banner';
import { chooseCentrePath, centreCookie, centreCookieSeconds } from '@hospital/content/network/centre-choice';
import { chosenLocation } from '../../data/network';
import { Link, useLocation } from '../../routing/location';
import { useListingHref, useListingQuery } from '../../routing/listing-address';
import type { Location } from '../../routing/public-records';
import { locationPath } from '../../routing/resolve-route';
import { useLanguage } from '../../ui/language';
import { inLanguage } from '../../ui/language-paths';
import { LocationFacts } from './location-page';
import { NearestCentre } from '../../ui/nearest-centre';
import styles from './locations.module.css';

/**
 * /locations (issue 48): the network's locations, by city. The city is a GET form (`?city=`), so
 * it works without JavaScript; with it, "Use my location" opens the nearest centre's page.
 */
export function LocationsPage({ locations }: { locations: readonly Location[] }) {
  const { messages: t, language } = useLanguage();
  const query = useListingQuery();
  const href = useListingHref();
  const cities = citiesOf(locations);
  const city = cities.find((c) => cityKey(c) === cityKey(query.city));
  const shown = city ? inCity(locations, city) : locations;
  const { pathname, search } = useLocation();
  const chosen = chosenLocation(locations, pathname, search, typeof document === 'undefined' ? undefined : document.cookie);
  return (
    <>
      <PageBanner title={t.locations} />
      <section className="section">
        <div className="container">
          <div className={styles.choice}>
            {cities.length > 0 && (
              <form method="get" action={href({})} className={styles.cityForm}>
                <label htmlFor="locations-city">{t.city}</label>
                <select id="locations-city" name="city" defaultValue={city ?? ''}>
                  <option value="">{t.allCities}</option>
                  {cities.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button">
                  {t.showLocations}
                </button>
              </form>
            )}
            <NearestCentre locations={locations} choice={{ then: 'visit', cookie: { name: centreCookie, seconds: centreCookieSeconds } }} paths={(slug) => inLanguage(locationPath(slug), language)} />
          </div>
          {locations.length > 1 && (
            <form method="get" action={chooseCentrePath} className={styles.cityForm}>
              <input type="hidden" name="back" value={href(query)} />
              <label htmlFor="locations-centre">{t.chooseCentre}</label>
              <select id="locations-centre" name="centre" defaultValue={chosen?.slug ?? ''}>
                <option value="">{t.allLocations}</option>
                {locations.map((l) => (
                  <option key={l._id} value={l.slug}>
                    {l.title}
                  </option>
                ))}
              </select>
              <button type="submit" className="button">
                {t.chooseCentreButton}
              </button>
            </form>
          )}
          <ul className={styles.cards}>
            {shown.map((location) => (
              <li key={location._id} className={styles.card}>
                <h2>
                  <Link to={locationPath(location.slug)}>{location.title}</Link>
                </h2>
                <LocationFacts location={location} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

