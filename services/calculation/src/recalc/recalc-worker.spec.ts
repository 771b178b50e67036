import { workerLanes } from './recalc-worker.js';

describe('the recalculation worker’s lanes (ADR 0016)', () => {
  it('runs an interactive lane of one loop beside the background batches when the pool has room for it', () => {
    expect(workerLanes(5)).toEqual([
      { lane: 'interactive', loops: 1, limitDays: 100 },
      { lane: 'background', loops: 2, limitDays: 2000 },
    ]);
    expect(workerLanes(4).map((l) => [l.lane, l.loops])).toEqual([
      ['interactive', 1],
      ['background', 2],
    ]);
  });

  it('takes every day in priority order in one lane when the pool has no room for another batch', () => {
    expect(workerLanes(3)).toEqual([{ lane: 'all', loops: 2, limitDays: 2000 }]);
    expect(workerLanes(2)).toEqual([{ lane: 'all', loops: 1, limitDays: 2000 }]);
    expect(workerLanes(1)).toEqual([{ lane: 'all', loops: 1, limitDays: 2000 }]);
  });
});
