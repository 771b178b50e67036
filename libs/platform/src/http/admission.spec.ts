import express from 'express';
import request from 'supertest';
import { Admission, admissionGate, AdmissionRegistry } from './admission.js';

describe('Admission', () => {
  const limits = { maxInFlight: 2, maxWaitMs: 1000, retryAfterSeconds: 1 };

  it('refuses a request over the bound in flight, and admits again once one has left', () => {
    const admission = new Admission(limits);
    const first = admission.enter(0);
    const second = admission.enter(1);
    expect(admission.enter(2)).toEqual({ refused: 'in flight' });
    expect(admission.inFlight).toBe(2);
    if (!('ticket' in first) || !('ticket' in second)) throw new Error('both should be admitted');
    admission.leave(first.ticket);
    expect(admission.enter(3)).toHaveProperty('ticket');
    expect({ admitted: admission.admitted, refused: admission.refusedInFlight, peak: admission.peakInFlight }).toEqual({
      admitted: 3,
      refused: 1,
      peak: 2,
    });
  });

  it('refuses while the oldest request in flight has waited longer than maxWaitMs, and admits once it has left', () => {
    const admission = new Admission({ ...limits, maxInFlight: 100 });
    const old = admission.enter(0);
    admission.enter(900);
    expect(admission.enter(1000)).toHaveProperty('ticket');
    expect(admission.oldestWaitMs(1001)).toBe(1001);
    expect(admission.enter(1001)).toEqual({ refused: 'waiting' });
    if (!('ticket' in old)) throw new Error('should be admitted');
    admission.leave(old.ticket);
    // the oldest now came at 900: waited 101 ms
    expect(admission.oldestWaitMs(1001)).toBe(101);
    expect(admission.enter(1001)).toHaveProperty('ticket');
    expect(admission.refusedWaiting).toBe(1);
  });

  it('answers 503 with Retry-After and the busy sentence over the bound, and lets a request in once an answer was sent', async () => {
    const admission = new Admission({ ...limits, maxInFlight: 1 });
    const release: (() => void)[] = [];
    const app = express();
    app.post('/punch', admissionGate(admission), (_request, response) => {
      release.push(() => void response.status(201).json({ ok: true }));
    });
    const server = app.listen(0, '127.0.0.1');
    try {
      const agent = request(server);
      const held = agent.post('/punch').then((r) => r.status);
      while (release.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const refused = await agent.post('/punch');
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.body).toEqual({
        statusCode: 503,
        message: 'The service is busy. Try again shortly.',
        error: 'Service Unavailable',
      });
      release[0]?.();
      expect(await held).toBe(201);
      const next = agent.post('/punch').then((r) => r.status);
      while (release.length === 1) await new Promise((resolve) => setTimeout(resolve, 5));
      release[1]?.();
      expect(await next).toBe(201);
      expect(admission.inFlight).toBe(0);
    } finally {
      server.close();
    }
  });

  it('registry: only the registered method and path go through the bound', async () => {
    const registry = new AdmissionRegistry();
    const admission = new Admission({ ...limits, maxInFlight: 0 });
    registry.register({ method: 'POST', path: '/punch', name: 'punches' }, admission);
    const app = express();
    app.use(registry.middleware());
    app.all('/punch', (_request, response) => void response.status(201).json({ ok: true }));
    app.post('/other', (_request, response) => void response.status(201).json({ ok: true }));
    expect((await request(app).post('/punch?x=1')).status).toBe(503);
    expect((await request(app).get('/punch')).status).toBe(201);
    expect((await request(app).post('/other')).status).toBe(201);
    expect(registry.byName().get('punches')?.refusedInFlight).toBe(1);
  });
});
