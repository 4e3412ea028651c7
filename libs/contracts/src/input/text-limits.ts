/**
 * Issue 35 item 2 (a staff form names the field the server refused): the limits of the patient
 * forms' text, declared once here so the api's schemas (libs/patients) and the pages' counters
 * (libs/rules form-limits) read the same numbers, and the one message of a text past its limit.
 */

/** Telemedicine's longest free text kept (address, symptoms): a form, not a document store. */
export const TELE_MAX_TEXT = 2000;

/** A name (person, spouse, father, mother). */
export const PATIENT_NAME_MAX = 100;
/** House number, moo, soi, road (current and registered address). */
export const PATIENT_ADDRESS_MAX = 200;
/** A code of a list (title, gender, sub-district, nationality, …): the lists' codes are short. */
export const PATIENT_CODE_MAX = 20;
/** Drug allergies and the note. */
export const PATIENT_NOTE_MAX = 2000;
export const PATIENT_PHONE_MAX = 20;
export const PATIENT_POSTCODE_MAX = 10;
export const PATIENT_BIRTH_DATE_MAX = 40;
export const PATIENT_ID_CARD_MAX = 20;

/** A number as the pages write it, '2,000'. */
export const thaiCount = (n: number): string => n.toLocaleString('en-US');

/** Issue 35 item 2: what a text past its limit reads ('ยาวเกิน 100 ตัวอักษร'), in the page's counter and the server's 400. */
export const tooLongMessage = (max: number): string => `ยาวเกิน ${thaiCount(max)} ตัวอักษร`;
