import { describe, expect, it } from 'vitest';
import { conferenceRows } from './conference-rows';

const row = (topic: string) => ({ date_of_cme: '2026-11-21', object_purpose: null, topic, location: '', department: null, no_of_doctors: '3', name_of_doctors: null });

describe('conferenceRows', () => {
  it('lists the last entered conference first', () => {
    const rows = conferenceRows([{ name: 'conferences_cme_section_loop', value: null, repeaterValues: [row('First'), row('Second'), row('Third')] }]);
    expect(rows.map((r) => r.topic)).toEqual(['Third', 'Second', 'First']);
  });

  it('leaves out rows with every cell empty and gives empty cells as null', () => {
    const rows = conferenceRows([
      { name: 'conferences_cme_section_loop', value: null, repeaterValues: [{ topic: '' }, { location: 'Hall A' }] },
    ]);
    expect(rows).toEqual([
      { date_of_cme: null, object_purpose: null, topic: null, location: 'Hall A', department: null, no_of_doctors: null, name_of_doctors: null },
    ]);
  });

  it('gives no rows when the repeater is absent', () => {
    expect(conferenceRows([])).toEqual([]);
    expect(conferenceRows(null)).toEqual([]);
  });
});
