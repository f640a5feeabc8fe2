import { useLanguage } from '../../ui/language';
import { HtmlContent } from '../../ui/html-content';
import { DataTable, serialColumn, TablePage, type DataColumn } from '../listing-kit/data-table';
import type { TemplateProps } from '../template-types';
import { conferenceRows, initialRows, rowsPerLoad, type ConferenceRow } from './conference-rows';

const columns: readonly DataColumn<ConferenceRow>[] = [
  serialColumn,
  { header: (t) => t.dateOfCme, cell: (row, _index, { dates }) => dates.table(row.date_of_cme) || row.date_of_cme, wrap: 'nowrap' },
  { header: (t) => t.objectPurpose, cell: (row) => row.object_purpose, wrap: 'lines' },
  { header: (t) => t.topic, cell: (row) => row.topic },
  { header: (t) => t.location, cell: (row) => row.location },
  { header: (t) => t.department, cell: (row) => row.department },
  { header: (t) => t.noOfDoctors, cell: (row) => row.no_of_doctors },
  { header: (t) => t.nameOfDoctors, cell: (row) => row.name_of_doctors, wrap: 'lines' },
];

/** Conferences and CME: the table of SPEC §2, last entry first, 10 rows then 5 per Load More. */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  return (
    <TablePage>
      <HtmlContent html={page.description} field="description" />
      <DataTable
        label={t.conferencesAndCme}
        columns={columns}
        rows={conferenceRows(page.templateData)}
        wide
        paging={{ initial: initialRows, step: rowsPerLoad, resetKey: page._id }}
      />
    </TablePage>
  );
}
