import { BadRequestException } from '@nestjs/common';
import { clampPage, likePattern, pageRequest } from './page-request.js';

const columns = {
  name: { sql: 's.name', sortSql: 'lower(s.name)' },
  status: { sql: "CASE WHEN s.active THEN 'Active' ELSE 'Inactive' END" },
  select: { sql: "''", searchable: false, sortable: false },
};

describe('a paged list request', () => {
  it('defaults to the first page of 10, unsorted, with no search', () => {
    expect(pageRequest({}, columns)).toEqual({ page: 1, pageSize: 10, sort: null, search: null });
  });

  it('sorts by the column’s sort expression, descending when asked', () => {
    expect(pageRequest({ sort: 'name', order: 'descend' }, columns).sort).toEqual({
      sql: 'lower(s.name)',
      descending: true,
    });
    expect(pageRequest({ sort: 'status' }, columns).sort?.descending).toBe(false);
  });

  it('refuses a sort key the list does not have, naming those it has', () => {
    expect(() => pageRequest({ sort: 'password' }, columns)).toThrow(BadRequestException);
    expect(() => pageRequest({ sort: 'select' }, columns)).toThrow('sort must be one of: name, status');
    expect(() => pageRequest({ sort: 'constructor' }, columns)).toThrow(BadRequestException);
  });

  it('searches every searchable column for the trimmed text; blank is no search', () => {
    expect(pageRequest({ search: '  Ann ' }, columns).search).toEqual({
      pattern: '%Ann%',
      in: ['s.name', "CASE WHEN s.active THEN 'Active' ELSE 'Inactive' END"],
    });
    expect(pageRequest({ search: '   ' }, columns).search).toBeNull();
  });

  it('makes LIKE wildcards in the text match themselves', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('answers the last page when asked past it', () => {
    expect(clampPage(9, 10, 23)).toBe(3);
    expect(clampPage(2, 10, 0)).toBe(1);
    expect(clampPage(2, 25, 60)).toBe(2);
  });
});
