/**
 * A save-as-you-type queue (care-services §2 CCNote admin 'each edit is saved immediately',
 * ICD10 admin 'the selection is kept per visit'): the newest value always reaches the server,
 * whatever the network does.
 *
 * - `push(value)` restarts a debounce; when it fires the latest value is sent.
 * - At most ONE save is in flight; a value pushed meanwhile is sent when that save ends (only
 *   the latest, never the ones in between), so answers cannot arrive out of order.
 * - A failed save is retried after a growing pause (unless `shouldRetry` says no); typing
 *   again retries at once after the debounce. The value is never dropped.
 * - `flush()` sends now (blur, leaving the row).
 *
 * Pure TypeScript with injectable timers, so it is unit-tested without a browser; the web hook
 * (apps/web/src/pages/records/useLatestSave.ts) only wires it to React state.
 */
export type LatestSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface LatestSaveState<T> {
  status: LatestSaveStatus;
  /** The newest value pushed (what the box shows), or undefined before the first push. */
  latest: T | undefined;
  /** The last value the server accepted. */
  saved: T | undefined;
  /** The last failure, while status is 'failed'. */
  error: unknown;
  /** Consecutive failures of the current value. */
  failures: number;
}

export interface LatestSaveTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface LatestSaveOptions<T> {
  save(value: T): Promise<unknown>;
  /** Pause after the last push before saving (ms). */
  debounceMs: number;
  /** Pause before retry n (1-based) after a failure. Default 1 s, 2 s, 4 s … at most 15 s. */
  retryDelayMs?(failures: number): number;
  /** False stops retrying this value (e.g. a 4xx answer); the next push tries again. Default: always retry. */
  shouldRetry?(error: unknown): boolean;
  onChange?(state: LatestSaveState<T>): void;
  /** Called once per failed attempt. */
  onError?(error: unknown): void;
  timers?: LatestSaveTimers;
}

const realTimers: LatestSaveTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function defaultRetryDelayMs(failures: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, failures - 1));
}

export class LatestSaveQueue<T> {
  private state: LatestSaveState<T> = { status: 'idle', latest: undefined, saved: undefined, error: undefined, failures: 0 };
  /** True while `latest` has not been sent (or its last send failed). */
  private dirty = false;
  private inFlight = false;
  private debounce: unknown = null;
  private retry: unknown = null;
  private readonly timers: LatestSaveTimers;

  constructor(private readonly options: LatestSaveOptions<T>) {
    this.timers = options.timers ?? realTimers;
  }

  get current(): LatestSaveState<T> {
    return this.state;
  }

  /** True while something typed has not been accepted by the server yet. */
  get busy(): boolean {
    return this.dirty || this.inFlight;
  }

  push(value: T): void {
    this.dirty = true;
    this.clearRetry();
    this.clearDebounce();
    this.debounce = this.timers.set(() => {
      this.debounce = null;
      this.kick();
    }, this.options.debounceMs);
    this.set({ latest: value, status: this.inFlight ? 'saving' : 'pending' });
  }

  /** Sends the latest value now (or as soon as the save in flight ends). */
  flush(): void {
    this.clearDebounce();
    this.clearRetry();
    this.kick();
  }

  /** Stops the timers (the page is gone); a save in flight still finishes. */
  dispose(): void {
    this.clearDebounce();
    this.clearRetry();
  }

  private kick(): void {
    if (this.inFlight || !this.dirty) return;
    const value = this.state.latest as T;
    this.dirty = false;
    this.inFlight = true;
    this.set({ status: 'saving' });
    let request: Promise<unknown>;
    try {
      request = Promise.resolve(this.options.save(value));
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      () => {
        this.inFlight = false;
        this.set({ saved: value, error: undefined, failures: 0 });
        if (this.dirty) {
          // Typed while this save was in flight: the debounce (if still running) sends it, else now.
          if (this.debounce === null) this.kick();
          else this.set({ status: 'pending' });
        } else {
          this.set({ status: 'saved' });
        }
      },
      (error: unknown) => {
        this.inFlight = false;
        // The value sent is not saved: unless something newer came meanwhile, it is still to send.
        this.dirty = true;
        const failures = this.state.failures + 1;
        this.set({ status: 'failed', error, failures });
        this.options.onError?.(error);
        if (this.debounce !== null) return; // a newer push will send soon anyway
        if (this.options.shouldRetry && !this.options.shouldRetry(error)) return;
        const delay = (this.options.retryDelayMs ?? defaultRetryDelayMs)(failures);
        this.retry = this.timers.set(() => {
          this.retry = null;
          this.kick();
        }, delay);
      },
    );
  }

  private set(patch: Partial<LatestSaveState<T>>): void {
    this.state = { ...this.state, ...patch };
    this.options.onChange?.(this.state);
  }

  private clearDebounce(): void {
    if (this.debounce !== null) this.timers.clear(this.debounce);
    this.debounce = null;
  }

  private clearRetry(): void {
    if (this.retry !== null) this.timers.clear(this.retry);
    this.retry = null;
  }
}
