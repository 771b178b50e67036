import type { KafkaOptions } from '@nestjs/microservices';

/**
 * The Kafka consumer of one service process: one consumer group per service, so every service sees every
 * event once. One consumer per process: several Kafka servers in one Nest process see each message twice
 * (nestjs/nest#13421), which is why embedded mode uses the in-process server instead. Offsets are resolved by
 * KafkaBatchServer after each handler call and committed by kafkajs after each batch.
 */
export function kafkaServerOptions(brokers: string[], service: string): Required<KafkaOptions>['options'] {
  return {
    postfixId: '',
    client: { clientId: `rollcall-${service}`, brokers, logLevel: 1 },
    consumer: {
      groupId: `rollcall-${service}`,
      allowAutoTopicCreation: false,
      sessionTimeout: 10000,
      heartbeatInterval: 1000,
    },
    subscribe: { fromBeginning: true },
    run: { autoCommit: true, partitionsConsumedConcurrently: 3 },
  };
}
