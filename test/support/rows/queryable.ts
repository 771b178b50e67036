/** What a row factory needs: a TypeORM DataSource or a transaction's EntityManager (both answer rows). */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}
