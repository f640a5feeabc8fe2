import { z } from 'zod';
import type { ContentType } from '@hospital/content/content-type';
import { systemFields } from '@hospital/content/content-type';
import { idPattern } from '../lib/ids';
import { limitParam, pageParam } from '../lib/paging';
import { firstFieldMessage, parseInput } from '../lib/parse-input';
import { defaultLanguage, languageCodePattern } from '@hospital/content/i18n/languages';

export interface ListQuery {
  page: number;
  limit: number;
  sort?: { field: string; direction: 'asc' | 'desc' } | undefined;
  q?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  /** The editorial state: published, draft, changed (published with unpublished changes), scheduled. */
  state?: ListState | undefined;
  /** Relation filters: field name → the related record's id. */
  relations?: Record<string, string> | undefined;
  /**
   * Only records tied to these departments (a department editor's list): by the type's relation
   * field to departments, or `self` for the departments themselves.
   */
  departments?: { field: string; departmentIds: readonly string[] } | undefined;
  /** Only records missing or out of date in this language (a language code other than the default). */
  needsTranslation?: string | undefined;
}

export const listStates = ['published', 'draft', 'changed', 'scheduled'] as const;
export type ListState = (typeof listStates)[number];

export const maxLimit = 100;
export const defaultLimit = 20;

/** Fields a list may be sorted by: the system fields and the type's list columns. */
export const sortableFields = (type: ContentType): string[] => [...new Set([...systemFields, ...type.listColumns])];

const cache = new Map<ContentType, z.ZodType<Record<string, unknown>>>();

const languageMessage = 'needsTranslation must be the code of one of the site\'s languages other than English, e.g. hi.';

/**
 * `needsTranslation=hi`: records missing or out of date in that language. Checked here for its
 * form; whether the site publishes in it is checked against the site settings by the list itself.
 */
const needsTranslationParam = z
  .string({ error: languageMessage })
  .trim()
  .toLowerCase()
  .regex(languageCodePattern, languageMessage)
  .refine((code) => code !== defaultLanguage, languageMessage)
  .optional()
  .describe("A language code of the site (not the default): only records missing or out of date in it");

/** The query string schema of a type's admin list; unknown parameters are refused. */
export const listQuerySchema = (type: ContentType): z.ZodType<Record<string, unknown>> => {
  const known = cache.get(type);
  if (known) return known;
  const sortable = sortableFields(type);
  const sortValues = sortable.flatMap((f) => [f, `-${f}`]);
  const shape: Record<string, z.ZodType> = {
    page: pageParam,
    limit: limitParam(maxLimit, defaultLimit),
    sort: z.enum(sortValues as [string, ...string[]], { error: `sort must be one of: ${sortable.join(', ')} (with - for descending).` }).optional(),
    q: z.string({ error: 'q must be text.' }).trim().max(200, 'q must be at most 200 characters.').optional(),
    status: z.enum(['active', 'inactive'], { error: 'status must be active or inactive.' }).optional(),
    state: z.enum(listStates, { error: `state must be one of: ${listStates.join(', ')}.` }).optional(),
    needsTranslation: needsTranslationParam,
  };
  for (const field of type.fields) {
    if (field.type !== 'relation') continue;
    shape[field.name] = z.string({ error: `${field.name} must be one record id.` }).regex(idPattern, `${field.name} must be a record id.`).optional();
  }
  const schema = z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}.` : undefined),
  });
  cache.set(type, schema);
  return schema;
};

/** Reads a list's query string; a bad parameter answers 400 naming it. */
export const parseListQuery = (type: ContentType, raw: unknown): ListQuery => {
  const { page, limit, sort, q, status, state, needsTranslation, ...relations } = parseInput(listQuerySchema(type), raw ?? {}, firstFieldMessage) as {
    page: number;
    limit: number;
    sort?: string;
    q?: string;
    status?: 'active' | 'inactive';
    state?: ListState;
    needsTranslation?: string;
  } & Record<string, string | undefined>;
  const relationFilters = Object.fromEntries(Object.entries(relations).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return {
    page,
    limit,
    sort: sort ? { field: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'desc' : 'asc' } : undefined,
    q: q || undefined,
    status,
    state,
    needsTranslation,
    relations: relationFilters,
  };
};
