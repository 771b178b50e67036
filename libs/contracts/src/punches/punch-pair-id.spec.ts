import { punchesOfPairId, punchPairId } from './punch-pair-id.js';

const IN = '0b6a1c5e-2f1d-4f43-9d7e-0c9b7a6e1a01';
const OUT = '7d1f0e2a-3b4c-4d5e-8f60-718293a4b5c6';

describe('punch pair ids', () => {
  it('name both punches, or the one a lone punch pair has', () => {
    for (const pair of [
      { inPunchId: IN, outPunchId: OUT },
      { inPunchId: IN, outPunchId: null },
      { inPunchId: null, outPunchId: OUT },
    ]) {
      expect(punchesOfPairId(punchPairId(pair))).toEqual(pair);
    }
  });

  it('read upper-case ids as the same punches', () => {
    expect(punchesOfPairId(`${IN.toUpperCase()}~`)).toEqual({ inPunchId: IN, outPunchId: null });
  });

  it.each([
    ['no punch at all', '~'],
    ['no separator', IN],
    ['three parts', `${IN}~${OUT}~${IN}`],
    ['something that is no punch id', `${IN}~tomorrow`],
    ['the same punch twice', `${IN}~${IN}`],
    ['the old shift-key form', '2026-11-16#0/0'],
  ])('are not read from %s', (_why, id) => {
    expect(punchesOfPairId(id)).toBeNull();
  });
});
