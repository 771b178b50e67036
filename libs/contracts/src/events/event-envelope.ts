import { Type, type Static } from 'typebox';
import { isoInstant } from './event-fields.js';

/** The envelope every event travels in, on every transport. */
export const EventEnvelopeSchema = Type.Object({
  /** uuid; consumers deduplicate on it */
  id: Type.String({ format: 'uuid' }),
  type: Type.String({ pattern: '^[a-z]+\\.[a-z-]+\\.[a-z-]+\\.v\\d+$' }),
  companyId: Type.String(),
  /** partition key: the employee id where there is one, else the company id */
  key: Type.String(),
  occurredAt: isoInstant,
  /** the service that wrote it */
  producer: Type.String(),
  payload: Type.Record(Type.String(), Type.Unknown()),
});

export type EventEnvelope<TType extends string = string, TPayload = unknown> = Omit<
  Static<typeof EventEnvelopeSchema>,
  'type' | 'payload'
> & { type: TType; payload: TPayload };
