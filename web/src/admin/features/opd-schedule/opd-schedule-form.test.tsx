// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ContentType } from '@hospital/content/content-type';
import { experts } from '@hospital/content/types/experts/index';
import { recordSchema, type RecordValue } from '@hospital/content/validation';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/en-gb';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerOverrides } from '../../shared/fields/overrides';
import { toFormValues } from '../../shared/form/form-values';
import { RecordFields } from '../../shared/form/record-fields';
import { OpdSchedulePreview } from './opd-schedule-preview';

/**
 * The doctor's screen's OPD schedule section (issue 33), with the declaration's own rules and
 * checks: rows of day, times and place are edited in the repeater, the cross-field checks show
 * beside their inputs, and the preview under the section follows the values as they change.
 */

// The doctor's declaration with the fields of its OPD schedule section only (the others need the API).
const opdFields = new Set(['title', 'opd_sessions', 'opd_slot_minutes', 'opd_per_slot', 'opd_from', 'opd_to', 'opd_leave']);
const doctorSchedule: ContentType = {
  ...experts,
  fields: experts.fields.filter((f) => opdFields.has(f.name)),
  formGroups: experts.formGroups?.filter((g) => g.title === 'OPD schedule'),
};

// A session row's location is chosen from the API's locations (none answer here: the row keeps the main hospital).
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });

function Harness() {
  const form = useForm<RecordValue>({
    resolver: zodResolver(recordSchema(doctorSchedule) as z.ZodType<RecordValue, RecordValue>),
    defaultValues: toFormValues(doctorSchedule, { title: 'Dr. Asha Mehta' }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as RecordValue;
  return (
    <QueryClientProvider client={queryClient}>
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
        <RecordFields type={doctorSchedule} control={form.control} disabled={false} record={values} />
        <button type="submit">Save</button>
      </form>
    </LocalizationProvider>
    </QueryClientProvider>
  );
}

const chooseDay = async (row: number, label: string) => {
  const select = document.getElementById(`field-opd_sessions-${row}-day`);
  if (!select) throw new Error(`no day select in row ${row}`);
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name: label }));
};
const type = (name: string, value: string) => {
  const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  fireEvent.change(input, { target: { value } });
};

describe("the OPD schedule on the doctor's screen", () => {
  beforeAll(() => registerOverrides('experts', { sections: { 'OPD schedule': OpdSchedulePreview } }));
  afterEach(cleanup);

  it('edits session rows (day, times, place), shows the cross-field checks beside their inputs and previews the slots', async () => {
    render(<Harness />);
    const section = screen.getByText('OPD schedule').closest('fieldset') as HTMLElement;
    expect(within(section).getByTestId('opd-preview').textContent).toContain('No complete session yet');

    fireEvent.click(within(section).getByRole('button', { name: 'Add OPD sessions row' }));
    await chooseDay(0, 'Monday');
    type('opd_sessions-0-start', '09:00');
    type('opd_sessions-0-end', '13:00');
    type('opd_sessions-0-place', 'OPD Block A, Room 12');
    await waitFor(() => expect(within(section).getByTestId('opd-preview').textContent).toContain('Monday 09:00–13:00, OPD Block A, Room 12: 16 slots of 15 minutes'));
    // The line the doctor's page will show, from the same words as the website's.
    expect(within(section).getByTestId('opd-preview-page').textContent).toContain('Monday: 9:00 AM – 1:00 PM, OPD Block A, Room 12');

    fireEvent.click(within(section).getByRole('button', { name: 'Add OPD sessions row' }));
    await chooseDay(1, 'Monday');
    type('opd_sessions-1-start', '12:00');
    type('opd_sessions-1-end', '11:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('The session must end after it starts (12:00).')).toBeTruthy();

    type('opd_sessions-1-end', '14:00');
    expect(await within(section).findByText('It overlaps the Monday session 09:00–13:00 (row 1).')).toBeTruthy();
    expect(within(section).queryByText('The session must end after it starts (12:00).')).toBeNull();
  });
});
