/**
 * The money path of a telemedicine case (issue 13): the words a patient and Finance read, the
 * Thai banks by the 3-digit code a slip QR carries, and the amount rule. Page and server share it.
 */

/** Thai banks by their Bank of Thailand code (the sending bank of a slip-verification QR). */
export const BANK_NAMES: Readonly<Record<string, string>> = {
  '002': 'ธนาคารกรุงเทพ',
  '004': 'ธนาคารกสิกรไทย',
  '006': 'ธนาคารกรุงไทย',
  '011': 'ธนาคารทหารไทยธนชาต',
  '014': 'ธนาคารไทยพาณิชย์',
  '017': 'ธนาคารซิตี้แบงก์',
  '022': 'ธนาคารซีไอเอ็มบี ไทย',
  '024': 'ธนาคารยูโอบี',
  '025': 'ธนาคารกรุงศรีอยุธยา',
  '030': 'ธนาคารออมสิน',
  '033': 'ธนาคารอาคารสงเคราะห์',
  '034': 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
  '066': 'ธนาคารอิสลามแห่งประเทศไทย',
  '067': 'ธนาคารทิสโก้',
  '069': 'ธนาคารเกียรตินาคินภัทร',
  '070': 'ธนาคารไอซีบีซี (ไทย)',
  '071': 'ธนาคารไทยเครดิต',
  '073': 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
  '098': 'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย',
  TMN: 'ทรูมันนี่ วอลเล็ท',
};

/** The bank's Thai name for people ('ธนาคารไทยพาณิชย์'), 'ธนาคารรหัส 099' for a code we do not know, null for none. */
export function bankName(code: string | null | undefined): string | null {
  if (!code) return null;
  return BANK_NAMES[code] ?? `ธนาคารรหัส ${code}`;
}

export const PAYMENT_MESSAGES = {
  /** The patient may not attach a slip before the hospital has said how much to pay. */
  amountMissing: 'ยังไม่มียอดที่ต้องชำระ กรุณารอเจ้าหน้าที่แจ้งค่าใช้จ่ายก่อนแนบหลักฐานการชำระเงิน',
  /** Issue 28 item 1: Finance cannot verify a payment without a stored slip. */
  slipMissing: 'ยังไม่มีหลักฐานการชำระเงินที่แนบไว้ จึงยืนยันการชำระเงินไม่ได้',
  /** Issue 28 item 1: a slip on a case that is already paid (5 and later). */
  alreadyPaid: 'รายการนี้ชำระเงินเรียบร้อยแล้ว ไม่ต้องแนบหลักฐานการชำระเงินเพิ่ม',
  qrPending: 'กำลังอ่าน QR บนสลิป',
  qrNone: 'ไม่พบ QR บนสลิป',
  qrRead: (bank: string, ref: string) => `อ่าน QR แล้ว: ${bank} เลขอ้างอิง ${ref}`,
  duplicate: (cases: string) => `เลขอ้างอิงนี้เคยใช้กับรายการ ${cases} แล้ว`,
  verification: {
    match: 'ยอดเงินตรงกับธนาคาร',
    mismatch: 'ยอดเงินไม่ตรงกับธนาคาร',
    unknown: 'ธนาคารไม่พบรายการนี้',
  },
  /** Issue 32 item 7: a bill-payment QR carries the case's reference; a plain PromptPay ID's QR cannot. */
  referenceInQr: 'เลขอ้างอิงนี้อยู่ใน QR แล้ว ธนาคารจะบันทึกให้โดยอัตโนมัติ',
  referenceNotInQr: 'QR พร้อมเพย์นี้ระบุเฉพาะผู้รับเงินและยอดเงิน ไม่มีเลขอ้างอิงของรายการ กรุณาแนบสลิปหลังโอนเงิน เพื่อให้เจ้าหน้าที่จับคู่การชำระเงินกับรายการของท่าน',
  saveQr: 'บันทึก QR',
  saveQrHint: 'กดค้างที่รูป QR เพื่อบันทึก แล้วเปิดแอปธนาคารเพื่อสแกนจากรูปภาพ',
} as const;

/** Baht in satang-exact arithmetic: the sum of the items, rounded to satang. */
export function amountOf(items: ReadonlyArray<{ amount: number }>): number {
  return Math.round(items.reduce((sum, i) => sum + Math.round(i.amount * 100), 0)) / 100;
}

