import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** DTO validation with class-validator: unknown fields refused, every problem named in `details`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      return new BadRequestException({ message: details.map((d) => d.message).join('; '), details });
    },
  });
}
