import { z } from 'zod';
import type { WxrItem } from './wxr-records';

/**
 * The mapping of `--map <file>`: which WordPress post types become which of this site's types
 * (doctors, departments, specialities, services, FAQs), which post meta keys fill which fields, and
 * which taxonomy's terms become a doctor's departments. The featured image becomes the record's
 * picture. A page tree may be mapped the same way, by its top page's WordPress address: the pages
 * below it become records. `--suggest-map` prints a starting one, guessed from the export's names.
 *
 *   { "postTypes": { "doctor": { "to": "experts", "fields": { "qualification": "education" }, "departments": "department" } },
 *     "pageTrees": { "/departments/": { "to": "expert-categories" } } }
 */

/** This site's types a post type may become, and the field that holds each one's picture. */
export const mappableTypes = {
  experts: { label: 'Doctors', picture: 'imageUrl', fields: ['designation', 'education', 'languages'] },
  'expert-categories': { label: 'Departments', picture: 'imageUrl', fields: [] },
  specialities: { label: 'Specialities', picture: 'mediaimageUrl', fields: [] },
  hospitalfacilities: { label: 'Services', picture: 'imageUrl', fields: [] },
  faqs: { label: 'FAQs', picture: '', fields: [] },
} as const satisfies Record<string, { label: string; picture: string; fields: readonly string[] }>;

export type MappableType = keyof typeof mappableTypes;

const typeKeys = Object.keys(mappableTypes) as [MappableType, ...MappableType[]];

const typeMapping = z
  .object({
    to: z.enum(typeKeys, { error: `"to" must be one of ${typeKeys.join(', ')}.` }),
    /** Post meta key → field of the type; an empty field name leaves the key out on purpose. */
    fields: z.record(z.string(), z.string()).default({}),
    /** The taxonomy whose terms become the doctor's departments (doctors only). */
    departments: z.string().optional(),
  })
  .strict()
  .superRefine((mapping, ctx) => {
    const allowed = new Set<string>(mappableTypes[mapping.to].fields);
    for (const [key, field] of Object.entries(mapping.fields)) {
      if (field !== '' && !allowed.has(field)) ctx.addIssue({ code: 'custom', path: ['fields', key], message: `${mapping.to} has no field "${field}" a meta key can fill (${[...allowed].join(', ') || 'none'}).` });
    }
    if (mapping.departments && mapping.to !== 'experts') ctx.addIssue({ code: 'custom', path: ['departments'], message: 'Only doctors (experts) have departments.' });
  });

export const importMappingSchema = z
  .object({
    postTypes: z.record(z.string(), typeMapping).default({}),
    /** The WordPress address of a page (`/our-experts/`) → the type its pages below become (the page itself stays a page). */
    pageTrees: z.record(z.string().regex(/^\//, 'A page tree is named by its WordPress address, e.g. /our-experts/.'), typeMapping).default({}),
  })
  .strict();

export type ImportMapping = z.infer<typeof importMappingSchema>;
export type TypeMapping = ImportMapping['postTypes'][string];

/** The mapping of a file's text, or an error naming what is wrong in it. */
export function parseImportMapping(text: string, file: string): ImportMapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = importMappingSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') || 'the mapping'}: ${issue?.message ?? 'not a mapping'}`);
  }
  return parsed.data;
}

const guessType = (postType: string): MappableType | undefined => {
  if (/doctor|physician|expert|consultant|surgeon|staff/i.test(postType)) return 'experts';
  if (/department|dept/i.test(postType)) return 'expert-categories';
  if (/special/i.test(postType)) return 'specialities';
  if (/service|facilit/i.test(postType)) return 'hospitalfacilities';
  if (/faq|question/i.test(postType)) return 'faqs';
  return undefined;
};

const guessField = (key: string): string => {
  if (/qualif|educat|degree/i.test(key)) return 'education';
  if (/designation|position|job|role/i.test(key)) return 'designation';
  if (/language/i.test(key)) return 'languages';
  return '';
};

/** A starting mapping for the post types of `items` this site has no place for (the meta keys WordPress keeps for itself left out). */
export function suggestMapping(items: Iterable<WxrItem>, handled: ReadonlySet<string>): ImportMapping {
  const seen = new Map<string, { meta: Set<string>; taxonomies: Set<string> }>();
  for (const item of items) {
    if (handled.has(item.postType)) continue;
    const entry = seen.get(item.postType) ?? { meta: new Set<string>(), taxonomies: new Set<string>() };
    seen.set(item.postType, entry);
    for (const key of item.meta.keys()) if (!key.startsWith('_')) entry.meta.add(key);
    for (const term of item.terms) if (term.domain !== 'category' && term.domain !== 'post_tag') entry.taxonomies.add(term.domain);
  }
  const postTypes: ImportMapping['postTypes'] = {};
  for (const [postType, entry] of seen) {
    const to = guessType(postType);
    if (!to) continue;
    const allowed = new Set<string>(mappableTypes[to].fields);
    const fields = Object.fromEntries([...entry.meta].sort().map((key) => [key, allowed.has(guessField(key)) ? guessField(key) : '']));
    const departments = to === 'experts' ? [...entry.taxonomies][0] : undefined;
    postTypes[postType] = { to, fields, ...(departments ? { departments } : {}) };
  }
  return { postTypes, pageTrees: {} };
}
