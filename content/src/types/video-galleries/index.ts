import { defineContentType } from '../../content-type';
import { text } from '../../fields';
import { picture, title } from '../common-fields';

export const videoGalleries = defineContentType({
  key: 'video-galleries',
  adminPath: 'videogalleries',
  adminEditPath: 'videogallery',
  label: { singular: 'Video', plural: 'Video gallery' },
  section: 'Media',
  icon: 'VideoLibrary',
  kind: 'collection',
  fields: [
    title(),
    text('videoLink', 'Video link', {
      required: true,
      format: 'url',
      help: 'The address of the video, e.g. https://www.youtube.com/watch?v=…',
    }),
    picture('thumbnailUrl', 'Thumbnail', {
      help: 'Left empty, the thumbnail is taken from YouTube when the link is a YouTube video.',
    }),
  ],
  titleField: 'title',
  listColumns: ['thumbnailUrl', 'title', 'videoLink', 'status', 'createdAt'],
  searchFields: ['title'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  publicListing: {},
});
