import { timeOf } from '../../../shared/format/dates';
import type { PublicRecord } from '../../routing/public-records';

/** Up to `max` other records of the same list, newest first by `dateField` when given. */
export function relatedRecords<T extends PublicRecord>(list: readonly T[] | undefined, current: T, dateField?: string, max = 5): T[] {
  const others = (list ?? []).filter((r) => r._id !== current._id && typeof r.slug === 'string' && r.slug !== '');
  if (dateField) others.sort((a, b) => timeOf(b[dateField] as string | undefined) - timeOf(a[dateField] as string | undefined));
  return others.slice(0, max);
}

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
