import type { ContentType } from '@hospital/content/content-type';
import type { Field } from '@hospital/content/fields';

export interface FormSection {
  /** Absent for the one section of a type that declares none. */
  title?: string;
  help?: string;
  fields: readonly Field[];
}

/** A type's edit form in the sections its declaration gives (`formGroups`); fields in none follow under "Other". */
export function formSections(type: ContentType): FormSection[] {
  if (!type.formGroups?.length) return [{ fields: type.fields }];
  const byName = new Map(type.fields.map((field) => [field.name, field]));
  const sections: FormSection[] = type.formGroups.map((group) => ({
    title: group.title,
    ...(group.help ? { help: group.help } : {}),
    fields: group.fields.flatMap((name) => byName.get(name) ?? []),
  }));
  const grouped = new Set(type.formGroups.flatMap((group) => group.fields));
  const other = type.fields.filter((field) => !grouped.has(field.name));
  return other.length > 0 ? [...sections, { title: 'Other', fields: other }] : sections;
}
