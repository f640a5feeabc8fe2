import { useLanguage } from '../../ui/language';
import { YearListingPage, yearListingWindows } from '../listing-kit/year-listing-page';
import type { TemplateProps } from '../template-types';
import type { PublicListing } from '@hospital/content/records';

type EventRecord = PublicListing<'events'>;

const initialCards = 6;
const moreCards = 6;

/** The server reads the years and the cards the address shows (issue 46). */
export const listingWindows = yearListingWindows('events', initialCards, moreCards);

/** Events by year of their start date, 6 cards and 6 more per Load More (SPEC §2, §9). */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  return (
    <YearListingPage<EventRecord>
      page={page}
      list="events"
      linkBase="/events"
      dateField="start_date"
      imageField="imageUrl"
      card="linked-title"
      failureMessage="Failed to fetch events."
      emptyText={t.noEvents}
      initial={initialCards}
      step={moreCards}
    />
  );
}
