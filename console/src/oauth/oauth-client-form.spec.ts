import { oauthClientErrors, oauthClientValues, oauthSaveBody, oauthUpdateBody } from './oauth-client-form';

describe('OAuth client form', () => {
  it('requires the client id on create only', () => {
    expect(oauthClientErrors(oauthClientValues(null), false)).toEqual({ clientId: 'This field is required.' });
    expect(oauthClientErrors(oauthClientValues({ clientId: 'app', scopes: '' }), true)).toEqual({});
    expect(oauthClientErrors({ ...oauthClientValues(null), clientId: 'my app' }, false)).toEqual({
      clientId: 'Client ID may not contain spaces.',
    });
  });

  it('needs the confirmation to match and a secret of 12 or more characters', () => {
    const values = { clientId: 'app', clientSecret: 'secret-one-123', confirmSecret: 'secret-two-123', scopes: '' };
    expect(oauthClientErrors(values, false)).toEqual({
      confirmSecret: 'The two secrets that you entered do not match!',
    });
    expect(oauthClientErrors({ ...values, confirmSecret: values.clientSecret }, false)).toEqual({});
    expect(oauthClientErrors({ ...values, clientSecret: 'short', confirmSecret: 'short' }, false)).toEqual({
      clientSecret: 'At least 12 characters.',
    });
  });

  it('sends a blank secret as null (generate on create, keep on edit)', () => {
    const values = { clientId: ' app ', clientSecret: '', confirmSecret: '', scopes: ' read ' };
    expect(oauthSaveBody(values)).toEqual({ clientId: 'app', clientSecret: null, scopes: 'read' });
    expect(oauthUpdateBody('id1', values)).toEqual({ id: 'id1', clientSecret: null, scopes: 'read' });
  });
});
