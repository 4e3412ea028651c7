/**
 * Issue 17 item 1: a value built from rarely changing tables, kept in memory together with the
 * version its tables had when it was read. Each `get()` asks only for the current version (one
 * tiny indexed read; a trigger bumps it in the writer's own transaction, whoever writes: an
 * Admin's call on any api instance, the start-up seed, psql) and answers the kept value while
 * it matches, else reads the tables again. So a change is seen by the very next read on every
 * instance, with no window (a notification would arrive a moment after the commit).
 * The version is read before the tables: a change committed in between only costs one more read.
 */
export class VersionedValue<T> {
  private kept: { version: string; value: Promise<T> } | null = null;

  constructor(
    private readonly version: () => Promise<string>,
    private readonly load: () => Promise<T>,
  ) {}

  async get(): Promise<T> {
    const version = await this.version();
    if (this.kept?.version === version) return this.kept.value;
    const value = this.load();
    const kept = { version, value };
    this.kept = kept;
    value.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return value;
  }
}
