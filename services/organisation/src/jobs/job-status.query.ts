import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/** ?status=true (Active), false (Inactive) or absent (all). */
export class StatusQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'absent: every status' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'status must be true or false' })
  status?: 'true' | 'false';
}

export function activeOf(query: StatusQuery): boolean | undefined {
  return query.status === undefined ? undefined : query.status === 'true';
}
