import { FormBoolean } from '@rollcall/platform';
import { IsBoolean, IsOptional } from 'class-validator';

/** `?status=true|false`: active or inactive rule sets only; absent (or blank) for all. */
export class StatusQuery {
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: 'status must be true or false' })
  status?: boolean | null;
}
