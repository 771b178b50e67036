import { FormText } from '@rollcall/platform';
import { applyDecorators } from '@nestjs/common';
import { ValidateBy } from 'class-validator';

/** Trimmed text that must be given: missing or blank is "<field> is required.", one message per field. */
export const RequiredText = (max = 200): PropertyDecorator =>
  applyDecorators(
    FormText(),
    ValidateBy({
      name: 'requiredText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= max,
        defaultMessage: (args) =>
          typeof args?.value === 'string' && args.value.length > max
            ? `${args.property} must be at most ${max} characters`
            : `${args?.property ?? 'field'} is required.`,
      },
    }),
  );
