import { formatDayMonYear } from '../../../shared/format/dates';
import { HtmlContent } from '../../ui/html-content';
import { DataTable, serialColumn, TablePage, type DataColumn } from '../listing-kit/data-table';
import type { TemplateProps } from '../template-types';
import { conferenceRows, initialRows, rowsPerLoad, type ConferenceRow } from './conference-rows';

const columns: readonly DataColumn<ConferenceRow>[] = [
  serialColumn,
  { header: 'Date of CME', cell: (row) => formatDayMonYear(row.date_of_cme) || row.date_of_cme, wrap: 'nowrap' },
  { header: 'Object / Purpose', cell: (row) => row.object_purpose, wrap: 'lines' },
  { header: 'Topic', cell: (row) => row.topic },
  { header: 'Location', cell: (row) => row.location },
  { header: 'Department', cell: (row) => row.department },
  { header: 'No. of Doctors', cell: (row) => row.no_of_doctors },
  { header: 'Name of Doctors', cell: (row) => row.name_of_doctors, wrap: 'lines' },
];

/** Conferences and CME: the table of SPEC §2, last entry first, 10 rows then 5 per Load More. */
export function Template({ page }: TemplateProps) {
  return (
    <TablePage>
      <HtmlContent html={page.description} field="description" />
      <DataTable
        label="Conferences and CME"
        columns={columns}
        rows={conferenceRows(page.templateData)}
        wide
        paging={{ initial: initialRows, step: rowsPerLoad, resetKey: page._id }}
      />
    </TablePage>
  );
}
