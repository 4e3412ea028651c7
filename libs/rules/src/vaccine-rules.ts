import type { StudentVaccineRecord, VaccineEvent } from '@hospital/contracts';
import { MESSAGES } from './messages.js';
import { isValidNationalId } from './national-id.js';
import { isValidBirthDate } from './registration.js';

/**
 * The vaccine booking rules of care-services §2 (school vaccine booking, vaccine queue), §3
 * (vaccine type codes), §5 (national ID, school vaccine booking check order and age rules,
 * vaccine event list) and §8 (vaccine errors). The page and the /api2 server import them, so
 * both say the same thing. Vaccine types and events are data: the rules read a type's family
 * and an event's venue kind and name, never an event id.
 */
export const VACCINE_MESSAGES = {
  // §5 School vaccine booking: the confirm check order, 'กรุณาระบุ' + the field name
  titleRequired: 'กรุณาระบุคำนำหน้าชื่อ',
  firstNameRequired: 'กรุณาระบุชื่อ',
  lastNameRequired: 'กรุณาระบุนามสกุล',
  phoneRequired: 'กรุณาระบุเบอร์โทรศัพท์',
  phoneInvalid: 'กรุณาระบุเบอร์โทรศัพท์ให้ถูกต้อง 10 หลัก',
  addressNoRequired: 'กรุณาระบุบ้านเลขที่',
  birthDateInvalid: 'วันเกิดต้องถูกต้อง',
  subdistrictRequired: 'กรุณาระบุตำบล',
  slotRequired: 'กรุณาระบุศูนย์ฉีดวัคซีนและรอบการฉีด',
  signatureRequired: 'กรุณาลงลายมือชื่อก่อนยืนยัน',

  // §4, §8 Student lookup
  notOnList: 'คุณไม่อยู่ในรายชื่อกลุ่มเป้าหมายนี้',
  /** §5 National ID: the registry-rules message (the same words as accounts). */
  nationalIdInvalid: MESSAGES.nationalIdChecksum,

  // §5 Age rules, at the event date
  pfizerMinAge: 'ผู้รับวัคซีนไฟเซอร์ต้องมีอายุ 12 ปีขึ้นไป ณ วันที่ฉีด',
  astraZenecaMinAge: 'ผู้รับวัคซีนแอสตร้าเซนเนก้าต้องมีอายุ 18 ปีขึ้นไป ณ วันที่ฉีด',
  childAge: 'รอบนี้สำหรับเด็กอายุ 5-11 ปี ณ วันที่ฉีดเท่านั้น',
  childAgeKnow: 'รอบนี้สำหรับเด็กอายุ 5-12 ปี ณ วันที่ฉีดเท่านั้น',
  ageDesc: (age: number) => `อายุ ณ วันที่ฉีด ${age} ปี`,

  // Events
  eventFull: 'รอบการฉีดนี้เต็มแล้ว กรุณาเลือกรอบอื่น',
  eventUnknown: 'ไม่พบรอบการฉีดที่เลือก กรุณาเลือกใหม่',
  eventPast: 'รอบการฉีดนี้ผ่านไปแล้ว กรุณาเลือกรอบอื่น',
  eventWrongType: 'รอบการฉีดนี้ไม่ใช่วัคซีนที่ท่านได้รับสิทธิ์',
  vaccineTypeInvalid: 'กรุณาระบุชนิดวัคซีนอย่างน้อย 3 ตัวอักษร',
  alreadyBooked: 'ท่านจองรอบการฉีดแล้ว กรุณาแก้ไขข้อมูลหรือยกเลิกการจองเดิมก่อน',
  notBooked: 'ท่านยังไม่ได้จองรอบการฉีด กรุณายืนยันสิทธิ์ก่อน',
  subdistrictUnknown: 'ไม่พบตำบลที่เลือก กรุณาเลือกจากรายการ',
  schoolUnknown: 'ไม่พบโรงเรียนที่เลือก',
  titleUnknown: 'คำนำหน้าชื่อไม่ถูกต้อง กรุณาเลือกจากรายการ',
  measureInvalid: (field: string) => `กรุณาระบุ${field}ให้ถูกต้อง`,
  appointInvalid: (dose: number) => `กรุณาระบุวันและเวลานัดเข็มที่ ${dose} ให้ถูกต้อง`,
  queueNumberInvalid: (dose: number) => `กรุณาระบุหมายเลขคิวเข็มที่ ${dose} ให้ถูกต้อง`,
  queueNumberTaken: (dose: number, queueNumber: number) => `หมายเลขคิว ${queueNumber} ของเข็มที่ ${dose} ในรอบนี้มีผู้อื่นใช้แล้ว กรุณาเลือกหมายเลขอื่น`,
  eventPastCancel: 'ไม่สามารถยกเลิกหรือเปลี่ยนรอบการฉีดที่ผ่านไปแล้ว',

  // §8 Dialogs and results
  confirmFailedTitle: 'ไม่สามารถยืนยันสิทธิ์ได้',
  editFailedTitle: 'ไม่สามารถแก้ไขข้อมูลได้',
  cancelFailedTitle: 'ไม่สามารถยกเลิกการจองได้',
  confirmed: 'ยืนยันสิทธิ์เรียบร้อย',
  updated: 'แก้ไขข้อมูลเรียบร้อย',
  cancelled: 'ยกเลิกการจองเรียบร้อย ท่านสามารถยืนยันสิทธิ์เพื่อจองรอบใหม่ได้',
  tooManyLookups: 'มีการค้นหาบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',

  // Issue 18 finding 4: the open pages' changes and cancels prove the child's birth date and
  // come from our own page; lookups are limited per national ID too
  birthDateProofRequired: 'กรุณาระบุวันเกิดของนักเรียน เพื่อยืนยันว่าเป็นผู้ปกครองหรือตัวนักเรียนเอง',
  birthDateMismatch: 'วันเกิดไม่ตรงกับข้อมูลของนักเรียนในระบบ หากข้อมูลในระบบไม่ถูกต้อง กรุณาติดต่อเจ้าหน้าที่',
  /** Issue 35 item 2: the birth date proved before the parent reads and signs the consent. */
  birthDateConfirmed: 'วันเกิดตรงกับข้อมูลของนักเรียน',
  crossSiteRefused: 'ไม่สามารถทำรายการจากเว็บไซต์อื่นได้ กรุณาทำรายการจากหน้าจองวัคซีนของโรงพยาบาล',
  tooManyLookupsForId: 'มีการค้นหาหรือแก้ไขข้อมูลของเลขบัตรประชาชนนี้บ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  // Issue 28 item 5: wrong birth dates are counted per client address (never per record)
  tooManyBirthDateGuesses: 'ระบุวันเกิดไม่ตรงกับข้อมูลหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่ หากข้อมูลในระบบไม่ถูกต้อง กรุณาติดต่อเจ้าหน้าที่',

  // §2, §8 Vaccine history (certificate)
  noData: 'ไม่พบข้อมูล',
  noDataNote: 'ข้อมูลการฉีดวัคซีนที่โรงพยาบาลนี้อาจใช้เวลาประมาณ 24 ชั่วโมงหลังการฉีดจึงจะแสดงในระบบ',

  // Reference admin (vaccine types, schools, events)
  typeCodeInvalid: 'กรุณาระบุรหัสชนิดวัคซีน (a-z, 0-9 หรือ - ยาว 3-20 ตัว)',
  familyInvalid: 'กรุณาระบุกลุ่มวัคซีน (a-z, 0-9 หรือ -)',
  diseaseInvalid: 'กรุณาระบุโรคที่ป้องกัน (a-z, 0-9 หรือ -)',
  brandRequired: 'กรุณาระบุชื่อวัคซีน',
  doseNumberInvalid: 'กรุณาระบุเข็มที่ 1-6',
  typeInUse: 'ชนิดวัคซีนนี้ถูกใช้ในรอบการฉีดหรือรายชื่อแล้ว ไม่สามารถลบได้',
  schoolKeyInvalid: 'กรุณาระบุรหัสโรงเรียน (A-Z, 0-9 หรือ - ยาวไม่เกิน 20 ตัว)',
  schoolNameRequired: 'กรุณาระบุชื่อโรงเรียน',
  classInvalid: 'กรุณาระบุชั้นเรียนให้ครบ (รหัสและชื่อชั้น)',
  schoolInUse: 'โรงเรียนนี้มีนักเรียนในรายชื่อ ไม่สามารถลบได้',
  eventKeyInvalid: 'กรุณาระบุรหัสรอบการฉีด (A-Z, 0-9 หรือ - ยาวไม่เกิน 40 ตัว)',
  eventNameRequired: 'กรุณาระบุชื่อรอบการฉีด',
  eventDateInvalid: 'กรุณาระบุวันและเวลาของรอบการฉีดให้ถูกต้อง',
  venueKindInvalid: 'กรุณาเลือกสถานที่ฉีด (ทั่วไป หรือ หอผู้ป่วย)',
  capacityInvalid: 'กรุณาระบุจำนวนที่รับได้เป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป',
  capacityBelowBooked: (booked: number) => `จำนวนที่รับได้ต้องไม่น้อยกว่าจำนวนที่จองแล้ว (${booked})`,
  eventInUse: 'รอบการฉีดนี้มีผู้จองแล้ว ไม่สามารถลบได้',

  // /vaccinebooking2 condition2 / register2
  eligible: 'ท่านมีสิทธิ์ลงทะเบียนรับวัคซีน',
  alreadyRegistered: 'ท่านลงทะเบียนรับวัคซีนแล้ว',
  notEligible: 'ท่านยังไม่มีสิทธิ์ลงทะเบียนรับวัคซีนในขณะนี้',
  registered: 'ลงทะเบียนรับวัคซีนเรียบร้อย',
  conditionFirst: 'กรุณาตรวจสอบสิทธิ์ก่อนลงทะเบียน',
  vaccineTypeMismatch: 'ชนิดวัคซีนไม่ตรงกับสิทธิ์ที่ตรวจสอบ',
  underFive: 'ผู้รับวัคซีนต้องมีอายุ 5 ปีขึ้นไป',
  seriesComplete: 'ท่านได้รับวัคซีนครบตามเกณฑ์แล้ว',
} as const;

/** §3 Vaccine families: the brand a type belongs to. The age rules read `family`. */
export const VACCINE_FAMILIES: Record<string, string> = {
  pfizer: 'Pfizer',
  moderna: 'Moderna',
  astrazeneca: 'AstraZeneca',
  sinopharm: 'Sinopharm',
  hpv: 'HPV',
  influenza: 'Influenza',
};

export interface VaccineTypeSeed {
  code: string;
  family: string;
  brandName: string;
  doseNumber: number;
  /** The disease of the campaign ('covid19', 'hpv', 'influenza'): a ward venue offers every brand of it. */
  disease: string;
  /** A children's series (pc1–pc3): offered its own events only, never another brand's at a ward. */
  forChildren: boolean;
}

const series = (prefix: string, family: string, brandName: string, doses: number[], forChildren = false): VaccineTypeSeed[] =>
  doses.map((n) => ({ code: `${prefix}${n}`, family, brandName, doseNumber: n, disease: 'covid19', forChildren }));

/**
 * §3 Vaccine type codes, the seed rows of vaccine_types (Admin manages them afterwards):
 * pz1–pz6 Pfizer, md2–md6 Moderna, az1–az6 AstraZeneca, sp1 Sinopharm, pc1–pc3 Pfizer for
 * children 5 to 11. The digit is the dose number.
 */
export const VACCINE_TYPES: readonly VaccineTypeSeed[] = [
  ...series('pz', 'pfizer', 'Pfizer', [1, 2, 3, 4, 5, 6]),
  ...series('md', 'moderna', 'Moderna', [2, 3, 4, 5, 6]),
  ...series('az', 'astrazeneca', 'AstraZeneca', [1, 2, 3, 4, 5, 6]),
  ...series('sp', 'sinopharm', 'Sinopharm', [1]),
  ...series('pc', 'pfizer', 'Pfizer (เด็ก 5-11 ปี)', [1, 2, 3], true),
];

/** Issue 16 item 7: a vaccine type as people read it ('pz1' → 'Pfizer เข็มที่ 1'), never the bare code. */
export function vaccineTypeName(code: string | null | undefined): string {
  const known = VACCINE_TYPES.find((t) => t.code === code);
  if (known) return `${known.brandName} เข็มที่ ${known.doseNumber}`;
  const dose = code ? /(\d+)$/.exec(code)?.[1] : undefined;
  return dose ? `เข็มที่ ${dose}` : 'ไม่ระบุ';
}

/** The dose number a type code names: the seeded/known row's, else the code's trailing digits. */
export function vaccineTypeDoseNumber(code: string | null | undefined): number | null {
  if (!code) return null;
  const known = VACCINE_TYPES.find((t) => t.code === code);
  if (known) return known.doseNumber;
  const m = /(\d+)$/.exec(code);
  return m ? Number(m[1]) : null;
}

/** §5 Vaccine event list: requested only when vaccineType has 3 or more characters. */
export function isVaccineTypeQueryable(vaccineType: string | null | undefined): boolean {
  return typeof vaccineType === 'string' && vaccineType.trim().length >= 3;
}

const dateKey = (value: string): string => value.slice(0, 10);

/**
 * Age in whole years on `eventDate` (YYYY-MM-DD or YYYY-MM-DDTHH:mm, Bangkok calendar dates):
 * the day before the birthday is still the old age, the birthday itself the new one. A 29
 * February birthday is reached on 1 March in a common year.
 */
export function ageAt(birthDT: string, eventDate: string): number {
  const [by, bm, bd] = dateKey(birthDT).split('-').map(Number);
  const [ey, em, ed] = dateKey(eventDate).split('-').map(Number);
  let age = ey - by;
  if (em < bm || (em === bm && ed < bd)) age -= 1;
  return age;
}

/** What the age rules read of an event (a VaccineEvent has all of them). */
export type AgeRuleEvent = Pick<VaccineEvent, 'vaccineEventName' | 'vaccineEventDT' | 'venueKind' | 'vaccineFamily'>;

/** §5: a child event's name contains '5-11'. */
export const CHILD_EVENT_MARK = '5-11';

export function isChildEvent(event: Pick<VaccineEvent, 'vaccineEventName'>): boolean {
  return event.vaccineEventName.includes(CHILD_EVENT_MARK);
}

/** §5 Minimum ages at a general venue, by vaccine family (families without a row have none). */
export const GENERAL_VENUE_MIN_AGE: Readonly<Record<string, { age: number; message: string }>> = {
  pfizer: { age: 12, message: VACCINE_MESSAGES.pfizerMinAge },
  astrazeneca: { age: 18, message: VACCINE_MESSAGES.astraZenecaMinAge },
};

export interface AgeProblem {
  msg: string;
  desc: string;
}

/**
 * §5 Age rules at the event date, or null when the person may book the event:
 * - a child event (name contains '5-11'), at any venue, needs 5–11, or 5–12 when isKnow;
 * - a ward venue has no other age limit;
 * - a general venue: Pfizer family 12 or over, AstraZeneca 18 or over.
 */
export function ageProblem(event: AgeRuleEvent, birthDT: string, isKnow: boolean): AgeProblem | null {
  const age = ageAt(birthDT, event.vaccineEventDT);
  const desc = VACCINE_MESSAGES.ageDesc(age);
  if (isChildEvent(event)) {
    const max = isKnow ? 12 : 11;
    if (age < 5 || age > max) return { msg: isKnow ? VACCINE_MESSAGES.childAgeKnow : VACCINE_MESSAGES.childAge, desc };
    return null;
  }
  if (event.venueKind === 'ward') return null;
  const rule = GENERAL_VENUE_MIN_AGE[event.vaccineFamily];
  if (rule && age < rule.age) return { msg: rule.message, desc };
  return null;
}

/** What the confirm check reads of the booking form (the §3 booking payload's fields). */
export interface VaccineBookingForm {
  titleKey?: unknown;
  titleName?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  mobilePhone?: unknown;
  addressNo?: unknown;
  birthDT?: unknown;
  thSubdistrictKey?: unknown;
  vaccineEventKey?: unknown;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * §5 School vaccine booking confirm, in the spec's order; the first failing message, or null:
 * title (new records only), first name, surname, phone (10 digits), house number, a real birth
 * date, subdistrict (six digits), vaccine center and slot.
 */
export function vaccineBookingProblem(form: VaccineBookingForm, isNew: boolean, now: Date = new Date(), requireSlot = true): string | null {
  if (isNew && !text(form.titleKey) && !text(form.titleName)) return VACCINE_MESSAGES.titleRequired;
  if (!text(form.firstName)) return VACCINE_MESSAGES.firstNameRequired;
  if (!text(form.lastName)) return VACCINE_MESSAGES.lastNameRequired;
  const phone = text(form.mobilePhone);
  if (!phone) return VACCINE_MESSAGES.phoneRequired;
  if (!/^0\d{9}$/.test(phone)) return VACCINE_MESSAGES.phoneInvalid;
  if (!text(form.addressNo)) return VACCINE_MESSAGES.addressNoRequired;
  if (!isValidBirthDate(form.birthDT, now)) return VACCINE_MESSAGES.birthDateInvalid;
  if (!/^\d{6}$/.test(text(form.thSubdistrictKey))) return VACCINE_MESSAGES.subdistrictRequired;
  if (requireSlot && !text(form.vaccineEventKey)) return VACCINE_MESSAGES.slotRequired;
  return null;
}

/**
 * The vaccine registration's entitlement (/vaccinebooking2, POST /api2/pfizer/condition2): the
 * next Pfizer dose after the doses the HIS recorded, from the adult series (pz1–pz6) at 12 or
 * over today, the children's series (pc1–pc3) from 5 to 11. A type code, or the refusal.
 */
export function registrationVaccineType(ageToday: number, dosesGiven: number): { vaccineType: string } | { problem: string } {
  if (ageToday < 5) return { problem: VACCINE_MESSAGES.underFive };
  const [prefix, last] = ageToday >= 12 ? ['pz', 6] : ['pc', 3];
  const next = dosesGiven + 1;
  if (next > last) return { problem: VACCINE_MESSAGES.seriesComplete };
  return { vaccineType: `${prefix}${next}` };
}

/** §5 National ID for the /api2 lookups: the registry-rules message, or null. */
export function vaccineCidProblem(cid: unknown): string | null {
  return typeof cid === 'string' && isValidNationalId(cid) ? null : VACCINE_MESSAGES.nationalIdInvalid;
}

/** §3 Reference lists: a six-digit subdistrict key gives its district (4) and province (2). */
export function subdistrictParts(key: string): { thSubdistrictKey: string; thDistrictKey: string; thProvinceKey: string } {
  return { thSubdistrictKey: key, thDistrictKey: key.slice(0, 4), thProvinceKey: key.slice(0, 2) };
}

export const VACCINE_DOSES = [1, 2, 3, 4, 5, 6] as const;
export type VaccineDose = (typeof VACCINE_DOSES)[number];

export interface DoseTicket {
  dose: VaccineDose;
  queueNumber: number | null;
  /** YYYY-MM-DD (Bangkok). */
  queueDate: string;
  queueTime: string | null;
  vaccineEventKey: string | null;
}

type DoseFields = Pick<
  StudentVaccineRecord,
  | 'vaccineType'
  | `appointDT${VaccineDose}`
  | `queueNumber${VaccineDose}`
  | `queueDate${VaccineDose}`
  | `queueTime${VaccineDose}`
> &
  Partial<Pick<StudentVaccineRecord, `vaccineEventKey${1 | 2 | 3 | 4}`>>;

/**
 * §2 Vaccine queue: a ticket per dose 1–6 only when that dose's date is present (queueDate, or
 * the date of appointDT) and the record's vaccine type matches the dose number, i.e. the type's
 * dose number (the digit of 'pz2', 'pc3', or the managed type's dose_number passed in) equals
 * that dose. A record therefore shows the ticket of the dose it is booked for, not older ones.
 */
export function dosesToShow(record: DoseFields, typeDoseNumber: number | null = vaccineTypeDoseNumber(record.vaccineType)): DoseTicket[] {
  const tickets: DoseTicket[] = [];
  for (const dose of VACCINE_DOSES) {
    const date = record[`queueDate${dose}`] || (record[`appointDT${dose}`] ?? '').slice(0, 10);
    if (!date || typeDoseNumber !== dose) continue;
    const appoint = record[`appointDT${dose}`];
    tickets.push({
      dose,
      queueNumber: record[`queueNumber${dose}`],
      queueDate: date,
      queueTime: record[`queueTime${dose}`] || (appoint && appoint.length >= 16 ? appoint.slice(11, 16) : null),
      vaccineEventKey: dose <= 4 ? (record[`vaccineEventKey${dose as 1 | 2 | 3 | 4}`] ?? null) : null,
    });
  }
  return tickets;
}
