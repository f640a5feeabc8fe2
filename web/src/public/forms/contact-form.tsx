import { contactForm } from '@hospital/content/forms/declarations';
import { PublicFormView } from './public-form';
import { usePublicForm } from './use-public-form';

/** The footer contact form (`POST contactfooter`); its failure text sits under the form (SPEC §4). */
export function ContactForm() {
  const state = usePublicForm(contactForm);
  return <PublicFormView form={contactForm} state={state} errorPlacement="below-form" />;
}
