import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormText, IsLocalDate, OptionalText } from '@rollcall/platform';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID, Matches } from 'class-validator';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '' and 'New' mean a new punch (the form's id for one). */
const newIsNothing = ({ value }: { value: unknown }) =>
  value === '' || value === null || value === 'New' ? undefined : typeof value === 'string' ? value.trim() : value;

/** The codes a punch may carry (ids; each checked against the company's sites, positions, jobs and tasks). */
export class PunchCodesRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'site (work place) id' })
  @OptionalText(100)
  workPlaceId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'position (structure node) id' })
  @OptionalText(100)
  positionId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(100) jobId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'required when the job offers tasks' })
  @OptionalText(100)
  taskId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'why (kept in the history)' })
  @OptionalText(500)
  reason?: string | null;
}

/** POST /timesheet/saveSinglePunch (spec 001 §7): the Modify Punch or New Punch form. */
export class SaveSinglePunchRequest extends PunchCodesRequest {
  @ApiPropertyOptional({ description: 'the punch to change; left out, blank or "New" for a new punch' })
  @Transform(newIsNothing)
  @IsOptional()
  @IsUUID('all', { message: 'id must be a punch id' })
  id?: string;

  @ApiProperty()
  @FormText()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId!: string;

  @ApiProperty({
    description: 'the punch’s local date: the timesheet day shifted by the day type',
    example: '2026-11-20',
  })
  @FormText()
  @IsLocalDate({ message: 'day must be a date written YYYY-MM-DD' })
  day!: string;

  @ApiProperty({ description: 'the punch’s local time, HH:mm', example: '16:30' })
  @FormText()
  @Matches(HH_MM, { message: 'Time is required (HH:mm).' })
  punchTime!: string;

  @ApiPropertyOptional({
    enum: ['Previous', 'Today', 'NextDay'],
    description: 'the day type the form chose (informational: `day` is already shifted by it)',
  })
  @Transform(({ value }: { value: unknown }) => (value === 'Next Day' ? 'NextDay' : value === '' ? undefined : value))
  @IsOptional()
  @IsIn(['Previous', 'Today', 'NextDay'], { message: 'dayType must be Previous, Today or NextDay' })
  dayType?: 'Previous' | 'Today' | 'NextDay';
}

/** POST /timesheet/deleteSinglePunch (spec 001 §7). */
export class DeleteSinglePunchRequest {
  @ApiProperty()
  @FormText()
  @IsUUID('all', { message: 'punchId must be a punch id' })
  punchId!: string;

  @ApiProperty()
  @FormText()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId!: string;

  @ApiPropertyOptional({ description: 'the timesheet day the punch was deleted from (informational)' })
  @FormText()
  @IsOptional()
  @IsLocalDate({ message: 'day must be a date written YYYY-MM-DD' })
  day?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'why (kept in the history)' })
  @OptionalText(500)
  reason?: string | null;
}

/** PUT /punch-pairs/{id} (spec 001 §7): the Punch Pair form. In and Out are each a local date and time. */
export class PunchPairSaveRequest extends PunchCodesRequest {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the in punch’s local date, YYYY-MM-DD (required when the pair has an in punch)',
  })
  @FormText()
  @IsOptional()
  @IsLocalDate({ message: 'inDay must be a date written YYYY-MM-DD' })
  inDay?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the in punch’s local time, HH:mm' })
  @FormText()
  @IsOptional()
  @Matches(HH_MM, { message: 'In: Time is required (HH:mm).' })
  inTime?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the out punch’s local date; with outTime on a pair without an out punch, adds the punch-out row',
  })
  @FormText()
  @IsOptional()
  @IsLocalDate({ message: 'outDay must be a date written YYYY-MM-DD' })
  outDay?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the out punch’s local time, HH:mm' })
  @FormText()
  @IsOptional()
  @Matches(HH_MM, { message: 'Out: Time is required (HH:mm).' })
  outTime?: string | null;
}
