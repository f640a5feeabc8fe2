import type { ComponentType } from 'react';
import type { FieldInputProps } from './field-input-types';

/**
 * Inputs and list cells that replace the generic ones for one field of one type (type key → field
 * name), for the few places the declaration alone cannot say enough (a page's template picker).
 * Features register them from the studio's composition root (admin-routes), so the content
 * screens that use them never import those features.
 */
export const fieldOverrides: Partial<Record<string, Record<string, ComponentType<FieldInputProps>>>> = {};
export const cellOverrides: Partial<Record<string, Record<string, ComponentType<{ value: unknown }>>>> = {};

/** What a section's addition reads: the record as the form holds it now (a live preview of its values). */
export interface SectionAdditionProps {
  record: Record<string, unknown>;
}
/** Shown at the end of one section of a type's edit form (type key → section title): a doctor's OPD schedule preview. */
export const sectionAdditions: Partial<Record<string, Record<string, ComponentType<SectionAdditionProps>>>> = {};

export function registerOverrides(
  typeKey: string,
  overrides: { inputs?: Record<string, ComponentType<FieldInputProps>>; cells?: Record<string, ComponentType<{ value: unknown }>>; sections?: Record<string, ComponentType<SectionAdditionProps>> },
): void {
  if (overrides.inputs) fieldOverrides[typeKey] = { ...fieldOverrides[typeKey], ...overrides.inputs };
  if (overrides.cells) cellOverrides[typeKey] = { ...cellOverrides[typeKey], ...overrides.cells };
  if (overrides.sections) sectionAdditions[typeKey] = { ...sectionAdditions[typeKey], ...overrides.sections };
}
