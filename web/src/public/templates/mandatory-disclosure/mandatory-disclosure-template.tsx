import { templateRows } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { ContentLink } from '../home/content-link';
import { useLanguage } from '../../ui/language';
import { DataTable, serialColumn, TablePage, type CellLanguage, type DataColumn } from '../listing-kit/data-table';
import type { TemplateProps } from '../template-types';
import styles from './mandatory-disclosure-template.module.css';

type DisclosureRow = Record<string, string | null | undefined>;

/** "Read More" to the uploaded document (new tab), else to the page link; "-" when neither is set. */
function readMore(row: DisclosureRow, index: number, { t }: CellLanguage) {
  if (row.file_upload) {
    return (
      <a href={row.file_upload} target="_blank" rel="noopener noreferrer" className={styles.readMore}>
        {t.readMore}<span className="visually-hidden">{t.documentInNewTab(index + 1)}</span>
      </a>
    );
  }
  if (row.page_link) {
    return (
      <ContentLink to={row.page_link} className={styles.readMore}>
        {t.readMore}<span className="visually-hidden">{t.itemNumber(index + 1)}</span>
      </ContentLink>
    );
  }
  return '-';
}

const columns: readonly DataColumn<DisclosureRow>[] = [
  serialColumn,
  { header: (t) => t.detailsOfInformation, cell: (row) => <HtmlContent html={row.details_of_information} /> },
  { header: (t) => t.details, cell: readMore, wrap: 'nowrap' },
];

/** Mandatory disclosure: Sr No., the details (rich text) and a "Read More" to its document or page. */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const rows = templateRows(page.templateData, 'details_of_information_section').filter(
    (row) => row.details_of_information || row.file_upload || row.page_link,
  );
  return (
    <TablePage>
      <HtmlContent html={page.description} field="description" />
      <DataTable label={t.mandatoryDisclosures} columns={columns} rows={rows} />
    </TablePage>
  );
}
