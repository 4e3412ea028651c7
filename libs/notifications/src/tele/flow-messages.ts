import type { LineCard } from '@hospital/contracts';
import { trackingUrl, type FlowStatus } from '@hospital/rules';

/**
 * The LINE texts of care-services §4: each flowStatus move tells the patient what happened
 * and what to do next. One message per move (the 'line.push' job keyed on the transition),
 * built from the 'tele.flowStatusChanged' event by TeleFlowMessages.
 */
export interface FlowMessageContext {
  to: FlowStatus;
  /** 'D MMMM BBBB HH:mm น.' of the appointment, so the patient knows which case. */
  appointText: string;
  /** `<publicBaseUrl>/payment/<teleID>`: where the patient pays and attaches the slip. */
  paymentUrl: string;
  /** The signed link into the video call (valid 2 hours), for the moves to the nurse and the doctor. */
  videoUrl: string;
  /** The HIS's cost total in baht (for −3; for 3 and −5 the stored total, null while unknown). */
  costTotal: number | null;
  /** `<publicBaseUrl>/home`: the patient's home, for the steps without an action of their own. */
  homeUrl?: string;
  /** Finance's reason (for −5). */
  paymentMsg: string | null;
  /** The tracking numbers (for 6). */
  trackingNumbers: readonly string[];
  /**
   * §5 tracking: Shipping corrected the numbers of a case already at 6 (6 → 6): the patient
   * is told the corrected number, not 'shipped' a second time.
   */
  corrected?: boolean;
}

/** 1234.5 → '1,234.50' (baht with satang, digits grouped). */
export function formatBaht(amount: number): string {
  const [whole, satang] = (Math.round(amount * 100) / 100).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${satang}`;
}

/** The text the patient gets on LINE for a move to `c.to`. */
export function flowPushText(c: FlowMessageContext): string {
  const head = `การแพทย์ทางไกล นัดหมายวันที่ ${c.appointText}\n`;
  switch (c.to) {
    case 0:
      return `${head}รายการของท่านกลับสู่สถานะลงทะเบียนใหม่ เจ้าหน้าที่จะติดต่อกลับ`;
    case 1:
      return `${head}รายการของท่านอยู่ระหว่างพยาบาลซักประวัติ กรุณาเตรียมพร้อมรับวิดีโอคอลจากพยาบาลตามเวลานัด\nเข้าห้องวิดีโอคอล: ${c.videoUrl}`;
    case 2:
      return `${head}ถึงคิวพบแพทย์แล้ว กรุณาเตรียมพร้อมรับวิดีโอคอลจากแพทย์ (ตรวจสอบกล้องและไมโครโฟนให้พร้อม)\nเข้าห้องวิดีโอคอล: ${c.videoUrl}`;
    case 3:
      return `${head}แพทย์ตรวจท่านเรียบร้อยแล้ว เจ้าหน้าที่จะแจ้งค่าใช้จ่ายให้ทราบ ท่านสามารถชำระเงินและแนบหลักฐานการชำระเงินได้ที่ ${c.paymentUrl}`;
    case -3:
      return `${head}แจ้งค่าใช้จ่าย ยอดที่ต้องชำระ ${formatBaht(c.costTotal ?? 0)} บาท\nกรุณาชำระเงิน แล้วเปิดลิงก์นี้เพื่อแนบหลักฐานการชำระเงิน ${c.paymentUrl}`;
    case 4:
      return `${head}ได้รับหลักฐานการชำระเงินของท่านแล้ว เจ้าหน้าที่การเงินจะตรวจสอบและแจ้งผลให้ทราบ`;
    case -5:
      return `${head}หลักฐานการชำระเงินของท่านไม่ผ่านการตรวจสอบ\nเหตุผล: ${c.paymentMsg ?? ''}\nกรุณาแนบหลักฐานการชำระเงินใหม่ที่ ${c.paymentUrl}`;
    case 5:
      return `${head}ตรวจสอบการชำระเงินเรียบร้อยแล้ว โรงพยาบาลจะจัดส่งยาให้ท่านทางไปรษณีย์`;
    case 6:
      if (c.corrected) return `${head}แก้ไขเลขพัสดุยาของท่านเป็น ${c.trackingNumbers.join(', ')}\nติดตามพัสดุ: ${c.trackingNumbers.map(trackingUrl).join(' ')}`;
      return `${head}จัดส่งยาแล้ว เลขพัสดุ ${c.trackingNumbers.join(', ')}\nติดตามพัสดุ: ${c.trackingNumbers.map(trackingUrl).join(' ')}`;
    case 7:
      return `${head}ขอบคุณที่ใช้บริการการแพทย์ทางไกล ขอให้หายป่วยโดยเร็ว`;
  }
}

/** A button's link must be a web address (LINE opens it in its browser); anything else gets no button. */
function webAction(label: string, uri: string | undefined): LineCard['action'] {
  return uri && /^https?:\/\//.test(uri) ? { label, uri } : undefined;
}

/** 'ชำระเงิน ฿1,234.50', or 'ชำระเงิน' while the amount is not known. */
export function payLabel(costTotal: number | null): string {
  return costTotal === null ? 'ชำระเงิน' : `ชำระเงิน ฿${formatBaht(costTotal)}`;
}

/**
 * The same message as a LINE card: a title, the facts as lines, and the one
 * action of the step as a button — pay (−3, 3, −5), join the video call (1, 2), track the parcel
 * (6), or see the case on the home page (0, 4, 5, 7). The altText is flowPushText (cut by the
 * LINE client to LINE's 400 characters).
 */
export function flowPushCard(c: FlowMessageContext): LineCard {
  const appointment = `การแพทย์ทางไกล นัดหมายวันที่ ${c.appointText}`;
  const details = webAction('ดูรายละเอียด', c.homeUrl);
  switch (c.to) {
    case 0:
      return { title: 'กลับสู่สถานะลงทะเบียนใหม่', lines: [appointment, 'เจ้าหน้าที่จะติดต่อกลับ'], action: details };
    case 1:
      return { title: 'พยาบาลซักประวัติ', lines: [appointment, 'กรุณาเตรียมพร้อมรับวิดีโอคอลจากพยาบาลตามเวลานัด'], action: webAction('เข้าห้องวิดีโอคอล', c.videoUrl) };
    case 2:
      return { title: 'ถึงคิวพบแพทย์แล้ว', lines: [appointment, 'กรุณาเตรียมพร้อมรับวิดีโอคอลจากแพทย์ (ตรวจสอบกล้องและไมโครโฟนให้พร้อม)'], action: webAction('เข้าห้องวิดีโอคอล', c.videoUrl) };
    case 3:
      return {
        title: 'แพทย์ตรวจเรียบร้อยแล้ว',
        lines: [appointment, 'เจ้าหน้าที่จะแจ้งค่าใช้จ่ายให้ทราบ ท่านสามารถชำระเงินและแนบหลักฐานการชำระเงินได้'],
        action: webAction(payLabel(c.costTotal), c.paymentUrl),
      };
    case -3:
      return {
        title: 'แจ้งค่าใช้จ่าย',
        lines: [appointment, `ยอดที่ต้องชำระ ${formatBaht(c.costTotal ?? 0)} บาท`, 'กรุณาชำระเงิน แล้วแนบหลักฐานการชำระเงิน'],
        action: webAction(payLabel(c.costTotal ?? 0), c.paymentUrl),
      };
    case 4:
      return { title: 'ได้รับหลักฐานการชำระเงินแล้ว', lines: [appointment, 'เจ้าหน้าที่การเงินจะตรวจสอบและแจ้งผลให้ทราบ'], action: details };
    case -5:
      return {
        title: 'หลักฐานการชำระเงินไม่ผ่านการตรวจสอบ',
        lines: [appointment, `เหตุผล: ${c.paymentMsg ?? ''}`, 'กรุณาแนบหลักฐานการชำระเงินใหม่'],
        action: webAction(payLabel(c.costTotal), c.paymentUrl),
      };
    case 5:
      return { title: 'ชำระเงินเรียบร้อยแล้ว', lines: [appointment, 'โรงพยาบาลจะจัดส่งยาให้ท่านทางไปรษณีย์'], action: details };
    case 6:
      return {
        title: c.corrected ? 'แก้ไขเลขพัสดุ' : 'จัดส่งยาแล้ว',
        lines: [appointment, `เลขพัสดุ ${c.trackingNumbers.join(', ')}`],
        action: c.trackingNumbers.length ? webAction('ติดตามพัสดุ', trackingUrl(c.trackingNumbers[0])) : details,
      };
    case 7:
      return { title: 'ได้รับยาแล้ว', lines: [appointment, 'ขอบคุณที่ใช้บริการการแพทย์ทางไกล ขอให้หายป่วยโดยเร็ว'], action: details };
  }
}
