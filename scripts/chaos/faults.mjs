// The faults the chaos run injects while punches are sent, one after another: the Kafka broker killed and started
// again, the calculation service SIGKILLed and started again, PostgreSQL stopped and started again.
import { startEmbeddedPostgres } from '@rollcall/platform';
import { startKafka } from '../../infra/kafka/broker.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `world` holds { kafka, kafkaDir, database, dataDir, databasePort, fastDatabase, system }; faults replace its parts. */
export const FAULTS = {
  async kafka(world, downMs, log) {
    log(`fault: killing the Kafka broker (SIGKILL, pid ${world.kafka.pid}) …`);
    process.kill(world.kafka.pid, 'SIGKILL');
    await world.kafka.exited;
    await sleep(downMs);
    world.kafka = await startKafka({ port: world.kafka.port, dir: world.kafkaDir, log: false });
    log('fault: the Kafka broker is back');
  },
  async calculation(world, downMs, log) {
    log('fault: SIGKILL to the calculation service …');
    await world.system.stopService('calculation', 'SIGKILL');
    await sleep(downMs);
    await world.system.startService('calculation');
    log('fault: the calculation service is back');
  },
  async postgres(world, downMs, log) {
    log('fault: stopping PostgreSQL …');
    await world.database.stop();
    await sleep(downMs);
    world.database = await startEmbeddedPostgres({
      dataDir: world.dataDir,
      port: world.databasePort,
      fast: world.fastDatabase,
    });
    log('fault: PostgreSQL is back');
  },
};
