import type { FieldType } from '@hospital/content/fields';
import type { ComponentType } from 'react';
import type { FieldInputProps } from '../fields/field-input-types';

/**
 * Inputs that translate a field type whose value mixes words with what every language shares (a
 * page's template sections: texts beside links and images), registered from the studio's
 * composition root so shared code never imports the feature. Such an input shows the default
 * language's words itself, each beside its translation; other field types are translated with
 * their ordinary input beside the English value.
 */
export interface TranslationInputProps extends FieldInputProps {
  /** The language translated into. */
  language: string;
  /** The field's value in the default language. */
  source: unknown;
}

const registered: Partial<Record<FieldType, ComponentType<TranslationInputProps>>> = {};

export function registerTranslationInputs(inputs: Partial<Record<FieldType, ComponentType<TranslationInputProps>>>): void {
  Object.assign(registered, inputs);
}

export const translationInputFor = (type: FieldType): ComponentType<TranslationInputProps> | undefined => registered[type];
