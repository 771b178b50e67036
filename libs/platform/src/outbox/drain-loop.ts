/**
 * A drain that runs at most once at a time: a wake-up while it runs makes it run again when it ends, so work that
 * arrives meanwhile is never left waiting for the next wake-up. Failures go to `failed`; the next wake-up retries.
 * The outbox relay's loops and the recalculation worker's lanes are such drains.
 */
export class DrainLoop {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly drain: () => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch(this.failed)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Whether a drain runs now. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** Resolves once no drain runs (one that a wake-up meanwhile started included). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
