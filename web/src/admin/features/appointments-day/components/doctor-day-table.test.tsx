// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { DayBooking, DaySlot } from '@hospital/content/wire/appointments';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DayDoctor } from '../day-view';
import { DoctorDayTable, type DoctorDayActions } from './doctor-day-table';

const booking = (id: string, patientName: string, status: DayBooking['status'], time: string): DayBooking => ({
  _id: id,
  entryId: `entry-${id}`,
  reference: `APT-2026-00000${id}`,
  status,
  patientName,
  phone: '+91 98765 43210',
  doctorId: 'menon',
  doctor: 'Dr. Arvind Menon',
  start: '',
  time,
  place: 'Room 12',
});
const slot = (time: string, endTime: string, bookings: DayBooking[], extra: Partial<DaySlot> = {}): DaySlot => ({ start: time, time, endTime, place: 'Room 12', capacity: 2, blocked: false, bookings, ...extra });

const doctor: DayDoctor = {
  _id: 'menon',
  title: 'Dr. Arvind Menon',
  departments: ['Cardiology'],
  sessions: [{ start: '09:00', end: '10:00', place: 'Room 12' }],
  slots: [
    slot('09:00', '09:30', [booking('1', 'Asha Rao', 'booked', '09:00'), booking('2', 'Gone', 'cancelled', '09:00')]),
    slot('09:30', '10:00', [booking('3', 'Ravi Kumar', 'attended', '09:30'), booking('4', 'Meera', 'no_show', '09:30')]),
    slot('10:00', '10:30', [], { blocked: true }),
    slot('11:00', '11:15', [booking('5', '', 'booked', '11:00')], { capacity: 0 }),
  ],
  blocks: [{ _id: 'b1', doctorId: 'menon', date: '2026-12-01', start: '10:00', end: '10:30', reason: 'Ward round', createdAt: '', createdBy: null }],
};

function renderTable() {
  const calls: unknown[][] = [];
  const actions: DoctorDayActions = {
    onMark: (b, status) => calls.push(['mark', b._id, status]),
    onBlock: (target) => calls.push(['block', target]),
    onUnblock: (id, label) => calls.push(['unblock', id, label]),
    busyId: null,
  };
  render(
    <MemoryRouter>
      <DoctorDayTable doctor={doctor} date="2026-12-01" actions={actions} />
    </MemoryRouter>,
  );
  return calls;
}

describe("a doctor's day in the desk's view", () => {
  afterEach(cleanup);

  it('lists each booking by slot with the patient, the phone, the reference to the request and the status', () => {
    renderTable();
    const section = screen.getByRole('region', { name: 'Dr. Arvind Menon' });
    const asha = within(section).getByRole('row', { name: /Asha Rao/ });
    expect(asha.textContent).toContain('09:00');
    expect(within(asha).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(asha).getByRole('link', { name: 'Open request APT-2026-000001' }).getAttribute('href')).toBe('/admin/contactentries?kind=appointment&entry=entry-1');
    expect(within(section).getByRole('row', { name: /Gone/ }).textContent).toContain('Cancelled');
    // A free slot says what it still takes; a blocked one that it is blocked; an erased patient is said to be.
    expect(within(section).getByRole('row', { name: /10:00/ }).textContent).toContain('Blocked');
    expect(within(section).getByRole('row', { name: /11:00/ }).textContent).toContain('(erased)');
  });

  it('marks attendance, never on a cancelled booking, and undoes a mark', () => {
    const calls = renderTable();
    expect(screen.queryByRole('button', { name: /Gone/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark attended, Asha Rao' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark no-show, Asha Rao' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo: back to booked, Ravi Kumar' }));
    expect(calls).toEqual([
      ['mark', '1', 'attended'],
      ['mark', '1', 'no_show'],
      ['mark', '3', 'booked'],
    ]);
  });

  it('blocks a slot from its start to its end, a session, or the day; unblocks a block', () => {
    const calls = renderTable();
    expect(screen.queryByRole('button', { name: 'Block slot 10:00' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block slot 11:00' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Block slot 09:30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block session 09:00–10:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    const base = { doctorId: 'menon', doctor: 'Dr. Arvind Menon', date: '2026-12-01' };
    expect(calls).toEqual([
      ['block', { ...base, label: 'Block slot', start: '09:30', end: '10:00' }],
      ['block', { ...base, label: 'Block session', start: '09:00', end: '10:00' }],
      ['block', { ...base, label: 'Block day' }],
      ['unblock', 'b1', 'Dr. Arvind Menon, 10:00–10:30'],
    ]);
  });
});
