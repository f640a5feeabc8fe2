import { formatMonDdYyyy } from '../../../shared/format/dates';
import { useActiveList } from '../../data/lists';
import type { PublicRecord } from '../../routing/public-records';
import { detailPath } from '../../routing/resolve-route';
import { DetailArticle } from '../shared/detail-article';
import { relatedRecords, textOf } from '../shared/related';

export function CampDetail({ record }: { record: PublicRecord }) {
  const { items } = useActiveList<PublicRecord>('camps');
  return (
    <DetailArticle
      title={record.title}
      image={textOf(record.mediaimageUrl)}
      imageAlt={textOf(record.mediaimageUrlAlt)}
      facts={[{ label: 'Date', value: formatMonDdYyyy(textOf(record.campsdate)) }]}
      html={record.description}
      relatedTitle="More Camps"
      related={relatedRecords(items, record, 'campsdate').map((r) => ({ title: r.title, to: detailPath('camp', r.slug), note: formatMonDdYyyy(textOf(r.campsdate)) }))}
    />
  );
}
