/** The integrations service's name: its TypeORM connection name, its PostgreSQL schema and its event producer. */
export const INTEGRATIONS = 'integrations';
