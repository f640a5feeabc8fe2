import { citiesOf, cityKey, inCity } from '@hospital/content/network/locations';
import { PageBanner } from '../../layout/page-banner';
import { Link, useNavigate } from '../../routing/location';
import { useListingHref, useListingQuery } from '../../routing/listing-address';
import type { Location } from '../../routing/public-records';
import { locationPath } from '../../routing/resolve-route';
import { useLanguage } from '../../ui/language';
import { LocationFacts } from './location-page';
import { NearestCentre } from './nearest-centre';
import styles from './locations.module.css';

/**
 * /locations (issue 48): the network's locations, by city. The city is a GET form (`?city=`), so
 * it works without JavaScript; with it, "Use my location" opens the nearest centre's page.
 */
export function LocationsPage({ locations }: { locations: readonly Location[] }) {
  const { messages: t } = useLanguage();
  const query = useListingQuery();
  const href = useListingHref();
  const navigate = useNavigate();
  const cities = citiesOf(locations);
  const city = cities.find((c) => cityKey(c) === cityKey(query.city));
  const shown = city ? inCity(locations, city) : locations;
  return (
    <>
      <PageBanner title={t.locations} />
      <section className="section">
        <div className="container">
          <div className={styles.choice}>
            {cities.length > 1 && (
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
            <NearestCentre locations={locations} onChoose={(nearest) => navigate(locationPath(nearest.slug))} />
          </div>
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
