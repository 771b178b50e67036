#!/usr/bin/env node
// Rollcall: run a local single-node Kafka broker (KRaft, 127.0.0.1 only) without Docker.
//
//   node infra/kafka/kafka.mjs fetch                          fetch the broker jars into .cache/kafka/libs (once)
//   node infra/kafka/kafka.mjs start [--port 19092] [--dir DIR]
//                                                             start it in the foreground; prints
//                                                             KAFKA_BROKERS=127.0.0.1:PORT; Ctrl-C stops it
//
// Progress goes to stderr, the KAFKA_BROKERS line to stdout. See broker.mjs for the programmatic API.

import { parseArgs } from 'node:util';
import { DEFAULT_PORT, KAFKA_VERSION, fetchKafka, startKafka } from './broker.mjs';

const USAGE = `usage:
  node infra/kafka/kafka.mjs fetch
  node infra/kafka/kafka.mjs start [--port ${DEFAULT_PORT}] [--dir DIR] [--heap 512m]

fetch  copies Kafka ${KAFKA_VERSION} and its runtime jars from Maven Central into .cache/kafka/libs (needs mvn, once)
start  fetches if needed, formats KRaft storage, starts the broker on 127.0.0.1:PORT (controller on PORT+1),
       waits until a client can connect, prints KAFKA_BROKERS=127.0.0.1:PORT and runs until SIGINT/SIGTERM.
       DIR defaults to .cache/kafka/run-PORT (emptied first; its data/ is removed on stop).`;

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string', short: 'p' },
      dir: { type: 'string', short: 'd' },
      heap: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || values.help ? 0 : 2;
  }
  if (rest.length) throw new Error(`unexpected argument: ${rest[0]}\n${USAGE}`);

  if (command === 'fetch') {
    const libs = await fetchKafka();
    process.stdout.write(`rollcall: Kafka ${KAFKA_VERSION} jars are in ${libs}\n`);
    return 0;
  }

  if (command === 'start') {
    let port = DEFAULT_PORT;
    if (values.port !== undefined) {
      port = Number(values.port);
      if (!/^\d+$/.test(values.port)) throw new Error(`--port must be a number, not "${values.port}"`);
    }
    const kafka = await startKafka({ port, dir: values.dir, heap: values.heap });
    process.stdout.write(`KAFKA_BROKERS=${kafka.brokers}\n`);
    process.stderr.write(`rollcall: broker log: ${kafka.logFile}; press Ctrl-C to stop\n`);

    return await new Promise((resolve) => {
      let stopping = false;
      const onSignal = async (signal) => {
        if (stopping) return;
        stopping = true;
        process.stderr.write(`rollcall: ${signal}: stopping Kafka…\n`);
        await kafka.stop();
        process.stderr.write('rollcall: Kafka stopped\n');
        resolve(0);
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      kafka.exited.then(({ code, signal }) => {
        if (stopping) return;
        process.stderr.write(
          `rollcall: the Kafka broker exited on its own (${code ?? signal}); see ${kafka.logFile}\n`,
        );
        resolve(1);
      });
    });
  }

  throw new Error(`unknown command "${command}"\n${USAGE}`);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
