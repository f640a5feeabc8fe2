import type { TextField as TextFieldDeclaration } from '@hospital/content/fields';
import { useTemplateDefinitions } from './use-template-definitions';
import type { FieldInputProps } from '../../shared/fields/field-input-types';
import { asText } from '../../shared/fields/field-label';
import { OptionSelect } from '../../shared/fields/select-input';

/** A page's `template`: one of the template definitions (built-in and records), not free text. */
export function PageTemplateSelect({ field, value, onChange, error, disabled }: FieldInputProps<TextFieldDeclaration>) {
  const { options, isLoading } = useTemplateDefinitions();
  const current = asText(value);
  // A stored id no definition has any more stays visible, so saving does not silently change it.
  const all = current !== '' && !options.some((o) => o.id === current) ? [...options, { id: current, name: `${current} (unknown template)` }] : options;
  return (
    <OptionSelect
      field={field}
      value={isLoading && !all.some((o) => o.id === current) ? '' : current}
      options={all.map((option) => ({ value: option.id, label: option.name }))}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}

/** A page's template in the pages list: its name ("Single image"), not its id. */
export function PageTemplateName({ value }: { value: unknown }) {
  const { options } = useTemplateDefinitions();
  const id = asText(value);
  if (id === '') return <>—</>;
  return <>{options.find((o) => o.id === id)?.name ?? id}</>;
}
