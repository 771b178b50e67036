import type { EmployeeListRow } from '@rollcall/api-client';
import { employeeOptions } from './employee-options';

const row = (id: string, firstName: string, lastName: string): EmployeeListRow =>
  ({ id, firstName, lastName, clockId: Number(id) }) as EmployeeListRow;

describe('employee options', () => {
  it('sorts by first name (then last name) and labels "first last"', () => {
    const options = employeeOptions([
      row('1', 'Mere', 'Kahu'),
      row('2', 'aroha', 'Ngata'),
      row('3', 'Mere', 'Aperahama'),
    ]);
    expect(options.map((o) => o.label)).toEqual(['aroha Ngata', 'Mere Aperahama', 'Mere Kahu']);
    expect(options[0]).toEqual({ id: '2', label: 'aroha Ngata', clockId: 2 });
  });
});
