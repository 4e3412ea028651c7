import { isDateKey } from './calendar.js';
import { MESSAGES } from './messages.js';
import { phoneError } from './registration.js';
import { consultSlotOf } from './tele-consult.js';
import { isTeleServiceType } from './tele-booking.js';
import { TELE_MESSAGES } from './tele-messages.js';
import { CONSULT_SERVICE_TYPE } from './tele-service.js';

/**
 * care-services §5 'Staff edit needs description and a valid date' (the edit of the case on
 * /teleInfo, PUT /api/v1/tele/{teleID}). Staff may move a case to any valid date and time: the
 * patient's calendar rules (weekdays, cut-offs) are theirs to override; the slot's unique index
 * still refuses a time someone holds.
 */
export interface TeleEditForm {
  serviceType?: unknown;
  /** 'YYYY-MM-DDTHH:mm' (Bangkok), or 'YYYY-MM-DD' to keep the time. */
  appointDatetime?: unknown;
  lineID?: unknown;
  phone?: unknown;
  shippingAddress?: unknown;
  description?: unknown;
}

export interface TeleEdit {
  serviceType: number;
  appointDate: string;
  appointTime: string;
  lineID: string;
  phone: string;
  shippingAddress: string;
  description: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The edit to store, or the first problem as its Thai message. Order: description, a valid
 * date (and time), the service type (1, 2 or 5; a consultation stays 3; absent keeps the
 * current one), phone (required, 10 digits, except for a consultation, where it may be
 * empty), shipping address (required except for a consultation).
 */
export function teleEditOf(form: TeleEditForm, current: { serviceType: number; appointTime: string }): { problem: string } | { edit: TeleEdit } {
  const description = text(form.description);
  if (!description) return { problem: TELE_MESSAGES.editDescriptionRequired };

  const when = text(form.appointDatetime);
  const slot = isDateKey(when) ? { date: when, time: current.appointTime } : consultSlotOf(when);
  if (!slot) return { problem: TELE_MESSAGES.consultDateRequired };

  const serviceType = form.serviceType === undefined || form.serviceType === null || form.serviceType === '' ? current.serviceType : Number(form.serviceType);
  const isConsult = current.serviceType === CONSULT_SERVICE_TYPE;
  if (isConsult ? serviceType !== CONSULT_SERVICE_TYPE : !isTeleServiceType(serviceType)) return { problem: TELE_MESSAGES.serviceTypeRequired };

  const phone = text(form.phone);
  if (!(isConsult && phone === '')) {
    const problem = phoneError(phone);
    if (problem) return { problem: problem === MESSAGES.phoneRequired ? TELE_MESSAGES.phoneRequired : TELE_MESSAGES.phoneInvalid };
  }
  const shippingAddress = text(form.shippingAddress);
  if (!isConsult && !shippingAddress) return { problem: TELE_MESSAGES.addressRequired };

  return { edit: { serviceType, appointDate: slot.date, appointTime: slot.time, lineID: text(form.lineID), phone, shippingAddress, description } };
}
