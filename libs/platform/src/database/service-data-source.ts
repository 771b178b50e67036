import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * The TypeORM connection of a service process, named as in ServiceDatabaseModule: the service's name, whose
 * dashes are underscores in the connection's name (process "time-capture", connection and schema "time_capture").
 */
export function serviceDataSource(app: INestApplication, processName: string): DataSource {
  const names = [...new Set([processName, processName.replaceAll('-', '_')])];
  for (const name of names) {
    try {
      return app.get<DataSource>(getDataSourceToken(name), { strict: false });
    } catch {
      // not this name
    }
  }
  throw new Error(`no database connection named ${names.join(' or ')}`);
}
