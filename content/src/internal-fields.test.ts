import { describe, expect, it } from 'vitest';
import { date, repeater, text } from './fields';
import { withoutInternalFields } from './internal-fields';
import { contentTypes } from './registry';
import { experts } from './types/experts/index';
import { translatableFields } from './i18n/translations';

describe('internal fields', () => {
  it("leaves out a doctor's reason for leave and keeps the leave's dates", () => {
    const record = { title: 'Dr. A', opd_leave: [{ from: '2026-12-01', to: '2026-12-05', reason: 'Family wedding' }] };
    const shown = withoutInternalFields(experts.fields, record);
    expect(shown.opd_leave).toEqual([{ from: '2026-12-01', to: '2026-12-05' }]);
    expect(JSON.stringify(shown)).not.toContain('Family wedding');
    expect(record.opd_leave[0]?.reason).toBe('Family wedding');
  });

  it('leaves out a whole internal field and keeps rows that are not objects as they are', () => {
    const fields = [text('note', 'Note', { internal: true }), repeater('rows', 'Rows', { fields: [date('day', 'Day'), text('why', 'Why', { internal: true })] })];
    expect(withoutInternalFields(fields, { note: 'secret', rows: [{ day: '2026-12-01', why: 'x' }, null], other: 1 })).toEqual({ rows: [{ day: '2026-12-01' }, null], other: 1 });
  });

  it('is never searched, translated or named in a public listing', () => {
    for (const type of contentTypes) {
      const internal = type.fields.flatMap((f) => [...(f.internal ? [f.name] : []), ...(f.type === 'repeater' ? f.fields.filter((s) => s.internal).map((s) => `${f.name}.${s.name}`) : [])]);
      for (const name of internal) {
        expect(type.search?.fields ?? [], `${type.key}.${name}`).not.toContain(name);
        expect(type.publicListing?.fields ?? [], `${type.key}.${name}`).not.toContain(name);
        expect(type.searchFields, `${type.key}.${name}`).not.toContain(name);
      }
      for (const field of translatableFields(type)) {
        expect(field.internal, `${type.key}.${field.name}`).not.toBe(true);
        if (field.type === 'repeater') for (const sub of field.fields) expect(sub.internal && sub.translatable, `${type.key}.${field.name}.${sub.name}`).not.toBe(true);
      }
    }
  });
});
