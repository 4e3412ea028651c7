import { Role } from '@hospital/contracts';

/**
 * The staff roles of the in-person booking board (care-services §2 staff pages, /admin/booking):
 * Admin, Nurse and Medrec — the roles that may join board:booking (libs/rules roles.ts). They
 * list the day's bookings and set a booking to confirmed (1) or cancelled (−1).
 */
export const BOOKING_STAFF_ROLES = [Role.Admin, Role.Nurse, Role.Medrec] as const;
