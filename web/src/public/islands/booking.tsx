import { AppointmentForm } from '../forms/appointment-form';
import { formTexts } from '../ui/form-texts';
import { hydrateIsland } from './preact-root';

/** The OPD booking form with its slot picker (issue 33, 47), started when the visitor reaches for it. */
export async function mount(element: HTMLElement): Promise<void> {
  await hydrateIsland(element, <AppointmentForm />, [formTexts]);
}
