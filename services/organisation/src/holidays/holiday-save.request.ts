import { FormList, FormText, LOCAL_DATE } from '@rollcall/platform';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { RequiredText } from '../rounding/required-text.js';

const isRealDate = (value: string): boolean =>
  LOCAL_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A date that must be given, written YYYY-MM-DD. */
const RequiredDate = (): PropertyDecorator =>
  applyDecorators(
    FormText(),
    ValidateBy({
      name: 'requiredDate',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isRealDate(value),
        defaultMessage: (args) =>
          args?.value === null || args?.value === undefined
            ? `${args?.property ?? 'date'} is required.`
            : `${args.property} must be a date written YYYY-MM-DD`,
      },
    }),
  );

/** POST /holiday/save, form-encoded or JSON: without `id` a new holiday, with it that holiday replaced. */
export class HolidaySaveRequest {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the holiday to edit; absent on create' })
  @FormText()
  @IsOptional()
  @IsUUID('all', { message: 'id must be an id' })
  id?: string | null;

  @ApiProperty({ description: 'required; unique within the year of `date` (case-insensitive)' })
  @RequiredText(100)
  name!: string;

  @ApiProperty({ description: 'the holiday’s calendar date, YYYY-MM-DD' })
  @RequiredDate()
  date!: string;

  @ApiProperty({ description: 'the date it is observed on, YYYY-MM-DD; not before `date` (the same when not moved)' })
  @RequiredDate()
  alterdate!: string;
}

export class HolidayDeleteRequest {
  @ApiProperty({ type: String, isArray: true, description: 'the holidays to delete' })
  @FormList()
  @IsNotEmpty({ message: 'ids is required.' })
  @IsUUID('all', { each: true, message: 'ids must be a list of holiday ids' })
  ids!: string[];
}
