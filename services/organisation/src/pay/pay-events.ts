import type { NewEvent } from '@rollcall/platform';
import type { PayGroup } from './pay-group.entity.js';
import type { PayType } from './pay-type.entity.js';

export function payGroupChanged(group: PayGroup, deleted = false): NewEvent {
  return {
    type: 'org.paygroup.changed.v1',
    companyId: group.companyId,
    key: group.companyId,
    payload: { payGroupId: group.id, name: group.name, deleted, rules: { ...group.rules } },
  };
}

export function payTypeChanged(payType: PayType, deleted = false): NewEvent {
  return {
    type: 'org.paytype.changed.v1',
    companyId: payType.companyId,
    key: payType.companyId,
    payload: {
      payTypeId: payType.id,
      code: payType.code,
      name: payType.name,
      role: payType.role,
      isOvertime: payType.isOvertime,
      isLeave: payType.isLeave,
      isAllowance: payType.isAllowance,
      payRateFactor: payType.payRateFactor === null ? null : Number(payType.payRateFactor),
      deleted,
      paidLeave: payType.paidLeave,
      active: payType.active,
      allowNegativeLeave: payType.allowNegativeLeave,
      hideBalance: payType.hideBalance,
      dayMode: payType.byStandardHour ? 'byStandardHour' : payType.percentage ? 'percentage' : 'convertToDay',
      ctDay: Number(payType.ctDay),
      xeroGuid: payType.xeroGuid,
      exportCode: payType.exportCode,
      shouldExport: payType.shouldExport,
      templateCode: payType.type,
    },
  };
}
