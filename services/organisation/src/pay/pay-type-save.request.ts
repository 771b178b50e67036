import { FormBoolean, FormList, FormNumber, FormText, KeptText, OptionalText } from '@rollcall/platform';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsUUID, Max, Min, ValidateIf } from 'class-validator';

/** The largest factor the pay type's column (numeric(6,3)) holds. */
export const MAX_PAY_RATE_FACTOR = 999.999;

const Flag = (): PropertyDecorator => (target, key) => {
  FormBoolean()(target, key);
  IsOptional()(target, key);
  IsBoolean({ message: `${String(key)} must be true or false` })(target, key);
};

/**
 * POST /paytype/save, form-encoded or JSON. With `id` it edits that pay type (a field left out keeps its value;
 * `code` cannot change); without, it creates one (fields left out take the new pay type defaults).
 */
export class PayTypeSaveRequest {
  @ApiPropertyOptional({ type: String, description: 'the pay type to edit; absent on create' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be an id' })
  id?: string | null;

  @ApiPropertyOptional({ type: String, description: 'required on create; not editable' }) @KeptText(50) code?:
    string | null;
  @ApiPropertyOptional({ type: String, description: 'required on create' }) @KeptText(200) name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(50) exportCode?: string | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() active?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() hideFromEmp?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() shouldExport?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() isAllowance?: boolean | null;
  @ApiPropertyOptional({ type: Boolean, description: 'is leave' }) @Flag() leaveStatus?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() paidLeave?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() allowNegativeLeave?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() hideBalance?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() isOvertime?: boolean | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    maximum: MAX_PAY_RATE_FACTOR,
    description: 'overtime factor; > 0 when isOvertime',
  })
  @FormNumber()
  @IsOptional()
  // text that is no number is the service's incorrectNumberForm; a number must fit the column (numeric(6,3))
  @ValidateIf((_request, value) => typeof value === 'number')
  @Max(MAX_PAY_RATE_FACTOR, { message: `payRateFactor must be at most ${MAX_PAY_RATE_FACTOR}` })
  payRateFactor?: number | string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'payroll template export code' })
  @OptionalText(50)
  type?: string | null;

  @ApiPropertyOptional({ type: Boolean, description: 'convert to day by fixed hours per day (ctDay)' })
  @Flag()
  convertToDay?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() percentage?: boolean | null;
  @ApiPropertyOptional({ type: Boolean }) @Flag() byStandardHour?: boolean | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 24,
    description: 'hours per day, 0–24; new: 1',
  })
  @FormNumber()
  @IsOptional()
  @Min(0, { message: 'ctDay must be a number from 0 to 24' })
  @Max(24, { message: 'ctDay must be a number from 0 to 24' })
  ctDay?: number | null;

  @ApiPropertyOptional({ type: Boolean }) @Flag() isDefault?: boolean | null;
}

export class PayTypeDeleteRequest {
  @ApiProperty({ type: String, isArray: true, description: 'the pay types to delete (all or none)' })
  @FormList()
  @IsNotEmpty({ message: 'ids is required.' })
  @IsUUID('all', { each: true, message: 'ids must be a list of pay type ids' })
  ids!: string[];
}
