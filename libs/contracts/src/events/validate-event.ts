import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { madeOnFirstUse } from '../made-on-first-use.js';
import { EventEnvelopeSchema, type EventEnvelope } from './event-envelope.js';
import { EVENT_CATALOGUE, type EventType } from './event-catalogue.js';

export class InvalidEventError extends Error {}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajvOnce = madeOnFirstUse(() => addFormats(new Ajv2020({ allErrors: false, strict: false })));
const envelopeValidator = madeOnFirstUse(() => ajvOnce().compile(EventEnvelopeSchema));
/** Each type's payload check, compiled when an event of that type is first checked. */
const payloadValidators = new Map<string, () => ValidateFunction>(
  EVENT_CATALOGUE.map((definition) => [definition.type, madeOnFirstUse(() => ajvOnce().compile(definition.payload))]),
);

export function isKnownEventType(type: string): type is EventType {
  return payloadValidators.has(type);
}

/** Checks an envelope and its payload against the published schemas; throws naming the first bad field. */
export function validateEvent(value: unknown): EventEnvelope {
  const envelopeValid = envelopeValidator();
  if (!envelopeValid(value)) {
    const e = envelopeValid.errors?.[0];
    throw new InvalidEventError(`event envelope${e?.instancePath ?? ''} ${e?.message ?? 'is invalid'}`);
  }
  const envelope = value as EventEnvelope;
  const validator = payloadValidators.get(envelope.type)?.();
  if (!validator) throw new InvalidEventError(`unknown event type ${envelope.type}`);
  if (!validator(envelope.payload)) {
    const e = validator.errors?.[0];
    throw new InvalidEventError(`${envelope.type} payload${e?.instancePath ?? ''} ${e?.message ?? 'is invalid'}`);
  }
  return envelope;
}
