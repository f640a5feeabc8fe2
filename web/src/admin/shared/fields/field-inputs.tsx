import type { Field, FieldType } from '@hospital/content/fields';
import type { ComponentType } from 'react';
import { BooleanInput } from './boolean-input';
import { DateInput } from './date-input';
import type { FieldInputProps } from './field-input-types';
import { MediaInput } from './media-input';
import { NumberInput } from './number-input';
import { RelationInput } from './relation-input';
import { RepeaterInput } from './repeater-input';
import { RichTextInput } from './rich-text-input';
import { SelectInput } from './select-input';
import { SeoInput } from './seo-input';
import { SlugInput } from './slug-input';
import { TextInput } from './text-input';

type InputFor<K extends FieldType> = ComponentType<FieldInputProps<Extract<Field, { type: K }>>>;

/** Field types whose inputs a feature brings (the page templates' editors), registered at start. */
export type RegisteredFieldType = 'templateData' | 'fieldList';

/** The inputs of the studio's own field types. */
const builtInInputs = {
  text: TextInput,
  richText: RichTextInput,
  slug: SlugInput,
  image: MediaInput,
  file: MediaInput,
  date: DateInput,
  boolean: BooleanInput,
  number: NumberInput,
  select: SelectInput,
  relation: RelationInput,
  repeater: RepeaterInput,
  seo: SeoInput,
} satisfies { [K in Exclude<FieldType, RegisteredFieldType>]: InputFor<K> };

const registeredInputs: Partial<{ [K in RegisteredFieldType]: InputFor<K> }> = {};

/**
 * The inputs a feature brings for its field types; the studio's composition root registers them
 * (admin-routes), so these shared inputs never import a feature. The parameter's type names every
 * registered type: a new field type does not compile until it has an input, built in or here.
 */
export function registerFieldInputs(inputs: { [K in RegisteredFieldType]: InputFor<K> }): void {
  Object.assign(registeredInputs, inputs);
}

const isBuiltIn = (type: FieldType): type is keyof typeof builtInInputs => type in builtInInputs;

/** The input of any field, chosen by its type. */
export function FieldInput(props: FieldInputProps) {
  const type = props.field.type;
  if (isBuiltIn(type)) {
    // The table is keyed by the field's own type, so the props fit the component picked.
    const Input = builtInInputs[type] as ComponentType<FieldInputProps>;
    return <Input {...props} />;
  }
  const Input = registeredInputs[type] as ComponentType<FieldInputProps> | undefined;
  if (!Input) throw new Error(`No input is registered for the field type "${type}".`);
  // A registered input may load lazily with its feature: FieldControl's Suspense shows it loading.
  return <Input {...props} />;
}
