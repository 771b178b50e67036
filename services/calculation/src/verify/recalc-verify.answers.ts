import { ApiProperty } from '@nestjs/swagger';
import type { ComparedField } from './day-difference.js';

export class DaySummary {
  @ApiProperty() status!: string;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) payTypes!: object[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) exceptions!: object[];
}

export class DayDifferenceAnswer {
  @ApiProperty() employeeId!: string;
  @ApiProperty({ example: '2026-11-12' }) date!: string;
  @ApiProperty({
    type: String,
    isArray: true,
    enum: ['status', 'payTypes', 'exceptions', 'shifts', 'explain', 'missing'],
  })
  fields!: (ComparedField | 'missing')[];
  @ApiProperty({ type: DaySummary, nullable: true, description: 'what is stored (null: nothing)' })
  stored!: DaySummary | null;
  @ApiProperty({ type: DaySummary, description: 'what a calculation now gives' })
  fresh!: DaySummary;
}

export class RecalcVerifyAnswer {
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ description: 'employees checked' }) employees!: number;
  @ApiProperty({ description: 'employee-days checked (days in closed pay periods are not)' }) days!: number;
  @ApiProperty({ description: 'employee-days whose stored result differs' }) differing!: number;
  @ApiProperty({ type: DayDifferenceAnswer, isArray: true, description: 'the first 500 differing days' })
  differences!: DayDifferenceAnswer[];
  @ApiProperty({ description: 'employee-days queued for recalculation (with fix)' }) queued!: number;
}

export class RecalcStatusAnswer {
  @ApiProperty({ description: "employee-days of the caller's company waiting for or in recalculation" })
  queuedDays!: number;
  @ApiProperty({ description: 'employees with days waiting' }) queuedEmployees!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'seconds the oldest queued day has waited (the lag); null when nothing is queued',
  })
  oldestQueuedSeconds!: number | null;
  @ApiProperty({ description: 'days whose result changes with time, to be queued when that time comes' })
  recheckTimers!: number;
}
