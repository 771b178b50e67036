import type { PunchSource } from './punch.entity.js';

/** Kiosks (and devices) record these; AutoPair punches are auto punch's own. */
export type RecordedSource = Exclude<PunchSource, 'AutoPair'>;

/** A stored punch as the kiosk answer and time.punch.recorded.v1 need it. */
export interface StoredPunch {
  id: string;
  companyId: string;
  employeeId: string;
  clockId: number;
  punchTime: Date;
  source: RecordedSource;
  deviceId: string | null;
  devicePunchId: string | null;
  workPlaceId: string | null;
  positionId: string | null;
  jobId: string | null;
  taskId: string | null;
}

/** `time_capture.punches` as a raw query answers it. */
export interface StoredPunchRow {
  id: string;
  company_id: string;
  employee_id: string;
  clock_id: number;
  punch_time: Date;
  source: PunchSource;
  device_id: string | null;
  device_punch_id: string | null;
  work_place_id: string | null;
  position_id: string | null;
  job_id: string | null;
  task_id: string | null;
}

export function storedPunchOf(row: StoredPunchRow): StoredPunch {
  return {
    id: row.id,
    companyId: row.company_id,
    employeeId: row.employee_id,
    clockId: row.clock_id,
    punchTime: row.punch_time,
    // a device's punch (looked up by its device punch id) is never an AutoPair punch
    source: row.source as RecordedSource,
    deviceId: row.device_id,
    devicePunchId: row.device_punch_id,
    workPlaceId: row.work_place_id,
    positionId: row.position_id,
    jobId: row.job_id,
    taskId: row.task_id,
  };
}
