import { APPOINTMENT_MESSAGES, APPOINTMENT_SETTINGS_BOUNDS } from './input/appointment-messages.js';
import { BOOKING_MESSAGES } from './input/booking-messages.js';
import { intLike, optionalText } from './input/fields.js';
import { z } from './input/zod-thai.js';

/**
 * Issue 32 items 2 and 4, one declaration per call: Admin's appointment settings (the booking
 * horizon, the future clinic bookings per patient, and the earlier-slot offers' expiry and
 * reach; GET/PUT /api/v1/calendar/appointment-settings, the calendar domain's) and the clinic
 * reschedule (PUT /api/v1/bookings/{bookingID}, the bookings domain's). The domains'
 * *.schemas.ts re-export and name them; the web's types are inferred here.
 */

type SettingKey = keyof typeof APPOINTMENT_SETTINGS_BOUNDS;

/** A whole number within the setting's bounds, sent as a number or digits; its own Thai message otherwise. */
const setting = (key: SettingKey, message: string) => {
  const [min, max] = APPOINTMENT_SETTINGS_BOUNDS[key];
  return intLike(message)
    .pipe(z.int({ error: message }).min(min, { error: message }).max(max, { error: message }))
    .optional()
    .meta({ description: `${min}–${max}; absent keeps the current value` });
};

/** PUT /api/v1/calendar/appointment-settings (Admin): the settings to change; the others stay as they are. */
export const AppointmentSettingsFields = z
  .object(
    {
      horizonDays: setting('horizonDays', APPOINTMENT_MESSAGES.horizonInvalid),
      maxFutureClinicBookings: setting('maxFutureClinicBookings', APPOINTMENT_MESSAGES.maxFutureInvalid),
      offerExpiryMinutes: setting('offerExpiryMinutes', APPOINTMENT_MESSAGES.offerExpiryInvalid),
      offersPerSlot: setting('offersPerSlot', APPOINTMENT_MESSAGES.offersPerSlotInvalid),
    },
    { error: APPOINTMENT_MESSAGES.settingsInvalid },
  )
  .meta({ example: { horizonDays: 60, maxFutureClinicBookings: 3 } });
/** PUT /api/v1/calendar/appointment-settings, as the web sends it. */
export type AppointmentSettingsUpdate = z.input<typeof AppointmentSettingsFields>;

/** The settings in force (one row): what the booking pages show before a patient tries, and what the server refuses by. */
export const AppointmentSettingsRow = z.object({
  horizonDays: z.int().meta({ description: 'no booking further ahead than today + this many days (Bangkok)', example: 60 }),
  maxFutureClinicBookings: z.int().meta({ description: "a patient's active clinic bookings from today on, at most", example: 3 }),
  offerExpiryMinutes: z.int().meta({ description: 'item 3: an earlier-slot offer lapses after this many minutes', example: 120 }),
  offersPerSlot: z.int().meta({ description: 'item 3: a freed slot is offered to at most this many patients', example: 2 }),
  updatedAt: z.string().nullable().meta({ description: "Admin's last change (null: the product's defaults)" }),
});
export type AppointmentSettings = z.output<typeof AppointmentSettingsRow>;

/** GET and PUT /api/v1/calendar/appointment-settings; after a save, the Thai message. */
export const AppointmentSettingsAnswer = z.object({ data: AppointmentSettingsRow, msg: z.string().optional() });
export type AppointmentSettingsResponse = z.output<typeof AppointmentSettingsAnswer>;

/**
 * PUT /api/v1/bookings/{bookingID} (issue 32 item 2): the new day and time of an active clinic
 * booking (the owner's, or any for booking staff). slotType absent keeps the booking's; the time
 * is needed for the special clinic (2), regular hours (1) book the day. Whether the day, time and
 * booking may be moved is the rules' (bookingProblem, horizonProblem, bookingRescheduleProblem).
 */
export const BookingRescheduleFields = z.object({
  appointDate: optionalText(40, APPOINTMENT_MESSAGES.targetRequired).meta({ description: 'the new day, YYYY-MM-DD (Bangkok)', example: '2026-05-04' }),
  appointTime: optionalText(10, BOOKING_MESSAGES.timeRequired).meta({ description: 'HH:mm; required for slotType 2', example: '17:00' }),
  slotType: intLike(BOOKING_MESSAGES.slotTypeRequired).optional().meta({ description: '1 ในเวลาราชการ, 2 คลินิกพิเศษนอกเวลา; absent keeps the current one', example: 2 }),
});
/** PUT /api/v1/bookings/{bookingID}, as the web sends it; the answer is BookingMoveAnswer's. */
export type BookingRescheduleRequest = z.input<typeof BookingRescheduleFields>;
