import { FeedbackForm } from '../../forms/feedback-form';
import { FormPage, formPageLayout } from '../book-appointment/form-page';
import { Island } from '../../islands/island';
import type { TemplateModule, TemplateProps } from '../template-types';

/** Feedback: the feedback form beside the contact details. */
export function Template({ page }: TemplateProps) {
  return <FormPage page={page} form={
        <Island name="form" props={{ form: 'feedback' }}>
          <FeedbackForm />
        </Island>
      } />;
}

export const layout: TemplateModule['layout'] = formPageLayout;
