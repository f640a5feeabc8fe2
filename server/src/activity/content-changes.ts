import type { ContentType } from '@hospital/content/content-type';
import type { ActivityNote } from './activity-hook';

type Record_ = Record<string, unknown> & { _id: string };

const titleOf = (type: ContentType, record: Record_): string => {
  const value = record[type.titleField];
  return typeof value === 'string' && value !== '' ? value : record._id;
};

/** The labels of the fields whose values differ, in the declaration's order. */
export const changedFields = (type: ContentType, before: Record_, after: Record_): string[] => {
  const same = (name: string) => JSON.stringify(before[name] ?? null) === JSON.stringify(after[name] ?? null);
  const labels = type.fields.filter((f) => !same(f.name)).map((f) => f.label);
  if (!same('sortOrder')) labels.push('Sort order');
  return labels;
};

/** The log entry of a record created, changed (published, unpublished) or deleted. */
export function contentChangeNote(type: ContentType, before: Record_ | undefined, after: Record_ | undefined): ActivityNote {
  const record = (after ?? before) as Record_;
  const name = type.label.singular;
  const title = titleOf(type, record);
  const base = { contentType: type.key, recordId: record._id, recordTitle: title };
  if (!before) return { ...base, action: 'create', summary: `Created ${name.toLowerCase()} "${title}"${after?.status === 'active' ? ' (published)' : ' (not published)'}` };
  if (!after) return { ...base, action: 'delete', summary: `Deleted ${name.toLowerCase()} "${title}"` };
  const fields = changedFields(type, before, after);
  const changes = fields.length > 0 ? `: ${fields.join(', ')}` : ' (no field changed)';
  if (before.status !== after.status) {
    const action = after.status === 'active' ? 'publish' : 'unpublish';
    return { ...base, action, summary: `${action === 'publish' ? 'Published' : 'Unpublished'} ${name.toLowerCase()} "${title}"${fields.length > 0 ? `; changed ${fields.join(', ')}` : ''}` };
  }
  return { ...base, action: 'update', summary: `Changed ${name.toLowerCase()} "${title}"${changes}` };
}
