import { departmentsOf, type Expert } from '../../routing/public-records';

/**
 * The doctors matching a search and a department (SPEC §5): the search is a case-insensitive
 * substring of the doctor's name or of any of their department titles; the department matches a
 * department title exactly. Empty criteria match everyone. `found` are the doctors the site search
 * found for any word of the same search, best match first (issue 31: "child specialist", "knee
 * pain", "dil ka doctor"): they come first, in that order, then the other substring matches.
 */
export function filterDoctors<T extends Pick<Expert, '_id'> & { title?: string | null; departments?: unknown }>(experts: readonly T[], search: string, department: string, found: ReadonlySet<string> = new Set()): T[] {
  const query = search.trim().toLowerCase();
  const inDepartment = experts.filter((expert) => !department || departmentsOf(expert).some((d) => d.title === department));
  if (!query) return inDepartment;
  const byId = new Map(inDepartment.map((expert) => [expert._id, expert]));
  const ranked = [...found].flatMap((id) => {
    const expert = byId.get(id);
    return expert ? [expert] : [];
  });
  const substring = inDepartment.filter(
    (expert) => !found.has(expert._id) && ((expert.title ?? '').toLowerCase().includes(query) || departmentsOf(expert).some((d) => (d.title ?? '').toLowerCase().includes(query))),
  );
  return [...ranked, ...substring];
}
