import {
  ACTIVE_STATUS_FILTERS,
  statusQuery,
  statusQueryWithAll,
  type ActiveStatusFilter,
} from './active-status-filter';

describe('active status filter', () => {
  it('offers Active, Inactive and All, Active first (the default)', () => {
    expect(ACTIVE_STATUS_FILTERS).toEqual(['Active', 'Inactive', 'All']);
  });

  it.each<[ActiveStatusFilter, object]>([
    ['Active', { status: 'true' }],
    ['Inactive', { status: 'false' }],
    ['All', {}],
  ])('statusQuery(%s)', (filter, query) => {
    expect(statusQuery(filter)).toEqual(query);
  });

  it.each<[ActiveStatusFilter, object]>([
    ['Active', { status: 'true' }],
    ['Inactive', { status: 'false' }],
    ['All', { status: 'all' }],
  ])('statusQueryWithAll(%s)', (filter, query) => {
    expect(statusQueryWithAll(filter)).toEqual(query);
  });
});
