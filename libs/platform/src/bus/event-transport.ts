import type { EventEnvelope } from '@rollcall/contracts';

/** Where an outbox relay hands committed events: the in-process bus or Kafka. */
export interface EventTransport {
  /** Resolves once every event is accepted (Kafka: acknowledged; in-process: every handler done). */
  publish(events: EventEnvelope[]): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');
