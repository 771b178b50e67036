import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsUUID } from 'class-validator';

/** The most employees GET /api/employees/by-ids names at once (a picker's chosen ones, a page at a time). */
export const EMPLOYEES_BY_IDS_LIMIT = 100;

/** GET /api/employees/by-ids: the employees to name, comma-joined (each id once). */
export class EmployeesByIdsQuery {
  @ApiProperty({
    type: String,
    description: `employee ids, comma-joined: at least 1, at most ${EMPLOYEES_BY_IDS_LIMIT} different ones`,
  })
  @Transform(({ value }: { value: unknown }) => [
    ...new Set(
      (Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ])
  @ArrayNotEmpty({ message: 'ids must name at least one employee id' })
  @ArrayMaxSize(EMPLOYEES_BY_IDS_LIMIT, {
    message: ({ value }: { value: unknown }) =>
      `ids may name at most ${EMPLOYEES_BY_IDS_LIMIT} employees at a time (${Array.isArray(value) ? value.length : 0} given): ask in parts of ${EMPLOYEES_BY_IDS_LIMIT}`,
  })
  @IsUUID('all', { each: true, message: 'ids must be employee ids separated by commas' })
  ids: string[] = [];
}
