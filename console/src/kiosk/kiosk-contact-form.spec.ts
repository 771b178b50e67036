import type { DepartmentNode } from '@rollcall/api-client';
import {
  contactName,
  departmentOptions,
  kioskContactErrors,
  kioskContactSaveBody,
  kioskContactValues,
} from './kiosk-contact-form';

const node = (key: string, title: string, level: DepartmentNode['level'], children: DepartmentNode[] = []) =>
  ({ key, title, level, children, labelName: '', status: 'Active', structureName: '' }) as DepartmentNode;

describe('kiosk contact form', () => {
  it('requires first name, last name and email, and checks the email format', () => {
    expect(kioskContactErrors(kioskContactValues(null))).toEqual({
      firstname: 'This field is required.',
      lastname: 'This field is required.',
      email: 'This field is required.',
    });
    const values = { ...kioskContactValues(null), firstname: 'Ann', lastname: 'Lee', email: 'ann@site.c' };
    expect(kioskContactErrors(values)).toEqual({ email: 'Invalid Email address!' });
    expect(kioskContactErrors({ ...values, email: 'ann@site.co' })).toEqual({});
  });

  it('builds the save body: blanks become null, id only when editing', () => {
    const values = { firstname: ' Ann ', lastname: 'Lee', mobile: ' ', email: 'ann@site.co', department: '' };
    expect(kioskContactSaveBody(null, values)).toEqual({
      firstname: 'Ann',
      lastname: 'Lee',
      mobile: null,
      email: 'ann@site.co',
      department: null,
    });
    expect(kioskContactSaveBody('c1', { ...values, department: 'd1' })).toMatchObject({ id: 'c1', department: 'd1' });
    expect(contactName({ firstname: 'Ann', lastname: 'Lee' })).toBe('Ann Lee');
  });

  it('offers the structure below the root, indented', () => {
    const tree = [node('root', 'Co', null, [node('d', 'Div', 'division', [node('b', 'Branch', 'branch')])])];
    expect(departmentOptions(tree)).toEqual([
      { value: 'd', label: 'Div' },
      { value: 'b', label: '\u00a0\u00a0Branch' },
    ]);
  });
});
