import { useActiveList } from '../../data/lists';
import { departmentsOf, type Expert, type ExpertCategory } from '../../routing/public-records';
import { expertCategoryPath, expertPath } from '../../routing/resolve-route';
import { DetailArticle } from '../shared/detail-article';
import { BookAppointmentLink } from '../../forms/booking-link';
import { doctorPlaceholder } from '../../ui/doctor-placeholder';
import { departmentIds } from '../../routing/public-records';

/** /our-experts/{categorySlug}/{expertSlug}: one doctor's profile. */
export function ExpertPage({ expert, category }: { expert: Expert; category: ExpertCategory }) {
  const categories = useActiveList<ExpertCategory>('expert-categories').items ?? [category];
  const experts = useActiveList<Expert>('experts').items ?? [];
  const departments = departmentsOf(expert, categories);
  const colleagues = experts
    .filter((e) => e._id !== expert._id && departmentIds(e).includes(category._id))
    .sort((a, b) => a.title.localeCompare(b.title))
    .slice(0, 6);
  return (
    <DetailArticle
      title={expert.title}
      image={expert.imageUrl}
      imageAlt={expert.imageUrlAlt || expert.title}
      portrait
      fallbackImage={doctorPlaceholder}
      facts={[
        { label: 'Designation', value: expert.designation ?? '' },
        { label: 'Education', value: expert.education ?? '' },
        { label: 'Languages', value: expert.languages?.join(', ') ?? '' },
        { label: departments.length > 1 ? 'Departments' : 'Department', value: departments.map((d) => d.title).join(', ') },
      ]}
      html={expert.description}
      relatedTitle={`More in ${category.title}`}
      related={[
        ...colleagues.map((c) => ({ title: c.title, to: expertPath(category.slug, c.slug), note: c.designation ?? '' })),
        { title: `All ${category.title} doctors`, to: expertCategoryPath(category.slug) },
      ]}
    >
      <p>
        <BookAppointmentLink department={category.title} doctor={expert.title} />
      </p>
    </DetailArticle>
  );
}
