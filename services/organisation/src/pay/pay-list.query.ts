import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { FormBoolean, StatusPageQuery } from '@rollcall/platform';

const Filter = (): PropertyDecorator => (target, key) => {
  FormBoolean()(target, key);
  IsOptional()(target, key);
  IsBoolean({ message: `${String(key)} must be true or false` })(target, key);
};

/** ?status=true|false (Active/Inactive; absent: all). */
export class PayGroupListQuery {
  @ApiPropertyOptional({ type: Boolean, description: 'true: active, false: inactive, absent: all' })
  @Filter()
  status?: boolean;
}

/** ?status, ?isAllowance (the skills' allowance options), ?isLeave. */
export class PayTypeListQuery extends PayGroupListQuery {
  @ApiPropertyOptional({ type: Boolean }) @Filter() isAllowance?: boolean;
  @ApiPropertyOptional({ type: Boolean }) @Filter() isLeave?: boolean;
}

/** GET /api/pay-types/page: a page of the list, with the same filters. */
export class PayTypePageQuery extends StatusPageQuery {
  @ApiPropertyOptional({ type: Boolean }) @Filter() isAllowance?: boolean;
  @ApiPropertyOptional({ type: Boolean }) @Filter() isLeave?: boolean;
}
