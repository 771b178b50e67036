// Types for broker.mjs: a local single-node Kafka broker (KRaft, 127.0.0.1 only) for tests.

/** Kafka version fetched and run, as named by <kafka.version> in infra/kafka/pom.xml. */
export declare const KAFKA_VERSION: string;
/** Absolute path of the repository root. */
export declare const REPO_ROOT: string;
/** Absolute path of infra/kafka/pom.xml. */
export declare const POM: string;
/** Client port used when none is given (the controller listens on the next port). */
export declare const DEFAULT_PORT: number;

/** Where a progress line goes; false keeps quiet. Default: stderr. */
export type KafkaLog = ((line: string) => void) | false;

export interface StartKafkaOptions {
  /** Client port on 127.0.0.1 (controller on port + 1). Default 19092; 0 picks a free pair. */
  port?: number;
  /** Working folder for config, broker.log and data/. Default .cache/kafka/run-<port>, emptied first and
   *  its data/ removed by stop(). A folder that already holds formatted storage is reused as it is. */
  dir?: string;
  log?: KafkaLog;
  /** JVM -Xmx value. Default "512m". */
  heap?: string;
  /** How long to wait for the broker to answer a kafkajs admin client. Default 90 000 ms. */
  readyTimeoutMs?: number;
}

export interface KafkaBroker {
  /** "127.0.0.1:<port>", ready for KAFKA_BROKERS or kafkajs `brokers: [..]`. */
  brokers: string;
  port: number;
  /** Absolute working folder. */
  dir: string;
  /** Absolute path of the broker's log (stdout and stderr of the JVM). */
  logFile: string;
  /** Process id of the JVM. */
  pid: number | undefined;
  /** Settles when the JVM exits, for whatever reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the JVM is gone (never hangs). Idempotent. */
  stop(): Promise<void>;
}

/** Starts the broker (fetching its jars first when needed); rejects with a clear message when the port is
 *  taken, Java or Maven is missing, or the broker does not answer in time (with the broker log's last lines). */
export declare function startKafka(options?: StartKafkaOptions): Promise<KafkaBroker>;

/** Makes sure the broker jars are present, fetching them with Maven once. Resolves to the jars' folder. */
export declare function fetchKafka(options?: { log?: KafkaLog }): Promise<string>;

/** The jars' folder: $ROLLCALL_KAFKA_LIBS, else <repo>/.cache/kafka/libs. */
export declare function kafkaLibsDir(): string;
