import { useLanguage } from '../../ui/language';
import { YearListingPage, yearListingWindows } from '../listing-kit/year-listing-page';
import type { TemplateProps } from '../template-types';
import type { PublicListing } from '@hospital/content/records';

type Camp = PublicListing<'camps'>;

const initialCards = 6;
const moreCards = 6;

/** The server reads the years and the cards the address shows (issue 46). */
export const listingWindows = yearListingWindows('camps', initialCards, moreCards);

/** Camps by year of their date, newest first, 6 per year tab and 6 more per Load More (SPEC §2, §9). */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  return (
    <YearListingPage<Camp>
      page={page}
      list="camps"
      linkBase="/camps"
      dateField="campsdate"
      imageField="mediaimageUrl"
      card="read-more"
      failureMessage="Failed to fetch Camps."
      emptyText={t.noCamps}
      initial={initialCards}
      step={moreCards}
    />
  );
}
