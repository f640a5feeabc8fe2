import { useEffect, useMemo } from 'react';
import { appointmentForm } from '@hospital/content/forms/declarations';
import { useApiData } from '../data/api-data';
import { listFrom, useActiveList } from '../data/lists';
import type { Expert, ExpertCategory } from '../routing/public-records';
import { PublicFormView } from './public-form';
import { usePublicForm } from './use-public-form';

/**
 * The appointment form (`POST BookAppointmentForms`). Department options come from the active
 * departments and the doctors from `experts/expert-categories/{id}`; both are sent as titles. The
 * doctor select waits for a department (and for its doctors), and a new department clears it.
 * The spec keeps the failure text without showing it; we show it above the button.
 */
export function AppointmentForm() {
  const state = usePublicForm(appointmentForm);
  const departments = useActiveList<ExpertCategory>('expert-categories');
  const department = (departments.items ?? []).find((d) => d.title === state.values.department);
  const doctors = useApiData<unknown>(department ? `experts/expert-categories/${encodeURIComponent(department._id)}` : null);
  const doctorList = useMemo(() => (doctors.status === 'ready' ? (listFrom<Expert>(doctors.body) ?? []) : []), [doctors.status, doctors.body]);

  // SPEC §8: these failures are logged only; the selects stay empty.
  useEffect(() => {
    if (departments.error) console.error('Error fetching data:', departments.error.message);
  }, [departments.error]);
  useEffect(() => {
    if (doctors.error) console.error('Error fetching data:', doctors.error.message);
  }, [doctors.error]);

  const { setValue } = state;
  return (
    <PublicFormView
      form={appointmentForm}
      state={state}
      errorPlacement="above-button"
      visibleLabels
      selects={{
        department: {
          options: (departments.items ?? []).map((d) => ({ value: d.title, label: d.title })),
          onChange: () => setValue('doctor', ''),
        },
        doctor: {
          options: doctorList.map((d) => ({ value: d.title, label: d.title })),
          disabled: !department || doctors.status === 'loading',
        },
      }}
    />
  );
}
