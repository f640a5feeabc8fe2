import { useLanguage } from '../../ui/language';
import { YearListingPage } from '../listing-kit/year-listing-page';
import type { TemplateProps } from '../template-types';
import type { PublicListing } from '@hospital/content/records';

type Camp = PublicListing<'camps'>;

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
      initial={6}
      step={6}
    />
  );
}
