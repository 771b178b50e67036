import type { NewEvent } from '@rollcall/platform';
import type { StoredPunch } from './stored-punch.js';

export function punchRecorded(punch: StoredPunch): NewEvent {
  return {
    type: 'time.punch.recorded.v1',
    companyId: punch.companyId,
    key: punch.employeeId,
    payload: {
      punchId: punch.id,
      employeeId: punch.employeeId,
      clockId: punch.clockId,
      punchTime: punch.punchTime.toISOString(),
      source: punch.source,
      deviceId: punch.deviceId,
      devicePunchId: punch.devicePunchId,
      workPlaceId: punch.workPlaceId,
      positionId: punch.positionId,
      jobId: punch.jobId,
      taskId: punch.taskId,
    },
  };
}
