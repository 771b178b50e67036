import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsObject, IsOptional, IsUUID, Max, Min } from 'class-validator';

export const PREVIEW_PAGE_SIZE_LIMIT = 500;

/** POST /api/pay-periods/preview: a pay group and the rules to try on it. */
export class PayGroupPreviewRequest {
  @ApiProperty({ description: 'the pay group whose employees are previewed' })
  @IsUUID('all', { message: 'payGroupId must be a pay group id' })
  payGroupId!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      "the unsaved rules: the engine's PayGroupRules (docs/calculation.md), checked as the engine checks them",
  })
  @IsObject({ message: 'rules must be an object of pay group rules' })
  rules!: Record<string, unknown>;

  @ApiPropertyOptional({ minimum: 1, maximum: 1_000_000, default: 1 })
  @IsOptional()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(1_000_000, { message: 'page must be at most 1000000' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: PREVIEW_PAGE_SIZE_LIMIT, default: 100 })
  @IsOptional()
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @Max(PREVIEW_PAGE_SIZE_LIMIT, { message: `pageSize must be at most ${PREVIEW_PAGE_SIZE_LIMIT}` })
  pageSize?: number;
}
