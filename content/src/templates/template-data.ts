/**
 * What the website needs to read a page's template data: the stored entry shape and its readers.
 * Kept apart from the templates' declarations (`./index`), which only the server and the studio
 * need, so the public pages do not ship every template's field list.
 */

/** The layout a page falls back to when its template is unknown. */
export const defaultTemplateId = 'default';

/** One stored template value; repeaters keep their rows in `repeaterValues`. */
export type TemplateDataEntry = {
  name: string;
  value: string | null;
  repeaterValues?: Record<string, string | null>[];
};

/** The value of the entry `name`, or null when absent or empty. */
export const templateValue = (entries: readonly TemplateDataEntry[] | null | undefined, name: string): string | null => {
  const value = entries?.find((e) => e.name === name)?.value;
  return value == null || value === '' ? null : value;
};

/** The rows of the repeater `name`, or an empty list. */
export const templateRows = (
  entries: readonly TemplateDataEntry[] | null | undefined,
  name: string,
): Record<string, string | null>[] => entries?.find((e) => e.name === name)?.repeaterValues ?? [];

/** A boolean template value ("true"). */
export const templateFlag = (entries: readonly TemplateDataEntry[] | null | undefined, name: string): boolean =>
  templateValue(entries, name) === 'true';
