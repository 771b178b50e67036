import { isEmail, messages, validateSignInEmail, validateSignInPassword } from './validation';

describe('sign-in validation', () => {
  it('gives the spec messages', () => {
    expect(validateSignInEmail('')).toBe("Email can't be empty, please fill in a valid email here.");
    expect(validateSignInEmail('   ')).toBe(messages.emailEmpty);
    expect(validateSignInEmail('admin@demo')).toBe('Invalid Email address!');
    expect(validateSignInEmail('admin@demo.test')).toBeUndefined();
    expect(validateSignInPassword('')).toBe('Wrong password or click Forgot password to reset it.');
    expect(validateSignInPassword('x')).toBeUndefined();
  });

  it('wants something @ something . and at least 2 characters, no spaces', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a.b@c.d.nz')).toBe(true);
    expect(isEmail('a@b.c')).toBe(false);
    expect(isEmail('a b@c.de')).toBe(false);
    expect(isEmail('@c.de')).toBe(false);
  });
});
