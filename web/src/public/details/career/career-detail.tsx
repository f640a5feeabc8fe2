import { settingText, useSiteSettings } from '../../data/site-settings';
import type { PublicRecord } from '../../routing/public-records';
import { detailPath } from '../../routing/resolve-route';
import { useDates } from '../../ui/local-dates';
import { useLanguage } from '../../ui/language';
import { DetailArticle } from '../shared/detail-article';
import { relatedRecords, textOf } from '../shared/related';
import styles from '../shared/detail.module.css';

export function CareerDetail({ record }: { record: PublicRecord }) {
  const { settings } = useSiteSettings();
  const dates = useDates();
  const { messages: t } = useLanguage();
  const email = settingText(settings, 'site_mail_id');
  return (
    <DetailArticle
      title={record.title}
      facts={[
        { label: t.datePosted, value: dates.short(textOf(record.date)) },
        { label: t.department, value: textOf(record.department) },
        { label: t.subGroupDetail, value: textOf(record.subGroup) },
        { label: t.educationalQualification, value: textOf(record.educationalQualification) },
        { label: t.experience, value: textOf(record.experience) },
      ]}
      html={record.description}
      relatedTitle={t.otherOpenings}
      related={{ list: 'hirings', links: (items) => relatedRecords(items, record, 'date').map((r) => ({ title: r.title, to: detailPath('career', r.slug), note: textOf(r.department) })) }}
    >
      {email && (
        <p className={styles.text}>
          <a className="button" href={`mailto:${email}?subject=${encodeURIComponent(`Application: ${record.title}`)}`}>
            {t.applyNow}
          </a>
        </p>
      )}
    </DetailArticle>
  );
}
