import { EventDefinition } from './define-event.js';
import * as definitions from './event-definitions.js';

type Exported = (typeof definitions)[keyof typeof definitions];

/** The definition of every published event type. */
export type PublishedEvent = Extract<Exported, EventDefinition>;

export const EVENT_CATALOGUE: readonly PublishedEvent[] = Object.values(definitions).filter(
  (exported): exported is PublishedEvent => exported instanceof EventDefinition,
);

export type EventType = PublishedEvent['type'];

/** Every event type the system publishes; the Kafka transport creates one topic per type. */
export const EVENT_TYPES: readonly EventType[] = EVENT_CATALOGUE.map((definition) => definition.type);
