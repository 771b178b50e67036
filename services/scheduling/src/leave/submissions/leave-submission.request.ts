import { ApiProperty, OmitType } from '@nestjs/swagger';
import { FormNumber, FormText } from '@rollcall/platform';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { LeaveFormFields } from '../leave-save.request.js';

/**
 * POST /api/leaves/kiosk-submit-leave (beyond the spec, whose payload is not shown): the company's device token in
 * X-Device-Token, the employee by clock id, the type by its code (what a kiosk shows), and the leave form's fields.
 */
export class KioskLeaveRequest extends OmitType(LeaveFormFields, ['typeId'] as const) {
  @ApiProperty({ minimum: 0, maximum: 999999999, example: 1001 })
  @FormNumber()
  @IsInt({ message: 'clockId must be a whole number from 0 to 999999999' })
  @Min(0, { message: 'clockId must be a whole number from 0 to 999999999' })
  @Max(999_999_999, { message: 'clockId must be a whole number from 0 to 999999999' })
  clockId!: number;

  @ApiProperty({ example: 'AL', description: 'the code of a leave pay type (leaveStatus on)' })
  @FormText()
  @IsString({ message: 'Leave Type is required.' })
  @Length(1, 50, { message: 'Leave Type is required.' })
  typeCode!: string;
}

/**
 * POST /api/leaves/submit-leave-clever-go: the signed-in mobile user's own leave (the leave form's fields; whose it
 * is comes from the token, never the body).
 */
export class MobileLeaveRequest extends LeaveFormFields {}
