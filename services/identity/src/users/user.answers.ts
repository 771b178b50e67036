import { ApiProperty } from '@nestjs/swagger';
import { PageAnswer } from '@rollcall/platform';
import { ROLES } from '@rollcall/contracts';
import { USER_STATUSES } from '../accounts/user.entity.js';

export class UserListRow {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: USER_STATUSES }) userStatus!: string;
  @ApiProperty({ example: '3' }) roleId!: string;
  @ApiProperty({ enum: ROLES }) roleName!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) employeeId!: string | null;
  @ApiProperty({ description: 'division ids, comma-joined', example: '' }) exportDevisions!: string;
}

export class UserPage extends PageAnswer(UserListRow, 'UserPage') {}

export class UserEmployeeSummary {
  @ApiProperty({ type: Number, nullable: true }) clockId!: number | null;
  @ApiProperty({ type: String, nullable: true }) payId!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) departmentId!: string | null;
  @ApiProperty() employeeStatus!: string;
}

export class UserDetail {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) middleName!: string | null;
  @ApiProperty({ example: '3' }) roleId!: string;
  @ApiProperty({ enum: ROLES }) roleName!: string;
  @ApiProperty({ enum: USER_STATUSES }) userStatus!: string;
  @ApiProperty() isEmployee!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) employeeId!: string | null;
  @ApiProperty({ description: 'division ids, comma-joined' }) exportDevisions!: string;
  @ApiProperty({ type: [String], description: 'structure nodes a Supervisor manages' }) departments!: string[];
  @ApiProperty({ type: [String] }) funs!: string[];
  @ApiProperty() isLeave!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) forwardTo!: string | null;
  @ApiProperty() mobileApp!: boolean;
  @ApiProperty() evacuator!: boolean;
  @ApiProperty({ description: 'a mobile PIN is set (the PIN is never answered)' }) hasPin!: boolean;
  @ApiProperty({ type: String, nullable: true }) avatarFileName!: string | null;
  @ApiProperty({
    type: UserEmployeeSummary,
    nullable: true,
    description:
      "what identity knows of the user's employee; the employee form's other fields are organisation's: GET /api/employees/{employeeId}",
  })
  employee!: UserEmployeeSummary | null;
}

/** A person offered as a choice: a summary, never their contact details. */
export class ApproverChoice {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ROLES }) roleName!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) employeeId!: string | null;
}

export class SaveUserAnswer {
  @ApiProperty({ example: 'success' }) message!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) employeeId!: string | null;
}

export class ApproverPage extends PageAnswer(ApproverChoice, 'ApproverPage') {}
