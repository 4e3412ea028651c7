import type { ApiErrorBody } from '@hospital/contracts';
import { MESSAGES } from './messages.js';
import { FIELD_LABELS } from './profile.js';

/**
 * Issue 35 item 2: the Thai name of each field a call may refuse, by the field's name in the
 * request — one list for the api's 400 ('ชื่อ: ยาวเกิน 100 ตัวอักษร') and every form's summary.
 * The patient fields are the forms' own labels (FIELD_LABELS); the rest are the other forms'.
 */
export const INPUT_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...FIELD_LABELS,
  zipcode: FIELD_LABELS.postcode,
  r_Zipcode: FIELD_LABELS.r_Postcode,
  mar_Status: FIELD_LABELS.maritalStatusKey,
  username: 'ชื่อผู้ใช้',
  email: 'อีเมล',
  password: 'รหัสผ่าน',
  confirmPassword: 'ยืนยันรหัสผ่าน',
  description: 'ความต้องการหรืออาการเบื้องต้น',
  shippingAddress: 'ที่อยู่สำหรับจัดส่งยา',
  paymentMsg: 'เหตุผลที่ไม่อนุมัติการชำระเงิน',
  cid: 'เลขบัตรประชาชน',
  birthDT: 'วันเกิด',
  titleName: 'คำนำหน้าชื่อ',
  mobilePhone: 'เบอร์โทรศัพท์',
  addressNo: 'บ้านเลขที่',
  thSubdistrictKey: 'ตำบล',
  weight: 'น้ำหนัก',
  height: 'ส่วนสูง',
  temp1: 'อุณหภูมิครั้งที่ 1',
  temp2: 'อุณหภูมิครั้งที่ 2',
  vaccineEventKey: 'รอบการฉีด',
  queueNumber: 'คิวที่',
  date: 'วันที่',
  time: 'เวลา',
  note: 'หมายเหตุ',
  reason: 'เหตุผล',
};

/** The field's own name of a problem's path ('doses.1.appointDT' → 'appointDT'; '' for the body itself). */
export function fieldNameOf(path: string): string {
  const parts = path.split('.').filter((p) => p !== '' && !/^\d+$/.test(p));
  return parts[parts.length - 1] ?? '';
}

/** The Thai name of a request field, or null when the list has none. */
export function fieldLabelOf(path: string): string | null {
  return INPUT_FIELD_LABELS[fieldNameOf(path)] ?? null;
}

/** The messages that do not say which field they are about: the general one, a text's limit, a date's year, a broken character. */
const FIELDLESS = new Set<string>([MESSAGES.badRequest, MESSAGES.dateYearOutOfRange, MESSAGES.textInvalidCharacters]);
const isFieldless = (message: string): boolean => FIELDLESS.has(message) || /^ยาวเกิน [\d,]+ ตัวอักษร$/.test(message);

/**
 * A field's problem as the summary and the 400's message say it: 'ชื่อ: ยาวเกิน 100 ตัวอักษร'.
 * Only a message that does not say its field is named ('กรุณาระบุชื่อ' and the spec's other
 * messages stay as they are), and only a field with a Thai name.
 */
export function labelledProblem(path: string, message: string): string {
  const label = fieldLabelOf(path);
  // 'วันที่ไม่ถูกต้อง ปีต้องอยู่…' under 'date' already begins with its field's name.
  return label && isFieldless(message) && !message.startsWith(label) ? `${label}: ${message}` : message;
}

/** One refused field of a 400: its request name, its Thai name and the message beside it. */
export interface FieldProblem {
  field: string;
  label: string | null;
  message: string;
  /** The line of the form's summary, the field named ('ชื่อ: ยาวเกิน 100 ตัวอักษร'). */
  summary: string;
}

/**
 * The refused fields of an error answer (ApiErrorBody.fields, the first problem of each field
 * by its request name), in the answer's order; [] for an answer without them. The pages show
 * `message` beside the field named `field` and `summary` in the form's list.
 */
export function fieldProblemsOf(body: unknown): FieldProblem[] {
  const fields = (body as Partial<ApiErrorBody> | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return [];
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([path, message]) => ({ field: fieldNameOf(path), label: fieldLabelOf(path), message, summary: labelledProblem(path, message) }));
}
