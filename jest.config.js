// Test tiers by file name: *.spec.ts (unit), *.int-spec.ts (integration, real PostgreSQL),
// *.flow-spec.ts (event flow, distributed mode, real Kafka), *.browser-spec.ts (console in Chromium).
const workspaces = {
  contracts: 'libs/contracts',
  'calc-engine': 'libs/calc-engine',
  platform: 'libs/platform',
  'api-client': 'libs/api-client',
  gateway: 'services/gateway',
  identity: 'services/identity',
  organisation: 'services/organisation',
  scheduling: 'services/scheduling',
  'time-capture': 'services/time-capture',
  calculation: 'services/calculation',
  integrations: 'services/integrations',
  reporting: 'services/reporting',
  embedded: 'apps/embedded',
};

const moduleNameMapper = {
  '^(\\.{1,2}/.*)\\.js$': '$1',
  // the roster rules the console shares with the scheduling service
  '^@rollcall/contracts/roster$': '<rootDir>/libs/contracts/src/roster/index.ts',
  // the engine's one runtime import from the contracts, without their event schemas (an engine thread loads it)
  '^@rollcall/contracts/engine-input-error$': '<rootDir>/libs/contracts/src/engine/engine-input-error.ts',
  // the free-port helper the launcher and the Kafka broker scripts share, without the rest of the platform
  '^@rollcall/platform/free-port$': '<rootDir>/libs/platform/src/net/free-port.ts',
};
for (const [name, dir] of Object.entries(workspaces)) {
  moduleNameMapper[`^@rollcall/${name}$`] = `<rootDir>/${dir}/src/index.ts`;
}

const common = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { swcrc: true }] },
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/data/'],
};

const tier = (displayName, suffix, extra = {}) => ({
  ...common,
  displayName,
  testMatch: [`<rootDir>/**/*.${suffix}.ts`, `<rootDir>/**/*.${suffix}.tsx`],
  ...extra,
});

export default {
  projects: [
    tier('unit', 'spec'),
    tier('int', 'int-spec', {
      globalSetup: '<rootDir>/test/setup/int-global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/int-global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/setup/one-statement-at-a-time.ts'],
    }),
    tier('flow', 'flow-spec', { setupFilesAfterEnv: ['<rootDir>/test/setup/one-statement-at-a-time.ts'] }),
    tier('browser', 'browser-spec', {
      globalSetup: '<rootDir>/test/setup/browser-global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/browser-global-teardown.ts',
    }),
  ],
};
