import { ORG_WORKPLACE_CHANGED_V1 } from '@rollcall/contracts';
import type { NewEvent } from '@rollcall/platform';
import type { Workplace } from './workplace.entity.js';

export function workplaceChanged(site: Workplace, deleted = false): NewEvent {
  return {
    type: ORG_WORKPLACE_CHANGED_V1,
    companyId: site.companyId,
    key: site.companyId,
    payload: {
      workplaceId: site.id,
      name: site.name,
      active: site.active,
      latitude: Number(site.latitude),
      longitude: Number(site.longitude),
      radius: Number(site.radius),
      employeeIds: site.employeeIds,
      siteCode: site.siteCode,
      deleted,
    },
  };
}
