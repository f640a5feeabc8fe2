import { templateRows } from '@hospital/content/templates/index';
import { HtmlContent } from '../../ui/html-content';
import { ContentLink } from '../home/content-link';
import type { TemplateProps } from '../template-types';
import styles from './mandatory-disclosure-template.module.css';

/**
 * Mandatory disclosure: Sr No., the details (rich text) and "Read More" to the uploaded document
 * (new tab) or else the page link; "-" when neither is set.
 */
export function Template({ page }: TemplateProps) {
  const rows = templateRows(page.templateData, 'details_of_information_section').filter(
    (row) => row.details_of_information || row.file_upload || row.page_link,
  );
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} />
      {rows.length > 0 && (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="Mandatory disclosures">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Sr No.</th>
                <th scope="col">Details of information</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <td>{index + 1}</td>
                  <td>
                    <HtmlContent html={row.details_of_information} />
                  </td>
                  <td className={styles.details}>
                    {row.file_upload ? (
                      <a href={row.file_upload} target="_blank" rel="noopener noreferrer" className={styles.readMore}>
                        Read More<span className="visually-hidden"> (document {index + 1}, opens in a new tab)</span>
                      </a>
                    ) : row.page_link ? (
                      <ContentLink to={row.page_link} className={styles.readMore}>
                        Read More<span className="visually-hidden"> (item {index + 1})</span>
                      </ContentLink>
                    ) : (
                      '-'
                    )}
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
