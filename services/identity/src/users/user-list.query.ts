import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { PageQuery, toStringList } from '@rollcall/platform';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { USER_STATUSES, type UserStatus } from '../accounts/user.entity.js';

export class ListUsersQuery {
  @ApiPropertyOptional({ enum: USER_STATUSES, default: 'Active' })
  @IsOptional()
  @IsIn(USER_STATUSES, { message: `userStatus must be one of ${USER_STATUSES.join(', ')}` })
  userStatus?: UserStatus;

  @ApiPropertyOptional({
    type: String,
    description:
      'comma-joined structure node ids: users whose employee sits at or under one of them, or who manage one',
    example: '3f0c6c1e-6a43-4f7e-9a43-1d2f7b0d9c11,9b1d…',
  })
  @IsOptional()
  @Transform(toStringList)
  @IsUUID('all', { each: true, message: 'departmentIds must be UUIDs, comma-joined' })
  departmentIds?: string[];
}

export class ApproversQuery {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'leave this user out (a Supervisor does not approve for themselves)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId?: string;
}

/** GET /api/users/page: a page of the list, with the same filters. */
export class UserPageQuery extends IntersectionType(PageQuery, ListUsersQuery) {}

/** GET /api/users/approvers/page: a page of the approver choices, less the given user. */
export class ApproverPageQuery extends IntersectionType(PageQuery, ApproversQuery) {}
