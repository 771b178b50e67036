import jwt from 'jsonwebtoken';
import { jwtSecretKey } from './jwt-secret-key.js';

const SECRET = 'a-shared-secret-of-at-least-32-characters';

describe('jwtSecretKey', () => {
  it('verifies a token signed with the secret as a string, and signs tokens the string verifies', () => {
    const key = jwtSecretKey(SECRET);
    const byString = jwt.sign({ typ: 'access' }, SECRET, { algorithm: 'HS256' });
    expect(jwt.verify(byString, key, { algorithms: ['HS256'] })).toMatchObject({ typ: 'access' });
    const byKey = jwt.sign({ typ: 'access' }, key, { algorithm: 'HS256' });
    expect(jwt.verify(byKey, SECRET, { algorithms: ['HS256'] })).toMatchObject({ typ: 'access' });
  });

  it('refuses a token signed with another secret', () => {
    const forged = jwt.sign({ typ: 'access' }, `${SECRET}-other`, { algorithm: 'HS256' });
    expect(() => jwt.verify(forged, jwtSecretKey(SECRET), { algorithms: ['HS256'] })).toThrow('invalid signature');
  });
});
