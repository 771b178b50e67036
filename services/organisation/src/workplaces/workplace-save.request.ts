import { FormBoolean, FormList, FormText, OptionalText } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateBy } from 'class-validator';
import { MAX_RADIUS_METRES, parseCoordinate, parseRadius } from './workplace-geometry.js';

/**
 * POST /workPlace/save, form-encoded or JSON: `id` edits that site, else a new one is created. The coordinate is
 * '(lat, lng)'; the radius is metres, a number or text.
 */
export class WorkplaceSaveRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the site to edit; absent on create' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be a workplace id' })
  id?: string | null;

  @ApiProperty()
  @FormText()
  @IsString({ message: 'name is required.' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name!: string;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'true: Active (default on create)' })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'workSiteStatus must be true or false' })
  workSiteStatus?: boolean | null;

  @ApiProperty()
  @FormText()
  @IsString({ message: 'address is required.' })
  @MaxLength(500, { message: 'address must be at most 500 characters' })
  address!: string;

  @ApiProperty({ example: '(-36.8485, 174.7633)' })
  @FormText()
  @IsString({ message: 'coordinate is required.' })
  @ValidateBy({
    name: 'coordinate',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || 'point' in parseCoordinate(value),
      defaultMessage: (args) => {
        const parsed = parseCoordinate(String(args?.value ?? ''));
        return 'error' in parsed ? parsed.error : 'coordinate is invalid';
      },
    },
  })
  coordinate!: string;

  @ApiProperty({
    oneOf: [{ type: 'number', minimum: 0, maximum: MAX_RADIUS_METRES }, { type: 'string' }],
    description: `metres, 0 to ${MAX_RADIUS_METRES}`,
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateBy({
    name: 'radius',
    validator: {
      validate: (value: unknown) => 'metres' in parseRadius(value),
      defaultMessage: (args) => {
        const parsed = parseRadius(args?.value);
        return 'error' in parsed ? parsed.error : 'radius is invalid';
      },
    },
  })
  radius!: number | string;

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(1000) description?: string | null;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'the employees who may punch at the site' })
  @FormList()
  @IsOptional()
  @IsUUID('all', { each: true, message: 'employeeIds must be a list of employee ids' })
  employeeIds?: string[];

  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) siteCode?: string | null;
}

export class WorkplaceListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false', 'all'], description: 'true: active, false: inactive; default all' })
  @FormText()
  @IsOptional()
  @IsIn(['true', 'false', 'all'], { message: 'status must be true, false or all' })
  status?: 'true' | 'false' | 'all' | null;
}

export class WorkplacesOfEmployeeQuery {
  @ApiProperty()
  @FormText()
  @IsUUID('all', { message: 'employeeId must be an employee id' })
  employeeId!: string;
}
