import type { Static } from 'typebox';
import type { PublishedEvent } from './event-catalogue.js';

/** Event type name to payload type. */
export type EventPayloads = { [D in PublishedEvent as D['type']]: Static<D['payload']> };
