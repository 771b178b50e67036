import { Injectable } from '@nestjs/common';
import { ServiceBusyError } from '@rollcall/platform';
import { type KioskPunchSubmission, KioskPunchesService, type RecordedKioskPunch } from './kiosk-punches.service.js';

/** Punches stored in one transaction at most. */
export const MAX_BATCH = 500;
/** Punches waiting for their batch at most; beyond this a punch is refused at once (503) rather than left to hang. */
export const MAX_WAITING = 4000;
const RETRY_AFTER_SECONDS = 1;

interface Waiting {
  submission: KioskPunchSubmission;
  resolve(recorded: RecordedKioskPunch): void;
  reject(error: unknown): void;
}

/**
 * Group commit for kiosk punches: a punch that arrives while a batch is being stored waits for the next one, which
 * takes every punch waiting (up to MAX_BATCH). Alone, a punch is stored at once; under a burst the batches grow and
 * the cost per punch falls. Bounded: over MAX_WAITING punches waiting, a punch is answered 503 with Retry-After
 * straight away (kiosks send it again with the same device punch id, so nothing is lost).
 */
@Injectable()
export class KioskPunchBatcher {
  private readonly waiting: Waiting[] = [];
  private storing = false;

  constructor(private readonly punches: KioskPunchesService) {}

  get backlog(): number {
    return this.waiting.length;
  }

  submit(submission: KioskPunchSubmission): Promise<RecordedKioskPunch> {
    if (this.waiting.length >= MAX_WAITING) {
      return Promise.reject(
        new ServiceBusyError('Too many punches are waiting to be stored. Try again shortly.', RETRY_AFTER_SECONDS),
      );
    }
    return new Promise<RecordedKioskPunch>((resolve, reject) => {
      this.waiting.push({ submission, resolve, reject });
      if (!this.storing) {
        this.storing = true;
        // after the punches that arrived in this turn of the event loop have joined
        setImmediate(() => void this.storeWaiting());
      }
    });
  }

  private async storeWaiting(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const outcomes = await this.punches.recordBatch(batch.map((w) => w.submission));
        batch.forEach((w, i) => {
          const outcome = outcomes[i];
          if (!outcome) w.reject(new Error('a punch of the batch has no outcome'));
          else if (outcome.ok) w.resolve(outcome.value);
          else w.reject(outcome.error);
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.storing = false;
  }
}
