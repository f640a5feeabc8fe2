import { use } from 'react';
import { trackChunk } from '../chunks/tracked-chunk';

type ManageModules = typeof import('./manage-page');

/** The manage page loads in its own chunk: no other page pays for it. */
let modules: Promise<ManageModules> | null = null;

export function loadManagePage(): Promise<ManageModules> {
  modules ??= trackChunk(import('./manage-page'), () => {
    modules = null;
  });
  return modules;
}

/** Before hydrating the manage page, its chunk must be there. */
export const preloadManagePage = (): Promise<unknown> => loadManagePage();

/** The manage page (call inside a Suspense boundary). */
export function ManageAppointmentRoute() {
  const { ManageAppointmentPage } = use(loadManagePage());
  return <ManageAppointmentPage />;
}
