import { image, relation, richText, text, type ImageField, type RelationField, type RichTextField, type TextField } from '../fields';

// Fields that many types share, worded once so the admin reads the same everywhere.

export const title = (opts: { required?: boolean; label?: string; help?: string } = {}): TextField =>
  text('title', opts.label ?? 'Title', {
    ...(opts.required ? { required: true } : {}),
    ...(opts.help ? { help: opts.help } : {}),
  });

export const description = (opts: { required?: boolean; label?: string; help?: string } = {}): RichTextField =>
  richText('description', opts.label ?? 'Description', {
    ...(opts.required ? { required: true } : {}),
    ...(opts.help ? { help: opts.help } : {}),
  });

export const picture = (
  name = 'imageUrl',
  label = 'Image',
  opts: { required?: boolean; help?: string } = {},
): ImageField =>
  image(name, label, {
    help: 'Pick or upload an image in the media library; its alternative text is set there.',
    ...opts,
  });

/**
 * The departments a page, event, camp or blog post is about: their department editors may keep
 * it, and it is listed with them.
 */
export const departmentTags = (): RelationField =>
  relation('departments', 'Departments', {
    to: 'expert-categories',
    many: true,
    help: "The departments this is about. Their department editors may edit it.",
  });

/** Types tagged with departments are kept, for department editors, by those tags. */
export const byDepartmentTags = { field: 'departments' } as const;
