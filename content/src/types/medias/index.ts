import { defineContentType } from '../../content-type';
import { number, text } from '../../fields';

/**
 * The media library: uploaded images and documents. The upload itself is a route of its own;
 * the file's `url` (`/uploads/…`), `mimeType`, `size` (bytes), `width` and `height` are kept by
 * the server. The focal point (percent across and down, 50 being the centre) is where every crop
 * of the image on the website centres: a doctor's face in a portrait cut to a card.
 */
export const medias = defineContentType({
  key: 'medias',
  adminPath: 'medias',
  label: { singular: 'Media item', plural: 'Media library' },
  section: 'Media',
  icon: 'PermMedia',
  kind: 'custom',
  fields: [
    text('title', 'Title', { maxLength: 200 }),
    text('alt', 'Alternative text', {
      maxLength: 300,
      help: 'Describe what the image shows for people using screen readers; leave empty for purely decorative images.',
    }),
    number('focalX', 'Focal point across (%)', { min: 0, max: 100, integer: true }),
    number('focalY', 'Focal point down (%)', { min: 0, max: 100, integer: true }),
  ],
  systemFields: ['url', 'mimeType', 'size', 'width', 'height'],
  titleField: 'title',
  listColumns: ['url', 'title', 'mimeType', 'size', 'createdAt'],
  searchFields: ['title', 'alt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
});
