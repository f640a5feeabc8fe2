import { getInTouchForm } from '@hospital/content/forms/declarations';
import { PublicFormView } from './public-form';
import { usePublicForm } from './use-public-form';

/** The discharge feedback form (`POST getintouchforms`); failure text in red above the button (SPEC §4). */
export function GetInTouchForm() {
  const state = usePublicForm(getInTouchForm);
  return <PublicFormView form={getInTouchForm} state={state} errorPlacement="above-button" visibleLabels />;
}
