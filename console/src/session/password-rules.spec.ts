import { resetAnswerText, validateChangePassword, validateNewPassword } from './password-rules';

describe('password rules', () => {
  it('asks for both passwords and for them to match', () => {
    expect(validateNewPassword('', '')).toEqual({
      password: 'Please input your password!',
      confirm: 'Please confirm your password!',
    });
    expect(validateNewPassword('a', 'b')).toEqual({ confirm: 'The two passwords that you entered do not match!' });
    expect(validateNewPassword('a', 'a')).toEqual({});
  });
  it('needs the current password to change it', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'x', confirmPassword: 'x' })).toEqual({
      currentPassword: 'This field is required.',
    });
  });
  it('turns Invalid into "Invalid token."', () => {
    expect(resetAnswerText('Invalid')).toBe('Invalid token.');
    expect(resetAnswerText('Other')).toBe('Other');
  });
});
