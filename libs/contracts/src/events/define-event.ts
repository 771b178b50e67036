import type { Static, TSchema } from 'typebox';

/**
 * One event type, written once: its name, its version and its payload's JSON schema (a TypeBox schema, which ajv
 * checks as it is). The type on the wire is `<name>.v<version>`; the payload's TypeScript type is `PayloadOf`.
 */
export class EventDefinition<
  TName extends string = string,
  TVersion extends number = number,
  TPayload extends TSchema = TSchema,
> {
  readonly type: `${TName}.v${TVersion}`;

  constructor(
    readonly name: TName,
    readonly version: TVersion,
    readonly payload: TPayload,
  ) {
    this.type = `${name}.v${version}`;
  }
}

export type PayloadOf<TDefinition extends EventDefinition> = Static<TDefinition['payload']>;

/** `name` is `<domain>.<entity>.<past-tense verb>`; a breaking change to the payload is a new version. */
export function defineEvent<const TName extends string, const TVersion extends number, TPayload extends TSchema>(
  name: TName,
  version: TVersion,
  payload: TPayload,
): EventDefinition<TName, TVersion, TPayload> {
  return new EventDefinition(name, version, payload);
}
