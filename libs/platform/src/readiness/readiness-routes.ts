import type { INestApplication } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Readiness } from './readiness.js';

/** What `GET /api/health` answers while the process runs and serves HTTP. */
export interface LivenessAnswer {
  status: 'ok';
}

/** The HTTP status of a readiness answer: 200 ready, 503 starting or not ready (what probes go by). */
export function readyHttpStatus(status: string): number {
  return status === 'ready' ? 200 : 503;
}

/**
 * A service's own `GET /api/health` (liveness) and `GET /api/ready` (readiness) in distributed mode: plain routes
 * outside the auth guards, for its probes and for the gateway's `/api/ready`. In embedded mode the gateway's
 * controller answers both for the whole process.
 */
export function serveReadiness(app: INestApplication): void {
  const readiness = app.get(Readiness);
  const http = app.getHttpAdapter();
  http.get('/api/health', (_request: Request, response: Response) => {
    response.json({ status: 'ok' } satisfies LivenessAnswer);
  });
  http.get('/api/ready', (_request: Request, response: Response) => {
    void readiness.report().then((report) => response.status(readyHttpStatus(report.status)).json(report));
  });
}
