import { ConflictException } from '@nestjs/common';
import { uniqueViolationOf } from '@hospital/core';
import { BOOKING_MESSAGES } from '@hospital/rules';

/** The CHECK constraint a failed write ran into (PostgreSQL 23514), or null. */
export function checkViolationOf(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null;
  const code = e?.code ?? e?.driverError?.code;
  const constraint = e?.constraint ?? e?.driverError?.constraint;
  return code === '23514' && typeof constraint === 'string' ? constraint : null;
}

/**
 * The 409 a person understands for a write the seat rules refused: the slot's seats are all
 * taken (booking_slots_capacity), or the patient already holds an active booking that day
 * for that slot type (bookings_active_per_patient); anything else is rethrown.
 * `fullMessage` lets a re-confirm say its own words.
 */
export function seatConflict(error: unknown, fullMessage: string = BOOKING_MESSAGES.slotFull): never {
  if (checkViolationOf(error) === 'booking_slots_capacity') throw new ConflictException(fullMessage);
  if (uniqueViolationOf(error) === 'bookings_active_per_patient') throw new ConflictException(BOOKING_MESSAGES.duplicate);
  throw error;
}
