import { PageAnswer } from '@rollcall/platform';
import { ApiProperty, OmitType } from '@nestjs/swagger';

/** A pay type as the list and the form show it (spec 002 §3). */
export class PayTypeAnswer {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) exportCode!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'read-only; filled by the accounting sync' })
  xeroGuid!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty() hideFromEmp!: boolean;
  @ApiProperty() shouldExport!: boolean;
  @ApiProperty() isAllowance!: boolean;
  @ApiProperty({ description: 'is leave' }) leaveStatus!: boolean;
  @ApiProperty() paidLeave!: boolean;
  @ApiProperty() allowNegativeLeave!: boolean;
  @ApiProperty() hideBalance!: boolean;
  @ApiProperty() isOvertime!: boolean;
  @ApiProperty({ type: Number, nullable: true }) payRateFactor!: number | null;
  @ApiProperty({ type: String, nullable: true }) type!: string | null;
  @ApiProperty() convertToDay!: boolean;
  @ApiProperty() percentage!: boolean;
  @ApiProperty() byStandardHour!: boolean;
  @ApiProperty({ description: 'hours per day' }) ctDay!: number;
  @ApiProperty() isDefault!: boolean;
  @ApiProperty({ description: 'a system default: starred, not deletable' }) isSystem!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'what the calculation engine looks it up by' })
  role!: string | null;
}

/** The blank form of a new pay type: the fields a save takes, as it fills them in when left out. */
export class NewPayTypeAnswer extends OmitType(PayTypeAnswer, ['id', 'xeroGuid', 'isSystem', 'role'] as const) {}

export class PayTypeSaveAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty() id!: string;
}

export class PayTypePage extends PageAnswer(PayTypeAnswer, 'PayTypePage') {}
