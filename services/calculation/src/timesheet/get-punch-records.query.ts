import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormList } from '@rollcall/platform';
import { ArrayMaxSize, IsOptional, IsUUID, Matches } from 'class-validator';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class GetPunchRecordsQuery {
  @ApiProperty() @IsUUID('all', { message: 'employeeId must be an employee id' }) employeeId!: string;
  @ApiProperty({ description: 'first day, YYYY-MM-DD' })
  @Matches(LOCAL_DATE, { message: 'fromT must be a date as YYYY-MM-DD' })
  fromT!: string;
  @ApiProperty({ description: 'last day, YYYY-MM-DD' })
  @Matches(LOCAL_DATE, { message: 'endT must be a date as YYYY-MM-DD' })
  endT!: string;
  @ApiPropertyOptional({
    type: String,
    description:
      'ids of events an edit answered with (comma-joined, at most 20): `awaitingEvents` counts those calculation has not taken in yet',
  })
  @FormList()
  @IsOptional()
  @ArrayMaxSize(20, { message: 'awaiting names at most 20 events' })
  @IsUUID('all', { each: true, message: 'awaiting must be event ids' })
  awaiting?: string[];
}
