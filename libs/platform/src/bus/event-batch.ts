import type { EventEnvelope } from '@rollcall/contracts';

/**
 * `@EventPattern(type, EVENT_BATCHES)`: the handler takes a list of events. The in-process transport hands it
 * the consecutive events of its type in one published batch (up to the relay's 500); Kafka hands it one at a time.
 * Every handler of that type must take lists.
 */
export const EVENT_BATCHES = { batch: true } as const;

/** The events a batch handler got: a list in embedded mode, one event from Kafka. */
export function eventsOf<E extends EventEnvelope>(payload: E | E[]): E[] {
  return Array.isArray(payload) ? payload : [payload];
}
