import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsUUID, Matches } from 'class-validator';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class RecalcVerifyBody {
  @ApiProperty({ example: '2026-11-09', description: 'first local date to check' })
  @Matches(LOCAL_DATE, { message: 'from must be a date (YYYY-MM-DD)' })
  from!: string;

  @ApiProperty({ example: '2026-11-22', description: 'last local date to check' })
  @Matches(LOCAL_DATE, { message: 'to must be a date (YYYY-MM-DD)' })
  to!: string;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'only these employees (default: all)' })
  @IsOptional()
  @IsArray({ message: 'employeeIds must be a list of employee ids' })
  @ArrayMaxSize(10_000, { message: 'employeeIds may name at most 10000 employees' })
  @IsUUID('all', { each: true, message: 'employeeIds must be a list of employee ids' })
  employeeIds?: string[];

  @ApiPropertyOptional({ description: 'queue the differing days for recalculation' })
  @IsOptional()
  @IsBoolean({ message: 'fix must be true or false' })
  fix?: boolean;
}
