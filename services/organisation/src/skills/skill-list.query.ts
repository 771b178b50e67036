import { FormText } from '@rollcall/platform';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class SkillListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false', 'all'], description: 'true: active, false: inactive; default all' })
  @FormText()
  @IsOptional()
  @IsIn(['true', 'false', 'all'], { message: 'status must be true, false or all' })
  status?: 'true' | 'false' | 'all' | null;
}
