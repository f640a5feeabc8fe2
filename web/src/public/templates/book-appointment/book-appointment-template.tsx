import { listFrom, partialList, stubRecord } from '../../data/lists';
import { AppointmentForm } from '../../forms/appointment-form';
import type { Expert, ExpertCategory } from '../../routing/public-records';
import { Island } from '../../islands/island';
import type { TemplateModule, TemplateProps } from '../template-types';
import { FormPage, formPageLayout } from './form-page';

/** `/manage-appointment?token=…` is the booking's own page: loaded with the booking page's code. */
export { ManageAppointmentPage as FixedPage } from '../../opd-booking/manage-page';

/** Book an appointment: the appointment form beside the contact details. */
export function Template({ page }: TemplateProps) {
  return <FormPage page={page} form={
        <Island name="booking">
          <AppointmentForm />
        </Island>
      } />;
}

/**
 * The departments and the chosen department's doctors the form's selects offer, each cut to its
 * id, name and departments (not a doctor's biography, most of the answer). Never every doctor:
 * a department is chosen first (issue 46).
 */
export const embeddedLists: NonNullable<TemplateModule['embeddedLists']> = (read, paths) => {
  const lists: Record<string, unknown> = {};
  for (const path of paths.filter((p) => p.startsWith('experts/expert-categories/') || p.startsWith('experts/active?q='))) {
    const body = read(path);
    const experts = listFrom<Expert>(body);
    if (experts) lists[path] = partialList(body, experts.map((expert) => stubRecord(expert, ['_id', 'title', 'departments'])));
  }
  const categoryBody = read('expert-categories/active');
  const categories = listFrom<ExpertCategory>(categoryBody);
  if (categories) lists['expert-categories/active'] = partialList(categoryBody, categories.map((category) => stubRecord(category, ['_id', 'title'])));
  return lists;
};

export const layout: TemplateModule['layout'] = formPageLayout;
