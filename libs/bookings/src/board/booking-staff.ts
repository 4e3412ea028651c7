import { BOOKING_BOARD_READERS } from '@hospital/rules';

/**
 * The staff roles of the in-person booking board (care-services §2 staff pages, /admin/booking):
 * Admin, Nurse and Medrec — libs/rules roles.ts BOOKING_BOARD_READERS, the same list that
 * decides who joins board:booking. They list the day's bookings and set a booking to
 * confirmed (1) or cancelled (−1).
 */
export const BOOKING_STAFF_ROLES = BOOKING_BOARD_READERS;
