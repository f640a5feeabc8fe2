import { cityKey, citiesOf, inCity, sitsAt } from '@hospital/content/network/locations';
import type { ListingQuery } from '@hospital/content/listing-query';
import type { Location } from '../routing/public-records';
import { useLanguage } from './language';
import { NearestCentre } from './nearest-centre';
import styles from './place-choice.module.css';

/** The city and centre a listing's address chose, among the network's (none on a single hospital or when unknown). */
export interface Place {
  /** The city's name as the address carries it. */
  city?: string | undefined;
  /** The centre's slug. */
  location?: string | undefined;
}

/** The place of a listing's address, kept only when the network has it (a made-up one is no filter). */
export function placeOf(network: readonly Location[], query: Pick<ListingQuery, 'city' | 'location'>): Place {
  if (network.length === 0) return {};
  const city = citiesOf(network).find((c) => cityKey(c) === cityKey(query.city));
  const location = network.find((l) => l.slug === query.location && (!city || cityKey(l.city) === cityKey(city)));
  return { city, location: location?.slug };
}

/** The doctors who sit at the place: at the centre, else at any centre of the city; all without a place. */
export function atPlace<E extends { opd_sessions?: unknown }>(experts: readonly E[], network: readonly Location[], place: Place): E[] {
  const centres = place.location ? network.filter((l) => l.slug === place.location) : place.city ? inCity(network, place.city) : null;
  if (!centres) return [...experts];
  return experts.filter((expert) => centres.some((centre) => sitsAt(expert, centre)));
}

/**
 * The city and centre selects of a listing's GET form (issue 48): they work without JavaScript,
 * submitted with the form; with it, a choice applies at once, and "Use my location" chooses the
 * nearest centre. Shown only on a network (two or more locations).
 */
export function PlaceChoice({ network, place, onChoose, idPrefix = 'place' }: { network: readonly Location[]; place: Place; onChoose: (place: Place) => void; idPrefix?: string }) {
  const { messages: t } = useLanguage();
  const cities = citiesOf(network);
  const centres = place.city ? inCity(network, place.city) : network;
  return (
    <>
      {cities.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${idPrefix}-city`}>{t.city}</label>
          <select id={`${idPrefix}-city`} name="city" value={place.city ?? ''} onChange={(event) => onChoose({ city: event.target.value || undefined })}>
            <option value="">{t.allCities}</option>
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-location`}>{t.location}</label>
        <select id={`${idPrefix}-location`} name="location" value={place.location ?? ''} onChange={(event) => onChoose({ city: place.city, location: event.target.value || undefined })}>
          <option value="">{t.allLocations}</option>
          {centres.map((centre) => (
            <option key={centre._id} value={centre.slug}>
              {centre.title}
            </option>
          ))}
        </select>
      </div>
      <NearestCentre locations={network} choice={{ then: 'choose' }} />
    </>
  );
}
