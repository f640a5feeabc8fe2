import { describe, expect, expectTypeOf, it } from 'vitest';
import { relationRefs, type PublicRecordOf, type RecordOf } from './records';
import { experts } from './types/experts';
import { faqs } from './types/faqs';

describe('record types derived from the declarations', () => {
  it('gives a doctor its declared fields, required ones present, relations as ids in the studio and resolved in public', () => {
    expectTypeOf<RecordOf<typeof experts>['title']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<typeof experts>['departments']>().toEqualTypeOf<string[]>();
    expectTypeOf<RecordOf<typeof experts>['designation']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<PublicRecordOf<typeof experts>['departments']>().toEqualTypeOf<{ _id: string; title: string; slug?: string | null }[]>();
    expectTypeOf<PublicRecordOf<typeof experts>['designation']>().toEqualTypeOf<string | null>();
    expectTypeOf<PublicRecordOf<typeof experts>['imageUrlAlt']>().toEqualTypeOf<string>();
    expectTypeOf<keyof PublicRecordOf<typeof faqs>>().not.toEqualTypeOf<string>();
  });
});

describe('relationRefs', () => {
  const cardiology = { _id: 'c1', title: 'Cardiology', slug: 'cardiology' };
  it('reads a list, one object, an id or a list of ids (SPEC §3)', () => {
    expect(relationRefs([cardiology])).toEqual([cardiology]);
    expect(relationRefs(cardiology)).toEqual([cardiology]);
    expect(relationRefs('c1', [cardiology])).toEqual([cardiology]);
    expect(relationRefs(['c1', 'x'], [cardiology])).toEqual([cardiology]);
  });
  it('leaves out what is not a relation', () => {
    expect(relationRefs(null)).toEqual([]);
    expect(relationRefs([{ _id: '', title: 'x' }, { title: 'y' }, 4, 'unknown'])).toEqual([]);
    expect(relationRefs({ _id: 'a', title: 'A' })).toEqual([{ _id: 'a', title: 'A', slug: null }]);
  });
});
