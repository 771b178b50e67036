import type { EntityManager } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';

/** How many Active employees the company has (with the mobile app enabled, when `app`): its licences in use. */
export async function activeCount(
  manager: EntityManager,
  companyId: string,
  options: { app?: boolean } = {},
): Promise<number> {
  const [row] = (await manager.query(
    `SELECT count(*)::int AS n FROM "${ORGANISATION}".employees
      WHERE company_id = $1 AND employee_status = 'Active' ${options.app ? 'AND status_app' : ''}`,
    [companyId],
  )) as { n: number }[];
  return row?.n ?? 0;
}

/** Whether another Active employee of the company has this clock id. */
export async function clockIdTaken(
  manager: EntityManager,
  companyId: string,
  clockId: number,
  exceptEmployeeId: string | null,
): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT 1 FROM "${ORGANISATION}".employees
      WHERE company_id = $1 AND clock_id = $2 AND employee_status = 'Active' AND id IS DISTINCT FROM $3 LIMIT 1`,
    [companyId, clockId, exceptEmployeeId],
  )) as unknown[];
  return rows.length > 0;
}
