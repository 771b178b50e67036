import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** What Xero sends the browser back with: a code and the state, or an error. */
export class XeroCallbackQuery {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) code?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) state?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) error?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) scope?: string;
}
