import { FormNumber, FormText } from '@rollcall/platform';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CustomerFeatureChange } from './customer-feature-settings.js';

/**
 * POST /api/customers/{id}: the Superadmin's edit of a customer company; a field left out keeps its value, and the
 * name cannot be cleared.
 */
export class CustomerUpdateRequest {
  @ApiPropertyOptional({ type: String })
  @FormText()
  @IsOptional()
  @IsNotEmpty({ message: 'name is required.' })
  @IsString()
  @MaxLength(200)
  name?: string | null;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: 1_000_000,
    description: 'how many Active employees the company may have',
  })
  @FormNumber()
  @IsOptional()
  @IsInt({ message: 'licenses must be a whole number' })
  @Min(0, { message: 'licenses must be 0 or more' })
  @Max(1_000_000)
  licenses?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: 1_000_000,
    description: 'how many employees may use the mobile app',
  })
  @FormNumber()
  @IsOptional()
  @IsInt({ message: 'appLicenses must be a whole number' })
  @Min(0, { message: 'appLicenses must be 0 or more' })
  @Max(1_000_000)
  appLicenses?: number;

  @ApiPropertyOptional({
    type: CustomerFeatureChange,
    description: 'the features to change (any subset); checked by featureChange in customer-settings.ts',
  })
  @IsOptional()
  @IsObject({ message: 'settings must be an object' })
  settings?: Record<string, unknown>;
}
