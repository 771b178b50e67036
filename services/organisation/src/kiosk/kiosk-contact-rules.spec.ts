import { isContactEmail, kioskContactProblems } from './kiosk-contact-rules.js';

describe('kiosk contact rules', () => {
  it('checks the e-mail format: text, @, text, ., at least 2 characters, no spaces', () => {
    expect(isContactEmail('ann@example.co')).toBe(true);
    expect(isContactEmail('ann.lee@mail.example.com')).toBe(true);
    expect(isContactEmail('ann@example.c')).toBe(false);
    expect(isContactEmail('ann@example')).toBe(false);
    expect(isContactEmail('ann example@x.com')).toBe(false);
    expect(isContactEmail('@example.com')).toBe(false);
  });

  it('requires firstname, lastname and email, one message each', () => {
    expect(kioskContactProblems({})).toEqual(['firstname is required.', 'lastname is required.', 'email is required.']);
    expect(kioskContactProblems({ firstname: 'Ann', lastname: 'Lee', email: 'ann@x' })).toEqual([
      'Invalid Email address!',
    ]);
    expect(kioskContactProblems({ firstname: 'Ann', lastname: 'Lee', email: 'ann@x.nz', mobile: '021 555' })).toEqual(
      [],
    );
    expect(
      kioskContactProblems({ firstname: 'Ann', lastname: 'Lee', email: 'a@x.nz', mobile: '1'.repeat(31) }),
    ).toEqual(['mobile must be at most 30 characters']);
  });
});
