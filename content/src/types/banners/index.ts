import { defineContentType } from '../../content-type';
import { boolean, text } from '../../fields';
import { description, picture, title } from '../common-fields';

export const banners = defineContentType({
  key: 'banners',
  adminPath: 'banners',
  label: { singular: 'Banner', plural: 'Banners' },
  section: 'Content',
  icon: 'ViewCarousel',
  kind: 'collection',
  fields: [
    title({ help: 'The large heading on the slide.' }),
    text('top_title', 'Top title', { help: 'A short line shown above the heading.', translatable: true }),
    description(),
    picture('imageUrl', 'Image', { help: 'The slide background; a wide image (about 1920 × 800) fits best.' }),
    text('bannerLink', 'Banner link', {
      format: 'link',
      help: 'Where the slide leads: a page of this site (/about-us) or a full web address.',
    }),
    text('videoUrl', 'Video URL', {
      format: 'url',
      help: 'A video (e.g. on YouTube) opened by the "watch video" button in a new tab.',
    }),
    boolean('hideBannerText', 'Hide banner text', {
      help: 'Show only the image, e.g. when the text is already part of it.',
    }),
  ],
  titleField: 'title',
  listColumns: ['imageUrl', 'title', 'status', 'createdAt'],
  searchFields: ['title', 'top_title'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  publicListing: {},
});
