/** A template section's Hindi: a text, or a repeater's rows (row by row, only their text cells). */
export type HindiSection = string | readonly Readonly<Record<string, string>>[];

/**
 * A page's Hindi: its translatable fields, with the template's sections by name; the seed lays
 * the sections over the English template data, so pictures, links and departments stay shared.
 */
export interface HindiPage {
  title: string;
  description: string;
  seo?: { title: string; description: string; keyword: string };
  sections?: Readonly<Record<string, HindiSection>>;
}
