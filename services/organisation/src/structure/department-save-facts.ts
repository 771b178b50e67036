import type { EntityManager } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { Department } from './department.entity.js';
import { type DepartmentSaveFacts, isDeactivated } from './department-rules.js';

const s = ORGANISATION;

/** What saveRefusal needs to know about `node` from the database; each fact asked only when it can matter. */
export async function departmentSaveFacts(
  manager: EntityManager,
  companyId: string,
  node: Department,
  wasActive: boolean,
): Promise<DepartmentSaveFacts> {
  const others = () => {
    const query = manager
      .getRepository(Department)
      .createQueryBuilder('d')
      .where('d.company_id = :companyId', { companyId });
    return node.id ? query.andWhere('d.id <> :id', { id: node.id }) : query;
  };
  const sameName = await others()
    .andWhere('d.parent_id IS NOT DISTINCT FROM :parentId AND lower(d.name) = lower(:name)', {
      parentId: node.parentId,
      name: node.name,
    })
    .getExists();
  const sameCode = node.code
    ? await others().andWhere('lower(d.code) = lower(:code)', { code: node.code }).getExists()
    : false;
  const samePunchCode = node.punchCode
    ? await others().andWhere('d.punch_code = :punchCode', { punchCode: node.punchCode }).getExists()
    : false;
  const defaultPositionUnder =
    node.defaultPositionId && node.id !== undefined
      ? await manager.existsBy(Department, {
          id: node.defaultPositionId,
          companyId,
          parentId: node.id,
          level: 'position',
        })
      : false;
  let activeEmployeesUnder = 0;
  if (isDeactivated(node, wasActive)) {
    const [row] = (await manager.query(
      `WITH RECURSIVE sub AS (
         SELECT id FROM "${s}".departments WHERE id = $1 AND company_id = $2
         UNION ALL SELECT d.id FROM "${s}".departments d JOIN sub ON d.parent_id = sub.id
       )
       SELECT count(*)::int AS n FROM "${s}".employees
        WHERE company_id = $2 AND employee_status = 'Active' AND department_id IN (SELECT id FROM sub)`,
      [node.id, companyId],
    )) as { n: number }[];
    activeEmployeesUnder = row?.n ?? 0;
  }
  return { sameName, sameCode, samePunchCode, defaultPositionUnder, activeEmployeesUnder };
}
