import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { consoleAssets, namesConsoleFile } from './console-assets.js';

describe('consoleAssets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-assets-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'api'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Rollcall</title>');
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  // a file named like an API path: it must never answer for the API
  writeFileSync(path.join(dir, 'leaveNum'), 'not the API');
  writeFileSync(path.join(dir, 'api', 'a@b.co'), 'not the API either');
  writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  const app = express();
  app.use(consoleAssets(dir));
  app.get('/leaveNum', (_req, res) => void res.json({ from: 'api' }));
  app.post('/index.html', (_req, res) => void res.json({ from: 'api' }));
  app.get('/api/a@b.co', (_req, res) => void res.json({ from: 'api' }));
  app.use((_req, res) => void res.status(404).json({ message: 'Not Found' }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves index.html at the root and the built assets, cached for an hour', async () => {
    const root = await request(app).get('/');
    expect(root.status).toBe(200);
    expect(root.text).toContain('<title>Rollcall</title>');
    const asset = await request(app).get('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lets every path without an extension, and every other method, through to the API', async () => {
    expect((await request(app).get('/leaveNum')).body).toEqual({ from: 'api' });
    expect((await request(app).post('/index.html')).body).toEqual({ from: 'api' });
  });

  it('never answers an API path from the folder, even one that looks like a file there', async () => {
    expect((await request(app).get('/api/a@b.co')).body).toEqual({ from: 'api' });
  });

  it('answers a missing file, a dotfile and a path out of the folder with the 404 after it', async () => {
    for (const missing of ['/assets/gone.js', '/.env', '/../package.json', '/assets/%2e%2e/%2e%2e/etc.txt']) {
      const answer = await request(app).get(missing);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Not Found' });
    }
  });

  it('names the console files by the root and an extension', () => {
    expect(['/', '/index.html', '/assets/a.css'].map(namesConsoleFile)).toEqual([true, true, true]);
    expect(
      [
        '/api/employees',
        '/leaveNum',
        '/timesheet/hideException',
        '/api/users/a@b.co',
        '/api/x.json',
        '/health',
        '/ready',
        '/health/x.txt',
      ].map(namesConsoleFile),
    ).toEqual([false, false, false, false, false, false, false, false]);
    expect(['/apiary.css', '/healthy.js', '/assets/api.js'].map(namesConsoleFile)).toEqual([true, true, true]);
  });
});
