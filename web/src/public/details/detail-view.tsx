import type { PublicRecord } from '../routing/public-records';
import type { DetailKind } from '../routing/resolve-route';
import { BlogDetail } from './blog/blog-detail';
import { CampDetail } from './camp/camp-detail';
import { CareerDetail } from './career/career-detail';
import { EventDetail } from './event/event-detail';
import { LeaderDetail } from './leader/leader-detail';
import { MediaCoverageDetail } from './media-coverage/media-coverage-detail';
import { SpecialityDetail } from './speciality/speciality-detail';

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
