import type { ComponentType } from 'react';
import type { FieldInputProps } from '../fields/field-input-types';
import { PageTemplateSelect } from './page-template-select';

/**
 * Inputs that replace the generic one for one field of one type (type key → field name), for the
 * few places the declaration alone cannot say enough.
 */
export const fieldOverrides: Partial<Record<string, Record<string, ComponentType<FieldInputProps>>>> = {
  pages: { template: PageTemplateSelect as ComponentType<FieldInputProps> },
};
