import { defineContentType } from '../../content-type';
import { relation } from '../../fields';
import { picture, title } from '../common-fields';

/** One photo of the photo gallery. */
export const galleries = defineContentType({
  key: 'galleries',
  adminPath: 'galleries',
  label: { singular: 'Gallery photo', plural: 'Gallery photos' },
  section: 'Media',
  icon: 'PhotoLibrary',
  kind: 'collection',
  fields: [
    title({ help: 'Shown as the caption in the lightbox.' }),
    picture('imageUrl', 'Image', { required: true }),
    relation('galleryCategory', 'Category', { to: 'gallery-categories', required: true }),
  ],
  titleField: 'title',
  listColumns: ['imageUrl', 'title', 'galleryCategory', 'status', 'createdAt'],
  searchFields: ['title'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  publicListing: {},
});
