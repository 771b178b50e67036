import { FormNumber, FormText } from '@rollcall/platform';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { SHIFT_BREAK_MAX_MINUTES, SHIFT_LABEL_MAX } from '@rollcall/contracts';

/** The fields a shift's create and edit share: colour, label and break (the only ones an edit may change). */
export const ShiftColour = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example: '#2EBB7C', description: '#RRGGBB; blank: none' }),
    FormText(),
    IsOptional(),
    Matches(/^#[0-9a-fA-F]{6}$/, { message: 'colorCode must be a colour written #RRGGBB' }),
  );

export const ShiftLabel = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: SHIFT_LABEL_MAX }),
    FormText(),
    IsOptional(),
    IsString({ message: 'labelName must be text' }),
    MaxLength(SHIFT_LABEL_MAX, { message: `labelName must be at most ${SHIFT_LABEL_MAX} characters` }),
  );

export const ShiftBreak = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      nullable: true,
      minimum: 0,
      maximum: SHIFT_BREAK_MAX_MINUTES,
      description: 'minutes; blank: 0',
    }),
    FormNumber(),
    IsOptional(),
    IsInt({ message: 'breakTime must be a whole number of minutes' }),
    Min(0, { message: 'breakTime must be a whole number of minutes' }),
    Max(SHIFT_BREAK_MAX_MINUTES, { message: `breakTime must be at most ${SHIFT_BREAK_MAX_MINUTES} minutes` }),
  );
