import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { USER_STATUSES, type UserStatus } from '../accounts/user.entity.js';

export class UserStatusRequest {
  @ApiProperty({ enum: USER_STATUSES })
  @IsIn(USER_STATUSES, { message: `userStatus must be one of ${USER_STATUSES.join(', ')}` })
  userStatus!: UserStatus;
}
