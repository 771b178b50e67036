import { ApiProperty } from '@nestjs/swagger';
import { FormText, IsLocalDate } from '@rollcall/platform';

/** The dates of a schedule week (the report's conditions and the e-mailed week): at most 14 days, checked after. */
export class ScheduleRange {
  @ApiProperty({ description: 'the first day, YYYY-MM-DD' })
  @FormText()
  @IsLocalDate({ message: 'startDate must be a date written YYYY-MM-DD' })
  startDate!: string;

  @ApiProperty({ description: 'the last day, YYYY-MM-DD; at most 13 days after startDate' })
  @FormText()
  @IsLocalDate({ message: 'endDate must be a date written YYYY-MM-DD' })
  endDate!: string;
}
