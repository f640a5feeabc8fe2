import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { ContentType } from '@hospital/content/content-type';
import type { SlugField } from '@hospital/content/fields';
import { slugify } from '@hospital/content/slug';
import { useEffect, useState } from 'react';
import { contentKeys, fetchContentRecord } from '../api/content-api';
import { useEditedContentType } from './content-type-context';
import type { FieldInputProps } from './field-input-types';
import { asText, fieldLabel, helperText } from './field-label';

/**
 * The public address a slug gives, when the type has public pages (`/blogs/{slug}`). A doctor's
 * address also names one of their departments: `departmentSlug` fills it, and without one (no
 * department chosen yet) there is no address to show.
 */
export function slugAddress(path: string | undefined, slug: string, departmentSlug?: string): string | undefined {
  if (!path || slug === '') return undefined;
  if (path.includes('{departmentSlug}') && !departmentSlug) return undefined;
  return path.replace('{slug}', slug).replace('{departmentSlug}', departmentSlug ?? '');
}

/** The departments a record is tagged with (ids), when its type's addresses name one. */
function departmentIds(type: ContentType | null | undefined, record: Record<string, unknown>): string[] {
  const scope = type?.departmentScope;
  if (!type?.publicPage?.path.includes('{departmentSlug}') || !scope || scope === 'self') return [];
  const value = record[scope.field];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');
}

/** The slug of the record's first department, read from the studio's record cache. */
function useFirstDepartmentSlug(type: ContentType | null | undefined, record: Record<string, unknown>): { slug: string | undefined; count: number } {
  const ids = departmentIds(type, record);
  const scope = type?.departmentScope;
  const relation = scope && scope !== 'self' ? type.fields.find((f) => f.name === scope.field) : undefined;
  const to = relation?.type === 'relation' ? relation.to : '';
  const first = ids[0] ?? '';
  const department = useQuery({
    queryKey: contentKeys.record(to, first),
    queryFn: () => fetchContentRecord(to, first),
    enabled: to !== '' && first !== '',
    staleTime: 60_000,
    retry: false,
  });
  const slug = department.data?.slug;
  return { slug: typeof slug === 'string' && slug !== '' ? slug : undefined, count: ids.length };
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
  const department = useFirstDepartmentSlug(type, record);
  const path = type?.publicPage?.path;
  const address = slugAddress(path, slug, department.slug);
  const where = address
    ? `Web address: ${window.location.origin}${address}${department.count > 1 ? " (and the same under each of the other departments)" : ''}`
    : path?.includes('{departmentSlug}') && slug !== ''
      ? 'The web address shows here once a department is chosen.'
      : undefined;
  const help = error ?? [where, helperText(field, undefined)].filter(Boolean).join(' · ');
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
