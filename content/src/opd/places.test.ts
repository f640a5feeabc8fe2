import { describe, expect, it } from 'vitest';
import { placeIn, scheduleIn } from './places';
import { scheduleOf } from './schedule';

const doctor = {
  title: 'Dr. Arvind Menon',
  opd_sessions: [
    { day: 'mon', start: '09:00', end: '13:00', place: 'OPD Block A, Room 12' },
    { day: 'wed', start: '09:00', end: '13:00', place: 'OPD Block B, Room 3' },
    { day: 'fri', start: '14:00', end: '16:00', place: 'OPD Block A, Room 12' },
  ],
  translations: { hi: { values: { title: 'डॉ. अरविंद मेनन', opd_sessions: [{ place: 'ओपीडी ब्लॉक ए, कमरा 12' }, { place: '' }] }, basis: {}, savedAt: '' } },
};

describe("a doctor's rooms in the patient's language", () => {
  it('gives the schedule the translated rooms, the same sessions and times, English where a room has no translation', () => {
    const english = scheduleOf(doctor)!;
    const hindi = scheduleIn(doctor, 'hi')!;
    expect(hindi.sessions.map((s) => s.place)).toEqual(['ओपीडी ब्लॉक ए, कमरा 12', 'OPD Block B, Room 3', 'OPD Block A, Room 12']);
    expect(hindi.sessions.map(({ place: _p, ...rest }) => rest)).toEqual(english.sessions.map(({ place: _p, ...rest }) => rest));
    expect(scheduleIn(doctor, 'en')).toEqual(english);
    expect(scheduleIn({ title: 'Dr. Nobody' }, 'hi')).toBeNull();
  });

  it("names a booking's stored room in the language: the first session with that room, else as stored", () => {
    expect(placeIn(doctor, 'OPD Block A, Room 12', 'hi')).toBe('ओपीडी ब्लॉक ए, कमरा 12');
    expect(placeIn(doctor, 'OPD Block B, Room 3', 'hi')).toBe('OPD Block B, Room 3');
    // A later session with the room translates it when the first does not.
    const later = { ...doctor, translations: { hi: { values: { opd_sessions: [{ place: '' }, { place: '' }, { place: 'ओपीडी ब्लॉक ए, कमरा 12' }] }, basis: {}, savedAt: '' } } };
    expect(placeIn(later, 'OPD Block A, Room 12', 'hi')).toBe('ओपीडी ब्लॉक ए, कमरा 12');
    expect(placeIn(doctor, 'Old Wing, Room 1', 'hi')).toBe('Old Wing, Room 1');
    expect(placeIn(doctor, 'OPD Block A, Room 12', 'en')).toBe('OPD Block A, Room 12');
    expect(placeIn(undefined, 'OPD Block A, Room 12', 'hi')).toBe('OPD Block A, Room 12');
    expect(placeIn(doctor, '', 'hi')).toBe('');
  });
});
