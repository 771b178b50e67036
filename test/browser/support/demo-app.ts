import type { INestApplication } from '@nestjs/common';
import { startEmbedded } from '@rollcall/embedded';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setProcessEnv } from '../../support/smtp-capture.js';
import { copySeededDemo } from './seeded-demo-dir.js';
import { withTimeout } from './with-timeout.js';

/** The password every demo login gets in these tests. */
export const DEMO_PASSWORD = 'Browser-Test-Pass-1';
export const DEMO_ADMIN = 'admin@demo.test';

export interface DemoApp {
  /** Where the console and the API are served, without a trailing slash. */
  url: string;
  /** The demo company's device token, for kiosk punches. */
  deviceToken: string;
  /** The running back end, to reach a service's own parts (the recalculation worker). */
  nest: INestApplication;
  stop(): Promise<void>;
}

/** Where the app listens (0: any free port) and the settings it starts with (restored once it has started). */
export interface DemoAppOptions {
  port?: number;
  env?: Record<string, string>;
}

/** The whole back end in this process (embedded mode) on a data directory of its own, with the demo company. */
export async function startDemoApp(options: DemoAppOptions = {}): Promise<DemoApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rollcall-browser-'));
  // mkdtemp makes the directory 0700; run as root, initdb works as an unprivileged postgres user that must
  // be able to enter it.
  await chmod(dataDir, 0o755);
  // the tier's global setup seeded the demo once; a copy of it starts in seconds (seeding here took most of a start)
  await copySeededDemo(dataDir);
  let app: Awaited<ReturnType<typeof startEmbedded>>;
  const restore = setProcessEnv(options.env ?? {});
  try {
    app = await startEmbedded({
      port: options.port ?? 0,
      dataDir,
      demoPassword: DEMO_PASSWORD,
      seed: true,
      quiet: true,
      fastDatabase: true, // a throwaway cluster: no fsync
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    restore();
  }
  const deviceToken = app.deviceToken;
  if (!deviceToken) {
    await withTimeout(app.stop(), 30_000, 'stopping the embedded app');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error('the embedded app seeded no demo company (no device token)');
  }
  return {
    url: app.url.replace(/\/+$/, ''),
    deviceToken,
    nest: app.app,
    async stop() {
      try {
        await withTimeout(app.stop(), 30_000, 'stopping the embedded app');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
