import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** Whether any string in `value` holds a NUL character, without building paths. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  for (const key in value) {
    if (holdsNul((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * The path of the first string in `value` that holds a NUL character (PostgreSQL text cannot), or null. The pipe runs
 * on every event payload too (a relay batch of 500 events in embedded mode), so the common answer, none, is found
 * without building a path for every field.
 */
function fieldWithNul(value: unknown, path: string): string | null {
  if (!holdsNul(value)) return null;
  if (typeof value === 'string') return path;
  for (const [key, item] of Object.entries(value as object)) {
    const found = fieldWithNul(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses text with a NUL character in a body, query or path before anything else sees it (it would fail in SQL). */
class RollcallValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const field = fieldWithNul(value, metadata.data ?? '');
      if (field !== null) {
        const message = `${field || metadata.type} must not contain the NUL character (\\u0000)`;
        throw new BadRequestException({ message, details: [{ field: field || metadata.type, message }] });
      }
    }
    return super.transform(value, metadata);
  }
}

/**
 * DTO validation with class-validator: unknown fields refused, every problem named in `details`; text with a NUL
 * character refused everywhere.
 */
export function createValidationPipe(): ValidationPipe {
  return new RollcallValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      return new BadRequestException({ message: details.map((d) => d.message).join('; '), details });
    },
  });
}
