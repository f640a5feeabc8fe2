import { useActiveList } from '../../data/lists';
import { colleaguesOf, departmentsOf, type Expert, type ExpertCategory } from '../../routing/public-records';
import { expertCategoryPath, expertPath } from '../../routing/resolve-route';
import { DetailArticle } from '../shared/detail-article';
import { BookAppointmentLink } from '../../forms/booking-link';
import { doctorPlaceholder } from '../../ui/doctor-placeholder';
import { useLanguage } from '../../ui/language';
import { NextAvailable, OpdTimings, useOpdTimings } from './doctor-schedule';

/** /our-experts/{categorySlug}/{expertSlug}: one doctor's profile. */
export function ExpertPage({ expert, category }: { expert: Expert; category: ExpertCategory }) {
  // The server embeds this doctor, its departments and the colleagues shown, not every doctor and
  // department (see `embeddedRouteLists`).
  const embeddedFor = { for: expertPath(category.slug, expert.slug) };
  const categories = useActiveList<ExpertCategory>('expert-categories', { acceptPartial: embeddedFor }).items ?? [category];
  const experts = useActiveList<Expert>('experts', { acceptPartial: embeddedFor }).items ?? [];
  const departments = departmentsOf(expert, categories);
  const colleagues = colleaguesOf(expert, category, experts);
  const { messages: t } = useLanguage();
  // Issue 33: the hours come from the doctor's OPD schedule when they have one.
  const timings = useOpdTimings(expert);
  return (
    <DetailArticle
      title={expert.title}
      image={expert.imageUrl}
      imageAlt={expert.imageUrlAlt || expert.title}
      portrait
      fallbackImage={doctorPlaceholder}
      facts={[
        { label: t.designation, value: expert.designation ?? '' },
        { label: t.education, value: expert.education ?? '' },
        { label: t.languagesSpoken, value: expert.languages?.join(', ') ?? '' },
        { label: departments.length > 1 ? t.departments : t.department, value: departments.map((d) => d.title).join(', ') },
        { label: t.opdTimings, value: timings ? <OpdTimings lines={timings.lines} leave={timings.leave} /> : '' },
      ]}
      html={expert.description}
      lead={
        <>
          {timings && <NextAvailable doctorId={expert._id} />}
          <BookAppointmentLink department={category.title} doctor={expert.title} />
        </>
      }
      relatedTitle={t.moreIn(category.title)}
      related={[
        ...colleagues.map((c) => ({ title: c.title, to: expertPath(category.slug, c.slug), note: c.designation ?? '' })),
        { title: t.allDoctorsOf(category.title), to: expertCategoryPath(category.slug) },
      ]}
    />
  );
}
