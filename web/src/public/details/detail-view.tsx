import type { PublicRecord } from '../routing/public-records';
import type { DetailKind } from '../routing/resolve-route';
import { BlogDetail } from './blog/blog-detail';
import { CareerDetail } from './career/career-detail';
import { LeaderDetail } from './leader/leader-detail';
import { datedDetail } from './shared/dated-detail';
import { SpecialityDetail } from './speciality/speciality-detail';

const EventDetail = datedDetail({ list: 'events', kind: 'event', image: 'imageUrl', date: 'start_date', relatedTitle: (t) => t.moreEvents });
const MediaCoverageDetail = datedDetail({ list: 'media-coverage', kind: 'mediaCoverage', image: 'mediaimageUrl', date: 'coveragedate', relatedTitle: (t) => t.moreMediaCoverage });
const CampDetail = datedDetail({ list: 'camps', kind: 'camp', image: 'mediaimageUrl', date: 'campsdate', relatedTitle: (t) => t.moreCamps });

const views = {
  leader: LeaderDetail,
  blog: BlogDetail,
  event: EventDetail,
  mediaCoverage: MediaCoverageDetail,
  speciality: SpecialityDetail,
  camp: CampDetail,
  career: CareerDetail,
} satisfies Record<DetailKind, (props: { record: PublicRecord }) => unknown>;

/** The detail page of one record of a detail kind. */
export function DetailView({ detail, record }: { detail: DetailKind; record: PublicRecord }) {
  const View = views[detail];
  return <View record={record} />;
}
