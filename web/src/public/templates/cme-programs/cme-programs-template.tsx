import { templateRows } from '@hospital/content/templates/template-data';
import { useLanguage } from '../../ui/language';
import { HtmlContent } from '../../ui/html-content';
import { DataTable, serialColumn, TablePage, type DataColumn } from '../listing-kit/data-table';
import type { TemplateProps } from '../template-types';

type ProgramRow = Record<string, string | null | undefined>;

const columns: readonly DataColumn<ProgramRow>[] = [
  serialColumn,
  { header: (t) => t.dateOfProgram, cell: (row, _index, { dates }) => dates.table(row.date_of_program) || row.date_of_program, wrap: 'nowrap' },
  { header: (t) => t.titleSubject, cell: (row) => row.title_subject },
  { header: (t) => t.resourceFacultySpeakers, cell: (row) => <HtmlContent html={row.resource_faculty_speakers} /> },
];

/** CME programs: a table of the programs in the order entered; the speakers cell is rich text. */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const rows = templateRows(page.templateData, 'cme_program_section').filter(
    (row) => row.date_of_program || row.title_subject || row.resource_faculty_speakers,
  );
  return (
    <TablePage>
      <HtmlContent html={page.description} field="description" />
      <DataTable label={t.cmePrograms} columns={columns} rows={rows} />
    </TablePage>
  );
}
