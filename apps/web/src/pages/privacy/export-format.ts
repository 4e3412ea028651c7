import { formatThaiShortDateTime } from '@hospital/rules';

/** Thai headings of the columns the readable copy shows most; any other keeps its own name. */
const COLUMN_LABELS: Record<string, string> = {
  id: 'รหัสรายการ',
  first_name: 'ชื่อ',
  last_name: 'นามสกุล',
  title_name: 'คำนำหน้า',
  id_card: 'เลขประจำตัวประชาชน',
  cid: 'เลขประจำตัวประชาชน',
  phone: 'โทรศัพท์',
  email: 'อีเมล',
  hn: 'เลขประจำตัวผู้ป่วย (HN)',
  birth_date: 'วันเกิด',
  appoint_date: 'วันนัด',
  appoint_time: 'เวลานัด',
  description: 'อาการ / รายละเอียด',
  flow_status: 'สถานะ',
  booking_status: 'สถานะการจอง',
  created_at: 'สร้างเมื่อ',
  updated_at: 'แก้ไขล่าสุด',
  at: 'เมื่อ',
  file_name: 'ชื่อไฟล์',
  link: 'ลิงก์เปิดไฟล์',
  staffName: 'ชื่อเจ้าหน้าที่',
  caregiverName: 'ชื่อผู้ดูแล', // issue 33 item 5
  // Issue 33 items 4-5, the caregiver links: `relation` is the person's relation to the caregiver (the heading says which way).
  caregiver_name: 'ชื่อผู้ดูแล',
  person_name: 'ชื่อผู้อยู่ในความดูแล',
  relation: 'ผู้อยู่ในความดูแลเป็น…ของผู้ดูแล',
  until: 'ดูแลได้ถึง',
  ended_at: 'สิ้นสุดเมื่อ',
  firstAt: 'ครั้งแรกเมื่อ', // issue 35 item 2: repeated reads are one line
  count: 'จำนวนครั้ง',
  action: 'สิ่งที่ทำ',
  where: 'ที่',
  purpose: 'เรื่องที่ยินยอม',
  version: 'ฉบับ',
  given_at: 'ยินยอมเมื่อ',
  withdrawn_at: 'ถอนความยินยอมเมื่อ',
  channel: 'ช่องทาง',
  success: 'สำเร็จ',
  login: 'ชื่อที่ใช้เข้าสู่ระบบ',
  ip: 'ที่อยู่เครือข่าย (IP)',
  user_agent: 'อุปกรณ์และเบราว์เซอร์',
  username: 'ชื่อผู้ใช้',
  role: 'ผู้เข้าถึง',
  line_user_id: 'บัญชี LINE',
  gender_key: 'เพศ',
  service_type: 'ประเภทบริการ',
  slot_type: 'ประเภทช่วงเวลา',
  line_id: 'LINE ID',
  shipping_address: 'ที่อยู่จัดส่ง',
  payment_msg: 'ข้อความเรื่องการชำระเงิน',
  tracking_numbers: 'เลขพัสดุ',
  cost_total: 'ค่าใช้จ่ายรวม',
  from_status: 'จากสถานะ',
  to_status: 'เป็นสถานะ',
  by_role: 'ผู้เปลี่ยน',
  content_type: 'ชนิดไฟล์',
  size_bytes: 'ขนาด (ไบต์)',
  text_version: 'ฉบับ',
  text_sha256: 'รหัสตรวจสอบข้อความ (SHA-256)',
  signature_sha256: 'รหัสตรวจสอบลายมือชื่อ (SHA-256)',
  signed_at: 'ลงนามเมื่อ',
  subject_name: 'ยินยอมแทน',
};

export const columnLabel = (key: string) => COLUMN_LABELS[key] ?? key;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as a person reads it: Buddhist-era dates, yes/no, '-' for nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'ใช่' : 'ไม่ใช่';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatThaiShortDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
