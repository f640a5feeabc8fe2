import { describe, expect, it } from 'vitest';
import { locationChecks } from './location-checks';

describe('a location’s checks', () => {
  it('accepts opening hours that close after they open and a full map position', () => {
    expect(locationChecks({ opening_hours: [{ day: 'mon', opens: '09:00', closes: '13:00' }, { day: 'mon', opens: '16:00', closes: '20:00' }], latitude: 23.2, longitude: 77.4 })).toBeUndefined();
  });

  it('refuses hours that close before they open, overlapping spans of a day and half a map position', () => {
    expect(
      locationChecks({
        opening_hours: [
          { day: 'mon', opens: '09:00', closes: '13:00' },
          { day: 'tue', opens: '18:00', closes: '08:00' },
          { day: 'mon', opens: '12:00', closes: '14:00' },
        ],
        latitude: 23.2,
      }),
    ).toEqual({
      'opening_hours.1.closes': 'It must close after it opens (18:00).',
      'opening_hours.2.opens': 'It overlaps the Monday hours 09:00–13:00 (row 1).',
      longitude: 'A map position needs both the latitude and the longitude.',
    });
  });
});
