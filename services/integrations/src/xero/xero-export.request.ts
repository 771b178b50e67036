import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsOptional, IsUUID } from 'class-validator';
import { toStringList } from '@rollcall/platform';

/** The most periods one export sends, as the payroll transfer calls take. */
export const XERO_EXPORT_PERIODS_LIMIT = 100;
export const XERO_EXPORT_DEPARTMENTS_LIMIT = 500;

/** POST /payrolltransfer/xeroApiPay: the periods to send, and the departments whose employees (none: all). */
export class XeroExportRequest {
  @ApiProperty({ type: String, isArray: true, description: `pay period ids (at most ${XERO_EXPORT_PERIODS_LIMIT})` })
  @Transform(toStringList)
  @IsArray({ message: 'payrollTransferIds must be a list of pay period ids' })
  @ArrayNotEmpty({ message: 'payrollTransferIds must name at least one pay period' })
  @ArrayMaxSize(XERO_EXPORT_PERIODS_LIMIT, {
    message: `payrollTransferIds may name at most ${XERO_EXPORT_PERIODS_LIMIT} pay periods`,
  })
  @IsUUID('all', { each: true, message: 'payrollTransferIds must be pay period ids' })
  payrollTransferIds!: string[];

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    description: 'structure nodes: their employees and those below them (none: every employee of the periods)',
  })
  @IsOptional()
  @Transform(toStringList)
  @IsArray({ message: 'departmentIds must be a list of department ids' })
  @ArrayMaxSize(XERO_EXPORT_DEPARTMENTS_LIMIT, {
    message: `departmentIds may name at most ${XERO_EXPORT_DEPARTMENTS_LIMIT} departments`,
  })
  @IsUUID('all', { each: true, message: 'departmentIds must be department ids' })
  departmentIds?: string[];
}
