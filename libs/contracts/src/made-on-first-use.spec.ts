import { madeOnFirstUse } from './made-on-first-use.js';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes once and answers the same value every time', () => {
    let made = 0;
    const value = madeOnFirstUse(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps an answer that is undefined instead of making it again', () => {
    let made = 0;
    const value = madeOnFirstUse(() => {
      made += 1;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });
});
