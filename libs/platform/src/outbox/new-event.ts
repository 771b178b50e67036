import type { EventPayloads } from '@rollcall/contracts';

/** What a service asks to publish; the writer fills in id, producer and occurredAt. */
export type NewEvent = {
  [T in keyof EventPayloads]: {
    type: T;
    companyId: string;
    key: string;
    payload: EventPayloads[T];
    occurredAt?: string;
  };
}[keyof EventPayloads];
