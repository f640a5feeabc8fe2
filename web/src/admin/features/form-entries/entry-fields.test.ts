import { describe, expect, it } from 'vitest';
import { entryDetails, entryFilterQuery, entrySender, type FormEntry } from './entry-fields';

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
  });
});
