import { formatMonDdYyyy } from '../../../shared/format/dates';
import { useActiveList } from '../../data/lists';
import type { PublicRecord } from '../../routing/public-records';
import { detailPath } from '../../routing/resolve-route';
import { DetailArticle } from '../shared/detail-article';
import { relatedRecords, textOf } from '../shared/related';

export function MediaCoverageDetail({ record }: { record: PublicRecord }) {
  const { items } = useActiveList<PublicRecord>('media-coverage');
  return (
    <DetailArticle
      title={record.title}
      image={textOf(record.mediaimageUrl)}
      imageAlt={textOf(record.mediaimageUrlAlt)}
      facts={[{ label: 'Date', value: formatMonDdYyyy(textOf(record.coveragedate)) }]}
      html={record.description}
      relatedTitle="More Media Coverage"
      related={relatedRecords(items, record, 'coveragedate').map((r) => ({ title: r.title, to: detailPath('mediaCoverage', r.slug), note: formatMonDdYyyy(textOf(r.coveragedate)) }))}
    />
  );
}
