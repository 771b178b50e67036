import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { EventEnvelope } from './event-envelope.js';
import { EVENT_TYPES, type EventType } from './event-catalogue.js';
import { EVENT_ENVELOPE_SCHEMA, EVENT_PAYLOAD_SCHEMAS } from './event-schemas.js';

export class InvalidEventError extends Error {}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ allErrors: false, strict: false }));
const envelopeValidator = ajv.compile(EVENT_ENVELOPE_SCHEMA);
const payloadValidators = new Map(EVENT_TYPES.map((t) => [t, ajv.compile(EVENT_PAYLOAD_SCHEMAS[t])]));

export function isKnownEventType(type: string): type is EventType {
  return payloadValidators.has(type as EventType);
}

/** Checks an envelope and its payload against the published schemas; throws naming the first bad field. */
export function validateEvent(value: unknown): EventEnvelope {
  if (!envelopeValidator(value)) {
    const e = envelopeValidator.errors?.[0];
    throw new InvalidEventError(`event envelope${e?.instancePath ?? ''} ${e?.message ?? 'is invalid'}`);
  }
  const envelope = value as EventEnvelope;
  const validator = payloadValidators.get(envelope.type as EventType);
  if (!validator) throw new InvalidEventError(`unknown event type ${envelope.type}`);
  if (!validator(envelope.payload)) {
    const e = validator.errors?.[0];
    throw new InvalidEventError(`${envelope.type} payload${e?.instancePath ?? ''} ${e?.message ?? 'is invalid'}`);
  }
  return envelope;
}
