import { describe, expect, it } from 'vitest';
import { experts } from '@hospital/content/types/experts/index';
import { changesInWords, rowChanges, valueWords } from './change-words';

const sessions = experts.fields.find((f) => f.name === 'opd_sessions');
const columns = sessions?.type === 'repeater' ? sessions.fields : [];
const monday = { day: 'mon', start: '09:00', end: '13:00', place: 'OPD Block A' };
const saturday = { day: 'sat', start: '09:00', end: '12:00' };

describe('the compare in words', () => {
  it('lists only the fields that changed: an empty list against nothing, or an empty text against none, is no change', () => {
    const before = { title: 'Dr. Asha Rao', opd_sessions: [], designation: '', seo: { title: '', description: '' } };
    const after = { title: 'Dr. Asha Rao', designation: undefined, opd_slot_minutes: 20 };
    expect(changesInWords(experts.fields, before, after).map((c) => c.name)).toEqual(['opd_slot_minutes']);
  });

  it('says a number as "15 → 20" under its label', () => {
    expect(changesInWords(experts.fields, { opd_slot_minutes: 15 }, { opd_slot_minutes: 20 })).toEqual([
      { name: 'opd_slot_minutes', label: 'Slot length (minutes)', kind: 'value', before: '15', after: '20' },
    ]);
  });

  it('tells a repeater row added, removed or changed in words, never as JSON', () => {
    expect(rowChanges(columns, [monday], [monday, saturday])).toEqual(['Added: Saturday 09:00–12:00']);
    expect(rowChanges(columns, [monday, saturday], [monday])).toEqual(['Removed: Saturday 09:00–12:00']);
    expect(rowChanges(columns, [monday], [{ ...monday, end: '14:00' }])).toEqual(['Changed: Monday 09:00–13:00 OPD Block A: Ends 13:00 → 14:00']);
    const [change] = changesInWords(experts.fields, { opd_sessions: [monday] }, { opd_sessions: [monday, saturday] });
    expect(change).toEqual({ name: 'opd_sessions', label: 'OPD sessions', kind: 'lines', lines: ['Added: Saturday 09:00–12:00'] });
    expect(JSON.stringify(change)).not.toContain('{\\"');
  });

  it('compares rich text as its words, and a relation by the records it names (their titles looked up by the screen)', () => {
    const changes = changesInWords(experts.fields, { description: '<p>Heart <strong>specialist</strong></p>', departments: ['a'.repeat(24)] }, { description: '<p>Heart and lung specialist</p>', departments: ['b'.repeat(24)] });
    expect(changes).toEqual([
      { name: 'description', label: expect.any(String), kind: 'text', before: 'Heart specialist', after: 'Heart and lung specialist' },
      { name: 'departments', label: 'Departments', kind: 'relation', to: 'expert-categories', before: ['a'.repeat(24)], after: ['b'.repeat(24)] },
    ]);
  });

  it('tells a translation changed by its language and field, and an object by its parts, in words', () => {
    const changes = changesInWords(experts.fields, { translations: { hi: { values: { designation: 'सलाहकार' }, basis: {}, savedAt: '' } } }, { translations: { hi: { values: { designation: 'वरिष्ठ सलाहकार' }, basis: { designation: 'x' }, savedAt: 'y' } } });
    expect(changes).toEqual([{ name: 'translations', label: 'Translations', kind: 'lines', lines: ['Hindi, Designation: सलाहकार → वरिष्ठ सलाहकार'] }]);
    // Only its stamps changed: no change to read.
    expect(changesInWords(experts.fields, { translations: { hi: { values: { designation: 'a' }, savedAt: '1' } } }, { translations: { hi: { values: { designation: 'a' }, savedAt: '2' } } })).toEqual([]);
    expect(valueWords({ type: 'seo' }, { title: 'Cardiology', keyword: '' })).toBe('Title: Cardiology');
    expect(valueWords({ type: 'date' }, '2026-12-05')).toBe('05/12/2026');
  });
});
