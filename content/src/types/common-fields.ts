import { image, relation, richText, text } from '../fields';

// Fields that many types share, worded once so the admin reads the same everywhere.

interface CommonOpts {
  required?: boolean;
  label?: string;
  help?: string;
}

// `required` stays in the field's type (`RecordOf` reads it); label and help only in its value.
// Titles and descriptions are words patients read: translated into each of the site's languages.
export const title = <const O extends CommonOpts = Record<never, never>>(opts?: O) =>
  text('title', opts?.label ?? 'Title', {
    translatable: true,
    ...(opts?.required ? { required: true } : {}),
    ...(opts?.help ? { help: opts.help } : {}),
  } as { translatable: true } & Pick<O, 'required' & keyof O>);

export const description = <const O extends CommonOpts = Record<never, never>>(opts?: O) =>
  richText('description', opts?.label ?? 'Description', {
    translatable: true,
    ...(opts?.required ? { required: true } : {}),
    ...(opts?.help ? { help: opts.help } : {}),
  } as { translatable: true } & Pick<O, 'required' & keyof O>);

type PictureOpts = { required?: boolean; help?: string };
const pictureHelp = { help: 'Pick or upload an image in the media library; its alternative text is set there.' };

// Overloads rather than a default type: called bare inside a declaration, a generic name would be
// inferred from the declaration's context as any string, and `RecordOf` would lose the field.
export function picture(): ReturnType<typeof image<'imageUrl', typeof pictureHelp>>;
export function picture<const N extends string, const O extends PictureOpts = Record<never, never>>(
  name: N,
  label?: string,
  opts?: O,
): ReturnType<typeof image<N, typeof pictureHelp & O>>;
export function picture(name = 'imageUrl', label = 'Image', opts: PictureOpts = {}) {
  return image(name, label, { ...pictureHelp, ...opts });
}

/**
 * The departments a page, event, camp or blog post is about: their department editors may keep
 * it, and it is listed with them.
 */
export const departmentTags = () =>
  relation('departments', 'Departments', {
    to: 'expert-categories',
    many: true,
    help: 'The departments this is about. Their department editors may edit it.',
  });

/** Types tagged with departments are kept, for department editors, by those tags. */
export const byDepartmentTags = { field: 'departments' } as const;
