import { templateRows, type TemplateDataEntry } from '@hospital/content/templates/template-data';

export interface ConferenceRow {
  date_of_cme: string | null;
  object_purpose: string | null;
  topic: string | null;
  location: string | null;
  department: string | null;
  no_of_doctors: string | null;
  name_of_doctors: string | null;
}

const columns = ['date_of_cme', 'object_purpose', 'topic', 'location', 'department', 'no_of_doctors', 'name_of_doctors'] as const;

/** The conferences, the last entered first (SPEC §2); rows with every cell empty are left out. */
export function conferenceRows(entries: readonly TemplateDataEntry[] | null | undefined): ConferenceRow[] {
  return templateRows(entries, 'conferences_cme_section_loop')
    .map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])) as unknown as ConferenceRow)
    .filter((row) => columns.some((column) => row[column]))
    .reverse();
}

/** Page sizes of SPEC §9: 10 rows, then 5 more per Load More. */
export const initialRows = 10;
export const rowsPerLoad = 5;
