import { defineContentType } from '../../content-type';
import { date, seo, slug } from '../../fields';
import { description, picture, title } from '../common-fields';
import { publicPages } from '../../public-urls';

/** Press articles and broadcasts about the hospital. */
export const mediaCoverage = defineContentType({
  key: 'media-coverage',
  adminPath: 'media-coverage',
  label: { singular: 'Media coverage', plural: 'Media coverage' },
  section: 'Content',
  icon: 'Newspaper',
  kind: 'collection',
  fields: [
    title(),
    slug(),
    date('coveragedate', 'Coverage date', {
      required: true,
      help: 'When it was published; coverage is grouped by the year of this date.',
    }),
    picture('mediaimageUrl', 'Image', { help: 'e.g. a clipping of the article.' }),
    description(),
    seo(),
  ],
  titleField: 'title',
  listColumns: ['mediaimageUrl', 'title', 'coveragedate', 'status'],
  searchFields: ['title'],
  defaultSort: { field: 'coveragedate', direction: 'desc' },
  dateField: 'coveragedate',
  publicListing: {},
  publicPage: publicPages['media-coverage'],
});
