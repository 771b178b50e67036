import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { ShiftDefinitionsService, type StoredSection } from '@rollcall/scheduling';

/** A demo shift definition: a position's times, label and colour (spec 001 §9 presets). */
interface DemoShift {
  position: 'picker' | 'forklift' | 'administrator';
  labelName: string;
  colorCode: string;
  startTime: string;
  endTime: string;
  endTimeType?: 'NextDay';
  breakTime: number;
}

const DEMO_SHIFTS: DemoShift[] = [
  { position: 'picker', labelName: 'Day', colorCode: '#2EBB7C', startTime: '08:00', endTime: '16:30', breakTime: 30 },
  { position: 'picker', labelName: 'Early', colorCode: '#52C41A', startTime: '06:00', endTime: '14:30', breakTime: 30 },
  { position: 'forklift', labelName: 'Day', colorCode: '#1890FF', startTime: '08:00', endTime: '16:30', breakTime: 30 },
  {
    position: 'forklift',
    labelName: 'Night',
    colorCode: '#4A4A4F',
    startTime: '22:00',
    endTime: '06:00',
    endTimeType: 'NextDay',
    breakTime: 30,
  },
  {
    position: 'administrator',
    labelName: 'Office',
    colorCode: '#FAAD14',
    startTime: '08:00',
    endTime: '16:30',
    breakTime: 30,
  },
  {
    position: 'administrator',
    labelName: 'Morning',
    colorCode: '#FF4D4F',
    startTime: '09:00',
    endTime: '13:00',
    breakTime: 0,
  },
];

/** A created shift: its id and what a day's section placed from it holds. */
export interface SeededShift extends DemoShift {
  id: string;
  positionId: string;
}

/**
 * The demo's shift definitions, two per position (the roster's left panel): a day shift and an early, night or
 * morning one. Resolves to them, for the seeded days and templates to be placed from.
 */
export async function seedDemoShifts(
  app: INestApplication,
  companyId: string,
  positions: Record<DemoShift['position'], string>,
): Promise<SeededShift[]> {
  const shifts = app.get(ShiftDefinitionsService, { strict: false });
  const seeded: SeededShift[] = [];
  for (const shift of DEMO_SHIFTS) {
    const positionId = positions[shift.position];
    const id = await shifts.create(companyId, {
      departmentId: positionId,
      startTime: shift.startTime,
      endTime: shift.endTime,
      endTimeType: shift.endTimeType ?? 'Today',
      labelName: shift.labelName,
      colorCode: shift.colorCode,
      breakTime: shift.breakTime,
    });
    seeded.push({ ...shift, id, positionId });
  }
  return seeded;
}

/** The shift of a position with this label. */
export function demoShift(shifts: readonly SeededShift[], positionId: string, labelName: string): SeededShift {
  const shift = shifts.find((s) => s.positionId === positionId && s.labelName === labelName);
  if (!shift) throw new Error(`no demo shift ${labelName} for position ${positionId}`);
  return shift;
}

/** A day's section placed from the shift, as the roster places it (its own id, the shift's looks). */
export function sectionOfDemoShift(shift: SeededShift): StoredSection {
  return {
    id: randomUUID(),
    shiftId: shift.id,
    labelName: shift.labelName,
    colorCode: shift.colorCode,
    start: shift.startTime,
    end: shift.endTime,
    startType: 'Today',
    endType: shift.endTimeType ?? 'Today',
    breakMinutes: shift.breakTime,
    positionId: shift.positionId,
  };
}
