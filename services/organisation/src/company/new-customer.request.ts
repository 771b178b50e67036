import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormNumber, FormText, IsTimeZone } from '@rollcall/platform';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** A new customer company (Superadmin). */
export class NewCustomerRequest {
  @ApiProperty() @FormText() @IsNotEmpty({ message: 'name is required.' }) @IsString() @MaxLength(200) name!: string;
  @ApiProperty() @FormText() @IsNotEmpty({ message: 'code is required.' }) @IsString() @MaxLength(50) code!: string;
  @ApiProperty({ example: 'Pacific/Auckland' })
  @FormText()
  @IsNotEmpty({ message: 'timeZoneId is required.' })
  @IsTimeZone()
  timeZoneId!: string;
  @ApiProperty({ minimum: 0, maximum: 1_000_000, description: 'how many Active employees the company may have' })
  @FormNumber()
  @IsInt({ message: 'licenses must be a whole number' })
  @Min(0)
  @Max(1_000_000)
  licenses!: number;
  @ApiPropertyOptional({
    minimum: 0,
    maximum: 1_000_000,
    description: 'how many employees may use the mobile app (default 0)',
  })
  @FormNumber()
  @IsOptional()
  @IsInt({ message: 'appLicenses must be a whole number' })
  @Min(0)
  @Max(1_000_000)
  appLicenses?: number;
}
