import TextField from '@mui/material/TextField';
import type { SlugField } from '@hospital/content/fields';
import { slugify } from '@hospital/content/slug';
import { useEffect, useState } from 'react';
import { useEditedContentType } from '../content-type-context';
import type { FieldInputProps } from './field-input-types';
import { asText, fieldLabel, helperText } from './field-label';

/** The public address a slug gives, when the type has public pages (`/blogs/{slug}`). */
export function slugAddress(path: string | undefined, slug: string): string | undefined {
  if (!path || slug === '') return undefined;
  return path.replace('{slug}', slug).replace('{departmentSlug}', '{department}');
}

/**
 * Follows the `from` field (the title) until the editor types a slug of their own; a record that
 * already has a slug differing from its title's keeps it.
 */
export function SlugInput({ field, value, onChange, error, disabled, record }: FieldInputProps<SlugField>) {
  const slug = asText(value);
  const source = asText(record[field.from]);
  const [edited, setEdited] = useState(() => slug !== '' && slug !== slugify(source));
  useEffect(() => {
    if (edited) return;
    const next = slugify(source);
    if (next !== slug) onChange(next);
  }, [edited, source, slug, onChange]);
  const type = useEditedContentType();
  const address = slugAddress(type?.publicPage?.path, slug);
  const help = error ?? [address ? `Web address: ${window.location.origin}${address}` : undefined, helperText(field, undefined)].filter(Boolean).join(' · ');
  return (
    <TextField
      id={`field-${field.name}`}
      name={field.name}
      label={fieldLabel(field)}
      value={slug}
      onChange={(event) => {
        setEdited(event.target.value !== '');
        onChange(event.target.value);
      }}
      error={Boolean(error)}
      helperText={help}
      disabled={disabled || field.readOnly}
      fullWidth
    />
  );
}
