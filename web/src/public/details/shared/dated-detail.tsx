import type { PublicListing } from '@hospital/content/records';
import type { ContentTypeKey } from '@hospital/content/registry';
import type { PublicRecord } from '../../routing/public-records';
import { detailPath, type DetailKind } from '../../routing/resolve-route';
import { useDates } from '../../ui/local-dates';
import { useLanguage } from '../../ui/language';
import type { SiteMessages } from '@hospital/content/i18n/messages/site';
import { DetailArticle } from './detail-article';
import { relatedRecords, textOf } from './related';

/** A dated record's detail page: its list, its image and date fields, and the heading of "More …". */
interface DatedDetailSpec<K extends ContentTypeKey> {
  list: K;
  kind: DetailKind;
  /** Field names of the list's records: a name the declaration does not have does not compile. */
  image: keyof PublicListing<K> & string;
  date: keyof PublicListing<K> & string;
  /** Picks the heading from the page's catalogue ("More Events"). */
  relatedTitle: (t: SiteMessages) => string;
}

/** The detail page of a dated record (an event, a camp, a media coverage): its date, and the newest others of its list. */
export function datedDetail<K extends ContentTypeKey>({ list, kind, image, date, relatedTitle }: DatedDetailSpec<K>) {
  return function DatedDetail({ record }: { record: PublicRecord }) {
    const dates = useDates();
    const { messages: t } = useLanguage();
    return (
      <DetailArticle
        title={record.title}
        image={textOf(record[image])}
        imageAlt={textOf(record[`${image}Alt`])}
        facts={[{ label: t.date, value: dates.short(textOf(record[date])) }]}
        html={record.description}
        relatedTitle={relatedTitle(t)}
        related={{ list, links: (items) => relatedRecords(items, record, date).map((r) => ({ title: r.title, to: detailPath(kind, r.slug), note: dates.short(textOf(r[date])) })) }}
      />
    );
  };
}
