import type { MessageHandler } from '@nestjs/microservices';
import type { EventEnvelope } from '@rollcall/contracts';
import { EVENT_BATCHES } from './event-batch.js';
import { InProcessEventServer } from './in-process-event-server.js';

const event = (type: string, n: number): EventEnvelope => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type,
  companyId: 'c',
  key: 'k',
  occurredAt: '2026-11-25T00:00:00.000Z',
  producer: 'test',
  payload: { n },
});

describe('InProcessEventServer.dispatchAll', () => {
  const received: string[] = [];
  /** A handler that records what it got and, as Nest's wrapper does, calls the next handler of its pattern. */
  const record = (name: string): MessageHandler => {
    const handler: MessageHandler = async (payload: EventEnvelope | EventEnvelope[]) => {
      const list = Array.isArray(payload) ? payload : [payload];
      const numbers = list.map((e) => String((e.payload as { n: number }).n)).join(',');
      received.push(`${name}:${Array.isArray(payload) ? 'list' : 'one'}:${numbers}`);
      if (handler.next) await handler.next(payload);
    };
    return handler;
  };
  let server: InProcessEventServer;

  beforeEach(() => {
    received.length = 0;
    server = new InProcessEventServer();
    server.addHandler('punch', record('calc'), true, EVENT_BATCHES);
    server.addHandler('employee', record('calc'), true);
    server.addHandler('employee', record('time'), true);
    server.addHandler('holiday', record('calc'), true, EVENT_BATCHES);
    server.addHandler('holiday', record('identity'), true);
    server.listen(() => undefined);
  });

  it('hands consecutive events of a type whose handlers take lists as one list, in order', async () => {
    await server.dispatchAll([
      event('punch', 1),
      event('punch', 2),
      event('employee', 3),
      event('punch', 4),
      event('punch', 5),
      event('punch', 6),
    ]);
    expect(received).toEqual(['calc:list:1,2', 'calc:one:3', 'time:one:3', 'calc:list:4,5,6']);
  });

  it('hands events one at a time when any handler of the type takes single events', async () => {
    await server.dispatchAll([event('holiday', 1), event('holiday', 2)]);
    expect(received).toEqual(['calc:one:1', 'identity:one:1', 'calc:one:2', 'identity:one:2']);
  });

  it('passes over a run of events nobody handles and goes on in order after it', async () => {
    await server.dispatchAll([
      event('employee', 1),
      event('calculated', 2),
      event('calculated', 3),
      event('employee', 4),
      event('employee', 5),
      event('calculated', 6),
      event('punch', 7),
    ]);
    expect(received).toEqual([
      'calc:one:1',
      'time:one:1',
      'calc:one:4',
      'time:one:4',
      'calc:one:5',
      'time:one:5',
      'calc:list:7',
    ]);
  });
});
