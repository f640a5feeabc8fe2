import { settingText, useSiteSettings } from '../../data/site-settings';
import type { PublicRecord } from '../../routing/public-records';
import { detailPath } from '../../routing/resolve-route';
import { useDates } from '../../ui/local-dates';
import { DetailArticle } from '../shared/detail-article';
import { relatedRecords, textOf } from '../shared/related';
import styles from '../shared/detail.module.css';

export function CareerDetail({ record }: { record: PublicRecord }) {
  const { settings } = useSiteSettings();
  const dates = useDates();
  const email = settingText(settings, 'site_mail_id');
  return (
    <DetailArticle
      title={record.title}
      facts={[
        { label: 'Date posted', value: dates.short(textOf(record.date)) },
        { label: 'Department', value: textOf(record.department) },
        { label: 'Sub group', value: textOf(record.subGroup) },
        { label: 'Educational qualification', value: textOf(record.educationalQualification) },
        { label: 'Experience', value: textOf(record.experience) },
      ]}
      html={record.description}
      relatedTitle="Other Openings"
      related={{ list: 'hirings', links: (items) => relatedRecords(items, record, 'date').map((r) => ({ title: r.title, to: detailPath('career', r.slug), note: textOf(r.department) })) }}
    >
      {email && (
        <p className={styles.text}>
          <a className="button" href={`mailto:${email}?subject=${encodeURIComponent(`Application: ${record.title}`)}`}>
            Apply Now
          </a>
        </p>
      )}
    </DetailArticle>
  );
}
