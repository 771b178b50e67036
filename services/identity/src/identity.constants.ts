/** The identity service's name: its TypeORM connection name, its PostgreSQL schema and its event producer name. */
export const IDENTITY = 'identity';
