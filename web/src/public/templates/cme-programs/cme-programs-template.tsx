import { templateRows } from '@hospital/content/templates/index';
import { formatDayMonYear } from '../../../shared/format/dates';
import { HtmlContent } from '../../ui/html-content';
import type { TemplateProps } from '../template-types';
import styles from './cme-programs-template.module.css';

const headers = ['Sr No.', 'Date of Program', 'Title/ Subject', 'Resource Faculty/ Speakers'];

/** CME programs: a table of the programs in the order entered; the speakers cell is rich text. */
export function Template({ page }: TemplateProps) {
  const rows = templateRows(page.templateData, 'cme_program_section').filter(
    (row) => row.date_of_program || row.title_subject || row.resource_faculty_speakers,
  );
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} />
      {rows.length > 0 && (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="CME programs">
          <table className={styles.table}>
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <td>{index + 1}</td>
                  <td className={styles.nowrap}>{formatDayMonYear(row.date_of_program) || row.date_of_program}</td>
                  <td>{row.title_subject}</td>
                  <td>
                    <HtmlContent html={row.resource_faculty_speakers} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
