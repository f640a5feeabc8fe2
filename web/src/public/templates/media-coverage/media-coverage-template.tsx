import { useLanguage } from '../../ui/language';
import { YearListingPage, yearListingWindows } from '../listing-kit/year-listing-page';
import type { TemplateProps } from '../template-types';
import type { PublicListing } from '@hospital/content/records';

type MediaCoverage = PublicListing<'media-coverage'>;

const initialCards = 6;
const moreCards = 6;

/** The server reads the years and the cards the address shows (issue 46). */
export const listingWindows = yearListingWindows('media-coverage', initialCards, moreCards);

/** Media coverage by year of its coverage date, 6 cards and 6 more per Load More (SPEC §2, §9). */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  return (
    <YearListingPage<MediaCoverage>
      page={page}
      list="media-coverage"
      linkBase="/media-coverage"
      dateField="coveragedate"
      imageField="mediaimageUrl"
      card="linked-title"
      failureMessage="Failed to fetch media coverage."
      emptyText={t.noMediaCoverage}
      initial={initialCards}
      step={moreCards}
    />
  );
}
