import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormBoolean, FormList, FormNumber, FormText, IsLocalDate, OptionalText } from '@rollcall/platform';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNumber,
  IsOptional,
  IsUUID,
  Matches,
  Max,
  Min,
} from 'class-validator';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The day and employee of a timesheet shift call. */
class ShiftCardDay {
  @ApiProperty({ description: 'the employee' })
  @FormText()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId!: string;

  @ApiProperty({ example: '2026-11-16', description: 'the schedule date the shift belongs to' })
  @FormText()
  @IsLocalDate({ message: 'day must be a date written YYYY-MM-DD' })
  day!: string;
}

/**
 * POST /timesheet/saveShiftCard (spec 001 §7): the New Shift / Modify Shift modal. `create` true adds a section to
 * the employee's day (also 'Save as a Schedule' of an unscheduled shift); false changes the section `workSectionId`
 * (else the one the shift key `workShiftId` names). JSON or form-encoded.
 */
export class ShiftCardSaveRequest extends ShiftCardDay {
  @ApiProperty({ description: 'true: a new shift; false: change an existing one' })
  @FormBoolean()
  @IsBoolean({ message: 'create must be true or false' })
  create!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the shift key on the timesheet (WorkShift.id)' })
  @OptionalText(40)
  workShiftId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the section to change (WorkShift.schId)' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'workSectionId must be a section id' })
  workSectionId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'sent by the legacy modal; not needed' })
  @OptionalText(64)
  customScheduleId?: string | null;

  @ApiProperty({ example: '08:00', description: 'Sch In' })
  @FormText()
  @Matches(HH_MM, { message: 'Sch In is required.' })
  startTime!: string;

  @ApiProperty({ example: '16:30', description: 'Sch Out' })
  @FormText()
  @Matches(HH_MM, { message: 'Sch Out is required.' })
  endTime!: string;

  @ApiPropertyOptional({ enum: ['Previous', 'Today'], description: 'Previous Day ticked: Previous' })
  @FormText()
  @IsOptional()
  @IsIn(['Previous', 'Today'], { message: 'startTimeType must be Previous or Today' })
  startTimeType?: 'Previous' | 'Today' | null;

  @ApiPropertyOptional({ enum: ['Today', 'NextDay'], description: 'Next Day ticked: NextDay' })
  @FormText()
  @IsOptional()
  @IsIn(['Today', 'NextDay'], { message: 'endTimeType must be Today or NextDay' })
  endTimeType?: 'Today' | 'NextDay' | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1440,
    description: 'scheduled break, minutes',
  })
  @FormNumber()
  @IsOptional()
  @IsNumber({}, { message: 'breakTime must be minutes from 0 to 1440' })
  @Min(0, { message: 'breakTime must be minutes from 0 to 1440' })
  @Max(1440, { message: 'breakTime must be minutes from 0 to 1440' })
  breakTime?: number | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'overrideBreakCalculation must be true or false' })
  overrideBreakCalculation?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true, enum: ['None', 'HoursAtWork', 'TimeOfDay'] })
  @FormText()
  @IsOptional()
  @IsIn(['None', 'HoursAtWork', 'TimeOfDay'], {
    message: 'breakCalculationType must be None, HoursAtWork or TimeOfDay',
  })
  breakCalculationType?: 'None' | 'HoursAtWork' | 'TimeOfDay' | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 24, description: 'Break Deduct Time (hr)' })
  @FormNumber()
  @IsOptional()
  @IsNumber({}, { message: 'breakTriggerTime must be hours from 0 to 24' })
  @Min(0, { message: 'breakTriggerTime must be hours from 0 to 24' })
  @Max(24, { message: 'breakTriggerTime must be hours from 0 to 24' })
  breakTriggerTime?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '12:00' })
  @FormText()
  @IsOptional()
  @Matches(HH_MM, { message: 'breakStartTime must be a time written HH:mm' })
  breakStartTime?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @FormBoolean()
  @IsOptional()
  @IsBoolean()
  isOverridePayGroup?: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @FormBoolean()
  @IsOptional()
  @IsBoolean()
  allowOT?: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'Meal not taken' })
  @FormBoolean()
  @IsOptional()
  @IsBoolean()
  lunchWorkingThrough?: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @FormBoolean()
  @IsOptional()
  @IsBoolean()
  allowEA?: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true })
  @FormBoolean()
  @IsOptional()
  @IsBoolean()
  allowLD?: boolean | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the Position (a structure node)' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'departmentId must be a structure node id' })
  departmentId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'jobId must be a job id' })
  jobId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'taskId must be a task id' })
  taskId?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'skill ids: JSON array, repeated form keys or comma-joined' })
  @FormList()
  @IsOptional()
  @IsArray({ message: 'skills must be a list of skill ids' })
  @ArrayMaxSize(50, { message: 'skills may name at most 50 skills' })
  @IsUUID('all', { each: true, message: 'skills must be skill ids' })
  skills?: string[] | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'why the shift is changed (kept in its history)' })
  @OptionalText(500)
  reason?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: "'Save as a Schedule' of an unscheduled shift" })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'saveAsShift must be true or false' })
  saveAsShift?: boolean | null;
}

/** POST /timesheet/deleteCustomSchedule (spec 001 §7): a scheduled shift taken off the employee's day. */
export class ShiftCardDeleteRequest extends ShiftCardDay {
  @ApiProperty({ description: 'the section to delete (WorkShift.schId)' })
  @FormText()
  @IsUUID('all', { message: 'schId must be a section id' })
  schId!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'why the shift is deleted (kept in its history)' })
  @OptionalText(500)
  reason?: string | null;
}

export class ShiftCardAnswer {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the saved section’s id (null after a delete)' })
  workSectionId!: string | null;
  @ApiProperty({
    type: [String],
    description:
      'ids of the events the change published (the day’s schedule.day.changed.v1 and its history); GET /api/timesheet/getPunchRecords?awaiting=… counts those calculation has not taken in yet',
  })
  eventIds!: string[];
}
