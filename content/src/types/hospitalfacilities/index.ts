import { defineContentType } from '../../content-type';
import { description, picture, title } from '../common-fields';

export const hospitalFacilities = defineContentType({
  key: 'hospitalfacilities',
  adminPath: 'hospitalfacilities',
  label: { singular: 'Hospital facility', plural: 'Hospital facilities' },
  section: 'Content',
  icon: 'LocalHospital',
  kind: 'collection',
  fields: [
    title({ required: true }),
    description({ help: 'The card shows its first 20 words; the popup shows all of it.' }),
    picture(),
  ],
  titleField: 'title',
  listColumns: ['imageUrl', 'title', 'status', 'createdAt'],
  searchFields: ['title'],
  search: { group: 'facilities', fields: ['description'], listedOn: 'hospital-facilities', weight: 1.25 },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  publicListing: {},
});
