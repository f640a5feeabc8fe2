import { YearListingPage, type DatedRecord } from '../listing-kit/year-listing-page';
import type { TemplateProps } from '../template-types';

interface Camp extends DatedRecord {
  campsdate?: string | null;
  mediaimageUrl?: string | null;
}

/** Camps by year of their date, newest first, 6 per year tab and 6 more per Load More (SPEC §2, §9). */
export function Template({ page }: TemplateProps) {
  return (
    <YearListingPage<Camp>
      page={page}
      list="camps"
      linkBase="/camps"
      dateField="campsdate"
      imageField="mediaimageUrl"
      card="read-more"
      failureMessage="Failed to fetch Camps."
      emptyText="No Camp available."
      initial={6}
      step={6}
    />
  );
}
