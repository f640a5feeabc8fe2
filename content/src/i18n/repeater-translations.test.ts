import { describe, expect, it } from 'vitest';
import { experts } from '../types/experts/index';
import { validateRecord } from '../validation';
import { localizeRecord } from './localize';
import { translationStatus, translationsKey } from './translations';

const sessions = [
  { day: 'mon', start: '09:00', end: '13:00', place: 'OPD Block A, Room 1' },
  { day: 'wed', start: '17:00', end: '19:00', place: 'Evening clinic, Room 3' },
];

describe("a repeater's translated sub-fields (a session's room)", () => {
  it('reads the rooms in the language, row by row, the days and times staying the default', () => {
    const record = { title: 'Dr. A', opd_sessions: sessions, [translationsKey]: { hi: { values: { title: 'डॉ. ए', opd_sessions: [{ place: 'ओपीडी ब्लॉक A, कमरा 1' }] }, basis: {}, savedAt: '' } } };
    const hindi = localizeRecord(experts, record, 'hi');
    expect(hindi.opd_sessions).toEqual([
      { day: 'mon', start: '09:00', end: '13:00', place: 'ओपीडी ब्लॉक A, कमरा 1' },
      { day: 'wed', start: '17:00', end: '19:00', place: 'Evening clinic, Room 3' },
    ]);
    // The second room is not translated yet: it shows in English, and the field says so.
    expect(hindi._fallback).toContain('opd_sessions');
  });

  it('takes only the translated sub-fields in a translation, and counts the rooms in the translation status', () => {
    const ok = validateRecord(experts, { title: 'Dr. A', departments: ['d1'], opd_sessions: sessions, translations: { hi: { values: { opd_sessions: [{ place: 'कमरा 1' }, null] } } } });
    expect(ok.ok).toBe(true);
    const refused = validateRecord(experts, { title: 'Dr. A', departments: ['d1'], opd_sessions: sessions, translations: { hi: { values: { opd_sessions: [{ place: 'कमरा 1', start: '10:00' }] } } } });
    expect(refused.ok ? {} : refused.errors).toEqual({ 'translations.hi.values.opd_sessions.0.start': 'Unknown field: start.' });
    expect(translationStatus(experts, { title: 'Dr. A', opd_sessions: sessions }, 'hi').missing).toContain('opd_sessions');
    expect(translationStatus(experts, { title: 'Dr. A', opd_sessions: [{ day: 'mon', start: '09:00', end: '13:00', place: '' }] }, 'hi').missing).not.toContain('opd_sessions');
  });
});
