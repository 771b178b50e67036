import { ApiProperty } from '@nestjs/swagger';
import { IsUUID, Matches } from 'class-validator';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class GetPunchRecordsQuery {
  @ApiProperty() @IsUUID('all', { message: 'employeeId must be an employee id' }) employeeId!: string;
  @ApiProperty({ description: 'first day, YYYY-MM-DD' })
  @Matches(LOCAL_DATE, { message: 'fromT must be a date as YYYY-MM-DD' })
  fromT!: string;
  @ApiProperty({ description: 'last day, YYYY-MM-DD' })
  @Matches(LOCAL_DATE, { message: 'endT must be a date as YYYY-MM-DD' })
  endT!: string;
}
