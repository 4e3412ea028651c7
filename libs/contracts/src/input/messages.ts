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
  /** Issue 18: PostgreSQL is away (restarting); the call changed nothing. */
  databaseUnavailable: 'ระบบฐานข้อมูลไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  badRequest: 'ข้อมูลไม่ถูกต้อง',
  // issue 18: a NUL or a broken character (an unpaired UTF-16 surrogate) in anything sent
  textInvalidCharacters: 'ข้อความมีอักขระที่ระบบไม่รองรับ กรุณาแก้ไขแล้วลองใหม่',
  nationalIdLength: 'เลขบัตรประชาชนไม่ครบ 13 หลัก',
  nationalIdChecksum: 'เลขบัตรประจำตัวประชาชนของท่านไม่ถูกต้องตามกฎของกรมสรรพากร',
  unableToSave: 'ไม่สามารถบันทึกข้อมูลได้',

  // accounts §5: registration (messaging app, ThaiD, web)
  birthDateRequired: 'กรุณาระบุวันเกิดให้ถูกต้อง',
  thaidBirthDateInvalid: 'วันเกิดไม่ถูกต้อง',
  phoneRequired: 'กรุณาระบุเบอร์โทรศัพท์',
  phoneInvalid: 'กรุณาระบุเบอร์โทรศัพท์ให้ถูกต้อง 10 หลัก',
  lastNameRequired: 'กรุณาระบุนามสกุล',
  firstNameRequired: 'กรุณาระบุชื่อ',
  passwordInvalid: 'กรุณาระบุรหัสผ่านให้ถูกต้อง (อย่างน้อย 8 ตัวอักษร)',
  passwordMismatch: 'กรุณายืนยันรหัสผ่านให้ตรงกัน',
  emailRequired: 'กรุณาระบุอีเมลให้ถูกต้อง',
  signatureRequired: 'กรุณาลงลายมือชื่อก่อนยืนยัน',
  signatureInvalid: 'ลายมือชื่อไม่ถูกต้อง กรุณาลงลายมือชื่อใหม่',
  consentOutdated: 'ข้อความยินยอมมีการปรับปรุง กรุณาอ่านและลงลายมือชื่อใหม่',
  idCardTaken: 'เลขบัตรประชาชนนี้ลงทะเบียนแล้ว หากเป็นของท่าน กรุณาติดต่อโรงพยาบาลหรือลงทะเบียนด้วย ThaiD',
  lineTaken: 'บัญชี LINE นี้ลงทะเบียนแล้ว',
  usernameTaken: 'ชื่อผู้ใช้นี้มีผู้ใช้แล้ว',
  emailTaken: 'อีเมลนี้มีผู้ใช้แล้ว',
  lineTokenInvalid: 'ยืนยันตัวตนกับ LINE ไม่สำเร็จ กรุณาเปิดจาก LINE อีกครั้ง',
  lineNotRegistered: 'บัญชี LINE นี้ยังไม่ได้ลงทะเบียน',
  lineUnavailable: 'ไม่สามารถติดต่อ LINE ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
  thaidFailed: 'ไม่สามารถดึงข้อมูลจาก ThaiD ได้ กรุณาลองใหม่อีกครั้ง',
  thaidStateMismatch: 'การยืนยันตัวตนด้วย ThaiD หมดอายุหรือไม่ถูกต้อง กรุณาเริ่มใหม่',
  thaidTicketInvalid: 'ข้อมูลจาก ThaiD หมดอายุหรือไม่ตรงกัน กรุณายืนยันตัวตนด้วย ThaiD ใหม่',

  // accounts §4: after a LINE / ThaiD registration
  registeredHn: 'ลงทะเบียนแล้ว HN ',
  registeredCompleteProfile: 'ลงทะเบียนเรียบร้อยแล้ว กรุณากรอกข้อมูลส่วนตัวเพิ่มเติมให้ครบถ้วน',
  registeredLoginAgain: 'ลงทะเบียนเรียบร้อยแล้ว กรุณาเข้าสู่ระบบผ่าน LINE อีกครั้ง',
  registeredDone: 'ลงทะเบียนเรียบร้อยแล้ว กรุณากลับไปที่ LINE',
  liffNotConfigured: 'ยังไม่ได้ตั้งค่า LINE LIFF ID ของหน้านี้ กรุณาติดต่อโรงพยาบาล',
  lineLoginFailed: 'เข้าสู่ระบบผ่าน LINE ไม่สำเร็จ',
  thaidCancelled: 'ยกเลิกการยืนยันตัวตนด้วย ThaiD แล้ว ท่านสามารถลงทะเบียนใหม่ได้',

  // accounts §5: patient forms and profile
  specify: 'กรุณาระบุ',
  profileBirthDate: 'กรุณาระบุวันเกิดให้ถูกต้อง',
  postcodeInvalid: 'กรุณาระบุรหัสไปรษณีย์ 5 หลัก',
  addressMismatch: 'ตำบล อำเภอ และจังหวัดไม่สอดคล้องกัน',
  unknownCode: 'กรุณาเลือกจากรายการ: ',
  saved: 'บันทึกข้อมูลเรียบร้อย',
  patientCreated: 'เพิ่มผู้ป่วยเรียบร้อย',
  hisQueued: 'ส่งข้อมูลลงทะเบียนเวชระเบียนแล้ว กำลังรอเลข HN',
  hisAlreadyRegistered: 'ลงทะเบียนกับระบบเวชระเบียนแล้ว HN ',
  hisLegacyData: 'ข้อมูลผู้ป่วยอาจเป็นข้อมูลเก่าที่ไม่ครบถ้วน กรุณาลงทะเบียนด้วยตนเองที่ระบบเวชระเบียน ค่าที่กรอกใหม่จะไม่ถูกบันทึก',
  patientIdCardExists: 'มีผู้ป่วยเลขบัตรประชาชนนี้ในระบบแล้ว',
  patientNotFound: 'ไม่พบข้อมูลผู้ป่วย',

  // care-services §5 calendars: the day rules of telemedicine, in-person, staff and network bookings
  calendarDateRequired: 'กรุณาระบุวันที่รับบริการ',
  calendarPastDate: 'เลือกได้ตั้งแต่วันนี้เป็นต้นไปเท่านั้น',
  calendarServiceTypeRequired: 'กรุณาระบุประเภทบริการ',
  calendarSlotTypeRequired: 'กรุณาระบุช่วงเวลาบริการ',
  calendarClosedOn: 'ไม่เปิดให้บริการในวัน',
  teleDoctorCutoff: 'ต้องลงทะเบียนก่อนเวลา 11:00 น. หรือเลือกวันถัดไป',
  teleRefillCutoff: 'ต้องลงทะเบียนก่อนเวลา 15:00 น. หรือเลือกวันถัดไป',
  calendarHoliday: 'วันหยุด: ',
  calendarDisabled: 'งดให้บริการ: ',
  calendarNameRequired: 'กรุณาระบุชื่อวันหยุดหรือเหตุผล',
  calendarKindInvalid: 'ประเภทปฏิทินไม่ถูกต้อง (tele, teleremed, booking หรือ smc)',
  calendarMonthInvalid: 'กรุณาระบุปีและเดือนให้ถูกต้อง',
  calendarSlotTimeInvalid: 'กรุณาระบุเวลาในรูปแบบ ชั่วโมง:นาที เช่น 08:30',
  calendarRemoved: 'ลบข้อมูลเรียบร้อย',

  // issue 28 item 4: every date or range a call takes is bounded (libs/rules date-bounds.ts)
  dateYearOutOfRange: 'วันที่ไม่ถูกต้อง ปีต้องอยู่ระหว่าง พ.ศ. 2443–2743 (ค.ศ. 1900–2200)',
  yearOutOfRange: 'ปีไม่ถูกต้อง กรุณาระบุปี พ.ศ. 2400–2700 หรือ ค.ศ. 1900–2200',
  dateSpanTooLong: 'เลือกช่วงวันที่ได้ไม่เกิน 366 วัน',
  // issue 28 item 5: a path that is not valid percent-encoded UTF-8
  badUrl: 'ที่อยู่ (URL) ไม่ถูกต้อง',
  urlTooLong: 'ที่อยู่ (URL) ยาวเกินไป',
} as const;
