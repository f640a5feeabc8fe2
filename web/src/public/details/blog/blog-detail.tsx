import type { PublicRecord, RelationRef } from '../../routing/public-records';
import { detailPath } from '../../routing/resolve-route';
import { useDates } from '../../ui/local-dates';
import { DetailArticle } from '../shared/detail-article';
import { relatedRecords, textOf } from '../shared/related';

export function BlogDetail({ record }: { record: PublicRecord }) {
  const category = record.blogCategory as RelationRef | null | undefined;
  const dates = useDates();
  return (
    <DetailArticle
      title={record.title}
      image={textOf(record.imageUrl)}
      imageAlt={textOf(record.imageUrlAlt)}
      facts={[
        { label: 'Published', value: dates.blog(textOf(record.date)) },
        { label: 'Category', value: category?.title ?? '' },
      ]}
      html={record.description}
      relatedTitle="Recent Posts"
      related={{ list: 'blogs', links: (items) => relatedRecords(items, record, 'date').map((r) => ({ title: r.title, to: detailPath('blog', r.slug), note: dates.blog(textOf(r.date)) })) }}
    />
  );
}
