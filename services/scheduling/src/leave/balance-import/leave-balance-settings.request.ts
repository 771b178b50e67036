import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormBoolean } from '@rollcall/platform';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsUUID,
  Matches,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { COLUMNS } from './leave-balance-mapping.js';

const COLUMN_MESSAGE = '$property must be column numbers from 0, several joined with #';

/** A column mapping sent as a number (3) or text ("3", "3#4"); blank → null. */
const ColumnText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
    return value;
  });

/** One leave pay type's place in the file (spec 002 §3 leavebalanceVoList). */
export class LeaveBalanceSettingItem {
  @ApiProperty({ description: 'a leave pay type (leaveStatus on); each at most once' })
  @IsUUID('all', { message: 'payType must be a leave pay type' })
  payType!: string;

  @ApiProperty({ example: '1', description: 'the balance’s column(s) from 0; several joined with # are added up' })
  @ColumnText()
  @Matches(COLUMNS, { message: COLUMN_MESSAGE })
  paytypeColumn!: string;

  @ApiPropertyOptional({ type: Boolean, description: 'the balance is in days' })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'byDay must be true or false' })
  byDay?: boolean | null;
}

/** POST /leaveBalance/list: the leave balance import's column mapping (spec 002 §3 "Leave balance settings"). */
export class LeaveBalanceSettingsRequest {
  @ApiProperty({ description: 'one pay type per row (named in paytypeNameColumn), else one pay type per column' })
  @FormBoolean()
  @IsBoolean({ message: 'onePayTypePerRow must be true or false' })
  onePayTypePerRow!: boolean;

  @ApiProperty({ example: '0', description: 'the pay ID column(s) from 0; several joined with # are put together' })
  @ColumnText()
  @Matches(COLUMNS, { message: 'Pay ID column is required: ' + COLUMN_MESSAGE })
  payIdColumn!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'one pay type per row: the pay type’s column' })
  @ColumnText()
  @ValidateIf((o: LeaveBalanceSettingsRequest) => o.onePayTypePerRow === true || o.paytypeNameColumn != null)
  @Matches(COLUMNS, { message: 'Pay type column is required with one pay type per row: ' + COLUMN_MESSAGE })
  paytypeNameColumn?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'the weekly standard hours column(s); null when the switch is off',
  })
  @ColumnText()
  @IsOptional()
  @Matches(COLUMNS, { message: COLUMN_MESSAGE })
  standardHoursColumn?: string | null;

  @ApiPropertyOptional({ type: Boolean, description: 'the screen’s switch; the column is sent as null when off' })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'isStandardHoursColumn must be true or false' })
  isStandardHoursColumn?: boolean | null;

  @ApiProperty({ type: LeaveBalanceSettingItem, isArray: true })
  @IsArray({ message: 'leavebalanceVoList must be a list' })
  @ArrayMaxSize(100, { message: 'leavebalanceVoList has at most 100 pay types' })
  @ValidateNested({ each: true })
  @Type(() => LeaveBalanceSettingItem)
  leavebalanceVoList!: LeaveBalanceSettingItem[];
}

/** GET /api/leave-balance/settings: the mapping as saved, or the blank form (spec 002 §3). */
export class LeaveBalanceSettingsAnswer {
  @ApiProperty({ description: 'false: nothing saved yet (the blank form); an upload answers noSetting' })
  saved!: boolean;
  @ApiProperty() onePayTypePerRow!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) payIdColumn!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) paytypeNameColumn!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) standardHoursColumn!: string | null;
  @ApiProperty() isStandardHoursColumn!: boolean;
  @ApiProperty({ type: LeaveBalanceSettingItem, isArray: true }) leavebalanceVoList!: LeaveBalanceSettingItem[];
  @ApiProperty({ description: 'the screen’s tip' }) tip!: string;
}
