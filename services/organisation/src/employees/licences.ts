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
  return (await takenClockIds(manager, companyId, [clockId], exceptEmployeeId)).size > 0;
}

/** Which of these clock ids another Active employee of the company has. */
export async function takenClockIds(
  manager: EntityManager,
  companyId: string,
  clockIds: readonly number[],
  exceptEmployeeId: string | null,
): Promise<Set<number>> {
  if (clockIds.length === 0) return new Set();
  const rows = (await manager.query(
    `SELECT DISTINCT clock_id FROM "${ORGANISATION}".employees
      WHERE company_id = $1 AND clock_id = ANY($2::int[]) AND employee_status = 'Active' AND id IS DISTINCT FROM $3`,
    [companyId, clockIds, exceptEmployeeId],
  )) as { clock_id: number }[];
  return new Set(rows.map((r) => r.clock_id));
}
