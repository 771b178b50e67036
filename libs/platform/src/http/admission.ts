import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SERVICE_BUSY_TEXT } from '../errors/http-exception.filter.js';

/** How much of one route's work a process takes on before it refuses more (503 with Retry-After) at once. */
export interface AdmissionLimits {
  /** requests in flight at most (admitted, not yet answered); one more is refused */
  maxInFlight: number;
  /**
   * Milliseconds the oldest request in flight may have waited: past it the process is not keeping up (the queue
   * drains slower than it fills), and new requests are refused until the old ones are answered.
   */
  maxWaitMs: number;
  /** seconds a refused client is asked to wait before sending the same request again */
  retryAfterSeconds: number;
}

/** Why a request was refused, or null when it is admitted. */
export type AdmissionRefusal = 'in flight' | 'waiting' | null;

/**
 * Bounds the requests of one route in flight: a request over the bound is refused straight away rather than left
 * to wait in a queue that only grows (issue 9: over capacity, a 503 at once, never a hang). Counts what it
 * admitted and refused, for the logs and the benchmark.
 */
export class Admission {
  /** admission time (ms, monotonic) of each request in flight, oldest first */
  private readonly inFlightSince = new Map<number, number>();
  private nextTicket = 0;
  admitted = 0;
  refusedInFlight = 0;
  refusedWaiting = 0;
  /** the most requests in flight at once since start */
  peakInFlight = 0;

  constructor(readonly limits: AdmissionLimits) {}

  get inFlight(): number {
    return this.inFlightSince.size;
  }

  /** Milliseconds the oldest request in flight has waited (0 when none is). */
  oldestWaitMs(now: number): number {
    const first = this.inFlightSince.values().next();
    return first.done ? 0 : now - first.value;
  }

  /** Admits a request (answers its ticket, to give back with `leave`) or says why not. */
  enter(now: number): { ticket: number } | { refused: Exclude<AdmissionRefusal, null> } {
    if (this.inFlightSince.size >= this.limits.maxInFlight) {
      this.refusedInFlight += 1;
      return { refused: 'in flight' };
    }
    if (this.oldestWaitMs(now) > this.limits.maxWaitMs) {
      this.refusedWaiting += 1;
      return { refused: 'waiting' };
    }
    const ticket = this.nextTicket++;
    this.inFlightSince.set(ticket, now);
    this.admitted += 1;
    if (this.inFlightSince.size > this.peakInFlight) this.peakInFlight = this.inFlightSince.size;
    return { ticket };
  }

  leave(ticket: number): void {
    this.inFlightSince.delete(ticket);
  }
}

/**
 * Express middleware: admits the request through `admission`, or answers 503 with Retry-After and the busy sentence
 * at once (nothing was written; kiosks send the same punch again). The request leaves when its answer is sent or
 * its connection closes.
 */
export function admissionGate(admission: Admission) {
  return (_request: Request, response: Response, next: NextFunction): void => {
    const entry = admission.enter(performance.now());
    if ('refused' in entry) {
      response
        .status(503)
        .set('Retry-After', String(admission.limits.retryAfterSeconds))
        .json({ statusCode: 503, message: SERVICE_BUSY_TEXT, error: 'Service Unavailable' });
      return;
    }
    response.once('close', () => admission.leave(entry.ticket));
    next();
  };
}

interface AdmittedRoute {
  method: string;
  path: string;
  name: string;
  gate: ReturnType<typeof admissionGate>;
  admission: Admission;
}

/**
 * The routes of this app whose requests are admitted through a bound (a module registers its route's Admission).
 * `createRollcallApp` puts its middleware first, before the body is read or anything else runs, so refusing a
 * request costs next to nothing even when the process is far past its capacity.
 */
@Injectable()
export class AdmissionRegistry {
  private readonly routes: AdmittedRoute[] = [];

  register(route: { method: string; path: string; name: string }, admission: Admission): void {
    this.routes.push({ ...route, gate: admissionGate(admission), admission });
  }

  /** The admissions of this app, by name (the logs' and the benchmark's figures). */
  byName(): Map<string, Admission> {
    return new Map(this.routes.map((r) => [r.name, r.admission]));
  }

  middleware() {
    return (request: Request, response: Response, next: NextFunction): void => {
      const route = this.routes.find((r) => r.method === request.method && r.path === request.path);
      if (route) route.gate(request, response, next);
      else next();
    };
  }
}
