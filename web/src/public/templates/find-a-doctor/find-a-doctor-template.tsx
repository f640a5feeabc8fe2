import { useLanguage } from '../../ui/language';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { maxListingSearchLength, type ListingQuery } from '@hospital/content/listing-query';
import { slotText } from '@hospital/content/opd/timings';
import { Link, useFirstAddress } from '../../routing/location';
import { useAddressedSearch, useGoToListing, useListingHref, useListingQuery } from '../../routing/listing-address';
import { listFrom, partialList, stubRecord, useActiveList, useShownRecords } from '../../data/lists';
import { useApiData } from '../../data/api-data';
import { searchPagePath } from '../../data/site-search';
import { NoResultsHelp } from '../../ui/no-results-help';
import { ErrorView } from '../../ui/error-view';
import { stableIds } from '../../ui/stable-ids';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { doctorPlaceholder } from '../../ui/doctor-placeholder';
import { departmentsOf, doctorPath, type Expert, type ExpertCategory } from '../../routing/public-records';
import { ListingCard, ListingPage } from '../listing-kit/listing-card';
import { BookAppointmentLink } from '../../forms/booking-link';
import listing from '../listing-kit/listing.module.css';
import { PagedGrid } from '../listing-kit/paged-grid';
import { useListErrorLog } from '../listing-kit/use-list-error-log';
import { cardsUpToPage, listingWindowPath, type ListingWindow, type TemplateModule, type TemplateProps } from '../template-types';
import { availabilityPath, embeddedAvailability, useFreeThisWeek } from '../../data/doctor-availability';
import { useTimingOptions } from '../../ui/opd-texts';
import { useNetworkLocations } from '../../data/network';
import { PlaceChoice, placeOf } from '../../ui/place-choice';
import { islandMarker } from '../../islands/island';
import styles from './find-a-doctor-template.module.css';

/** What a doctor's card shows and the filter reads; of a department, its title. */
const cardFields = ['_id', 'title', 'slug', 'designation', 'imageUrl', 'imageUrlAlt', 'departments'] as const;
/** With a city or a centre chosen (issue 48), a card also carries the sessions that say where the doctor sits. */
const placedCardFields = [...cardFields, 'opd_sessions'] as const;

const initialCards = 6;
const moreCards = 4;
/** The most doctors one read of the browser's asks for (the API's `limit`). */
const maxBrowserRead = 100;

/**
 * The doctors an address shows, as the doctors' public listing filters them (issue 46): by
 * department (slug), search words (the name, a department's title, and the site search's doctors
 * first), city, centre and "available this week"; `limit` of them from the first.
 */
function doctorsWindow(query: ListingQuery, limit: number): ListingWindow {
  const q = query.q?.trim().slice(0, maxListingSearchLength);
  return {
    limit,
    ...(query.department ? { department: query.department } : {}),
    ...(q ? { q, match: 'search' as const } : {}),
    ...(query.city ? { city: query.city } : {}),
    ...(query.location ? { location: query.location } : {}),
    ...(query.available === 'week' ? { available: 'week' as const } : {}),
  };
}

/** The fact a render's read of the doctors carries: each department's number of doctors, by slug. */
const departmentCountsFact = 'departmentCounts';

/**
 * The server reads the doctors of the address's filters up to its page (issue 46), and each
 * department's number of doctors (one grouped read), never every doctor.
 */
export const listingWindows: NonNullable<TemplateModule['listingWindows']> = async (_page, query, read) => {
  const [counts, categories] = (await Promise.all([read('experts/active-departments'), read('expert-categories/active')])) as [{ data?: unknown } | undefined, unknown];
  // A department the site has not is no filter, as on the page.
  const department = listFrom<ExpertCategory>(categories)?.some((c) => c.slug === query.department) ? query.department : undefined;
  const facts = counts?.data && typeof counts.data === 'object' ? { [departmentCountsFact]: counts.data } : undefined;
  return { experts: { ...doctorsWindow({ ...query, department }, cardsUpToPage(query, initialCards, moreCards)), ...(facts ? { facts } : {}) } };
};

/**
 * The departments, each cut to what the filter reads (their numbers of doctors come with the
 * doctors, `listingWindows`); of the doctors, the cards shown (each cut to what a card shows:
 * `PagedGrid`'s `embed`, issue 46). A doctor's page reached from here loads the whole list
 * (`isStubRecord`).
 */
export const embeddedLists: NonNullable<TemplateModule['embeddedLists']> = (read) => {
  const lists: Record<string, unknown> = {};
  const categoryBody = read('expert-categories/active');
  const categories = listFrom<ExpertCategory>(categoryBody);
  const doctorsBody = read('experts/active');
  if (categories) {
    lists['expert-categories/active'] = partialList(
      categoryBody,
      categories.map((category) => stubRecord(category, ['_id', 'title', 'slug'])),
    );
  }
  // "Available this week" (issue 33): the doctors free this week with the day and time the cards show.
  const availability = read(availabilityPath);
  const shown = new Set((listFrom<Expert>(doctorsBody) ?? []).map((expert) => expert._id));
  if (availability !== undefined) lists[availabilityPath] = embeddedAvailability(availability, shown);
  return lists;
};

/**
 * Doctor search (SPEC §2, §5): a search box over names and department titles, a department
 * select matching a title exactly, and one button that applies the department ("Apply Filter")
 * or clears department and search ("Clear Filter"). 6 doctors, 4 more per Load More.
 *
 * HTML first (issue 30): a GET form (`q`, `department` by slug) and every state at its address,
 * `?q=menon&department=cardiology&page=2`, rendered by the server. Apply Filter submits the form;
 * Clear Filter is a link to the page's own path. Once the script runs, a department chosen applies
 * at once and the search filters as it is typed, in place, the address following.
 *
 * "Available this week" (issue 33, `?available=week`, a checkbox of the same form) keeps the doctors
 * with a free slot in the coming 7 days, each card saying when; that state of the page reads the
 * free slots and is kept in the page cache for a minute only (server/src/web/page-cache.ts).
 */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  // The first address embeds its doctors as the server read them, filtered and cut to the cards
  // shown; any other asks the API for its filters' doctors, a page ahead (issue 46). The departments
  // come cut to what the filter reads, with their numbers of doctors (`embeddedLists`).
  const query = useListingQuery();
  const categories = useActiveList<ExpertCategory>('expert-categories', { acceptPartial: true });
  // A department the site has not is no filter.
  const knownDepartment = categories.items?.some((c) => c.slug === query.department) ? query.department : undefined;
  const experts = useDoctors({ ...query, department: knownDepartment }, useFirstAddress());
  useListErrorLog(experts.status === 'error', 'Failed to fetch doctors.', experts.error);
  const href = useListingHref();
  const go = useGoToListing();
  const { findDoctorSearch: searchId, findDoctorDepartment: departmentId } = stableIds;

  // Each department's number of doctors, as the first address's read counted them (kept as the filters change).
  const [counts] = useState(() => departmentCounts(experts.facts));
  const departments = departmentChoices(categories.items, experts.items, counts);
  const activeDepartment = departments.find((d) => d.slug === query.department);
  // The typed words go into the address once the typing pauses (replacing it: Back leaves the page).
  const addressSearch = query.q ?? '';
  const department = query.department;
  const available = query.available;
  // The network's city and centre (issue 48): kept by every change of the other filters.
  const network = useNetworkLocations();
  const place = useMemo(() => placeOf(network, query), [network, query]);
  const city = place.city;
  const location = place.location;
  const commitSearch = useCallback((words: string) => go({ q: words || undefined, department, available, city, location }, { replace: true }), [go, department, available, city, location]);
  const { text: search, settled: settledSearch, type: typeSearch } = useAddressedSearch(addressSearch, commitSearch);
  // The doctors come filtered by the address (the site search's doctors by synonym, prefix or near spelling first).
  const searching = search.trim() !== '' && (settledSearch.trim() !== search.trim() || search.trim() !== addressSearch.trim() || experts.status === 'loading');
  const freeThisWeek = useFreeThisWeek(available === 'week');
  const timing = useTimingOptions();
  const free = freeThisWeek.free;
  const doctors = available === 'week' && !free ? [] : (experts.items ?? []);
  // No card shown embeds no doctor (the grid notes the cards it shows).
  useShownRecords('experts', []);

  // What was typed or chosen before the script ran is not lost: the fields keep it, and it applies now.
  const searchInput = useRef<HTMLInputElement>(null);
  const departmentSelect = useRef<HTMLSelectElement>(null);
  const availableBox = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !experts.items) return;
    adopted.current = true;
    const text = searchInput.current?.value ?? addressSearch;
    const slug = departmentSelect.current?.value ?? '';
    const week = availableBox.current ? (availableBox.current.checked ? 'week' : undefined) : available;
    const known = slug === '' || departments.some((d) => d.slug === slug);
    const field = (name: string, fallback: string | undefined) => {
      const element = form.current?.elements.namedItem(name);
      return element instanceof HTMLSelectElement ? element.value || undefined : fallback;
    };
    const chosenCity = field('city', city);
    const chosenLocation = field('location', location);
    const placeChanged = chosenCity !== city || chosenLocation !== location;
    if ((slug !== (activeDepartment?.slug ?? '') && known) || week !== available || placeChanged) go({ q: text.trim() || undefined, department: known ? slug || undefined : activeDepartment?.slug, available: week, city: chosenCity, location: chosenLocation });
    else if (text !== addressSearch) typeSearch(text);
  }, [experts.items, addressSearch, activeDepartment, departments, available, go, typeSearch, city, location]);

  const chooseDepartment = (slug: string) => go({ q: search.trim() || undefined, department: slug || undefined, available, city, location });
  const choosePlace = (next: { city?: string | undefined; location?: string | undefined }) => go({ q: search.trim() || undefined, department: activeDepartment?.slug, available, ...next });

  return (
    <ListingPage>
      <HtmlContent html={page.description} field="description" className={listing.description} />
      <form
        ref={form}
        role="search"
        aria-label={t.findADoctor}
        method="get"
        action={href({})}
        className={styles.filters}
        {...islandMarker('filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          go({
            q: String(form.get('q') ?? '').trim() || undefined,
            department: String(form.get('department') ?? '') || undefined,
            available: form.get('available') === 'week' ? 'week' : undefined,
            city: String(form.get('city') ?? '') || undefined,
            location: String(form.get('location') ?? '') || undefined,
          });
        }}
      >
        <div className={styles.field}>
          <label htmlFor={searchId}>{t.search}</label>
          <input
            ref={searchInput}
            id={searchId}
            type="search"
            name="q"
            value={search}
            maxLength={maxListingSearchLength}
            placeholder={t.doctorSearchPlaceholder}
            onChange={(event) => typeSearch(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={departmentId}>{t.department}</label>
          <select ref={departmentSelect} id={departmentId} name="department" value={activeDepartment?.slug ?? ''} onChange={(event) => chooseDepartment(event.target.value)}>
            <option value="">{t.allDepartments}</option>
            {departments.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.count === undefined ? d.title : t.departmentWithCount(d.title, d.count)}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input
            ref={availableBox}
            type="checkbox"
            name="available"
            value="week"
            checked={available === 'week'}
            onChange={(event) => go({ q: search.trim() || undefined, department: activeDepartment?.slug, available: event.target.checked ? 'week' : undefined, city, location })}
          />
          {t.availableThisWeek}
        </label>
        {network.length > 0 && <PlaceChoice network={network} place={place} onChoose={choosePlace} />}
        {activeDepartment || city || location ? (
          <Link to={href({})} className={listing.actionButton}>
            {t.clearFilter}
          </Link>
        ) : (
          <button type="submit" className={listing.actionButton}>
            {t.applyFilter}
          </button>
        )}
      </form>
      {(experts.status === 'loading' || freeThisWeek.status === 'loading') && <Loader />}
      {(experts.status === 'error' || freeThisWeek.status === 'error') && (
        <ErrorView
          onRetry={() => {
            if (experts.status === 'error') experts.reload();
            if (categories.status === 'error') categories.reload();
            if (freeThisWeek.status === 'error') freeThisWeek.reload();
          }}
        />
      )}
      {experts.items && doctors.length === 0 && searching && <Loader label={t.searching} />}
      {experts.items && doctors.length === 0 && !searching && (available !== 'week' || free) && (
        <>
          <p className={listing.empty}>{t.noDoctorsFound}</p>
          <NoResultsHelp other={{ href: search.trim() ? searchPagePath(search.trim()) : '/search', label: t.searchWholeWebsite }} />
        </>
      )}
      {doctors.length > 0 && (
        <PagedGrid
          items={doctors}
          getKey={(expert) => expert._id}
          initial={initialCards}
          step={moreCards}
          embed={{ list: 'experts', fields: city || location ? placedCardFields : cardFields }}
          resetKey={`${search}\u0000${activeDepartment?.slug ?? ''}\u0000${available ?? ''}\u0000${city ?? ''}\u0000${location ?? ''}`}
          label={t.doctors}
          renderCard={(expert) => {
            const next = free?.get(expert._id);
            return (
              <ListingCard
                href={doctorPath(expert)}
                title={expert.title ?? ''}
                image={expert.imageUrl}
                imageAlt={expert.imageUrlAlt ?? ''}
                fallbackImage={doctorPlaceholder}
                portrait
                meta={expert.designation}
                excerpt={departmentsOf(expert)
                  .map((d) => d.title)
                  .join(', ')}
                action={
                  <>
                    {next && <p className={styles.next}>{`${t.nextAvailable} ${slotText(next, timing)}`}</p>}
                    <BookAppointmentLink department={activeDepartment && departmentsOf(expert).some((d) => d.title === activeDepartment.title) ? activeDepartment.title : departmentsOf(expert)[0]?.title} doctor={expert.title ?? ''} location={location} className={listing.readMore} />
                  </>
                }
              />
            );
          }}
        />
      )}
    </ListingPage>
  );
}

interface DepartmentChoice {
  slug: string;
  title: string;
  /** Its number of doctors, when known. */
  count?: number;
}

/** The departments' numbers of doctors a read of the doctors carries (`listingWindows`), by slug. */
function departmentCounts(facts: Record<string, unknown> | undefined): ReadonlyMap<string, number> | undefined {
  const counted = facts?.[departmentCountsFact];
  if (!counted || typeof counted !== 'object') return undefined;
  return new Map(Object.entries(counted).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/**
 * The doctors of the address's filters: on the first address those the server read and embedded;
 * on any other those the API answers for its filters, up to the page after the address's (so that
 * Load More shows its cards at once), the last answer of the same filters kept while the next loads.
 */
function useDoctors(
  query: ListingQuery,
  firstAddress: boolean,
): { status: 'loading' | 'ready' | 'error'; items: Expert[] | undefined; error: unknown; reload: () => void; facts?: Record<string, unknown> | undefined } {
  const embedded = useActiveList<Expert>(firstAddress ? 'experts' : null, { acceptPartial: true });
  const ahead = Math.min(cardsUpToPage({ ...query, page: (query.page ?? 1) + 1 }, initialCards, moreCards), maxBrowserRead);
  const asked = useApiData<unknown>(firstAddress ? null : listingWindowPath('experts', doctorsWindow(query, ahead)));
  const filters = listingWindowPath('experts', doctorsWindow(query, 1));
  const current = firstAddress ? embedded : { status: asked.status, items: asked.status === 'ready' ? (listFrom<Expert>(asked.body) ?? undefined) : undefined, error: asked.error, reload: asked.reload };
  const [kept, setKept] = useState<{ filters: string; items: Expert[] } | null>(null);
  if (current.items && (kept?.items !== current.items || kept.filters !== filters)) setKept({ filters, items: current.items });
  if (current.status === 'ready' && !current.items) return { status: 'error', items: undefined, error: current.error, reload: current.reload };
  if (current.status === 'loading' && kept?.filters === filters) return { status: 'ready', items: kept.items, error: undefined, reload: current.reload };
  return { status: current.status, items: current.items, error: current.error, reload: current.reload, facts: firstAddress ? embedded.facts : undefined };
}

/**
 * The departments to choose from, by slug (the address's) and title (what the filter matches): the
 * categories, else the doctors' own; each with its number of doctors when known (as the first page
 * embeds it).
 */
function departmentChoices(categories: readonly ExpertCategory[] | undefined, experts: readonly Expert[] | undefined, counts: ReadonlyMap<string, number> | undefined): DepartmentChoice[] {
  const all = categories ?? (experts ?? []).flatMap((e) => departmentsOf(e));
  const bySlug = new Map<string, DepartmentChoice>();
  for (const d of all) {
    const { slug, title } = d as { slug?: unknown; title?: unknown };
    const count = counts && typeof slug === 'string' ? (counts.get(slug) ?? 0) : undefined;
    if (typeof slug === 'string' && slug !== '' && typeof title === 'string' && title !== '' && !bySlug.has(slug)) bySlug.set(slug, { slug, title, ...(count === undefined ? {} : { count }) });
  }
  const choices = [...bySlug.values()];
  return categories ? choices : choices.sort((a, b) => a.title.localeCompare(b.title));
}
