import type { ErrorObject } from 'ajv/dist/2020.js';

export interface SchemaWords {
  /** what the root value is called in messages: `input`, `result` */
  root: string;
  /** JSON type → "a number", "a whole number", … */
  types: Record<string, string>;
  /** format name → "a date YYYY-MM-DD", … */
  formats: Record<string, string>;
}

/** `/punches/2/at` -> `punches[2].at`; the root is `words.root`. */
export function toFieldPath(instancePath: string, root: string): string {
  if (instancePath === '') return root;
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** One ajv error as a sentence naming the field, and the field's path. */
export function describeSchemaError(error: ErrorObject, words: SchemaWords): { message: string; path: string } {
  const path = toFieldPath(error.instancePath, words.root);
  const p = error.params as Record<string, unknown>;
  const child = (name: unknown) => (path === words.root ? String(name) : `${path}.${String(name)}`);
  const at = (message: string, field = path) => ({ message, path: field });
  switch (error.keyword) {
    case 'required':
      return at(`${child(p.missingProperty)} is required`, child(p.missingProperty));
    case 'additionalProperties':
      return at(`${child(p.additionalProperty)} is not a known field`, child(p.additionalProperty));
    case 'type': {
      const types = (Array.isArray(p.type) ? p.type : String(p.type).split(',')) as string[];
      return at(`${path} must be ${types.map((t) => words.types[t] ?? t).join(' or ')}`);
    }
    case 'format':
      return at(`${path} must be ${words.formats[String(p.format)] ?? String(p.format)}`);
    case 'enum':
      return at(`${path} must be one of ${(p.allowedValues as unknown[]).join(', ')}`);
    case 'minimum':
      return at(`${path} must be at least ${String(p.limit)}`);
    case 'maximum':
      return at(`${path} must be at most ${String(p.limit)}`);
    case 'minLength':
      return at(`${path} must not be empty`);
    default:
      return at(`${path} ${error.message ?? 'is invalid'}`);
  }
}
