/**
 * Thai text of the specs' messages. The page shows them and the server answers them, so
 * each is written once, here.
 */
export const MESSAGES = {
  usernameRequired: 'กรุณาระบุชื่อผู้ใช้',
  passwordRequired: 'กรุณาระบุรหัสผ่าน',
  wrongCredentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  tooManyLogins: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  accountDisabled: 'บัญชีนี้ถูกยกเลิกการใช้งานแล้ว',
  unauthenticated: 'กรุณาเข้าสู่ระบบ',
  forbidden: 'ท่านไม่มีสิทธิ์เข้าถึงข้อมูลนี้',
  notFound: 'ไม่พบข้อมูล',
  serverError: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง',
  badRequest: 'ข้อมูลไม่ถูกต้อง',
  nationalIdLength: 'เลขบัตรประชาชนไม่ครบ 13 หลัก',
  nationalIdChecksum: 'เลขบัตรประจำตัวประชาชนของท่านไม่ถูกต้องตามกฎของกรมสรรพากร',
  unableToSave: 'ไม่สามารถบันทึกข้อมูลได้',
} as const;
