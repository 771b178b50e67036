import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource, type DataSourceOptions, type MixedList } from 'typeorm';
import type { PlatformConfig } from '../config/platform-config.js';
import { PLATFORM_CONFIG } from '../config/platform-config.token.js';
import { ROOT_LOGGER } from '../logging/logger.token.js';
import { watchDatabasePool } from './database-pool.js';
import { ensureSchema } from './ensure-schema.js';
import { PLATFORM_MIGRATIONS } from './platform-migrations.js';

export interface ServiceDatabaseOptions {
  /** the service's name; also the TypeORM connection name */
  service: string;
  /** its PostgreSQL schema */
  schema: string;
  // TypeORM takes entity and migration classes of any shape.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
}

/**
 * One TypeORM connection per service, named after it, in its own schema, with its checked-in migrations run
 * at start (synchronize is never on). The pool is bounded everywhere: a connection is waited for at most
 * `dbAcquireTimeoutMs` (then the request is answered 503), and PostgreSQL ends statements and idle transactions
 * that overrun, so a stuck caller gives back its connection and its locks.
 */
@Module({})
export class ServiceDatabaseModule {
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    let logger: Logger | undefined;
    return {
      module: ServiceDatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          name: options.service,
          inject: [PLATFORM_CONFIG, ROOT_LOGGER],
          useFactory: async (config: PlatformConfig, rootLogger: Logger) => {
            logger = rootLogger;
            if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
            await ensureSchema(config.databaseUrl, options.schema);
            return {
              type: 'postgres' as const,
              url: config.databaseUrl,
              schema: options.schema,
              entities: options.entities,
              migrations: [...PLATFORM_MIGRATIONS, ...options.migrations],
              migrationsRun: true,
              migrationsTableName: 'migrations',
              migrationsTransactionMode: 'each' as const,
              synchronize: false,
              // failed queries surface as errors; TypeORM's own logger would print their parameters
              logging: false,
              extra: {
                max: config.dbPoolSize,
                connectionTimeoutMillis: config.dbAcquireTimeoutMs,
                statement_timeout: config.dbStatementTimeoutMs,
                idle_in_transaction_session_timeout: config.dbIdleInTransactionTimeoutMs,
                application_name: `rollcall-${options.service}`,
              },
            };
          },
          dataSourceFactory: async (dataSourceOptions?: DataSourceOptions) => {
            if (!dataSourceOptions) throw new Error(`no database options for ${options.service}`);
            const dataSource = await new DataSource(dataSourceOptions).initialize();
            if (logger) watchDatabasePool(options.service, dataSource, logger);
            return dataSource;
          },
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
