import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { DatabaseProbe } from './database-probe.js';
import { type ReadinessCheck, type ReadinessReport, readinessReport } from './readiness-report.js';

interface StartupStep {
  check: ReadinessCheck['check'];
  waiting: string;
  doneDetail: string;
  done: boolean;
}

type EventBusState = { connected: boolean; everConnected: boolean; detail: string };

/** Kafka consumer states (Nest's KafkaStatus) in which events still arrive. */
const CONNECTED_KAFKA_STATES = new Set(['connected', 'rebalancing']);

/**
 * Whether this process can serve: its start-up steps are done (the event consumer connected, and in embedded
 * mode the demo seed finished), and each service in it can take a database connection within a second and has
 * run every migration. Each service's DataSource is found in the application, so nothing registers itself.
 */
@Injectable()
export class Readiness {
  private readonly steps = new Map<string, StartupStep>();
  private eventBus: EventBusState | null = null;
  private readonly probes = new WeakMap<DataSource, DatabaseProbe>();

  constructor(private readonly discovery: DiscoveryService) {}

  /** A start-up step the process is not ready before, e.g. the demo seed. The answer marks it done. */
  startStep(name: string, check: ReadinessCheck['check'], waiting: string, doneDetail: string): () => void {
    const step: StartupStep = { check, waiting, doneDetail, done: false };
    this.steps.set(name, step);
    return () => {
      step.done = true;
    };
  }

  /** The in-process bus is connected once its server listens. */
  eventBusConnected(detail: string): void {
    this.eventBus = { connected: true, everConnected: true, detail };
  }

  /** Follows the Kafka consumer's state: ready while it is connected (or rebalancing). */
  watchKafkaConsumer(status: Observable<string>): void {
    this.eventBus = { connected: false, everConnected: false, detail: 'connecting to Kafka' };
    status.subscribe((state) => {
      const connected = CONNECTED_KAFKA_STATES.has(state);
      this.eventBus = {
        connected,
        everConnected: (this.eventBus?.everConnected ?? false) || connected,
        detail: `Kafka consumer ${state}`,
      };
    });
  }

  /** True until every start-up step is done and the event bus has connected once. */
  get starting(): boolean {
    return [...this.steps.values()].some((s) => !s.done) || (this.eventBus !== null && !this.eventBus.everConnected);
  }

  /** What is still being started, for a person: "creating the demo company". */
  get startingDetail(): string {
    const waiting = [...this.steps.values()].filter((s) => !s.done).map((s) => s.waiting);
    if (this.eventBus && !this.eventBus.everConnected) waiting.push(this.eventBus.detail);
    return waiting.join('; ');
  }

  async report(): Promise<ReadinessReport> {
    const checks: ReadinessCheck[] = [...this.steps.values()].map((s) => ({
      service: null,
      check: s.check,
      ok: s.done,
      detail: s.done ? s.doneDetail : s.waiting,
    }));
    if (this.eventBus) {
      checks.push({ service: null, check: 'event bus', ok: this.eventBus.connected, detail: this.eventBus.detail });
    }
    for (const found of await Promise.all(this.dataSources().map((d) => this.probe(d)))) checks.push(...found);
    return readinessReport(checks, this.starting);
  }

  private probe(dataSource: DataSource): Promise<ReadinessCheck[]> {
    let probe = this.probes.get(dataSource);
    if (!probe) {
      probe = new DatabaseProbe(dataSource);
      this.probes.set(dataSource, probe);
    }
    return probe.check();
  }

  private dataSources(): DataSource[] {
    const found = new Set<DataSource>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (instance instanceof DataSource && instance.isInitialized) found.add(instance);
    }
    return [...found];
  }
}
