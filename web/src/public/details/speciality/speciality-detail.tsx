import type { PublicRecord } from '../../routing/public-records';
import { detailPath } from '../../routing/resolve-route';
import { DetailArticle } from '../shared/detail-article';
import { relatedRecords, textOf } from '../shared/related';

export function SpecialityDetail({ record }: { record: PublicRecord }) {
  const image = textOf(record.mediaimageUrl) || textOf(record.imageUrl);
  return (
    <DetailArticle
      title={record.title}
      image={image}
      imageAlt={textOf(record.mediaimageUrlAlt) || textOf(record.imageUrlAlt)}
      html={record.description}
      relatedTitle="Other Specialities"
      related={{ list: 'specialities', links: (items) => relatedRecords(items, record, undefined, 8).map((r) => ({ title: r.title, to: detailPath('speciality', r.slug) })) }}
    />
  );
}
