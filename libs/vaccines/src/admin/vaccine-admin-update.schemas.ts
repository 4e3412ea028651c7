import { z, nameSchemas } from '@hospital/core';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { studentFormFields } from '../booking/vaccine-booking.schemas.js';
import { Api2Answer, formText, nationalId } from '../http/api2-schemas.js';

/** The doses staff edit on /vaccineadmin (§2 Admin vaccine editing). */
export const ADMIN_DOSES = [1, 2, 3, 4] as const;
export const MAX_QUEUE_NUMBER = 100_000;

/** 'YYYY-MM-DDTHH:mm', seconds and a zone allowed (the zone is not read: the time is Bangkok's). */
const APPOINT = /^(?:|\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)$/;

/** The appointment of a real day and time, read in Bangkok; null when it is not one. */
function appointOf(value: string): { at: string; date: string; time: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value);
  if (!m || Number(m[4]) > 23 || Number(m[5]) > 59) return null;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (day.getUTCDate() !== Number(m[3]) || day.getUTCMonth() !== Number(m[2]) - 1) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  const time = `${m[4]}:${m[5]}`;
  return { at: `${date}T${time}:00+07:00`, date, time };
}

/** A dose's appointment: empty or null is none; otherwise a real date and time ("กรุณาระบุวันและเวลานัดเข็มที่ n ให้ถูกต้อง"). */
const appointAt = (dose: number) => {
  const error = VACCINE_MESSAGES.appointInvalid(dose);
  return z
    .union([z.string().trim().regex(APPOINT, { error }), z.null()], { error })
    .optional()
    .refine((v) => !v || appointOf(v) !== null, { error })
    .transform((v) => (v ? appointOf(v) : null))
    .meta({ description: `วันและเวลานัดเข็มที่ ${dose} 'YYYY-MM-DDTHH:mm' เวลาไทย`, example: '2026-01-10T10:00' });
};

/** A dose's queue number: empty or null is none; otherwise a whole number 1–100000. */
const queueNumber = (dose: number) => {
  const error = VACCINE_MESSAGES.queueNumberInvalid(dose);
  return z
    .union([z.number(), z.string().regex(/^(?:|[-+]?\d{1,15}(?:\.\d{1,15})?)$/, { error }), z.null()], { error })
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : Number(v)))
    .pipe(z.number().int({ error }).min(1, { error }).max(MAX_QUEUE_NUMBER, { error }).nullable())
    .meta({ description: `หมายเลขคิวเข็มที่ ${dose} (1–${MAX_QUEUE_NUMBER})` });
};

const doseFields = Object.assign(
  {},
  ...ADMIN_DOSES.map((dose) => ({
    [`vaccineEventKey${dose}`]: formText(40, VACCINE_MESSAGES.eventUnknown, VACCINE_MESSAGES.eventUnknown),
    [`appointDT${dose}`]: appointAt(dose),
    [`queueNumber${dose}`]: queueNumber(dose),
  })),
) as Record<`vaccineEventKey${1 | 2 | 3 | 4}`, ReturnType<typeof formText>> &
  Record<`appointDT${1 | 2 | 3 | 4}`, ReturnType<typeof appointAt>> &
  Record<`queueNumber${1 | 2 | 3 | 4}`, ReturnType<typeof queueNumber>>;

/**
 * POST /api2/student/updateadmin (§3 admin payload): the booking form's fields (the same checks,
 * no slot required), the entitlement (vaccine type, 'is know') and doses 1–4, each its event,
 * appointment and queue number in that order.
 */
export const VaccineAdminUpdateBody = z.object({
  cid: nationalId(),
  ...studentFormFields,
  vaccineType: formText(20, VACCINE_MESSAGES.vaccineTypeInvalid, VACCINE_MESSAGES.vaccineTypeInvalid),
  isKnow: z.boolean().optional(),
  ...doseFields,
});
export type VaccineAdminUpdateInput = z.output<typeof VaccineAdminUpdateBody>;

export { Api2Answer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ VaccineAdminUpdateBody });
