/**
 * Mail sent in the background, after the answer: the caller never waits on, or hears of, the mail server. A failure
 * goes to `failed` (a log line). `idle` resolves once every send has ended, for a stopping application to wait on
 * (before its database closes: the work may still read it).
 */
export class BackgroundSends {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly failed: (error: unknown) => void) {}

  start(work: () => Promise<void>): void {
    const sending = work().catch(this.failed);
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
