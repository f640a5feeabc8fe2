import { describe, expect, it } from 'vitest';
import { citiesOf, directionsHref, distanceKm, nearestLocation, openingHoursSchedule, schemaTypeOf, sitsAt, type NetworkLocation } from './locations';

const place = (slug: string, lat?: number, lng?: number, extra: Partial<NetworkLocation> = {}): NetworkLocation => ({ _id: `id-${slug}`, title: slug, slug, latitude: lat ?? null, longitude: lng ?? null, ...extra });

describe('the hospital network', () => {
  it('measures great-circle distances (Bhopal to Indore is about 170 km as the crow flies)', () => {
    expect(distanceKm({ lat: 23.2599, lng: 77.4126 }, { lat: 22.7196, lng: 75.8577 })).toBeGreaterThan(165);
    expect(distanceKm({ lat: 23.2599, lng: 77.4126 }, { lat: 22.7196, lng: 75.8577 })).toBeLessThan(175);
    expect(distanceKm({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0);
  });

  it('picks the nearest location with a map position, none without any', () => {
    const locations = [place('main', 23.2599, 77.4126), place('no-map'), place('lakeview', 23.2425, 77.3911), place('kothrud', 23.21, 77.44)];
    expect(nearestLocation(locations, { lat: 23.245, lng: 77.39 })?.slug).toBe('lakeview');
    expect(nearestLocation(locations, { lat: 23.2, lng: 77.45 })?.slug).toBe('kothrud');
    expect(nearestLocation([place('no-map')], { lat: 23.2, lng: 77.45 })).toBeNull();
  });

  it('seats a doctor where a session names the location, by id or slug, and at the main hospital when none is named', () => {
    const main = place('main', undefined, undefined, { is_main: true });
    const clinic = place('clinic');
    const doctor = { opd_sessions: [{ day: 'mon', start: '09:00', end: '13:00', location: 'id-clinic' }, { day: 'tue', start: '09:00', end: '13:00', location: '' }] };
    expect(sitsAt(doctor, clinic)).toBe(true);
    expect(sitsAt(doctor, main)).toBe(true);
    expect(sitsAt({ opd_sessions: [{ location: 'clinic' }] }, clinic)).toBe(true);
    expect(sitsAt({ opd_sessions: [{ location: 'id-main' }] }, clinic)).toBe(false);
    expect(sitsAt({}, clinic)).toBe(false);
  });

  it('names each city once, whatever its case and spaces', () => {
    expect(citiesOf([place('a', 0, 0, { city: 'Ambarpur' }), place('b', 0, 0, { city: ' ambarpur ' }), place('c', 0, 0, { city: 'Indore' }), place('d')])).toEqual(['Ambarpur', 'Indore']);
  });

  it('links directions to the map app by position, else by address, and types locations for schema.org', () => {
    expect(directionsHref(place('a', 23.2, 77.4))).toBe('https://www.google.com/maps/dir/?api=1&destination=23.2%2C77.4');
    expect(directionsHref(place('Clinic', undefined, undefined, { address: '22 Market Road' }))).toBe('https://www.google.com/maps/dir/?api=1&destination=Clinic%2C%2022%20Market%20Road');
    expect([schemaTypeOf('hospital'), schemaTypeOf('clinic'), schemaTypeOf('diagnostic-centre'), schemaTypeOf('opd-centre')]).toEqual(['Hospital', 'MedicalClinic', 'DiagnosticLab', 'MedicalClinic']);
  });

  it('reads opening hours as a schedule, leaving out rows that do not close after they open', () => {
    const schedule = openingHoursSchedule({ opening_hours: [{ day: 'mon', opens: '08:00', closes: '20:00' }, { day: 'tue', opens: '20:00', closes: '08:00' }, { day: 'xyz', opens: '08:00', closes: '09:00' }] });
    expect(schedule?.sessions).toEqual([{ day: 'mon', start: '08:00', end: '20:00', place: '' }]);
    expect(openingHoursSchedule({ opening_hours: [] })).toBeNull();
  });
});
