import {
  canonicalText,
  canonicalTotals,
  chainedDigest,
  GENESIS_DIGEST,
  type PeriodTotals,
  type StoredClose,
  verifyChain,
} from './period-totals.js';

const total = (employeeId: string, payTypeId: string, minutes: number, unitHundredths = 0) => ({
  employeeId,
  payTypeId,
  jobId: null,
  taskId: null,
  minutes,
  unitHundredths,
});

const period = (code: string, totals: PeriodTotals['totals'], employeeIds = ['e1', 'e2']): PeriodTotals => ({
  paygroupId: 'g1',
  periodCode: code,
  fromDate: '2026-11-09',
  toDate: '2026-11-15',
  employeeIds,
  totals,
});

describe('a period’s totals and their digest', () => {
  it('sums repeated keys, drops zeros and orders by employee, pay type, job and task', () => {
    expect(
      canonicalTotals([total('e2', 'ord', 60), total('e1', 'ot', 30), total('e1', 'ord', 0), total('e2', 'ord', 15)]),
    ).toEqual([total('e1', 'ot', 30), total('e2', 'ord', 75)]);
  });

  it('gives the same text whatever order the totals and employees were read in', () => {
    const a = period('W1', [total('e1', 'ord', 480), total('e2', 'ord', 450)], ['e2', 'e1']);
    const b = period('W1', [total('e2', 'ord', 450), total('e1', 'ord', 480)], ['e1', 'e2', 'e1']);
    expect(canonicalText(a)).toBe(canonicalText(b));
    expect(chainedDigest(GENESIS_DIGEST, a)).toBe(chainedDigest(GENESIS_DIGEST, b));
  });

  it('changes with a minute, a unit, an employee or the close it is chained to', () => {
    const base = period('W1', [total('e1', 'ord', 480)]);
    const digest = chainedDigest(GENESIS_DIGEST, base);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(chainedDigest(GENESIS_DIGEST, period('W1', [total('e1', 'ord', 481)]))).not.toBe(digest);
    expect(chainedDigest(GENESIS_DIGEST, period('W1', [total('e1', 'ord', 480, 100)]))).not.toBe(digest);
    expect(chainedDigest(GENESIS_DIGEST, period('W1', [total('e1', 'ord', 480)], ['e1']))).not.toBe(digest);
    expect(chainedDigest('f'.repeat(64), base)).not.toBe(digest);
  });
});

describe('verifying a pay group’s closes', () => {
  const first = period('W1', [total('e1', 'ord', 480)]);
  const second = period('W2', [total('e1', 'ord', 450)]);
  const chain = (): StoredClose[] => {
    const d1 = chainedDigest(GENESIS_DIGEST, first);
    const d2 = chainedDigest(d1, second);
    return [
      {
        id: '1',
        payPeriodId: 'p1',
        periodCode: 'W1',
        totals: first,
        digest: d1,
        previousDigest: GENESIS_DIGEST,
        current: true,
      },
      { id: '2', payPeriodId: 'p2', periodCode: 'W2', totals: second, digest: d2, previousDigest: d1, current: true },
    ];
  };
  const asNow = new Map([
    ['1', first],
    ['2', second],
  ]);

  it('finds nothing when every close links and every closed period still has its totals', () => {
    expect(verifyChain(chain(), asNow)).toEqual([]);
  });

  it('names a period whose days changed after it was closed', () => {
    const changed = new Map(asNow).set('1', period('W1', [total('e1', 'ord', 540)]));
    expect(verifyChain(chain(), changed).map((p) => [p.close.periodCode, p.problem])).toEqual([
      ['W1', 'totalsChanged'],
    ]);
  });

  it('does not hold a reopened close to the totals its period has now', () => {
    const closes = chain();
    closes[0] = { ...closes[0]!, current: false };
    const changed = new Map(asNow).set('1', period('W1', [total('e1', 'ord', 540)]));
    expect(verifyChain(closes, changed)).toEqual([]);
  });

  it('names stored totals edited without their digest, and a removed close by the chain it breaks', () => {
    const edited = chain();
    edited[0] = { ...edited[0]!, totals: period('W1', [total('e1', 'ord', 600)]) };
    expect(verifyChain(edited, asNow).map((p) => [p.close.periodCode, p.problem])).toEqual([['W1', 'digestMismatch']]);
    expect(verifyChain(chain().slice(1), asNow).map((p) => [p.close.periodCode, p.problem])).toEqual([
      ['W2', 'chainBroken'],
    ]);
  });
});
