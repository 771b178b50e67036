import { FormText, IsLocalDate } from '@rollcall/platform';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** One employee's roster day: POST /standardshifts/addOffDay and delOffDay. */
export class RosterDayRequest {
  @ApiProperty()
  @FormText()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId!: string;

  @ApiProperty({ example: '2026-11-25' })
  @FormText()
  @IsLocalDate({ message: 'ruleDate must be a date written YYYY-MM-DD' })
  ruleDate!: string;
}
