import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OffsetFileClock, SystemClock, clockFor, writeClockOffset, type Clock } from './clock.js';

describe('clock', () => {
  /** The clock's reading less `offsetMs` falls between this process's times just before and after it (no wall-clock margin). */
  function expectOffset(clock: Clock, offsetMs: number): void {
    const before = Date.now();
    const read = clock.now().getTime() - offsetMs;
    const after = Date.now();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(after);
  }

  describe('Clock (issue 14: the time source tests can move)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'clock-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is the system clock without an offset file', () => {
      const clock = clockFor(null);
      expect(clock).toBeInstanceOf(SystemClock);
      expectOffset(clock, 0);
    });

    it('follows the offset file as it is written, and is the system time while the file is missing', () => {
      const file = path.join(dir, 'offset');
      const clock = new OffsetFileClock(file);
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
      writeClockOffset(file, 2 * 3600_000);
      expect(clock.now().getTime() - Date.now()).toBeGreaterThan(2 * 3600_000 - 50);
      writeClockOffset(file, -60_000);
      expect(clock.now().getTime() - Date.now()).toBeLessThan(-60_000 + 50);
      rmSync(file);
      expectOffset(clock, 0);
    });
  });
});
