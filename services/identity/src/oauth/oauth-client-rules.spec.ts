import {
  clientIdProblem,
  generateClientSecret,
  normaliseScopes,
  scopesProblem,
  secretProblem,
} from './oauth-client-rules.js';

describe('OAuth client rules', () => {
  it('requires a client id of visible characters without spaces', () => {
    expect(clientIdProblem('')).toBe('Client ID is required.');
    expect(clientIdProblem('  ')).toBe('Client ID is required.');
    expect(clientIdProblem('payroll-app')).toBeNull();
    expect(clientIdProblem('pay roll')).toBe('Client ID may only use visible ASCII characters, without spaces.');
    expect(clientIdProblem('x'.repeat(101))).toBe('Client ID must be at most 100 characters.');
  });

  it('needs secrets of 12 to 200 characters', () => {
    expect(secretProblem('short')).toBe('Client secret must be at least 12 characters.');
    expect(secretProblem('a'.repeat(12))).toBeNull();
    expect(secretProblem('a'.repeat(201))).toBe('Client secret must be at most 200 characters.');
  });

  it('generates long random secrets that pass the rules', () => {
    const one = generateClientSecret();
    const two = generateClientSecret();
    expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one).not.toBe(two);
    expect(secretProblem(one)).toBeNull();
  });

  it('stores scopes space-separated without duplicates, refusing quotes', () => {
    expect(normaliseScopes(' read, write  read ')).toBe('read write');
    expect(normaliseScopes(undefined)).toBe('');
    expect(scopesProblem('read write:all')).toBeNull();
    expect(scopesProblem('read "x"')).toBe('Scope ""x"" may not contain quotes, backslashes or non-ASCII characters.');
  });
});
