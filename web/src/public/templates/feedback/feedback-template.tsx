import { FeedbackForm } from '../../forms/feedback-form';
import { FormPage, formPageLayout } from '../book-appointment/form-page';
import type { TemplateModule, TemplateProps } from '../template-types';

/** Feedback: the feedback form beside the contact details. */
export function Template({ page }: TemplateProps) {
  return <FormPage page={page} form={<FeedbackForm />} />;
}

export const layout: TemplateModule['layout'] = formPageLayout;
