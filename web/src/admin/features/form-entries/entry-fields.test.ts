import { describe, expect, it } from 'vitest';
import { adjacentEntry, entryColumns, entryDetails, entryFilterQuery, entrySender, type FormEntry } from './entry-fields';

const discharge: FormEntry = {
  _id: 'e1',
  kind: 'getintouch',
  createdAt: '2026-11-21T09:30:00.000Z',
  patientName: 'Ravi Kumar',
  uhidNo: 'UH-1',
  fullName: 'Meena Kumar',
  phone: '98450 00000',
  email: 'meena@example.com',
  comments: 'Thank you',
  submit_ip: '203.0.113.9',
  remote_ip: null,
};

describe('form entry details', () => {
  it('labels every value as the form declares it, in the form order, then when and where from', () => {
    const rows = entryDetails(discharge);
    expect(rows.slice(0, 3)).toEqual([
      { label: 'Patient Name', value: 'Ravi Kumar' },
      { label: 'UHID No', value: 'UH-1' },
      { label: 'Date Time of Admission', value: '' },
    ]);
    expect(rows.map((r) => r.label)).toContain('Relationship to The Patient');
    expect(rows.at(-2)).toEqual({ label: 'IP address (sent by the browser)', value: '203.0.113.9' });
    expect(rows.at(-1)).toEqual({ label: 'IP address (seen by the server)', value: 'Unknown' });
  });

  it('names the sender by the form summary fields (full name for discharge feedback)', () => {
    expect(entrySender(discharge)).toEqual({ name: 'Meena Kumar', phone: '98450 00000', email: 'meena@example.com' });
  });

  it('puts only the filters that are set in the query', () => {
    expect(entryFilterQuery({ kind: 'contact', from: '2026-11-01', to: '', q: '  ' }).toString()).toBe('kind=contact&from=2026-11-01');
    expect(entryFilterQuery({ kind: 'appointment', from: '', to: '', q: '', status: 'new', assignee: 'none', department: 'Cardiology' }).toString()).toBe(
      'kind=appointment&status=new&assignee=none&department=Cardiology',
    );
  });

  it('lists appointments by the date and time asked for, department and doctor; discharge feedback by patient and UHID', () => {
    expect(entryColumns('appointment').map((c) => c.label)).toEqual(['Name', 'Phone', 'Requested for', 'Department', 'Doctor', 'Language']);
    expect(entryColumns('getintouch').map((c) => c.label)).toEqual(['Patient', 'UHID', 'Sent by', 'Phone', 'Language']);
    expect(entryColumns('getintouch').map((c) => c.value(discharge))).toEqual(['Ravi Kumar', 'UH-1', 'Meena Kumar', '98450 00000', 'English']);
    // The language the request was sent in (issue 32), in the list and in the entry.
    expect(entryColumns('contact').find((c) => c.key === 'language')?.value({ ...discharge, language: 'hi' })).toBe('Hindi');
    expect(entryDetails({ ...discharge, language: 'hi' })).toContainEqual({ label: 'Language', value: 'Hindi' });
  });

  it('moves to the next and the previous entry of the list, and stops at either end', () => {
    const list = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
    expect(adjacentEntry(list, 'b', 1)?._id).toBe('c');
    expect(adjacentEntry(list, 'b', -1)?._id).toBe('a');
    expect(adjacentEntry(list, 'c', 1)).toBeNull();
    expect(adjacentEntry(list, 'gone', 1)).toBeNull();
  });
});
