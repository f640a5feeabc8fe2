import { formatMonDdYyyy } from '../../../shared/format/dates';
import { useActiveList } from '../../data/lists';
import type { PublicRecord } from '../../routing/public-records';
import { detailPath } from '../../routing/resolve-route';
import { DetailArticle } from '../shared/detail-article';
import { relatedRecords, textOf } from '../shared/related';

export function EventDetail({ record }: { record: PublicRecord }) {
  const { items } = useActiveList<PublicRecord>('events');
  return (
    <DetailArticle
      title={record.title}
      image={textOf(record.imageUrl)}
      imageAlt={textOf(record.imageUrlAlt)}
      facts={[{ label: 'Date', value: formatMonDdYyyy(textOf(record.start_date)) }]}
      html={record.description}
      relatedTitle="More Events"
      related={relatedRecords(items, record, 'start_date').map((r) => ({ title: r.title, to: detailPath('event', r.slug), note: formatMonDdYyyy(textOf(r.start_date)) }))}
    />
  );
}
