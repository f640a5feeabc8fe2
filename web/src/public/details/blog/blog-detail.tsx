import type { PublicRecord, RelationRef } from '../../routing/public-records';
import { detailPath } from '../../routing/resolve-route';
import { useDates } from '../../ui/local-dates';
import { useLanguage } from '../../ui/language';
import { DetailArticle } from '../shared/detail-article';
import { relatedRecords, textOf } from '../shared/related';

export function BlogDetail({ record }: { record: PublicRecord }) {
  const category = record.blogCategory as RelationRef | null | undefined;
  const dates = useDates();
  const { messages: t } = useLanguage();
  return (
    <DetailArticle
      title={record.title}
      image={textOf(record.imageUrl)}
      imageAlt={textOf(record.imageUrlAlt)}
      facts={[
        { label: t.published, value: dates.blog(textOf(record.date)) },
        { label: t.category, value: category?.title ?? '' },
        { label: t.author, value: textOf(record.author) },
      ]}
      html={record.description}
      relatedTitle={t.recentPosts}
      related={{ list: 'blogs', links: (items) => relatedRecords(items, record, 'date').map((r) => ({ title: r.title, to: detailPath('blog', r.slug), note: dates.blog(textOf(r.date)) })) }}
    />
  );
}
