import { useEffect, useRef, useState } from 'react';
import type { TeleBoardRow } from '@hospital/contracts';
import { slaLevelAt, type SlaLevel } from '@hospital/rules';

/** How often the waits and colours of a board move on between fetches. */
const TICK_MS = 30_000;

/**
 * Issue 14 item 1: "now" on the server's clock (the board answer's `now`, the Clock that may be
 * moved in tests and demos), ticking every 30 s from the browser's clock between fetches.
 */
export function useServerNow(serverNow: string | undefined): number {
  const skew = useRef(0);
  const [, setTick] = useState(0);
  if (serverNow) skew.current = Date.parse(serverNow) - Date.now();
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return Date.now() + skew.current;
}

/** A row's colour now: the server's level, moved on by the due and amber instants it gave. */
export function rowLevel(row: Partial<Pick<TeleBoardRow, 'slaDueAt' | 'slaAmberAt' | 'slaLevel'>>, now: number): SlaLevel {
  if (!row.slaLevel) return 'none';
  return slaLevelAt({ slaDueAt: row.slaDueAt ?? null, slaAmberAt: row.slaAmberAt ?? null, slaLevel: row.slaLevel }, now);
}
