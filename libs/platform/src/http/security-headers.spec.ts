import express from 'express';
import request from 'supertest';
import { securityHeaders } from './security-headers.js';

function appBehind(trustProxy: string | false) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders({ img: ['https://*.tiles.example'], connect: ['https://search.example'] }));
  app.get('/', (_request, response) => void response.send('ok'));
  app.get('/api/docs/', (_request, response) => void response.send('docs'));
  return app;
}

describe('securityHeaders', () => {
  it('sends HSTS only on answers that went out over TLS, as a trusted proxy reports it', async () => {
    const behindProxy = appBehind('loopback');
    const overTls = await request(behindProxy).get('/').set('x-forwarded-proto', 'https');
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await request(behindProxy).get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // a client's own claim of TLS, with no proxy trusted, changes nothing
    const claimed = await request(appBehind(false)).get('/').set('x-forwarded-proto', 'https');
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows the console’s foreign origins for images and fetches only, and inline styles only on the API docs', async () => {
    const app = appBehind(false);
    const policy = (await request(app).get('/')).headers['content-security-policy'];
    expect(policy).toContain("img-src 'self' data: blob: https://*.tiles.example;");
    expect(policy).toContain("connect-src 'self' https://search.example;");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect((await request(app).get('/api/docs/')).headers['content-security-policy']).toContain(
      "style-src 'self' 'unsafe-inline';",
    );
  });
});
