import { TELE_SERVICE_TYPES, dayProblem, isDateKey, isSlotTime, type NamedDate } from './calendar.js';
import { MESSAGES } from './messages.js';
import { phoneError } from './registration.js';
import { TELE_MESSAGES } from './tele-messages.js';
import { teleServiceName } from './tele-service.js';
import { formatThaiAppointment } from './thai-date.js';

/**
 * care-services §5 'Telemedicine booking': the checks of the /tele and /tele2 form, run by the
 * page before its confirm modal and again by POST /api/v1/tele with the stored holidays,
 * disabled dates and the caller's stored HN. One list, one order, one Thai message.
 */

/** §5/§9: a doctor visit (type 1) needs at least this many symptom images. */
export const TELE_MIN_IMAGES = 4;
/**
 * Issue 28 item 1: how many symptom photos (category 0) a case of this service type needs
 * before staff can work on it: §5 type 1 at least TELE_MIN_IMAGES, the others none. The page
 * checks it before sending, POST /api/v1/tele again, and a case created before its photos
 * arrived is held off the staff boards until they have.
 */
export function photosNeededFor(serviceType: number | null | undefined): number {
  return serviceType === 1 ? TELE_MIN_IMAGES : 0;
}
/** The only service a new patient (no HN yet) may book (§2: forced to doctor visit type 1). */
export const NEW_PATIENT_SERVICE_TYPE = 1;

export interface TeleBookingForm {
  serviceType: number | null | undefined;
  /** YYYY-MM-DD, a Bangkok calendar date. */
  appointDate: string | null | undefined;
  /** HH:mm, one of the day's slot times. */
  appointTime: string | null | undefined;
  phone: string | null | undefined;
  shippingAddress: string | null | undefined;
  /** The 'use registered address' checkbox. */
  useRegisteredAddress: boolean;
  /** The registered address (GET /api/v1/profile/address fullAddress), '' when none. */
  registeredAddress: string | null | undefined;
  description: string | null | undefined;
  /** Images attached (the page) or declared for upload after the request (the server). */
  imageCount: number;
  /** No hospital number yet. */
  isNewPatient: boolean;
}

export interface TeleBookingContext {
  now: Date | number | string;
  /** Holidays around the chosen date (any range that holds it). */
  holidays?: readonly NamedDate[];
  /** Disabled dates of the service's list (tele for types 1 and 5, teleremed for type 2). */
  disabled?: readonly NamedDate[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function isTeleServiceType(value: unknown): value is (typeof TELE_SERVICE_TYPES)[number] {
  return typeof value === 'number' && (TELE_SERVICE_TYPES as readonly number[]).includes(value);
}

/** The address the booking ships to: the registered one when the checkbox is on. */
export function shippingAddressOf(form: Pick<TeleBookingForm, 'useRegisteredAddress' | 'registeredAddress' | 'shippingAddress'>): string {
  return form.useRegisteredAddress ? text(form.registeredAddress) : text(form.shippingAddress);
}

/**
 * The first problem of the booking form as its Thai message, or null when it may be sent.
 * Order (the §5 list, with the service type before the rules that depend on it):
 *  1. description; 2. shipping address (the registered one must exist when the box is ticked);
 *  3. phone (required, 10 digits starting with 0); 4. a valid date; 5. a service type of
 *  1, 2 or 5; 6. a new patient books type 1 only; 7. the day rules of `dayProblem` (past date,
 *  weekdays of the type, today's cut-off, holiday, disabled date); 8. a time slot;
 *  9. type 1 has at least 4 images.
 */
export function teleBookingProblem(form: TeleBookingForm, ctx: TeleBookingContext): string | null {
  if (!text(form.description)) return TELE_MESSAGES.descriptionRequired;
  if (form.useRegisteredAddress) {
    if (!text(form.registeredAddress)) return TELE_MESSAGES.registeredAddressMissing;
  } else if (!text(form.shippingAddress)) {
    return TELE_MESSAGES.addressRequired;
  }
  const phone = phoneError(form.phone);
  if (phone) return phone === MESSAGES.phoneRequired ? TELE_MESSAGES.phoneRequired : TELE_MESSAGES.phoneInvalid;
  const date = text(form.appointDate);
  if (!isDateKey(date)) return TELE_MESSAGES.dateRequired;
  if (!isTeleServiceType(form.serviceType)) return TELE_MESSAGES.serviceTypeRequired;
  if (form.isNewPatient && form.serviceType !== NEW_PATIENT_SERVICE_TYPE) return TELE_MESSAGES.newPatientDoctorOnly;
  const day = dayProblem({ kind: 'tele', serviceType: form.serviceType, date, now: ctx.now, holidays: ctx.holidays, disabled: ctx.disabled });
  if (day) return day;
  if (!isSlotTime(form.appointTime)) return TELE_MESSAGES.slotRequired;
  const needed = photosNeededFor(form.serviceType);
  if (needed > 0 && !(form.imageCount >= needed)) return TELE_MESSAGES.imagesRequired;
  return null;
}

/**
 * The LINE message a patient gets when the booking is received: the service, the appointment
 * in Buddhist era and what happens next.
 */
export function teleBookedText(serviceType: number, dateKey: string, time: string): string {
  const next =
    serviceType === 2
      ? 'เจ้าหน้าที่จะตรวจสอบข้อมูลและแจ้งค่าใช้จ่ายทาง LINE เมื่อชำระเงินแล้วโรงพยาบาลจะจัดส่งยาทางไปรษณีย์'
      : 'เจ้าหน้าที่จะตรวจสอบข้อมูลและแจ้งทาง LINE ก่อนถึงเวลานัด กรุณาเตรียมกล้องและไมโครโฟนสำหรับวิดีโอคอลกับแพทย์';
  return `${TELE_MESSAGES.bookingSaved}\n${teleServiceName(serviceType)}\nวันที่ ${formatThaiAppointment(dateKey, time)}\n${next}`;
}
