import type { EventEnvelope } from '@rollcall/contracts';
import type { EventTransport } from './event-transport.js';
import type { InProcessEventServer } from './in-process-event-server.js';

/** Hands committed events to the in-process server, in order, and waits for their handlers. */
export class InProcessTransport implements EventTransport {
  constructor(private readonly server: InProcessEventServer) {}

  async publish(events: EventEnvelope[]): Promise<void> {
    await this.server.dispatchAll(events);
  }

  async close(): Promise<void> {
    // nothing to release
  }
}
