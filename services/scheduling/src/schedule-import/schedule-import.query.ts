import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/** ?dryRun=true: read and check the file, answer what it would do, write nothing. */
export class ScheduleImportQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: nothing is written' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'dryRun must be true or false' })
  dryRun?: 'true' | 'false';
}
