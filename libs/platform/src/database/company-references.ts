import { BadRequestException } from '@nestjs/common';
import { type EntityManager, type EntityTarget, In, type ObjectLiteral } from 'typeorm';

/** Ids a save refers to, which must all be records of the caller's company. */
export interface CompanyReference {
  field: string;
  entity: EntityTarget<ObjectLiteral>;
  ids: readonly (string | null | undefined)[] | string | null | undefined;
  /** what the admin is told, e.g. 'Choose a time rounding of this company.' */
  message: string;
}

/**
 * Refuses (400, nothing written) a save that points at records of another company or at nothing: another
 * company's id reads exactly like an unknown one.
 */
export async function checkCompanyReferences(
  manager: EntityManager,
  companyId: string,
  references: CompanyReference[],
): Promise<void> {
  const details: { field: string; message: string }[] = [];
  for (const reference of references) {
    const list = Array.isArray(reference.ids) ? reference.ids : [reference.ids];
    const ids = [...new Set(list.filter((id): id is string => typeof id === 'string' && id !== ''))];
    if (ids.length === 0) continue;
    const found = await manager.countBy(reference.entity, { companyId, id: In(ids) });
    if (found !== ids.length) details.push({ field: reference.field, message: reference.message });
  }
  if (details.length) throw new BadRequestException({ message: details.map((d) => d.message).join('; '), details });
}
