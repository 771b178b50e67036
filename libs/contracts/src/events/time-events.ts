export const TIME_PUNCH_RECORDED_V1 = 'time.punch.recorded.v1';

export interface PunchRecordedV1 {
  punchId: string;
  employeeId: string;
  clockId: number;
  /** ISO instant */
  punchTime: string;
  source: 'Kiosk' | 'Mobile' | 'Manual' | 'Import';
  deviceId: string | null;
  devicePunchId: string | null;
  workPlaceId: string | null;
  positionId: string | null;
  jobId: string | null;
  taskId: string | null;
}
