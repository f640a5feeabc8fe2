import { AppointmentForm } from '../../forms/appointment-form';
import type { TemplateModule, TemplateProps } from '../template-types';
import { FormPage, formPageLayout } from './form-page';

/** Book an appointment: the appointment form beside the contact details. */
export function Template({ page }: TemplateProps) {
  return <FormPage page={page} form={<AppointmentForm />} />;
}

export const layout: TemplateModule['layout'] = formPageLayout;
