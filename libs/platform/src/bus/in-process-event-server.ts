import { type CustomTransportStrategy, Server } from '@nestjs/microservices';
import type { EventEnvelope } from '@rollcall/contracts';
import { isObservable, lastValueFrom } from 'rxjs';

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
    await this.ready;
    const handler = this.getHandlerByPattern(event.type);
    if (!handler) return;
    const result: unknown = await handler(event);
    if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
  }
}
