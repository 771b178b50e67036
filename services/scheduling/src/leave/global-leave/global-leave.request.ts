import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormBoolean, FormList, FormText } from '@rollcall/platform';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { LeaveFormFields } from '../leave-save.request.js';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Most employees one Global Leave names or reaches through its departments. */
export const MAX_GLOBAL_LEAVE_EMPLOYEES = 1000;
const MAX_DEPARTMENTS = 500;

/**
 * POST /global-leave/save (spec 002 §3 "Global leave"), JSON or form-encoded: the leave form's fields for the
 * employees named (`byEmployee`) or every active employee of the department (and the nodes beneath it). The spec's
 * `fromLeaveTime` and `toLeaveTime` are the time range (`fromTime`, `toTime` are taken too).
 */
export class GlobalLeaveRequest extends LeaveFormFields {
  @ApiProperty({ description: 'true: the employees named; false: the department' })
  @FormBoolean()
  @IsBoolean({ message: 'byEmployee must be true or false' })
  byEmployee!: boolean;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'employee ids (a list, or comma-joined)' })
  @FormList()
  @IsOptional()
  @IsArray({ message: 'employees must be a list' })
  @ArrayMaxSize(MAX_GLOBAL_LEAVE_EMPLOYEES, { message: `at most ${MAX_GLOBAL_LEAVE_EMPLOYEES} employees at once` })
  @IsUUID('all', { each: true, message: 'employees must be employee ids' })
  employees?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'the structure node (spec: department)' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'department must be a structure node id' })
  department?: string | null;

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    description: 'beyond the spec: several structure nodes (a list, or comma-joined), with department',
  })
  @FormList()
  @IsOptional()
  @IsArray({ message: 'departments must be a list' })
  @ArrayMaxSize(MAX_DEPARTMENTS, { message: `at most ${MAX_DEPARTMENTS} structure nodes at once` })
  @IsUUID('all', { each: true, message: 'departments must be structure node ids' })
  departments?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, example: '09:00', description: 'the spec’s From (HH:mm)' })
  @FormText()
  @IsOptional()
  @Matches(HH_MM, { message: 'From is required (HH:mm).' })
  fromLeaveTime?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '13:00', description: 'the spec’s To (HH:mm)' })
  @FormText()
  @IsOptional()
  @Matches(HH_MM, { message: 'To is required (HH:mm).' })
  toLeaveTime?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the console’s role name (spec); the token’s role is what counts',
  })
  @FormText()
  @IsOptional()
  @IsString()
  @MaxLength(50)
  loginRole?: string | null;
}
