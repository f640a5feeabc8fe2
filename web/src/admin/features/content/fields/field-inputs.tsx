import type { Field, FieldType } from '@hospital/content/fields';
import type { ComponentType } from 'react';
import { FieldListInput } from '../../page-templates/field-list-input';
import { TemplateDataInput } from '../../page-templates/template-data-input';
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

/** The one table from field type to its admin input: a new field type does not compile until it has one. */
export const fieldInputs = {
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
  templateData: TemplateDataInput,
  fieldList: FieldListInput,
} satisfies { [K in FieldType]: InputFor<K> };

/** The input of any field, chosen by its type. */
export function FieldInput(props: FieldInputProps) {
  // The table is keyed by the field's own type, so the props fit the component picked.
  const Input = fieldInputs[props.field.type] as ComponentType<FieldInputProps>;
  return <Input {...props} />;
}
