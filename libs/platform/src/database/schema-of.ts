import type { DataSource } from 'typeorm';

/** The PostgreSQL schema a service's DataSource works in. */
export function schemaOf(dataSource: DataSource): string {
  const schema = (dataSource.options as { schema?: string }).schema;
  if (!schema) throw new Error(`a DataSource has no schema`);
  return schema;
}
