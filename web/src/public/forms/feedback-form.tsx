import { feedbackForm } from '@hospital/content/forms/declarations';
import { PublicFormView } from './public-form';
import { usePublicForm } from './use-public-form';

/**
 * The feedback form (`POST feedbackforms`). The spec keeps its failure text without showing it;
 * we show it in red above the button, so a patient knows the feedback did not arrive.
 */
export function FeedbackForm() {
  const state = usePublicForm(feedbackForm);
  return <PublicFormView form={feedbackForm} state={state} errorPlacement="above-button" />;
}
