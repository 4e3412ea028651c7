/**
 * The Thai messages of care-services §5 and §8 for telemedicine: the booking form, the
 * consultation, tracking numbers, payment evidence, the flowStatus machine and the errors.
 * The page and the server show the same words.
 */
export const TELE_MESSAGES = {
  // §5 Telemedicine booking, in the order the form checks them
  serviceTypeRequired: 'กรุณาเลือกประเภทบริการ',
  dateRequired: 'กรุณาระบุวันที่รับบริการ',
  slotRequired: 'กรุณาเลือกช่วงเวลา',
  phoneRequired: 'กรุณาระบุเบอร์โทรศัพท์',
  phoneInvalid: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0',
  addressRequired: 'กรุณาระบุที่อยู่สำหรับจัดส่งยา',
  registeredAddressMissing: 'ไม่พบที่อยู่ที่ลงทะเบียนไว้ กรุณาระบุที่อยู่สำหรับจัดส่งยา',
  descriptionRequired: 'กรุณาระบุความต้องการหรืออาการเบื้องต้น',
  imagesRequired: 'การพบแพทย์ผ่านวิดีโอคอลต้องแนบรูปภาพอาการอย่างน้อย 4 รูป', // issue 16 item 7: no bare type number
  newPatientDoctorOnly: 'ผู้ป่วยใหม่ไม่สามารถรับยาเดิมได้ ต้องพบแพทย์ผ่านวิดีโอคอลก่อน',
  slotTaken: (time: string) => `มีผู้จองเวลา ${time} น. แล้ว กรุณาเลือกเวลาอื่น`,
  noSlots: 'ไม่มีช่วงเวลาว่างในวันนี้',
  bookingSaved: 'ลงทะเบียนนัดหมายเรียบร้อย',

  // §5 Consultation
  consultDescriptionRequired: 'กรุณาระบุอาการ',
  consultDoctorRequired: 'กรุณาเลือกแพทย์',
  consultDoctorUnknown: 'ไม่พบแพทย์ที่เลือก',
  consultSaved: 'ส่งคำขอปรึกษาแพทย์เรียบร้อย',
  consultSavedNext: 'แพทย์จะได้รับคำขอและนัดหมายปรากฏในรายการนัดหมายปรึกษา',
  consultDateRequired: 'กรุณาระบุวันที่และเวลาให้ถูกต้อง',
  consultWeekend: 'ไม่สามารถนัดปรึกษาในวันเสาร์หรืออาทิตย์',
  consultPast: 'ไม่สามารถนัดปรึกษาย้อนหลังได้',
  editDescriptionRequired: 'กรุณาระบุความต้องการหรืออาการเบื้องต้น',

  // §5 Tracking numbers
  trackingRequired: 'กรุณาระบุเลขพัสดุ',
  trackingIncorrect: 'เลขพัสดุไม่ถูกต้อง (Tracking No. incorrect)',

  // §5 Payment rejection and proof
  rejectReasonRequired: 'กรุณาระบุเหตุผลที่ปฏิเสธหลักฐานการชำระเงิน',
  paymentImageRequired: 'กรุณาแนบรูปหลักฐานการชำระเงิน',

  // The flowStatus machine
  flowStatusUnknown: 'สถานะไม่ถูกต้อง',
  transitionNotAllowed: (from: string, to: string) => `ไม่สามารถเปลี่ยนสถานะจาก "${from}" เป็น "${to}" ได้`,
  transitionForbidden: (to: string) => `ผู้ใช้นี้ไม่มีสิทธิ์เปลี่ยนสถานะเป็น "${to}"`,
  /** Issue 35 item 1: the doctor (N_DOCTOR) of a hospital case makes only 'พบแพทย์' → 'แพทย์ตรวจแล้ว'. */
  doctorMovesOnlySeen: 'แพทย์เปลี่ยนสถานะได้เฉพาะจาก "พบแพทย์" เป็น "แพทย์ตรวจแล้ว" เท่านั้น',
  costsMissing: 'ยังไม่มีรายการค่าใช้จ่ายจากระบบโรงพยาบาล',
  staleStatus: 'สถานะของรายการนี้ถูกเปลี่ยนโดยผู้อื่นแล้ว กรุณาโหลดข้อมูลใหม่',

  // §8 errors and successes
  teleNotFound: 'ไม่พบข้อมูลการนัดหมาย',
  fileNotFound: 'ไม่พบรูปภาพ',
  cannotSave: 'ไม่สามารถบันทึกข้อมูลได้',
  uploadError: 'อัปโหลดไม่สำเร็จ: ',
  /** Issue 16 item 9: the case was saved but not every photo arrived; confirming again sends only the rest. */
  uploadRetry: 'บันทึกการนัดหมายแล้ว แต่ยังส่งรูปภาพไม่ครบ กรุณากดยืนยันอีกครั้งเพื่อส่งรูปที่เหลือ',
  updateError: 'ปรับปรุงข้อมูลไม่สำเร็จ: ',
  fileTooLarge: 'ไฟล์มีขนาดใหญ่เกินกำหนด',
  fileInvalid: 'ไฟล์ไม่ถูกต้อง',
  fileCategoryInvalid: 'ประเภทรูปภาพไม่ถูกต้อง',
  sentOn: 'ส่งข้อมูลเรียบร้อย',
  patientNotified: 'แจ้งผู้ป่วยเรียบร้อย',
  saved: 'บันทึกเรียบร้อย',
  trackingSaved: 'บันทึกเลขพัสดุเรียบร้อย',
  costsNotified: 'แจ้งค่าใช้จ่ายเรียบร้อย',
  paymentNotVerified: 'ยังไม่ได้ตรวจสอบการชำระเงิน',
  /** Issue 35 item 2: the shipping tab at 5 (paid) for those who do not enter the tracking numbers. */
  awaitingShipment: 'รอเจ้าหน้าที่จัดส่ง',
  paymentConfirmedSendFailed: 'ยืนยันการชำระเงินแล้ว',
  videoTokenFailed: 'ไม่สามารถเข้าห้องวิดีโอคอลได้',
} as const;
