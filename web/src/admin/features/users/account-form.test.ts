import { describe, expect, it } from 'vitest';
import { accountBody, accountFormSchema } from './account-form';

describe('the staff account form', () => {
  const valid = { name: 'Asha Rao', email: 'asha@hospital.test', role: 'editor' as const, departmentIds: [], contentTypes: [], languages: [], locationIds: [] };

  it('asks a department editor for at least one department', () => {
    const result = accountFormSchema.safeParse({ ...valid, role: 'department_editor' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['departmentIds']);
    expect(accountFormSchema.safeParse({ ...valid, role: 'department_editor', departmentIds: ['a'.repeat(24)] }).success).toBe(true);
  });

  it('refuses an address that is not an e-mail address, with the words of the server', () => {
    const result = accountFormSchema.safeParse({ ...valid, email: 'asha' });
    expect(result.error?.issues[0]?.message).toBe('Email must be an email address like name@example.com.');
  });

  it('sends departments only for a department editor', () => {
    expect(accountBody({ ...valid, departmentIds: ['x'] }).departmentIds).toEqual([]);
    expect(accountBody({ ...valid, role: 'department_editor', departmentIds: ['x'] }).departmentIds).toEqual(['x']);
  });

  it("asks a translator for a language, and sends an author's types and a translator's languages only for them", () => {
    const result = accountFormSchema.safeParse({ ...valid, role: 'translator' });
    expect(result.error?.issues[0]?.path).toEqual(['languages']);
    expect(accountBody({ ...valid, role: 'translator', languages: ['hi'], contentTypes: ['blogs'] })).toMatchObject({ languages: ['hi'], contentTypes: [] });
    expect(accountBody({ ...valid, role: 'author', languages: ['hi'], contentTypes: ['blogs'] })).toMatchObject({ languages: [], contentTypes: ['blogs'] });
    expect(accountBody({ ...valid, languages: ['hi'], contentTypes: ['blogs'] })).toMatchObject({ languages: [], contentTypes: [] });
  });

  it("sends a requests desk person's locations only for them (none: every location)", () => {
    expect(accountBody({ ...valid, role: 'requests_desk', locationIds: ['l'] }).locationIds).toEqual(['l']);
    expect(accountBody({ ...valid, locationIds: ['l'] }).locationIds).toEqual([]);
  });
});
