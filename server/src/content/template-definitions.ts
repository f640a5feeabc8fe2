import type { Field, ScalarField } from '@hospital/content/fields';
import { pageTemplateById, type PageTemplate } from '@hospital/content/templates/index';
import type { FieldDefinition } from '@hospital/content/validation';
import type { Db } from '../db/database';
import { parseData } from './content-storage';

/**
 * Page templates are declared in code (`content/templates`) and kept as records of the
 * `templates` type, where an admin may add new ones. A page names one by its templateId.
 */

const definitionToField = (def: FieldDefinition): Field => {
  const base = { name: def.name, label: def.label, ...(def.required ? { required: true } : {}), ...(def.help ? { help: def.help } : {}) };
  switch (def.type) {
    case 'text':
      return { ...base, type: 'text', ...(def.multiline ? { multiline: true } : {}) };
    case 'repeater':
      return { ...base, type: 'repeater', fields: (def.fields ?? []).map((sub) => definitionToField(sub) as ScalarField) };
    default:
      return { ...base, type: def.type };
  }
};

/** A template record's definition as a PageTemplate. */
export const templateFromRecord = (templateId: string, data: Record<string, unknown>): PageTemplate => ({
  id: templateId,
  name: typeof data.name === 'string' ? data.name : templateId,
  description: typeof data.description === 'string' ? data.description : '',
  fields: Array.isArray(data.fields) ? (data.fields as FieldDefinition[]).map(definitionToField) : [],
});

/**
 * The template a page may name: the stored record of that templateId, or a built-in one when
 * its record has not been written yet. The built-in declaration wins for the fields of a
 * built-in id, since the public layout of that id reads exactly those.
 */
export const findTemplate = async (db: Db, templateId: string): Promise<PageTemplate | undefined> => {
  const builtIn = pageTemplateById(templateId);
  if (builtIn) return builtIn;
  const row = await db.kysely.selectFrom('content_templates').select(['data']).where('slug', '=', templateId).executeTakeFirst();
  return row ? templateFromRecord(templateId, parseData(row)) : undefined;
};

const definableTypes = new Set<string>(['text', 'richText', 'image', 'file', 'date', 'boolean', 'number', 'repeater']);

/** A built-in field as a template record's field definition; other kinds are edited as text. */
export const fieldToDefinition = (field: Field): FieldDefinition | undefined => {
  if (field.type === 'templateData' || field.type === 'fieldList' || field.type === 'seo') return undefined;
  const type = (definableTypes.has(field.type) ? field.type : 'text') as FieldDefinition['type'];
  const def: FieldDefinition = { type, name: field.name, label: field.label };
  if (field.required) def.required = true;
  if (field.type === 'text' && field.multiline) def.multiline = true;
  if (field.help) def.help = field.help.slice(0, 500);
  if (field.type === 'repeater') {
    def.fields = field.fields.flatMap((sub) => {
      const subDef = fieldToDefinition(sub);
      return subDef ? [subDef] : [];
    });
  }
  return def;
};
