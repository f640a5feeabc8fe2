import { relationRefs, type PublicRecordOf, type RelationRef } from '@hospital/content/records';
import type { expertCategories } from '@hospital/content/types/expert-categories/index';
import type { experts } from '@hospital/content/types/experts/index';
import { recordPath } from '@hospital/content/public-urls';
import type { NetworkLocation } from '@hospital/content/network/locations';

// Records as the public listings answer, derived from the declarations (`PublicRecordOf`): a
// field added to a type is here at once. Only type imports of the declarations: the website does
// not ship them.

export type { RelationRef };

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

export type ExpertCategory = PublicRecordOf<typeof expertCategories>;
/** A location of the hospital network (issue 48), as its public listing answers. */
export type Location = PublicRecord & NetworkLocation & { description?: string | null; photos?: readonly { imageUrl?: string | null; caption?: string | null }[] | null };
export type Expert = PublicRecordOf<typeof experts>;

/**
 * The department relations of a doctor in their stored order, whatever shape `departments` has
 * (SPEC §3): resolved ones as they are, bare ids looked up in `categories`, else left out.
 */
export function departmentsOf(expert: { departments?: unknown }, categories: readonly RelationRef[] = []): RelationRef[] {
  return relationRefs(expert.departments, categories);
}

/** The department ids of a doctor, whatever shape `departments` has (bare ids included). */
export function departmentIds(expert: { departments?: unknown }): string[] {
  const raw: unknown = expert.departments;
  const list: unknown[] = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((d) => (typeof d === 'string' ? d : (d as { _id?: unknown } | null)?._id))
    .filter((id): id is string => typeof id === 'string' && id !== '');
}

/**
 * The doctor's profile path, `/our-experts/{department slug}/{doctor slug}`, through the given
 * department when the doctor belongs to it, else the first; null when either slug is missing.
 */
export function doctorPath(expert: { departments?: unknown; slug?: string | null }, departmentId?: string | null): string | null {
  const departments = departmentsOf(expert);
  const department = departments.find((d) => d._id === departmentId) ?? departments[0];
  if (!department?.slug || !expert.slug) return null;
  return recordPath('experts', { departmentSlug: department.slug, slug: expert.slug }) ?? null;
}

/** The colleagues a doctor's page lists: others of the same department, by name, at most six. */
export function colleaguesOf(expert: Expert, category: ExpertCategory, experts: readonly Expert[]): Expert[] {
  return experts
    .filter((e) => e._id !== expert._id && departmentIds(e).includes(category._id))
    .sort((a, b) => a.title.localeCompare(b.title))
    .slice(0, 6);
}
