import { use } from 'react';
import { loadTemplate } from '../templates/registry';

/**
 * The manage page's code travels in the booking page's template chunk (its `FixedPage`): a chunk
 * of its own would make the bundler split modules it shares with the entry into more chunks,
 * which every page's HTML would then preload.
 */
export const manageAppointmentTemplate = 'book-appointment';

/** Before hydrating the manage page, its chunk must be there. */
export const preloadManagePage = (): Promise<unknown> => loadTemplate(manageAppointmentTemplate);

/** The manage page (call inside a Suspense boundary). */
export function ManageAppointmentRoute() {
  const { FixedPage } = use(loadTemplate(manageAppointmentTemplate));
  return FixedPage ? <FixedPage /> : null;
}
