import { useLanguage } from '../../ui/language';
import { YearListingPage } from '../listing-kit/year-listing-page';
import type { TemplateProps } from '../template-types';
import type { PublicListing } from '@hospital/content/records';

type MediaCoverage = PublicListing<'media-coverage'>;

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
      initial={6}
      step={6}
    />
  );
}
