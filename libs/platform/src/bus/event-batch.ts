import type { MessageHandler } from '@nestjs/microservices';
import type { EventEnvelope } from '@rollcall/contracts';
import { isObservable, lastValueFrom } from 'rxjs';

/**
 * `@EventPattern(type, EVENT_BATCHES)`: the handler takes a list of events. Both transports hand it the consecutive
 * events of its type that arrived together: the in-process one a published relay batch (up to the relay's 500),
 * Kafka a fetched batch of one partition (up to 500). Every handler of that type must take lists.
 */
export const EVENT_BATCHES = { batch: true } as const;

/** The events a batch handler got: a list from either transport, or one event from a caller that passed one. */
export function eventsOf<E extends EventEnvelope>(payload: E | E[]): E[] {
  return Array.isArray(payload) ? payload : [payload];
}

/**
 * The last of the items with each key, in the order their keys first came: a batch handler's upsert of one row per
 * key (a later event about the same row supersedes an earlier one, and one statement cannot change a row twice).
 */
export function lastOfEach<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [keyOf(item), item])).values()];
}

/** Whether every handler of a pattern takes lists of events (`@EventPattern(type, EVENT_BATCHES)`). */
export function takesBatches(handler: MessageHandler): boolean {
  for (let h: MessageHandler | undefined = handler; h; h = h.next) {
    if ((h.extras as { batch?: boolean } | undefined)?.batch !== true) return false;
  }
  return true;
}

/** Waits for what a Nest handler returned: a promise, or an observable to its end. */
export async function settled(result: unknown): Promise<void> {
  const value: unknown = await result;
  if (isObservable(value)) await lastValueFrom(value, { defaultValue: undefined });
}
