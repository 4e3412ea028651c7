/** Where the reminder reads 'now' (injectable so a test can run it for a chosen evening). */
export const BOOKING_CLOCK = Symbol('BOOKING_CLOCK');
export interface BookingClock {
  now(): Date;
}
export const systemClock: BookingClock = { now: () => new Date() };
