import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class PayPeriodIdParams {
  @ApiProperty() @IsUUID('all', { message: 'id must be a pay period id' }) id!: string;
}

export class PayPeriodChangeBody {
  @ApiPropertyOptional({ description: 'why the period is closed or reopened (kept in its history)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
