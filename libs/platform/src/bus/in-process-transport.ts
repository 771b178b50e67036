import type { EventEnvelope } from '@rollcall/contracts';
import type { EventTransport } from './event-transport.js';
import type { InProcessEventServer } from './in-process-event-server.js';

/** Hands each committed event to the in-process server, in order, and waits for its handlers. */
export class InProcessTransport implements EventTransport {
  constructor(private readonly server: InProcessEventServer) {}

  async publish(events: EventEnvelope[]): Promise<void> {
    for (const event of events) await this.server.dispatch(event);
  }

  async close(): Promise<void> {
    // nothing to release
  }
}
