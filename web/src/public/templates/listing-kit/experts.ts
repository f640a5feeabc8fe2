/** Shown for a doctor without a photo, or whose photo fails to load. */

/** A department as the experts listing resolves it. */
export interface Department {
  _id: string;
  title: string;
  slug: string;
}

/** A doctor as `experts/active` returns it. */
export interface Expert {
  _id: string;
  title?: string | null;
  slug?: string | null;
  designation?: string | null;
  education?: string | null;
  imageUrl?: string | null;
  imageUrlAlt?: string | null;
  /** Resolved departments; older content may hold one object or bare ids (SPEC §3). */
  departments?: unknown;
}

const isDepartment = (value: unknown): value is Department => {
  const d = value as Partial<Department> | null;
  return !!d && typeof d === 'object' && typeof d._id === 'string' && typeof d.title === 'string';
};

/** The doctor's resolved departments in their stored order; unresolved ids are left out. */
export function departmentsOf(expert: Expert): Department[] {
  const raw = expert.departments;
  const list = Array.isArray(raw) ? raw : raw == null ? [] : [raw];
  return list.filter(isDepartment).map((d) => ({ _id: d._id, title: d.title, slug: typeof d.slug === 'string' ? d.slug : '' }));
}

/**
 * The doctor's profile path, `/our-experts/{department slug}/{expert slug}`, through the given
 * department when the doctor belongs to it, else the first; null when either slug is missing.
 */
export function expertPath(expert: Expert, departmentId?: string | null): string | null {
  const departments = departmentsOf(expert);
  const department = departments.find((d) => d._id === departmentId) ?? departments[0];
  if (!department?.slug || !expert.slug) return null;
  return `/our-experts/${department.slug}/${expert.slug}`;
}
