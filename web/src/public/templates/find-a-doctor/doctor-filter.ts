import { departmentsOf, type Expert } from '../../routing/public-records';

/**
 * The doctors matching a search and a department (SPEC §5): the search is a case-insensitive
 * substring of the doctor's name or of any of their department titles; the department matches a
 * department title exactly. Empty criteria match everyone. `found` are the doctors the site search
 * found for the same words (issue 16: "cardiologist", "cardiolgy"), matching too.
 */
export function filterDoctors<T extends Pick<Expert, '_id'> & { title?: string | null; departments?: unknown }>(experts: readonly T[], search: string, department: string, found: ReadonlySet<string> = new Set()): T[] {
  const query = search.trim().toLowerCase();
  return experts.filter((expert) => {
    const titles = departmentsOf(expert).map((d) => d.title);
    if (department && !titles.includes(department)) return false;
    if (!query || found.has(expert._id)) return true;
    return (expert.title ?? '').toLowerCase().includes(query) || titles.some((t) => t.toLowerCase().includes(query));
  });
}
