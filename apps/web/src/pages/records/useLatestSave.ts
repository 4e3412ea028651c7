import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { LatestSaveQueue, type LatestSaveState } from '@hospital/rules';
import { ApiError } from '../../api/client';

/** Retry what may pass next time (no answer, 5xx, 408, 429); a 4xx waits for the next edit. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

type Listener = () => void;

/**
 * One LatestSaveQueue per visit, kept by the page so collapsing a row (which unmounts its box)
 * neither loses text nor stops a retry. Boxes subscribe to their visit's queue state.
 */
export class SaveQueues<T> {
  private readonly queues = new Map<string, LatestSaveQueue<T>>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly save: (key: string, value: T) => Promise<unknown>,
    private readonly debounceMs: number,
  ) {}

  get(key: string): LatestSaveQueue<T> {
    let queue = this.queues.get(key);
    if (!queue) {
      queue = new LatestSaveQueue<T>({
        save: (value) => this.save(key, value),
        debounceMs: this.debounceMs,
        shouldRetry: isRetryable,
        onChange: () => {
          for (const l of this.listeners.get(key) ?? []) l();
        },
      });
      this.queues.set(key, queue);
    }
    return queue;
  }

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  get busy(): boolean {
    return [...this.queues.values()].some((q) => q.busy);
  }

  flushAll(): void {
    for (const q of this.queues.values()) q.flush();
  }

  dispose(): void {
    for (const q of this.queues.values()) q.dispose();
  }
}

/**
 * The page's save queues. While something typed is not saved yet, leaving the page asks first
 * (and what is waiting is sent at once).
 */
export function useSaveQueues<T>(save: (key: string, value: T) => Promise<unknown>, debounceMs: number): SaveQueues<T> {
  const saveRef = useRef(save);
  saveRef.current = save;
  const ref = useRef<SaveQueues<T> | null>(null);
  if (ref.current === null) {
    ref.current = new SaveQueues<T>((key, value) => saveRef.current(key, value), debounceMs);
  }
  const queues = ref.current;
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!queues.busy) return;
      queues.flushAll();
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the page inside the app: send what waits, then stop the timers.
      queues.flushAll();
      queues.dispose();
    };
  }, [queues]);
  return queues;
}

/** One visit's save state, re-rendering on change. */
export function useSaveState<T>(queues: SaveQueues<T>, key: string): LatestSaveState<T> {
  const subscribe = useCallback((l: Listener) => queues.subscribe(key, l), [queues, key]);
  const read = useCallback(() => queues.get(key).current, [queues, key]);
  return useSyncExternalStore(subscribe, read, read);
}
