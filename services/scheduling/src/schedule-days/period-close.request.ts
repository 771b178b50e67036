import { ApiProperty } from '@nestjs/swagger';
import { FormText, IsLocalDate } from '@rollcall/platform';
import { IsUUID } from 'class-validator';

/** POST /standardshifts/checkPeriodClose, JSON or form-encoded: is this employee's date in a closed pay period? */
export class PeriodCloseRequest {
  @ApiProperty({ description: 'the date, YYYY-MM-DD' })
  @FormText()
  @IsLocalDate({ message: 'ruleDate must be a date written YYYY-MM-DD' })
  ruleDate!: string;

  @ApiProperty()
  @FormText()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId!: string;
}
