/**
 * Writes at most `count` batches at once. `submit` waits while every writer is busy, so the file is
 * read no faster than it is written. A write that throws is kept: the next `submit` and `drain`
 * throw it, each once every write still running has ended (nothing writes after the import has
 * returned or failed). Not common/ConcurrencyLimit: that one queues every task it is given, where
 * the reader must wait (the file is not held in memory), and it keeps no failure for the caller.
 */
export class BatchWriters {
  private readonly writing = new Set<Promise<void>>();
  private failure: { error: unknown } | null = null;

  constructor(private readonly count: number) {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`writers must be a whole number ≥ 1, not ${count}`);
  }

  async submit(write: () => Promise<void>): Promise<void> {
    while (this.writing.size >= this.count) await Promise.race(this.writing);
    if (this.failure) await this.drain();
    const task: Promise<void> = write()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.writing.delete(task));
    this.writing.add(task);
  }

  /** Waits for every write; throws the first failure. */
  async drain(): Promise<void> {
    await this.settle();
    if (this.failure) throw this.failure.error;
  }

  /** Waits for every write, throwing nothing (the caller is already failing). */
  async settle(): Promise<void> {
    while (this.writing.size) await Promise.all(this.writing);
  }
}
