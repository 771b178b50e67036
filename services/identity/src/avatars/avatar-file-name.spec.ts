import { AVATAR_FILE_NAME } from './avatar-file-name.js';

describe('AVATAR_FILE_NAME', () => {
  it('takes only names this service makes', () => {
    expect(AVATAR_FILE_NAME.test('0b0e9c7e-3c53-4b8e-9a4c-0f6e2f6f1a2b.png')).toBe(true);
    for (const name of ['../etc/passwd', 'x.png', '0b0e9c7e-3c53-4b8e-9a4c-0f6e2f6f1a2b.svg'])
      expect(AVATAR_FILE_NAME.test(name)).toBe(false);
  });
});
