import { newPasswordProblem, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from './password-policy.js';

describe('newPasswordProblem', () => {
  it('refuses fewer than 8 characters, counting characters rather than bytes', () => {
    expect(newPasswordProblem('Zq7!wx9')).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordProblem('Zq7!wx9k')).toBeNull();
    expect(newPasswordProblem('ĀēīōūĀēī')).toBeNull();
  });

  it('refuses the passwords breaches show most often, in any case', () => {
    for (const password of ['password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou', 'trustno1']) {
      expect({ password, problem: newPasswordProblem(password) }).toEqual({ password, problem: PASSWORD_TOO_COMMON });
    }
    expect(newPasswordProblem('correct horse battery staple')).toBeNull();
    expect(newPasswordProblem('Rollcall!2026')).toBeNull();
  });
});
