import { type CustomTransportStrategy, Server } from '@nestjs/microservices';
import type { EventEnvelope } from '@rollcall/contracts';
import { settled, takesBatches } from './event-batch.js';

/**
 * The embedded mode's event transport: a Nest microservice server whose `@EventPattern` handlers are the same
 * ones the Kafka server runs in distributed mode. `dispatch` awaits every handler of the event's type.
 */
export class InProcessEventServer extends Server implements CustomTransportStrategy {
  override readonly transportId = Symbol('rollcall-in-process');
  private markReady: () => void = () => undefined;
  /** Handlers are registered before listen(); events wait for it so none is dispatched to nobody. */
  private readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  listen(callback: () => void): void {
    this.markReady();
    callback();
  }

  close(): void {
    // nothing to release
  }

  on(): void {
    throw new Error('InProcessEventServer has no client events');
  }

  unwrap<T>(): T {
    return this as unknown as T;
  }

  async dispatch(event: EventEnvelope): Promise<void> {
    await this.dispatchAll([event]);
  }

  /**
   * Dispatches events in order. Consecutive events of a type whose handlers all take lists go to them as one list
   * (a relay batch of punches is handled in one transaction); the others one at a time. Consecutive events of a type
   * nobody here handles (calc.day.calculated.v1 in embedded mode) are passed over as one run: the handler is looked up
   * once a run, not once an event (Nest's lookup tries JSON.parse on the pattern, and a plain type throws inside it).
   */
  async dispatchAll(events: readonly EventEnvelope[]): Promise<void> {
    await this.ready;
    for (let i = 0; i < events.length;) {
      const type = (events[i] as EventEnvelope).type;
      let end = i + 1;
      while (end < events.length && (events[end] as EventEnvelope).type === type) end++;
      const handler = this.getHandlerByPattern(type);
      if (handler && takesBatches(handler)) await settled(handler(events.slice(i, end)));
      else if (handler) for (let j = i; j < end; j++) await settled(handler(events[j]));
      i = end;
    }
  }
}
