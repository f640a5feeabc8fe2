import { formatDayMonYear } from '../../../shared/format/dates';
import { HtmlContent } from '../../ui/html-content';
import { useLoadMore } from '../../ui/load-more';
import { LoadMoreButton } from '../../ui/load-more-button';
import type { TemplateProps } from '../template-types';
import { conferenceRows, initialRows, rowsPerLoad } from './conference-rows';
import styles from './conferences-cme-template.module.css';

const headers = ['Sr No.', 'Date of CME', 'Object / Purpose', 'Topic', 'Location', 'Department', 'No. of Doctors', 'Name of Doctors'];

/** Conferences and CME: the table of SPEC §2, last entry first, 10 rows then 5 per Load More. */
export function Template({ page }: TemplateProps) {
  const rows = conferenceRows(page.templateData);
  const { visible, hasMore, loadMore, itemRef } = useLoadMore(rows, initialRows, rowsPerLoad, page._id);
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} />
      {rows.length > 0 && (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="Conferences and CME">
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
              {visible.map((row, index) => (
                <tr key={index} ref={itemRef(index)}>
                  <td>{index + 1}</td>
                  <td className={styles.nowrap}>{formatDayMonYear(row.date_of_cme) || row.date_of_cme}</td>
                  <td className={styles.multiline}>{row.object_purpose}</td>
                  <td>{row.topic}</td>
                  <td>{row.location}</td>
                  <td>{row.department}</td>
                  <td>{row.no_of_doctors}</td>
                  <td className={styles.multiline}>{row.name_of_doctors}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && <LoadMoreButton onClick={loadMore} />}
    </div>
  );
}
