// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/en-gb';
import { afterEach, describe, expect, it } from 'vitest';
import { DayFilter } from './day-filter';

/** The studio's day inputs (lists' filters, the appointments' day view): shown as DD/MM/YYYY, whatever the browser's locale, kept as yyyy-mm-dd. */
describe('a day input of the studio', () => {
  afterEach(cleanup);

  it('shows a stored yyyy-mm-dd day as DD/MM/YYYY', () => {
    const { container } = render(
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <DayFilter label="Day" value="2026-12-05" onChange={() => undefined} />
      </LocalizationProvider>,
    );
    const input = container.querySelector<HTMLInputElement>('input');
    expect(input?.value).toBe('05/12/2026');
    expect(container.querySelector('input[type="date"]')).toBeNull();
  });
});
