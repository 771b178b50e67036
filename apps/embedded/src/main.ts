import { ConfigError, DataDirectoryInUseError, exitOnSignal, IncompleteClusterError } from '@rollcall/platform';
import { UnfinishedOldDemoError } from './demo/demo-lifecycle.js';
import { PortInUseError } from './port-check.js';
import { startEmbedded } from './start-embedded.js';

const DEFAULT_DEMO_PASSWORD = 'Rollcall!2026';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`PORT must be a whole number from 0 to 65535 (got "${process.env.PORT}")\n`);
  process.exit(2);
}
const demoPassword = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
const dataDir = process.env.DATA_DIR ?? './data';

const say = (line: string): void => {
  process.stdout.write(`Rollcall: ${line}\n`);
};

say(`starting in embedded mode (data in ${dataDir})…`);
try {
  const started = Date.now();
  const rollcall = await startEmbedded({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    dataDir,
    demoPassword,
    seed: true,
    onListening: (url) => say(`listening on ${url}; the console says "Starting…" until the app is ready`),
    onProgress: say,
  });
  // the address the app sends people back to (PUBLIC_URL, by default http://localhost:PORT: the Xero callback, the
  // mails' links): a session started at 127.0.0.1 is not one at localhost, so Connect to Xero would land signed out
  const consoleUrl =
    process.env.PUBLIC_URL?.trim().replace(/\/+$/, '') ||
    rollcall.url.replace(/\/\/(0\.0\.0\.0|127\.0\.0\.1)(?=[:/]|$)/, '//localhost');
  process.stdout.write(
    [
      '',
      `Rollcall is running (${Date.now() - started} ms${rollcall.demoCreated ? ', demo company created' : ''}).`,
      '',
      `  Console:   ${consoleUrl}/`,
      `  API docs:  ${consoleUrl}/api/docs`,
      '',
      '  Demo logins (password: ' +
        (process.env.DEMO_PASSWORD ? 'the DEMO_PASSWORD you set' : DEFAULT_DEMO_PASSWORD) +
        ')',
      '    admin@demo.test       Admin',
      '    supervisor@demo.test  Supervisor (manages the Warehouse)',
      '    employee@demo.test    Employee',
      '    manager@demo.test     Admin with employee access (shows role select)',
      '    superadmin@demo.test  Superadmin (customer companies)',
      '',
      `  Kiosk device token: ${rollcall.deviceToken ?? '(no demo company)'}`,
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  exitOnSignal(
    async (signal) => {
      rollcall.quiet();
      process.stdout.write(`\nRollcall: ${signal} received, stopping (PostgreSQL too)…\n`);
      await rollcall.stop();
    },
    { onFailure: (reason) => process.stderr.write(`Rollcall: ${reason}\n`) },
  );
} catch (error) {
  if (
    error instanceof PortInUseError ||
    error instanceof ConfigError ||
    error instanceof DataDirectoryInUseError ||
    error instanceof IncompleteClusterError ||
    error instanceof UnfinishedOldDemoError
  ) {
    process.stderr.write(`Rollcall: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
