import { useState } from 'react';
import { useFirstView } from '../../routing/location';
import { listFrom, partialList, stubRecord, useActiveList } from '../../data/lists';
import { doctorSearchSize, useDebounced, useSearchMatches } from '../../data/site-search';
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
import type { TemplateModule, TemplateProps } from '../template-types';
import { filterDoctors } from './doctor-filter';
import styles from './find-a-doctor-template.module.css';

/** What a doctor's card shows and the filter reads; of a department, its title. */
const cardFields = ['_id', 'title', 'slug', 'designation', 'imageUrl', 'imageUrlAlt', 'departments'] as const;

/**
 * Every doctor and department, each cut to what this page shows (not a doctor's biography, which
 * is most of the list): a doctor's page reached from here loads the whole list (`isStubRecord`).
 */
export const embeddedLists: NonNullable<TemplateModule['embeddedLists']> = (read) => {
  const lists: Record<string, unknown> = {};
  const expertBody = read('experts/active');
  const experts = listFrom<Expert>(expertBody);
  if (experts) lists['experts/active'] = partialList(expertBody, experts.map((expert) => stubRecord(expert, cardFields)));
  const categoryBody = read('expert-categories/active');
  const categories = listFrom<ExpertCategory>(categoryBody);
  if (categories) lists['expert-categories/active'] = partialList(categoryBody, categories.map((category) => stubRecord(category, ['_id', 'title'])));
  return lists;
};

/**
 * Doctor search (SPEC §2, §5): a search box over names and department titles, a department
 * select matching a title exactly, and one button that applies the department ("Apply Filter")
 * or clears department and search ("Clear Filter"). 6 doctors, 4 more per Load More.
 */
export function Template({ page }: TemplateProps) {
  // The first page embeds the doctors and departments cut to what this page shows and filters by
  // (`embeddedLists`); reached from another page, it loads the whole lists.
  const firstView = useFirstView();
  const experts = useActiveList<Expert>('experts', { acceptPartial: firstView });
  const categories = useActiveList<ExpertCategory>('expert-categories', { acceptPartial: firstView });
  useListErrorLog(experts.status === 'error', 'Failed to fetch doctors.', experts.error);
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState('');
  const [applied, setApplied] = useState(false);
  const { findDoctorSearch: searchId, findDoctorDepartment: departmentId } = stableIds;

  const departmentTitles = categories.items
    ? categories.items.map((c) => c.title).filter((t): t is string => typeof t === 'string' && t !== '')
    : [...new Set((experts.items ?? []).flatMap((e) => departmentsOf(e).map((d) => d.title)))].sort((a, b) => a.localeCompare(b));
  const activeDepartment = applied ? department : '';
  // The site search adds the doctors it finds by synonym, prefix or near spelling.
  const settledSearch = useDebounced(search, 250);
  const matches = useSearchMatches(settledSearch, 'doctors', doctorSearchSize);
  const found = settledSearch.trim() === search.trim() ? matches.ids : undefined;
  const searching = search.trim() !== '' && (settledSearch.trim() !== search.trim() || matches.status === 'loading');
  const doctors = experts.items ? filterDoctors(experts.items, search, activeDepartment, found) : [];

  const onButton = () => {
    if (applied) {
      setDepartment('');
      setSearch('');
      setApplied(false);
    } else {
      setApplied(department !== '');
    }
  };

  return (
    <ListingPage>
      <HtmlContent html={page.description} className={listing.description} />
      <form role="search" aria-label="Find a doctor" className={styles.filters} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={searchId}>Search</label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder="Doctor name or department"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={departmentId}>Department</label>
          <select
            id={departmentId}
            value={department}
            onChange={(event) => {
              setDepartment(event.target.value);
              setApplied(event.target.value !== '');
            }}
          >
            <option value="">All Departments</option>
            {departmentTitles.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={listing.actionButton} onClick={onButton}>
          {applied ? 'Clear Filter' : 'Apply Filter'}
        </button>
      </form>
      {experts.status === 'loading' && <Loader />}
      {experts.status === 'error' && (
        <ErrorView
          onRetry={() => {
            experts.reload();
            if (categories.status === 'error') categories.reload();
          }}
        />
      )}
      {experts.items && doctors.length === 0 && searching && <Loader label="Searching..." />}
      {experts.items && doctors.length === 0 && !searching && <p className={listing.empty}>No doctors found for your search.</p>}
      {doctors.length > 0 && (
        <PagedGrid
          items={doctors}
          getKey={(expert) => expert._id}
          initial={6}
          step={4}
          resetKey={`${search}\u0000${activeDepartment}`}
          label="Doctors"
          renderCard={(expert) => (
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
              action={<BookAppointmentLink department={departmentsOf(expert).some((d) => d.title === activeDepartment) ? activeDepartment : departmentsOf(expert)[0]?.title} doctor={expert.title ?? ''} className={listing.readMore} />}
            />
          )}
        />
      )}
    </ListingPage>
  );
}
