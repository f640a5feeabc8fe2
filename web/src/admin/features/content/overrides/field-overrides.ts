import type { ComponentType } from 'react';
import type { FieldInputProps } from '../fields/field-input-types';
import { PageTemplateName, PageTemplateSelect } from './page-template-select';

/**
 * Inputs that replace the generic one for one field of one type (type key → field name), for the
 * few places the declaration alone cannot say enough.
 */
export const fieldOverrides: Partial<Record<string, Record<string, ComponentType<FieldInputProps>>>> = {
  pages: { template: PageTemplateSelect as ComponentType<FieldInputProps> },
};

/** List cells that replace the generic one for one field of one type, likewise. */
export const cellOverrides: Partial<Record<string, Record<string, ComponentType<{ value: unknown }>>>> = {
  pages: { template: PageTemplateName },
};
