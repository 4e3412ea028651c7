import { readFileSync, statSync, writeFileSync } from 'node:fs';

/**
 * Issue 14: the time source. Code whose answer depends on "now" in a way a test must move (SLA
 * timers, parcels closed N days after delivery) asks the injected Clock instead of `new Date()`.
 * Production uses the system clock; tests and demos may run every process (api and worker) on
 * one shifted clock through a small file (CLOCK_OFFSET_FILE), so a browser test can move time
 * past a deadline and watch the product react.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** The system clock plus an offset in milliseconds read from `file` (re-read when the file changes; missing or unreadable = 0). */
export class OffsetFileClock extends Clock {
  private seen = -1;
  private offsetMs = 0;

  constructor(private readonly file: string) {
    super();
  }

  now(): Date {
    return new Date(Date.now() + this.offset());
  }

  private offset(): number {
    let changed: number;
    try {
      changed = statSync(this.file).mtimeMs;
    } catch {
      return (this.offsetMs = 0);
    }
    if (changed !== this.seen) {
      this.seen = changed;
      const value = Number(readFileSync(this.file, 'utf8').trim());
      this.offsetMs = Number.isFinite(value) ? value : 0;
    }
    return this.offsetMs;
  }
}

/** Moves every process reading `file` to system time + `offsetMs` (tests, demos). */
export function writeClockOffset(file: string, offsetMs: number): void {
  writeFileSync(file, String(Math.round(offsetMs)));
}

export function clockFor(offsetFile: string | null): Clock {
  return offsetFile ? new OffsetFileClock(offsetFile) : new SystemClock();
}
