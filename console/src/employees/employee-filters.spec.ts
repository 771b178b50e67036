import { filtersSearch, readFilters } from './employee-filters';

describe('employee filters', () => {
  it('defaults to Active and reads repeated or comma-joined department ids', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual({ status: 'Active', departmentIds: [] });
    expect(readFilters(new URLSearchParams('status=Inactive&departmentIds=a,b&departmentIds=c'))).toEqual({
      status: 'Inactive',
      departmentIds: ['a', 'b', 'c'],
    });
    expect(readFilters(new URLSearchParams('status=Bogus')).status).toBe('Active');
  });
  it('writes them back', () => {
    expect(filtersSearch({ status: 'Active', departmentIds: ['a', 'b'] })).toBe(
      'status=Active&departmentIds=a&departmentIds=b',
    );
  });
});
