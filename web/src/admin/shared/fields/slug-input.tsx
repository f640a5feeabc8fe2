import TextField from '@mui/material/TextField';
import type { SlugField } from '@hospital/content/fields';
import { slugify } from '@hospital/content/slug';
import { useEffect, useState } from 'react';
import { useEditedContentType } from './content-type-context';
import type { FieldInputProps } from './field-input-types';
import { asText, fieldLabel, helperText } from './field-label';

/** The public address a slug gives, when the type has public pages (`/blogs/{slug}`). */
export function slugAddress(path: string | undefined, slug: string): string | undefined {
  if (!path || slug === '') return undefined;
  return path.replace('{slug}', slug).replace('{departmentSlug}', '{department}');
}

/**
 * Keeps a web-address value made from another field (the title) until the editor types one of
 * their own, and returns what marks it typed. `keepExisting`: a value that was there when the
 * screen opened is never replaced (a live page's address does not move with its title).
 */
export function useFollowedAddress(source: string, value: string, onChange: (value: unknown) => void, keepExisting = false): (typed: string) => void {
  const [edited, setEdited] = useState(() => value !== '' && (keepExisting || value !== slugify(source)));
  useEffect(() => {
    if (edited) return;
    const next = slugify(source);
    if (next !== value) onChange(next);
  }, [edited, source, value, onChange]);
  return (typed) => setEdited(typed !== '');
}

/**
 * Follows the `from` field (the title) until the editor types a slug of their own; a record that
 * already has a slug differing from its title's keeps it.
 */
export function SlugInput({ field, value, onChange, error, disabled, record }: FieldInputProps<SlugField>) {
  const slug = asText(value);
  const markTyped = useFollowedAddress(asText(record[field.from]), slug, onChange);
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
        markTyped(event.target.value);
        onChange(event.target.value);
      }}
      error={Boolean(error)}
      helperText={help}
      disabled={disabled || field.readOnly}
      fullWidth
    />
  );
}
