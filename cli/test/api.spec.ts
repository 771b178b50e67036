import { ApiError } from '@rollcall/api-client';
import { DEFAULT_URL, UsageError, createApi, describeFailure, resolveUrl } from '../src/api.js';
import type { Session } from '../src/session/session-store.js';
import { closedPort } from './support.js';

const stored: Session = { url: 'http://stored:3000', accessToken: 'a', refreshToken: 'r', email: 'e@x.test' };

describe('resolveUrl', () => {
  it('takes --url first, then ROLLCALL_URL, then the stored session, then localhost:3000', () => {
    const env = { ROLLCALL_URL: 'http://from-env:3000' };
    expect(resolveUrl('http://flag:3000', env, stored)).toBe('http://flag:3000');
    expect(resolveUrl(undefined, env, stored)).toBe('http://from-env:3000');
    expect(resolveUrl(undefined, {}, stored)).toBe('http://stored:3000');
    expect(resolveUrl(undefined, { ROLLCALL_URL: '' }, stored)).toBe('http://stored:3000');
    expect(resolveUrl(undefined, {}, null)).toBe(DEFAULT_URL);
    expect(DEFAULT_URL).toBe('http://localhost:3000');
  });

  it('drops trailing slashes and keeps a path prefix', () => {
    expect(resolveUrl('http://localhost:3777/', {}, null)).toBe('http://localhost:3777');
    expect(resolveUrl('https://rollcall.example.com/api-gw//', {}, null)).toBe('https://rollcall.example.com/api-gw');
  });

  it('refuses what is not an http(s) URL, naming where it came from', () => {
    expect(() => resolveUrl('localhost', {}, null)).toThrow(UsageError);
    expect(() => resolveUrl('localhost', {}, null)).toThrow('--url is not a URL: "localhost"');
    expect(() => resolveUrl(undefined, { ROLLCALL_URL: 'ftp://x' }, null)).toThrow(
      'ROLLCALL_URL must be an http:// or https:// URL (got "ftp://x")',
    );
  });
});

describe('describeFailure', () => {
  it('says which URL could not be reached and why', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const error = await createApi(url)
      .health()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ApiError);
    expect(describeFailure(error, url)).toBe(`Cannot reach Rollcall at ${url}: connect ECONNREFUSED ${url.slice(7)}`);
  });

  it("prints the server's message, its detail and the field details", () => {
    expect(describeFailure(new ApiError(401, 'Failed to login.'), 'http://x')).toBe('Failed to login.');
    const notFound = new ApiError(404, 'employeeNotFound', undefined, {
      message: 'employeeNotFound',
      detail: 'No employee has clock id 9.',
    });
    expect(describeFailure(notFound, 'http://x')).toBe('employeeNotFound: No employee has clock id 9.');
    const invalid = new ApiError(400, 'Invalid input.', [{ field: 'clockId', message: 'must be a whole number' }]);
    expect(describeFailure(invalid, 'http://x')).toBe('Invalid input.\n  clockId: must be a whole number');
  });
});
