import { siteSettings } from '@hospital/content/types/site-settings/index';
import { describe, expect, it } from 'vitest';
import { settingsGroups, ungroupedFields } from './settings-groups';

describe('site settings groups', () => {
  it('place every declared field in exactly one group', () => {
    const grouped = settingsGroups.flatMap((g) => g.fields);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(ungroupedFields()).toEqual([]);
    const declared = new Set(siteSettings.fields.map((f) => f.name));
    for (const name of grouped) expect(declared.has(name), name).toBe(true);
  });
});
