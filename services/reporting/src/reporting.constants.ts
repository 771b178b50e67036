/** The reporting service's name, schema and data source. */
export const REPORTING = 'reporting';
