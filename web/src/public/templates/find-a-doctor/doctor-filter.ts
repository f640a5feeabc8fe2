import { departmentsOf, type Expert } from '../listing-kit/experts';

/**
 * The doctors matching a search and a department (SPEC §5): the search is a case-insensitive
 * substring of the doctor's name or of any of their department titles; the department matches a
 * department title exactly. Empty criteria match everyone.
 */
export function filterDoctors<T extends Expert>(experts: readonly T[], search: string, department: string): T[] {
  const query = search.trim().toLowerCase();
  return experts.filter((expert) => {
    const titles = departmentsOf(expert).map((d) => d.title);
    if (department && !titles.includes(department)) return false;
    if (!query) return true;
    return (expert.title ?? '').toLowerCase().includes(query) || titles.some((t) => t.toLowerCase().includes(query));
  });
}
