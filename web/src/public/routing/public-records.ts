/** Fields every record with a public page carries (the rest differ per type). */
export interface PublicRecord {
  _id: string;
  title: string;
  slug: string;
  description?: string | null;
  seo?: { title?: string | null; description?: string | null; keyword?: string | null } | null;
  createdAt?: string;
  updatedAt?: string;
  [field: string]: unknown;
}

/** A relation as public listings resolve it. */
export interface RelationRef {
  _id: string;
  title: string;
  slug?: string;
}

export interface ExpertCategory extends PublicRecord {
  imageUrl?: string | null;
}

export interface Expert extends PublicRecord {
  designation?: string | null;
  education?: string | null;
  imageUrl?: string | null;
  imageUrlAlt?: string | null;
  /** A list of relations, one relation, or bare ids (SPEC §3 allows all three). */
  departments?: RelationRef[] | RelationRef | string | string[] | null;
}

/** The department ids of an expert, whatever shape `departments` has. */
export function departmentIds(expert: Expert): string[] {
  const raw = expert.departments;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((d) => (typeof d === 'string' ? d : d?._id)).filter((id): id is string => typeof id === 'string' && id !== '');
}

/** The department relations of an expert, resolved against the categories when only ids are given. */
export function departmentsOf(expert: Expert, categories: readonly ExpertCategory[]): RelationRef[] {
  const raw = expert.departments;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((d) => {
      if (typeof d !== 'string') return d;
      const category = categories.find((c) => c._id === d);
      return category ? { _id: category._id, title: category.title, slug: category.slug } : null;
    })
    .filter((d): d is RelationRef => d !== null && typeof d === 'object' && typeof d._id === 'string');
}

/** The colleagues a doctor's page lists: others of the same department, by name, at most six. */
export function colleaguesOf(expert: Expert, category: ExpertCategory, experts: readonly Expert[]): Expert[] {
  return experts
    .filter((e) => e._id !== expert._id && departmentIds(e).includes(category._id))
    .sort((a, b) => a.title.localeCompare(b.title))
    .slice(0, 6);
}
