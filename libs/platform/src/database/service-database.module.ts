import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { MixedList } from 'typeorm';
import type { PlatformConfig } from '../config/platform-config.js';
import { PLATFORM_CONFIG } from '../config/platform-config.token.js';
import { ensureSchema } from './ensure-schema.js';
import { PlatformTables1763700000000 } from './platform-tables.migration.js';

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
  poolSize?: number;
}

/**
 * One TypeORM connection per service, named after it, in its own schema, with its checked-in migrations run
 * at start (synchronize is never on).
 */
@Module({})
export class ServiceDatabaseModule {
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: ServiceDatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          name: options.service,
          inject: [PLATFORM_CONFIG],
          useFactory: async (config: PlatformConfig) => {
            if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
            await ensureSchema(config.databaseUrl, options.schema);
            return {
              type: 'postgres' as const,
              url: config.databaseUrl,
              schema: options.schema,
              entities: options.entities,
              migrations: [PlatformTables1763700000000, ...options.migrations],
              migrationsRun: true,
              migrationsTableName: 'migrations',
              migrationsTransactionMode: 'each' as const,
              synchronize: false,
              // failed queries surface as errors; TypeORM's own logger would print their parameters
              logging: false,
              extra: { max: options.poolSize ?? 5, application_name: `rollcall-${options.service}` },
            };
          },
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
