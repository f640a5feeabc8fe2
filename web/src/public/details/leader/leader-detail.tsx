import type { PublicRecord } from '../../routing/public-records';
import { detailPath } from '../../routing/resolve-route';
import { useLanguage } from '../../ui/language';
import { DetailArticle } from '../shared/detail-article';
import { relatedRecords, textOf } from '../shared/related';

export function LeaderDetail({ record }: { record: PublicRecord }) {
  const { messages: t } = useLanguage();
  return (
    <DetailArticle
      title={record.title}
      image={textOf(record.imageUrl)}
      imageAlt={textOf(record.imageUrlAlt) || record.title}
      portrait
      facts={[{ label: t.designation, value: textOf(record.designation) }]}
      html={record.description}
      relatedTitle={t.ourLeadership}
      related={{ list: 'leaders', links: (items) => relatedRecords(items, record).map((r) => ({ title: r.title, to: detailPath('leader', r.slug), note: textOf(r.designation) })) }}
    />
  );
}
