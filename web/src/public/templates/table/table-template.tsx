import { templateRows } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { TablePage } from '../listing-kit/data-table';
import type { TemplateProps } from '../template-types';
import styles from './table-template.module.css';

/** Table (affiliations): rows of label and text from table_section, then the description. */
export function Template({ page }: TemplateProps) {
  const rows = templateRows(page.templateData, 'table_section').filter((row) => row.label || row.text);
  return (
    <TablePage>
      {rows.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{page.title}</caption>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <th scope="row">{row.label}</th>
                  <td className={styles.text}>{row.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <HtmlContent html={page.description} field="description" />
    </TablePage>
  );
}
