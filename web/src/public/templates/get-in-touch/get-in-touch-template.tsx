import { GetInTouchForm } from '../../forms/get-in-touch-form';
import { FormPage, formPageLayout } from '../book-appointment/form-page';
import { Island } from '../../islands/island';
import type { TemplateModule, TemplateProps } from '../template-types';

/** Get in touch (discharge feedback): the Address, Call Us and Mail Us cards, then the form beside the contact details. */
export function Template({ page }: TemplateProps) {
  return <FormPage page={page} form={
        <Island name="form" props={{ form: 'get-in-touch' }}>
          <GetInTouchForm />
        </Island>
      } withCards />;
}

export const layout: TemplateModule['layout'] = formPageLayout;
