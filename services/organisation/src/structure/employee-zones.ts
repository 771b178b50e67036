// An employee's zone is the zone of its structure node: the node's own, else the nearest ancestor's, else the
// company's. A change to a node's (or the company's) zone therefore changes the zone of every employee below it
// that has no nearer zone; those employees are republished so that consumers (calculation) use the new zone.

import type { NewEvent } from '@rollcall/platform';
import { In, type EntityManager } from 'typeorm';
import { employeeChanged } from '../employees/employee-events.js';
import { Employee } from '../employees/employee.entity.js';
import { ORGANISATION } from '../organisation.constants.js';

/** employee id → effective zone, for every employee of the company. */
export async function employeeZones(manager: EntityManager, companyId: string): Promise<Map<string, string>> {
  const s = ORGANISATION;
  const rows = (await manager.query(
    `WITH RECURSIVE tree AS (
       SELECT d.id, COALESCE(d.time_zone_id, c.time_zone_id) AS zone
         FROM "${s}".departments d JOIN "${s}".companies c ON c.id = d.company_id
        WHERE d.company_id = $1 AND d.parent_id IS NULL
       UNION ALL
       SELECT d.id, COALESCE(d.time_zone_id, t.zone) FROM "${s}".departments d JOIN tree t ON d.parent_id = t.id
     )
     SELECT e.id, COALESCE(t.zone, c.time_zone_id) AS zone
       FROM "${s}".employees e
       JOIN "${s}".companies c ON c.id = e.company_id
       LEFT JOIN tree t ON t.id = e.department_id
      WHERE e.company_id = $1`,
    [companyId],
  )) as { id: string; zone: string }[];
  return new Map(rows.map((r) => [r.id, r.zone]));
}

/** org.employee.changed.v1 for every employee whose zone is not what it was in `before`. */
export async function zoneChangeEvents(
  manager: EntityManager,
  companyId: string,
  before: Map<string, string>,
): Promise<NewEvent[]> {
  const after = await employeeZones(manager, companyId);
  const changed = [...after].filter(([id, zone]) => before.get(id) !== zone).map(([id]) => id);
  if (changed.length === 0) return [];
  const employees = await manager.find(Employee, { where: { companyId, id: In(changed) }, order: { id: 'ASC' } });
  return employees.map((e) => employeeChanged(e, after.get(e.id) ?? 'UTC'));
}
